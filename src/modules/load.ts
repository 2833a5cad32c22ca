import { moduleDefinition } from './registry';
import type { BaseModule, ModuleDataSource } from './types';

type Tree = BaseModule & {
  children?: BaseModule[];
  columns?: Array<{ children: BaseModule[] }>;
  resolved?: BaseModule;
};

/**
 * Prepares a module tree for rendering: every module whose definition has `load` gets its data
 * (events, venues, articles) from the source, depth first, in parallel. Renderers stay pure and
 * synchronous; the public page and the editor's preview call this before rendering.
 */
export async function loadModuleData<T extends BaseModule>(
  modules: readonly T[],
  source: ModuleDataSource,
): Promise<T[]> {
  return Promise.all(
    modules.map((module) => loadOne(module as unknown as Tree, source) as unknown as Promise<T>),
  );
}

async function loadOne(module: Tree, source: ModuleDataSource): Promise<Tree> {
  let next: Tree = module;
  if (Array.isArray(module.children))
    next = { ...next, children: await loadModuleData(module.children, source) };
  if (Array.isArray(module.columns)) {
    next = {
      ...next,
      columns: await Promise.all(
        module.columns.map(async (column) => ({
          ...column,
          children: await loadModuleData(column.children, source),
        })),
      ),
    };
  }
  if (module.resolved) next = { ...next, resolved: (await loadModuleData([module.resolved], source))[0] };
  const definition = moduleDefinition(module.type);
  return definition?.load ? ((await definition.load(next, source)) as Tree) : next;
}

/** True when some module of the tree reads data, so a page cache must not keep it forever. */
export function needsData(modules: readonly BaseModule[]): boolean {
  return modules.some((module) => {
    const tree = module as Tree;
    if (moduleDefinition(module.type)?.load) return true;
    if (tree.children && needsData(tree.children)) return true;
    if (tree.resolved && needsData([tree.resolved])) return true;
    return (tree.columns ?? []).some((column) => needsData(column.children));
  });
}
