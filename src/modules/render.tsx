import type { ReactNode } from 'react';
import { isScheduled, isVisibleAt } from '../domain/visibility';
import { moduleDefinition } from './registry';
import type { BaseModule, RenderContext } from './types';

/**
 * Renders a list of modules with the registry's renderers. Visitors see only modules inside their
 * visibility window; staff in edit mode see all of them, scheduled ones marked (spec: frame §4).
 * In edit mode every module is wrapped so the page editor can find it by id.
 */
export function renderModules(
  modules: readonly BaseModule[],
  base: Omit<RenderContext, 'renderModules'>,
): ReactNode {
  const ctx: RenderContext = { ...base, renderModules: (children) => renderModules(children, base) };
  return modules.map((module) => {
    const definition = moduleDefinition(module.type);
    if (!definition) return null;
    const visible = isVisibleAt(module, ctx.now);
    if (!visible && !ctx.editMode) return null;
    const rendered = <definition.Render module={module} ctx={ctx} />;
    if (!ctx.editMode) return <ModuleSlot key={module.id}>{rendered}</ModuleSlot>;
    return (
      <div
        key={module.id}
        className={`editable-module${visible ? '' : ' editable-module--hidden'}`}
        data-module-id={module.id}
        data-module-type={module.type}
        data-scheduled={isScheduled(module) ? (visible ? 'live' : 'hidden') : undefined}
      >
        {rendered}
      </div>
    );
  });
}

function ModuleSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
