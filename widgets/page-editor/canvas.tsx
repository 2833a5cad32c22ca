import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Fragment, useEffect, useRef } from 'react';
import type { Locale } from '../../src/contract/common';
import type { Section } from '../../src/contract/pages';
import { now as clockNow } from '../../src/domain/clock';
import {
  type EditorModule,
  findModule,
  keyboardTarget,
  type MoveDirection,
  type Slot,
} from '../../src/domain/editor-document';
import { isScheduled, isVisibleAt } from '../../src/domain/visibility';
import type { EditorTexts } from '../../src/i18n/editor';
import { moduleDefinition, moduleTypeName } from '../../src/modules/registry';
import { renderModules } from '../../src/modules/render';
import type { BaseModule, RenderContext } from '../../src/modules/types';
import {
  backups,
  busySections,
  duplicateModule,
  duplicateSection,
  editorDocument,
  moveModule,
  moveModuleBy,
  targetSlot,
  undo,
} from '../../src/state/editor';
import { InlineFields } from './inline-text';
import { ServerPreview } from './server-preview';

export interface CanvasActions {
  editModule: (module: EditorModule, slot: Slot) => void;
  addModule: (slot: Slot) => void;
  confirmDelete: (
    request: { kind: 'module'; id: string; name: string } | { kind: 'section'; id: string; index: number },
  ) => void;
}

const ARROWS: Record<string, MoveDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The editable page: every section with its columns, every module drawn by the same renderer the
 * public page uses (src/modules/render), with its edit controls. Modules move by dragging their
 * handle (dnd-kit) or by keyboard: arrow keys on the focused handle, or the move buttons; each
 * move is announced in the live region (issue 6).
 */
export function Canvas({
  locale,
  t,
  actions,
  at,
}: {
  locale: Locale;
  t: EditorTexts;
  actions: CanvasActions;
  /** The `?at=` preview moment: scheduled modules are judged against it (issue 6 time travel). */
  at?: string;
}) {
  useSignals();
  const doc = editorDocument.value;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    rootRef.current?.querySelector<HTMLElement>(`[data-handle="${CSS.escape(id)}"]`)?.focus();
  });

  if (!doc) return null;

  const describeMove = (moduleId: string) => (slot: Slot) => {
    const index = doc.sections.findIndex((section) => section.id === slot.sectionId);
    const type = findModule(doc, moduleId)?.module.type;
    const name = type ? moduleTypeName(type, locale) : '';
    return t('movedTo', {
      name,
      section: index + 1,
      column: slot.column + 1,
      position: (slot.position ?? 0) + 1,
    });
  };
  const move = (moduleId: string, direction: MoveDirection) => {
    focusAfterMove.current = moduleId;
    void moveModuleBy(moduleId, direction, describeMove(moduleId));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const moduleId = String(active.id);
    const target = String(over.id);
    let slot: Slot | null = null;
    if (target.startsWith('column:')) {
      const [, sectionId = '', column = '0'] = target.split(':');
      const section = doc.sections.find((entry) => entry.id === sectionId);
      slot = {
        sectionId,
        column: Number(column),
        position: section?.columns[Number(column)]?.children.length ?? 0,
      };
      if (
        findModule(doc, moduleId)?.sectionId === sectionId &&
        findModule(doc, moduleId)?.column === Number(column)
      )
        slot.position = Math.max(0, (slot.position ?? 1) - 1);
    } else if (target.startsWith('module:')) {
      const at = findModule(doc, target.slice('module:'.length));
      if (at) slot = { sectionId: at.sectionId, column: at.column, position: at.index };
    }
    if (!slot || target === `module:${moduleId}`) return;
    focusAfterMove.current = moduleId;
    void moveModule(moduleId, slot, describeMove(moduleId));
  };

  // The staff's `?at=` preview moment, else now on the site's clock.
  const moment = at ? new Date(at) : clockNow();
  const now = Number.isNaN(moment.getTime()) ? clockNow() : moment;
  const ctxBase: Omit<RenderContext, 'renderModules'> = { locale, now, editMode: true };
  const ctx: RenderContext = { ...ctxBase, renderModules: (children) => renderModules(children, ctxBase) };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="canvas" ref={rootRef}>
        <p id="move-hint" className="visually-hidden">
          {t('moveHint')}
        </p>
        {doc.sections.length === 0 ? <p className="canvas__empty">{t('emptyPage')}</p> : null}
        {doc.sections.map((section, sectionIndex) => (
          <SectionFrame
            key={section.id}
            section={section}
            index={sectionIndex}
            t={t}
            ctx={ctx}
            actions={actions}
            onMove={move}
            canMove={(id, direction) => keyboardTarget(doc, id, direction) !== null}
          />
        ))}
      </div>
    </DndContext>
  );
}

function SectionFrame({
  section,
  index,
  t,
  ctx,
  actions,
  onMove,
  canMove,
}: {
  section: Section;
  index: number;
  t: EditorTexts;
  ctx: RenderContext;
  actions: CanvasActions;
  onMove: (id: string, direction: MoveDirection) => void;
  canMove: (id: string, direction: MoveDirection) => boolean;
}) {
  const busy = busySections.value.has(section.id);
  const hasBackup = Boolean(backups.value[section.id]?.length);
  const label = t('section', { n: index + 1 });
  return (
    <section
      className={`section layout-${section.layout} ${section.extra_class ?? ''} editor-section`.trim()}
      data-section-id={section.id}
      aria-label={label}
      aria-busy={busy}
    >
      <div className="editor-section__bar" part="section-bar">
        <span className="editor-section__name">
          {label} · {t('layoutOf', { layout: section.layout })}
        </span>
        {busy ? <span className="editor-section__busy">{t('busy')}</span> : null}
        <button
          type="button"
          disabled={!hasBackup}
          onClick={() => void undo(section.id)}
          aria-label={t('undoSection', { n: index + 1 })}
        >
          {t('undo')}
        </button>
        <button type="button" onClick={() => void duplicateSection(section.id)}>
          {t('duplicateSection', { n: index + 1 })}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => actions.confirmDelete({ kind: 'section', id: section.id, index: index + 1 })}
        >
          {t('deleteSection', { n: index + 1 })}
        </button>
      </div>
      <div className="section__grid">
        {section.columns.map((column, columnIndex) => (
          <Column
            key={column.index}
            section={section}
            sectionIndex={index}
            columnIndex={columnIndex}
            modules={column.children as EditorModule[]}
            classes={column.classes}
            t={t}
            ctx={ctx}
            actions={actions}
            onMove={onMove}
            canMove={canMove}
          />
        ))}
      </div>
    </section>
  );
}

function Column({
  section,
  sectionIndex,
  columnIndex,
  modules,
  classes,
  t,
  ctx,
  actions,
  onMove,
  canMove,
}: {
  section: Section;
  sectionIndex: number;
  columnIndex: number;
  modules: EditorModule[];
  classes: string;
  t: EditorTexts;
  ctx: RenderContext;
  actions: CanvasActions;
  onMove: (id: string, direction: MoveDirection) => void;
  canMove: (id: string, direction: MoveDirection) => boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `column:${section.id}:${columnIndex}` });
  const target = targetSlot.value;
  const isTarget = target?.sectionId === section.id && target.column === columnIndex;
  const where = t('sectionColumn', { section: sectionIndex + 1, column: columnIndex + 1 });
  const slot = { sectionId: section.id, column: columnIndex };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a column is a labelled group of modules, not a form fieldset
    <div
      ref={setNodeRef}
      className={`section__column ${classes} editor-column${isOver ? ' editor-column--over' : ''}${isTarget ? ' editor-column--target' : ''}`}
      data-column={columnIndex}
      role="group"
      aria-label={where}
    >
      {modules.length === 0 ? <p className="editor-column__empty">{t('emptyColumn')}</p> : null}
      {modules.map((module, position) => (
        <Fragment key={module.id}>
          <button
            type="button"
            className="editor-column__insert"
            onClick={() => {
              targetSlot.value = slot;
              actions.addModule({ ...slot, position });
            }}
          >
            <span aria-hidden="true">+</span> {t('insertHere')}{' '}
            <span className="visually-hidden">
              – {t('insertBefore', { name: moduleTypeName(module.type, ctx.locale) })},{' '}
              {t('sectionColumnPosition', {
                section: sectionIndex + 1,
                column: columnIndex + 1,
                position: position + 1,
              })}
            </span>
          </button>
          <ModuleFrame
            module={module}
            slot={{ ...slot }}
            t={t}
            ctx={ctx}
            actions={actions}
            onMove={onMove}
            canMove={canMove}
          />
        </Fragment>
      ))}
      <button
        type="button"
        className="editor-column__add"
        onClick={() => {
          targetSlot.value = slot;
          actions.addModule(slot);
        }}
      >
        {t('addModule')} <span className="visually-hidden">– {where}</span>
      </button>
    </div>
  );
}

function ModuleFrame({
  module,
  slot,
  t,
  ctx,
  actions,
  onMove,
  canMove,
}: {
  module: EditorModule;
  slot: Slot;
  t: EditorTexts;
  ctx: RenderContext;
  actions: CanvasActions;
  onMove: (id: string, direction: MoveDirection) => void;
  canMove: (id: string, direction: MoveDirection) => boolean;
}) {
  const definition = moduleDefinition(module.type);
  const drag = useDraggable({ id: module.id });
  const drop = useDroppable({ id: `module:${module.id}` });
  const previewRef = useRef<HTMLDivElement>(null);
  const name = moduleTypeName(module.type, ctx.locale);
  const visible = isVisibleAt(module as BaseModule, ctx.now);
  const scheduled = isScheduled(module as BaseModule);
  const style = drag.transform
    ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`, zIndex: 10 }
    : undefined;
  const directions: Array<[MoveDirection, string, string]> = [
    ['up', t('moveUp'), '↑'],
    ['down', t('moveDown'), '↓'],
    ['left', t('moveLeft'), '←'],
    ['right', t('moveRight'), '→'],
  ];
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={style}
      className={`editable-module${visible ? '' : ' editable-module--hidden'}${drop.isOver ? ' editable-module--over' : ''}`}
      data-module-id={module.id}
      data-module-type={module.type}
      data-scheduled={scheduled ? (visible ? 'live' : 'hidden') : undefined}
    >
      <div className="module-bar" part="module-bar">
        <button
          type="button"
          className="handle"
          data-handle={module.id}
          aria-label={t('moveHandle', { name })}
          aria-describedby="move-hint"
          {...drag.listeners}
          onKeyDown={(event) => {
            const direction = ARROWS[event.key];
            if (!direction) return;
            event.preventDefault();
            onMove(module.id, direction);
          }}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span className="module-bar__name">{name}</span>
        {scheduled ? (
          <span className={`badge${visible ? '' : ' badge--hidden'}`}>
            {visible ? t('scheduled') : t('scheduledHidden')}
          </span>
        ) : null}
        {directions.map(([direction, label, arrow]) => (
          <button
            key={direction}
            type="button"
            className="icon-button"
            aria-label={`${label}: ${name}`}
            disabled={!canMove(module.id, direction)}
            onClick={() => onMove(module.id, direction)}
          >
            <span aria-hidden="true">{arrow}</span>
          </button>
        ))}
        <button
          type="button"
          onClick={() => actions.editModule(module, slot)}
          aria-label={t('editModule', { name })}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          onClick={() => void duplicateModule(module.id)}
          aria-label={t('duplicateModule', { name })}
        >
          {t('duplicate')}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => actions.confirmDelete({ kind: 'module', id: module.id, name })}
          aria-label={t('deleteModule', { name })}
        >
          {t('delete')}
        </button>
      </div>
      <div className="module-preview" ref={previewRef}>
        {definition?.load ? (
          <ServerPreview
            module={module as BaseModule}
            now={ctx.now}
            t={t}
            fallback={<definition.Render module={module as BaseModule} ctx={ctx} />}
          />
        ) : definition ? (
          <definition.Render module={module as BaseModule} ctx={ctx} />
        ) : null}
      </div>
      <InlineFields preview={previewRef} module={module} slot={slot} locale={ctx.locale} t={t} />
    </div>
  );
}
