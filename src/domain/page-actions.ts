import { COLUMN_LAYOUTS, type ColumnLayout, columnClasses } from './layouts';
import { walkModules } from './module-tree';

/**
 * The one edit model of the page editor (issue 19 item 3; docs/decisions/0145): typed, pure,
 * serialisable actions over the page document (sections → columns → modules). The server applies
 * them when saving a section, the editor applies them for its optimistic view, and undo is the
 * inverse action (`inverseOf`), sent like any other. No I/O, no clock, no random ids: an action
 * that creates modules or sections carries the ids it gives them (drawn from an id source when
 * the action is built), so applying it twice gives the same document. Fields of modules are not
 * validated here (the module registry does that).
 */

export interface ActionModule {
  id: string;
  type: string;
  [field: string]: unknown;
}
export interface ActionColumn {
  index: number;
  classes: string;
  children: ActionModule[];
}
export interface ActionSection {
  id: string;
  layout: string;
  columns: ActionColumn[];
  [field: string]: unknown;
}
export interface PageDocument {
  sections: ActionSection[];
}

/** Where a module goes: a column of a section, at a position (0 = first; omitted = the end). */
export interface ModuleSlot {
  sectionId: string;
  column: number;
  position?: number | undefined;
}

export type PageAction =
  | { type: 'insertModule'; to: ModuleSlot; module: ActionModule }
  | { type: 'updateModule'; module: ActionModule }
  | { type: 'removeModule'; moduleId: string }
  | { type: 'moveModule'; moduleId: string; to: ModuleSlot }
  /** The copy and every module nested in it get `ids`, in order (parents before children). */
  | { type: 'duplicateModule'; moduleId: string; ids: string[] }
  /** Puts a section's modules in a new order: `columns[i]` lists the ids of column i. */
  | { type: 'reorderModules'; sectionId: string; columns: string[][] }
  | { type: 'insertSection'; section: ActionSection; position?: number | undefined }
  | { type: 'removeSection'; sectionId: string }
  | { type: 'moveSection'; sectionId: string; position: number }
  /** The copy lands right after the original as `sectionId`; its modules get `ids`, in order. */
  | { type: 'duplicateSection'; sectionId: string; copyId: string; ids: string[] }
  /** A new column layout (modules of dropped columns move to the last column), and/or a style. */
  | {
      type: 'changeLayout';
      sectionId: string;
      layout: string;
      style?: { extra_class?: string | undefined; image?: string | null | undefined } | undefined;
    }
  /** Puts a section back as given (replacing it, or re-creating it at `position`). */
  | { type: 'restoreSection'; section: ActionSection; position?: number | undefined };

export type PageActionType = PageAction['type'];

export interface ActionError {
  field: string;
  message: string;
}
export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: ActionError };

const fail = (field: string, message: string): { ok: false; error: ActionError } => ({
  ok: false,
  error: { field, message },
});
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

// ---------------------------------------------------------------------------------------------
// Finding things
// ---------------------------------------------------------------------------------------------

export interface ModulePlace {
  sectionIndex: number;
  sectionId: string;
  column: number;
  position: number;
  module: ActionModule;
}

/** Where a module is on the page (top level of a column), or undefined. */
export function locateModule(doc: PageDocument, moduleId: string): ModulePlace | undefined {
  for (const [sectionIndex, section] of doc.sections.entries())
    for (const [column, entry] of section.columns.entries()) {
      const position = entry.children.findIndex((child) => child.id === moduleId);
      if (position >= 0)
        return {
          sectionIndex,
          sectionId: section.id,
          column,
          position,
          module: entry.children[position] as ActionModule,
        };
    }
  return undefined;
}

/**
 * The ids of every module in the sections (nested ones too), each with its path in its section
 * (`columns.0.children.1.children.0`).
 */
export function moduleIdsIn(sections: readonly Pick<ActionSection, 'columns'>[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const section of sections)
    for (const [index, column] of section.columns.entries())
      walkModules(
        column.children,
        (module, path) => {
          const id = (module as { id?: unknown }).id;
          if (typeof id === 'string' && !found.has(id)) found.set(id, path);
        },
        `columns.${index}.children.`,
      );
  return found;
}

/**
 * The first module of `section` whose id is taken: by a module of another section of the page,
 * or by an earlier module of the section itself. A page holds each module id once.
 */
function takenModuleId(doc: PageDocument, section: ActionSection): ActionError | null {
  const elsewhere = moduleIdsIn(doc.sections.filter((entry) => entry.id !== section.id));
  const seen = new Set<string>();
  let taken: ActionError | null = null;
  for (const [index, column] of section.columns.entries())
    walkModules(
      column.children,
      (module, path) => {
        const id = (module as { id?: unknown }).id;
        if (taken || typeof id !== 'string') return;
        if (elsewhere.has(id))
          taken = { field: `${path}.id`, message: `Module ${id} is already in another section of the page.` };
        else if (seen.has(id)) taken = { field: `${path}.id`, message: `Module ${id} is listed twice.` };
        seen.add(id);
      },
      `columns.${index}.children.`,
    );
  return taken;
}

/**
 * A section put back without the modules that live in another section of the page now (moved
 * there after the state it restores): the undo of a layout change after a module was moved out
 * brings the layout and the other modules back, and leaves the moved module where it is now
 * (docs/decisions/0145). Other actions come back as they are.
 */
export function withoutModulesElsewhere(doc: PageDocument, action: PageAction): PageAction {
  if (action.type !== 'restoreSection' && action.type !== 'insertSection') return action;
  const elsewhere = moduleIdsIn(doc.sections.filter((entry) => entry.id !== action.section.id));
  if (elsewhere.size === 0) return action;
  const lives = (module: ActionModule) =>
    moduleIdsIn([{ columns: [{ index: 0, classes: '', children: [module] }] }]);
  let dropped = false;
  const columns = action.section.columns.map((column) => ({
    ...column,
    children: column.children.filter((module) => {
      const keep = ![...lives(module).keys()].some((id) => elsewhere.has(id));
      if (!keep) dropped = true;
      return keep;
    }),
  }));
  return dropped ? { ...action, section: { ...action.section, columns } } : action;
}

export function sectionIndex(doc: PageDocument, sectionId: string): number {
  return doc.sections.findIndex((section) => section.id === sectionId);
}

/** The module ids of each column of a section: the body of a section reorder. */
export function columnOrder(section: Pick<ActionSection, 'columns'>): string[][] {
  return section.columns.map((column) => column.children.map((child) => child.id));
}

// ---------------------------------------------------------------------------------------------
// Copies and layouts
// ---------------------------------------------------------------------------------------------

/**
 * A deep copy of a module under new ids: the module itself and every module nested in it (any
 * object with a string `id` and `type`), parents before children, in order.
 */
export function copyWithNewIds<M extends ActionModule>(module: M, makeId: () => string): M {
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    if (typeof record.id === 'string' && typeof record.type === 'string') out.id = makeId();
    for (const [key, entry] of Object.entries(record)) if (!(key in out)) out[key] = copy(entry);
    return out;
  };
  return copy(module) as M;
}

/** How many ids a copy of these modules needs (the modules and everything nested in them). */
export function idsNeeded(modules: readonly ActionModule[]): number {
  let count = 0;
  for (const module of modules)
    copyWithNewIds(module, () => {
      count += 1;
      return '';
    });
  return count;
}

/** Draws `count` ids from an id source (the server's randomUUID, a test's counter). */
export function drawIds(count: number, makeId: () => string): string[] {
  return Array.from({ length: count }, () => makeId());
}

/** An id source that hands out the given ids in order; undefined once they are used up. */
function fromList(ids: readonly string[]): { next: () => string; exhausted: () => boolean } {
  let index = 0;
  let over = false;
  return {
    next: () => {
      const id = ids[index];
      index += 1;
      if (id === undefined) over = true;
      return id ?? '';
    },
    exhausted: () => over,
  };
}

export function isColumnLayout(layout: string): layout is ColumnLayout {
  return Object.hasOwn(COLUMN_LAYOUTS, layout);
}

/** Empty columns for a layout, with their grid classes (spec: frame §3 Column layouts). */
export function emptyColumns(layout: ColumnLayout): ActionColumn[] {
  return COLUMN_LAYOUTS[layout].map((_, index) => ({
    index,
    classes: columnClasses(layout, index),
    children: [],
  }));
}

/**
 * A section in another layout. Modules of columns the new layout does not have move to the end of
 * its last column: a layout change never loses content. Custom column classes are kept.
 */
function relaid<S extends ActionSection>(section: S, layout: ColumnLayout): S {
  const columns = emptyColumns(layout);
  const last = columns.length - 1;
  for (const [index, column] of section.columns.entries()) {
    const target = columns[Math.min(index, last)] as ActionColumn;
    target.children.push(...column.children);
    if (
      index <= last &&
      column.classes &&
      isColumnLayout(section.layout) &&
      column.classes !== columnClasses(section.layout, index)
    )
      target.classes = column.classes;
  }
  return { ...section, layout, columns };
}

// ---------------------------------------------------------------------------------------------
// Applying an action
// ---------------------------------------------------------------------------------------------

function withSection<D extends PageDocument>(
  doc: D,
  index: number,
  change: (section: ActionSection) => ActionSection,
): D {
  return {
    ...doc,
    sections: doc.sections.map((section, at) => (at === index ? change(section) : section)),
  };
}

function withColumn(
  section: ActionSection,
  column: number,
  change: (children: ActionModule[]) => ActionModule[],
): ActionSection {
  return {
    ...section,
    columns: section.columns.map((entry, index) =>
      index === column ? { ...entry, children: change(entry.children) } : entry,
    ),
  };
}

function insertAt<D extends PageDocument>(doc: D, to: ModuleSlot, module: ActionModule): ActionResult<D> {
  const index = sectionIndex(doc, to.sectionId);
  const section = doc.sections[index];
  if (!section) return fail('section_id', 'This section is not on the page.');
  if (!Number.isInteger(to.column) || to.column < 0 || to.column >= section.columns.length)
    return fail('column', `column must be below ${section.columns.length} for layout ${section.layout}`);
  if (locateModule(doc, module.id))
    return fail('module.id', 'A module with this id is already in the section.');
  const length = section.columns[to.column]?.children.length ?? 0;
  if (
    to.position !== undefined &&
    (!Number.isInteger(to.position) || to.position < 0 || to.position > length)
  )
    return fail(
      'position',
      `position must be at most ${length} (column ${to.column} holds ${length} modules)`,
    );
  return ok(
    withSection(doc, index, (entry) =>
      withColumn(entry, to.column, (children) => {
        const next = [...children];
        next.splice(to.position ?? next.length, 0, module);
        return next;
      }),
    ),
  );
}

function removeAt<D extends PageDocument>(doc: D, place: ModulePlace): D {
  return withSection(doc, place.sectionIndex, (section) =>
    withColumn(section, place.column, (children) => children.filter((child) => child.id !== place.module.id)),
  );
}

const noModule = () => fail('module_id', 'This module is not in the section.');
const noSection = () => fail('section_id', 'This section is not on the page.');

/**
 * Applies an action to a document: the new document, or what is wrong (field and message) and
 * the input untouched. Never throws, never changes its input, never half-applies.
 */
export function applyAction<D extends PageDocument>(doc: D, action: PageAction): ActionResult<D> {
  switch (action.type) {
    case 'insertModule':
      return insertAt(doc, action.to, action.module);
    case 'updateModule': {
      const place = locateModule(doc, action.module.id);
      if (!place) return noModule();
      if (place.module.type !== action.module.type)
        return fail('module.type', `The type of a module cannot change (it is ${place.module.type}).`);
      return ok(
        withSection(doc, place.sectionIndex, (section) =>
          withColumn(section, place.column, (children) =>
            children.map((child) => (child.id === action.module.id ? action.module : child)),
          ),
        ),
      );
    }
    case 'removeModule': {
      const place = locateModule(doc, action.moduleId);
      return place ? ok(removeAt(doc, place)) : noModule();
    }
    case 'moveModule': {
      const place = locateModule(doc, action.moduleId);
      if (!place) return noModule();
      return insertAt(removeAt(doc, place), action.to, place.module);
    }
    case 'duplicateModule': {
      const place = locateModule(doc, action.moduleId);
      if (!place) return noModule();
      const ids = fromList(action.ids);
      const copy = copyWithNewIds(place.module, ids.next);
      if (ids.exhausted() || action.ids.length !== idsNeeded([place.module]))
        return fail('ids', `The copy needs ${idsNeeded([place.module])} new ids.`);
      if (new Set(action.ids).size !== action.ids.length || action.ids.some((id) => locateModule(doc, id)))
        return fail('module.id', 'A module with this id is already in the section.');
      return insertAt(doc, { ...place, position: place.position + 1 }, copy);
    }
    case 'reorderModules': {
      const index = sectionIndex(doc, action.sectionId);
      const section = doc.sections[index];
      if (!section) return noSection();
      const order = action.columns;
      if (order.length !== section.columns.length)
        return fail(
          'columns',
          `columns must list ${section.columns.length} columns for layout ${section.layout}`,
        );
      const byId = new Map(
        section.columns.flatMap((column) => column.children.map((child) => [child.id, child])),
      );
      const seen = new Set<string>();
      for (const [column, ids] of order.entries())
        for (const [position, id] of ids.entries()) {
          if (!byId.has(id))
            return fail(`columns.${column}.${position}`, `Module ${id} is not in this section.`);
          if (seen.has(id)) return fail(`columns.${column}.${position}`, `Module ${id} is listed twice.`);
          seen.add(id);
        }
      if (seen.size !== byId.size) {
        const missing = [...byId.keys()].filter((id) => !seen.has(id));
        return fail('columns', `The order leaves out module(s) ${missing.join(', ')}.`);
      }
      return ok(
        withSection(doc, index, (entry) => ({
          ...entry,
          columns: entry.columns.map((column, at) => ({
            ...column,
            children: (order[at] ?? []).map((id) => byId.get(id) as ActionModule),
          })),
        })),
      );
    }
    case 'insertSection':
    case 'restoreSection': {
      const { layout, columns } = action.section;
      if (isColumnLayout(layout) && columns.length !== COLUMN_LAYOUTS[layout].length)
        return fail(
          'columns',
          `columns must list ${COLUMN_LAYOUTS[layout].length} columns for layout ${layout}`,
        );
      const taken = takenModuleId(doc, action.section);
      if (taken) return { ok: false, error: taken };
      const index = sectionIndex(doc, action.section.id);
      if (index >= 0) {
        if (action.type === 'insertSection')
          return fail('section_id', 'This section is already on the page.');
        return ok(withSection(doc, index, () => action.section));
      }
      const position = action.position ?? doc.sections.length;
      if (!Number.isInteger(position) || position < 0 || position > doc.sections.length)
        return fail('position', `position must be at most ${doc.sections.length}`);
      const sections = [...doc.sections];
      sections.splice(position, 0, action.section);
      return ok({ ...doc, sections });
    }
    case 'removeSection': {
      if (sectionIndex(doc, action.sectionId) < 0) return noSection();
      return ok({ ...doc, sections: doc.sections.filter((section) => section.id !== action.sectionId) });
    }
    case 'moveSection': {
      const index = sectionIndex(doc, action.sectionId);
      const section = doc.sections[index];
      if (!section) return noSection();
      const last = doc.sections.length - 1;
      if (!Number.isInteger(action.position) || action.position < 0 || action.position > last)
        return fail('position', `position must be at most ${last}`);
      const sections = doc.sections.filter((entry) => entry.id !== action.sectionId);
      sections.splice(action.position, 0, section);
      return ok({ ...doc, sections });
    }
    case 'duplicateSection': {
      const index = sectionIndex(doc, action.sectionId);
      const section = doc.sections[index];
      if (!section) return noSection();
      if (sectionIndex(doc, action.copyId) >= 0)
        return fail('section_id', 'This section is already on the page.');
      const modules = section.columns.flatMap((column) => column.children);
      if (action.ids.length !== idsNeeded(modules))
        return fail('ids', `The copy needs ${idsNeeded(modules)} new ids.`);
      if (new Set(action.ids).size !== action.ids.length || action.ids.some((id) => locateModule(doc, id)))
        return fail('module.id', 'A module with this id is already on the page.');
      const ids = fromList(action.ids);
      const copy: ActionSection = {
        ...section,
        id: action.copyId,
        columns: section.columns.map((column) => ({
          ...column,
          children: column.children.map((child) => copyWithNewIds(child, ids.next)),
        })),
      };
      const sections = [...doc.sections];
      sections.splice(index + 1, 0, copy);
      return ok({ ...doc, sections });
    }
    case 'changeLayout': {
      const index = sectionIndex(doc, action.sectionId);
      const section = doc.sections[index];
      if (!section) return noSection();
      if (action.layout === section.layout) {
        // A style change only: the layout stays as stored.
      } else if (!isColumnLayout(action.layout)) return fail('layout', `Unknown layout ${action.layout}.`);
      const reshaped =
        action.layout === section.layout || !isColumnLayout(action.layout)
          ? section
          : relaid(section, action.layout);
      const style: Record<string, unknown> = {};
      if (action.style?.extra_class !== undefined) style.extra_class = action.style.extra_class;
      if (action.style?.image !== undefined) style.image = action.style.image || null;
      return ok(withSection(doc, index, () => ({ ...reshaped, ...style })));
    }
  }
}

/**
 * The action that undoes `action` on `before` (the document it was applied to): applying the
 * action and then its inverse gives `before` back. Null when the action does not apply to
 * `before` (nothing to undo).
 */
export function inverseOf(before: PageDocument, action: PageAction): PageAction | null {
  if (!applyAction(before, action).ok) return null;
  switch (action.type) {
    case 'insertModule':
      return { type: 'removeModule', moduleId: action.module.id };
    case 'updateModule': {
      const place = locateModule(before, action.module.id) as ModulePlace;
      return { type: 'updateModule', module: place.module };
    }
    case 'removeModule': {
      const place = locateModule(before, action.moduleId) as ModulePlace;
      return {
        type: 'insertModule',
        to: { sectionId: place.sectionId, column: place.column, position: place.position },
        module: place.module,
      };
    }
    case 'moveModule': {
      const place = locateModule(before, action.moduleId) as ModulePlace;
      return {
        type: 'moveModule',
        moduleId: action.moduleId,
        to: { sectionId: place.sectionId, column: place.column, position: place.position },
      };
    }
    case 'duplicateModule':
      return { type: 'removeModule', moduleId: action.ids[0] as string };
    case 'reorderModules': {
      const section = before.sections[sectionIndex(before, action.sectionId)] as ActionSection;
      return { type: 'reorderModules', sectionId: action.sectionId, columns: columnOrder(section) };
    }
    case 'insertSection':
      return { type: 'removeSection', sectionId: action.section.id };
    case 'restoreSection':
    case 'changeLayout':
    case 'removeSection': {
      const id = action.type === 'restoreSection' ? action.section.id : action.sectionId;
      const index = sectionIndex(before, id);
      if (index < 0) return { type: 'removeSection', sectionId: id };
      return { type: 'restoreSection', section: before.sections[index] as ActionSection, position: index };
    }
    case 'moveSection':
      return {
        type: 'moveSection',
        sectionId: action.sectionId,
        position: sectionIndex(before, action.sectionId),
      };
    case 'duplicateSection':
      return { type: 'removeSection', sectionId: action.copyId };
  }
}

/** The sections an action writes (for locks, busy marks and backups). */
export function touchedSections(doc: PageDocument, action: PageAction): string[] {
  switch (action.type) {
    case 'insertModule':
      return [action.to.sectionId];
    case 'moveModule': {
      const from = locateModule(doc, action.moduleId)?.sectionId;
      return [...new Set([...(from ? [from] : []), action.to.sectionId])];
    }
    case 'updateModule':
    case 'removeModule':
    case 'duplicateModule': {
      const id = action.type === 'updateModule' ? action.module.id : action.moduleId;
      const from = locateModule(doc, id)?.sectionId;
      return from ? [from] : [];
    }
    case 'insertSection':
    case 'restoreSection':
      return [action.section.id];
    case 'duplicateSection':
      return [action.sectionId, action.copyId];
    default:
      return [action.sectionId];
  }
}
