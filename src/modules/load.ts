import { mapNestedAsync, someModule } from '../domain/module-tree';
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
  // Depth first: the nested modules (children, columns, a container's section) get their data first.
  const next = await mapNestedAsync(module, (modules) => loadModuleData(modules as BaseModule[], source));
  const definition = moduleDefinition(module.type);
  return definition?.load ? ((await definition.load(next, source)) as Tree) : next;
}

/** True when some module of the tree reads data, so a page cache must not keep it forever. */
export function needsData(modules: readonly BaseModule[]): boolean {
  return someModule(modules, (module) => Boolean(moduleDefinition(module.type)?.load));
}
