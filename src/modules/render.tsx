import type { ReactNode } from 'react';
import type { Locale } from '../contract/common';
import { formatInstant } from '../domain/date-format';
import { isScheduled, isVisibleAt } from '../domain/visibility';
import { modulesTexts } from '../i18n/modules';
import { AboveTheFold } from './above-the-fold';
import { moduleDefinition } from './registry';
import type { BaseModule, RenderContext } from './types';

/**
 * Renders a list of modules with the registry's renderers. Visitors see only modules inside their
 * visibility window; staff in edit mode see all of them, scheduled ones marked (spec: frame §4).
 * In edit mode every module is wrapped so the page editor can find it by id. The first
 * `aboveTheFold` modules shown (the page passes 1) render with AboveTheFold set.
 */
export function renderModules(
  modules: readonly BaseModule[],
  base: Omit<RenderContext, 'renderModules'>,
  aboveTheFold = 0,
): ReactNode {
  const ctx: RenderContext = { ...base, renderModules: (children) => renderModules(children, base) };
  let shown = 0;
  return modules.map((module) => {
    const definition = moduleDefinition(module.type);
    if (!definition) return null;
    const visible = isVisibleAt(module, ctx.now);
    if (!visible && !ctx.editMode) return null;
    const rendered =
      shown++ < aboveTheFold ? (
        <AboveTheFold.Provider value={true}>
          <definition.Render module={module} ctx={ctx} />
        </AboveTheFold.Provider>
      ) : (
        <definition.Render module={module} ctx={ctx} />
      );
    if (!ctx.editMode) return <ModuleSlot key={module.id}>{rendered}</ModuleSlot>;
    return (
      <div
        key={module.id}
        className={`editable-module${visible ? '' : ' editable-module--hidden'}`}
        data-module-id={module.id}
        data-module-type={module.type}
        data-scheduled={isScheduled(module) ? (visible ? 'live' : 'hidden') : undefined}
      >
        {isScheduled(module) ? <ScheduleNote module={module} visible={visible} locale={ctx.locale} /> : null}
        {rendered}
      </div>
    );
  });
}

/** Staff see when a scheduled module shows (spec: frame §4 Module visibility), in Europe/Berlin. */
function ScheduleNote({ module, visible, locale }: { module: BaseModule; visible: boolean; locale: Locale }) {
  const t = modulesTexts(locale);
  const date = (iso: string) => formatInstant(iso, locale, 'dateTime');
  return (
    <p className="editable-module__schedule">
      {t(visible ? 'schedule.live' : 'schedule.hidden')}
      {module.online_from ? ` · ${t('schedule.from', { date: date(module.online_from) })}` : ''}
      {module.online_to ? ` · ${t('schedule.until', { date: date(module.online_to) })}` : ''}
    </p>
  );
}

function ModuleSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
