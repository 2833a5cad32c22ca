/**
 * The one walker of a module tree (issue 19 item 3, docs/decisions/0145). Modules nest in three
 * places: a module's `children` (accordion items, slider slides), its `columns[i].children` (two
 * columns, a section) and a container's `resolved` section (filled in at render time). Every
 * recursion over the tree (sanitising, loading data, telling whether a page reads data) goes
 * through these functions, so a new place to nest is taught here once.
 */

export interface TreeNode {
  type: string;
  children?: readonly TreeNode[] | undefined;
  columns?: ReadonlyArray<{ children: readonly TreeNode[] }> | undefined;
  resolved?: TreeNode | undefined;
}

/** Where modules nest in a module, with the path of each list (`children`, `columns.1.children`). */
export function nestedLists(module: object): Array<{ path: string; modules: readonly TreeNode[] }> {
  const node = module as Partial<TreeNode>;
  const lists: Array<{ path: string; modules: readonly TreeNode[] }> = [];
  if (Array.isArray(node.children)) lists.push({ path: 'children', modules: node.children });
  if (Array.isArray(node.columns))
    for (const [index, column] of node.columns.entries())
      if (Array.isArray(column?.children))
        lists.push({ path: `columns.${index}.children`, modules: column.children });
  if (node.resolved && typeof node.resolved === 'object')
    lists.push({ path: 'resolved', modules: [node.resolved] });
  return lists;
}

/**
 * A copy of the module with each nested list replaced by `map(list, path)`; the module itself as it
 * is when nothing nests in it.
 */
export function mapNested<M extends object>(
  module: M,
  map: (modules: readonly TreeNode[], path: string) => TreeNode[],
): M {
  const lists = nestedLists(module);
  if (lists.length === 0) return module;
  const mapped = new Map(lists.map(({ path, modules }) => [path, map(modules, path)]));
  return rebuild(module, mapped);
}

/** `mapNested` for maps that wait (loading data): the lists are mapped in parallel. */
export async function mapNestedAsync<M extends object>(
  module: M,
  map: (modules: readonly TreeNode[], path: string) => Promise<TreeNode[]>,
): Promise<M> {
  const lists = nestedLists(module);
  if (lists.length === 0) return module;
  const results = await Promise.all(lists.map(({ path, modules }) => map(modules, path)));
  return rebuild(module, new Map(lists.map(({ path }, index) => [path, results[index] as TreeNode[]])));
}

function rebuild<M extends object>(module: M, lists: ReadonlyMap<string, TreeNode[]>): M {
  const node = module as M & Partial<TreeNode>;
  let next: M & Partial<TreeNode> = node;
  const children = lists.get('children');
  if (children) next = { ...next, children };
  if (Array.isArray(node.columns))
    next = {
      ...next,
      columns: node.columns.map((column, index) => {
        const list = lists.get(`columns.${index}.children`);
        return list ? { ...column, children: list } : column;
      }),
    };
  const resolved = lists.get('resolved')?.[0];
  if (resolved) next = { ...next, resolved };
  return next;
}

/**
 * Every module of the tree through `visit`, parents first: `visit` answers the module's new
 * version, whose nested modules are then visited in turn.
 */
export function mapModules<M extends object>(module: M, visit: (module: TreeNode) => TreeNode): M {
  const visited = visit(module as unknown as TreeNode) as unknown as M;
  return mapNested(visited, (modules) => modules.map((child) => mapModules(child, visit)));
}

/** Visits every module of the trees, parents before children, with its path from the list. */
export function walkModules(
  modules: readonly TreeNode[],
  visit: (module: TreeNode, path: string) => void,
  prefix = '',
): void {
  for (const [index, module] of modules.entries()) {
    const path = `${prefix}${index}`;
    visit(module, path);
    for (const list of nestedLists(module)) walkModules(list.modules, visit, `${path}.${list.path}.`);
  }
}

/** True when some module of the trees passes the test (stops at the first). */
export function someModule(modules: readonly TreeNode[], test: (module: TreeNode) => boolean): boolean {
  return modules.some(
    (module) => test(module) || nestedLists(module).some((list) => someModule(list.modules, test)),
  );
}
