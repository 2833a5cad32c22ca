import { COLUMN_LAYOUTS, type ColumnLayout, columnClasses } from './layouts';

/**
 * Pure edits of a section document (CONVENTIONS: Editor, after Puck): every edit takes a
 * serialisable section and answers a new one, so the server's writes, the editor's undo and the
 * version restore are the same mechanism. No I/O, no validation of module fields (the registry
 * does that).
 */

export interface EditableModule {
  id: string;
  type: string;
  [field: string]: unknown;
}
export interface EditableColumn {
  index: number;
  classes: string;
  children: EditableModule[];
}
export interface EditableSection {
  layout: string;
  columns: EditableColumn[];
}

export type EditResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const fail = (field: string, message: string): { ok: false; field: string; message: string } => ({
  ok: false,
  field,
  message,
});

export function findModule(
  section: EditableSection,
  moduleId: string,
): { column: number; position: number; module: EditableModule } | undefined {
  for (const [column, entry] of section.columns.entries()) {
    const position = entry.children.findIndex((child) => child.id === moduleId);
    if (position >= 0) return { column, position, module: entry.children[position] as EditableModule };
  }
  return undefined;
}

export function moduleIds(section: EditableSection): string[] {
  return section.columns.flatMap((column) => column.children.map((child) => child.id));
}

/**
 * Inserts a module into a column at a position: 0 is before the first module, the column's length
 * (or no position) after the last. A position past the end is refused (issue 19 item 4).
 */
export function insertModule<S extends EditableSection>(
  section: S,
  column: number,
  position: number | undefined,
  module: EditableModule,
): EditResult<S> {
  if (column >= section.columns.length)
    return fail('column', `column must be below ${section.columns.length} for layout ${section.layout}`);
  if (findModule(section, module.id))
    return fail('module.id', 'A module with this id is already in the section.');
  const length = section.columns[column]?.children.length ?? 0;
  if (position !== undefined && position > length)
    return fail('position', `position must be at most ${length} (column ${column} holds ${length} modules)`);
  const columns = section.columns.map((entry, index) => {
    if (index !== column) return entry;
    const children = [...entry.children];
    children.splice(position ?? children.length, 0, module);
    return { ...entry, children };
  });
  return { ok: true, value: { ...section, columns } };
}

/**
 * A deep copy of a module under new ids: the module itself and every module nested in it (its
 * `children`, its `columns`' children), so a copy never shares an id with its original.
 */
export function copyWithNewIds<M extends EditableModule>(module: M, makeId: () => string): M {
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    // The module's own id first, then its nested ones (parents before children, in order).
    if (typeof record.id === 'string' && typeof record.type === 'string') out.id = makeId();
    for (const [key, entry] of Object.entries(record)) if (!(key in out)) out[key] = copy(entry);
    return out;
  };
  return copy(module) as M;
}

/** Duplicates a module: the copy (new ids) lands right after the original, in the same column. */
export function duplicateModule<S extends EditableSection>(
  section: S,
  moduleId: string,
  makeId: () => string,
): EditResult<{ section: S; module: EditableModule }> {
  const found = findModule(section, moduleId);
  if (!found) return fail('module_id', 'This module is not in the section.');
  const module = copyWithNewIds(found.module, makeId);
  const inserted = insertModule(section, found.column, found.position + 1, module);
  return inserted.ok ? { ok: true, value: { section: inserted.value, module } } : inserted;
}

/** A section's columns with every module copied under new ids (to duplicate a section). */
export function copyColumns(columns: readonly EditableColumn[], makeId: () => string): EditableColumn[] {
  return columns.map((column) => ({
    ...column,
    children: column.children.map((child) => copyWithNewIds(child, makeId)),
  }));
}

/** Replaces a module in place, keeping its position. */
export function replaceModule<S extends EditableSection>(section: S, module: EditableModule): EditResult<S> {
  const found = findModule(section, module.id);
  if (!found) return fail('module_id', 'This module is not in the section.');
  if (found.module.type !== module.type)
    return fail('module.type', `The type of a module cannot change (it is ${found.module.type}).`);
  const columns = section.columns.map((entry, index) =>
    index === found.column
      ? { ...entry, children: entry.children.map((child) => (child.id === module.id ? module : child)) }
      : entry,
  );
  return { ok: true, value: { ...section, columns } };
}

export function removeModule<S extends EditableSection>(
  section: S,
  moduleId: string,
): EditResult<{ section: S; module: EditableModule }> {
  const found = findModule(section, moduleId);
  if (!found) return fail('module_id', 'This module is not in the section.');
  const columns = section.columns.map((entry) => ({
    ...entry,
    children: entry.children.filter((child) => child.id !== moduleId),
  }));
  return { ok: true, value: { section: { ...section, columns }, module: found.module } };
}

/**
 * Puts the section's modules into a new order: `order[i]` lists the ids of column i. Every module
 * of the section must appear exactly once and no other id (a reorder cannot smuggle modules in).
 */
export function reorderModules<S extends EditableSection>(
  section: S,
  order: readonly string[][],
): EditResult<S> {
  if (order.length !== section.columns.length)
    return fail(
      'columns',
      `columns must list ${section.columns.length} columns for layout ${section.layout}`,
    );
  const byId = new Map(
    section.columns.flatMap((column) => column.children.map((child) => [child.id, child])),
  );
  const seen = new Set<string>();
  for (const [index, ids] of order.entries()) {
    for (const [position, id] of ids.entries()) {
      if (!byId.has(id)) return fail(`columns.${index}.${position}`, `Module ${id} is not in this section.`);
      if (seen.has(id)) return fail(`columns.${index}.${position}`, `Module ${id} is listed twice.`);
      seen.add(id);
    }
  }
  if (seen.size !== byId.size) {
    const missing = [...byId.keys()].filter((id) => !seen.has(id));
    return fail('columns', `The order leaves out module(s) ${missing.join(', ')}.`);
  }
  const columns = section.columns.map((column, index) => ({
    ...column,
    children: (order[index] ?? []).map((id) => byId.get(id) as EditableModule),
  }));
  return { ok: true, value: { ...section, columns } };
}

/** Empty columns for a layout, with their grid classes (spec: frame §3 Column layouts). */
export function emptyColumns(layout: ColumnLayout): EditableColumn[] {
  return COLUMN_LAYOUTS[layout].map((_, index) => ({
    index,
    classes: columnClasses(layout, index),
    children: [],
  }));
}

/**
 * Changes the column layout. Modules of columns the new layout does not have move to the end of
 * its last column: a layout change never loses content.
 */
export function changeLayout<S extends EditableSection>(section: S, layout: ColumnLayout): S {
  const columns = emptyColumns(layout);
  const last = columns.length - 1;
  for (const [index, column] of section.columns.entries()) {
    const target = columns[Math.min(index, last)] as EditableColumn;
    target.children.push(...column.children);
    if (
      index <= last &&
      column.classes &&
      column.classes !== columnClasses(section.layout as ColumnLayout, index)
    )
      target.classes = column.classes;
  }
  return { ...section, layout, columns };
}
