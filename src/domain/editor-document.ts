import type { Section } from '../contract/pages';

/**
 * The page editor's document: the page's sections as the editor holds them, and pure actions on it
 * (spec: frame §4 Editing). Every action returns a new document and leaves its input unchanged, so
 * the store can keep the previous state as a backup and undo to it. Everything here is plain JSON
 * (serialisable into sessionStorage) and free of browser APIs.
 */

export interface EditorModule {
  id: string;
  type: string;
  [field: string]: unknown;
}

export interface EditorDocument {
  pageId: number;
  sections: Section[];
}

/** A place for a module: a column of a section, at a position (end when omitted). */
export interface Slot {
  sectionId: string;
  column: number;
  position?: number;
}

export interface ModuleLocation {
  sectionIndex: number;
  sectionId: string;
  column: number;
  index: number;
  module: EditorModule;
}

export function findSection(doc: EditorDocument, sectionId: string): Section | undefined {
  return doc.sections.find((section) => section.id === sectionId);
}

export function findModule(doc: EditorDocument, moduleId: string): ModuleLocation | null {
  for (const [sectionIndex, section] of doc.sections.entries())
    for (const [column, { children }] of section.columns.entries()) {
      const index = children.findIndex((child) => child.id === moduleId);
      if (index >= 0)
        return {
          sectionIndex,
          sectionId: section.id,
          column,
          index,
          module: children[index] as EditorModule,
        };
    }
  return null;
}

function mapSection(
  doc: EditorDocument,
  sectionId: string,
  change: (section: Section) => Section,
): EditorDocument {
  if (!findSection(doc, sectionId)) throw new Error(`Unknown section ${sectionId}`);
  return {
    ...doc,
    sections: doc.sections.map((section) => (section.id === sectionId ? change(section) : section)),
  };
}

function mapColumn(
  section: Section,
  column: number,
  change: (children: EditorModule[]) => EditorModule[],
): Section {
  if (!section.columns[column]) throw new Error(`Section ${section.id} has no column ${column}`);
  return {
    ...section,
    columns: section.columns.map((entry, index) =>
      index === column ? { ...entry, children: change(entry.children as EditorModule[]) } : entry,
    ),
  };
}

export function insertSection(
  doc: EditorDocument,
  section: Section,
  position = doc.sections.length,
): EditorDocument {
  const sections = [...doc.sections];
  sections.splice(clamp(position, 0, sections.length), 0, section);
  return { ...doc, sections };
}

/** Puts the server's answer for a section in place of the editor's copy (new version token). */
export function replaceSection(doc: EditorDocument, section: Section): EditorDocument {
  if (!findSection(doc, section.id)) return insertSection(doc, section);
  return mapSection(doc, section.id, () => section);
}

export function deleteSection(doc: EditorDocument, sectionId: string): EditorDocument {
  return { ...doc, sections: doc.sections.filter((section) => section.id !== sectionId) };
}

export function moveSection(doc: EditorDocument, sectionId: string, position: number): EditorDocument {
  const section = findSection(doc, sectionId);
  if (!section) throw new Error(`Unknown section ${sectionId}`);
  return insertSection(deleteSection(doc, sectionId), section, position);
}

export function insertModule(doc: EditorDocument, slot: Slot, module: EditorModule): EditorDocument {
  if (findModule(doc, module.id)) throw new Error(`Module ${module.id} is already on the page`);
  return mapSection(doc, slot.sectionId, (section) =>
    mapColumn(section, slot.column, (children) => {
      const next = [...children];
      next.splice(clamp(slot.position ?? next.length, 0, next.length), 0, module);
      return next;
    }),
  );
}

export function updateModule(doc: EditorDocument, module: EditorModule): EditorDocument {
  const location = findModule(doc, module.id);
  if (!location) throw new Error(`Unknown module ${module.id}`);
  return mapSection(doc, location.sectionId, (section) =>
    mapColumn(section, location.column, (children) =>
      children.map((child) => (child.id === module.id ? module : child)),
    ),
  );
}

export function deleteModule(doc: EditorDocument, moduleId: string): EditorDocument {
  const location = findModule(doc, moduleId);
  if (!location) return doc;
  return mapSection(doc, location.sectionId, (section) =>
    mapColumn(section, location.column, (children) => children.filter((child) => child.id !== moduleId)),
  );
}

/** Moves a module to a slot; the position counts in the target column without the moved module. */
export function moveModule(doc: EditorDocument, moduleId: string, to: Slot): EditorDocument {
  const location = findModule(doc, moduleId);
  if (!location) throw new Error(`Unknown module ${moduleId}`);
  return insertModule(deleteModule(doc, moduleId), to, location.module);
}

export type MoveDirection = 'up' | 'down' | 'left' | 'right';

/**
 * Where a keyboard move goes (spec: issue 6 "move up, down, into another column"): up and down
 * within the column, over its ends into the same column of the previous or next section; left and
 * right into the neighbouring column at the same height. Null when there is nowhere to go.
 */
export function keyboardTarget(doc: EditorDocument, moduleId: string, direction: MoveDirection): Slot | null {
  const at = findModule(doc, moduleId);
  if (!at) return null;
  const section = doc.sections[at.sectionIndex] as Section;
  const columnLength = section.columns[at.column]?.children.length ?? 0;
  if (direction === 'up') {
    if (at.index > 0) return { sectionId: at.sectionId, column: at.column, position: at.index - 1 };
    const previous = doc.sections[at.sectionIndex - 1];
    if (!previous) return null;
    const column = Math.min(at.column, previous.columns.length - 1);
    return { sectionId: previous.id, column, position: previous.columns[column]?.children.length ?? 0 };
  }
  if (direction === 'down') {
    if (at.index < columnLength - 1)
      return { sectionId: at.sectionId, column: at.column, position: at.index + 1 };
    const next = doc.sections[at.sectionIndex + 1];
    if (!next) return null;
    return { sectionId: next.id, column: Math.min(at.column, next.columns.length - 1), position: 0 };
  }
  const column = at.column + (direction === 'left' ? -1 : 1);
  const target = section.columns[column];
  if (!target) return null;
  return { sectionId: at.sectionId, column, position: Math.min(at.index, target.children.length) };
}

/** The module ids of each column of a section: the body of a section reorder. */
export function columnOrder(section: Section): string[][] {
  return section.columns.map((column) => column.children.map((child) => child.id));
}

// ---------------------------------------------------------------------------------------------
// Backups and undo (spec: frame §4 "backups of content per section, undo to the last backup")
// ---------------------------------------------------------------------------------------------

export interface Backup {
  /** The section as it was before the change. */
  section: Section;
  /** Its index on the page then, to put a deleted section back in its place. */
  position: number;
  /** When the backup was taken (ms since epoch). */
  at: number;
  /** The edit created the section (a duplicate): undo deletes it rather than restoring content. */
  created?: boolean;
}

/** Backups per section id, oldest first. */
export type Backups = Record<string, Backup[]>;

export const MAX_BACKUPS_PER_SECTION = 20;

export function pushBackup(backups: Backups, doc: EditorDocument, sectionId: string, at: number): Backups {
  const section = findSection(doc, sectionId);
  if (!section) return backups;
  const entry: Backup = { section, position: doc.sections.indexOf(section), at };
  const list = [...(backups[sectionId] ?? []), entry].slice(-MAX_BACKUPS_PER_SECTION);
  return { ...backups, [sectionId]: list };
}

/** Marks a section as created by an edit, so its undo is deleting it (issue 19: duplicate). */
export function pushCreated(backups: Backups, section: Section, position: number, at: number): Backups {
  const entry: Backup = { section, position, at, created: true };
  const list = [...(backups[section.id] ?? []), entry].slice(-MAX_BACKUPS_PER_SECTION);
  return { ...backups, [section.id]: list };
}

export function lastBackup(backups: Backups, sectionId: string): Backup | undefined {
  return backups[sectionId]?.at(-1);
}

export function popBackup(backups: Backups, sectionId: string): Backups {
  const list = (backups[sectionId] ?? []).slice(0, -1);
  const next = { ...backups };
  if (list.length) next[sectionId] = list;
  else delete next[sectionId];
  return next;
}

/** Reads stored backups; anything unreadable counts as none (a stale tab must not break editing). */
export function parseBackups(text: string | null): Backups {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const result: Backups = {};
    for (const [id, list] of Object.entries(value)) {
      if (!Array.isArray(list)) continue;
      const valid = list.filter(
        (entry): entry is Backup =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof entry.section?.id === 'string' &&
          Array.isArray(entry.section?.columns) &&
          typeof entry.position === 'number',
      );
      if (valid.length) result[id] = valid;
    }
    return result;
  } catch {
    return {};
  }
}

/** One write the editor sends to bring a section back to a backup. */
export type UndoStep =
  | { kind: 'layout'; layout: string }
  | { kind: 'delete'; moduleId: string }
  | { kind: 'update'; module: EditorModule }
  | { kind: 'create'; module: EditorModule; column: number; position: number }
  | { kind: 'reorder'; columns: string[][] };

/**
 * The writes that turn `current` back into `backup`: the layout first (so the backup's columns
 * exist), then deletions, changes, re-creations and finally the order. Modules that live in
 * another section now (`elsewhere`) are re-created under a fresh id by the server.
 */
export function undoSteps(
  current: Section,
  backup: Section,
  elsewhere: ReadonlySet<string> = new Set(),
): UndoStep[] {
  const steps: UndoStep[] = [];
  if (current.layout !== backup.layout) steps.push({ kind: 'layout', layout: backup.layout });
  const now = new Map<string, EditorModule>();
  for (const column of current.columns)
    for (const child of column.children) now.set(child.id, child as EditorModule);
  const then = new Map<string, EditorModule>();
  for (const column of backup.columns)
    for (const child of column.children) then.set(child.id, child as EditorModule);
  for (const id of now.keys()) if (!then.has(id)) steps.push({ kind: 'delete', moduleId: id });
  for (const [id, module] of then)
    if (now.has(id) && JSON.stringify(now.get(id)) !== JSON.stringify(module))
      steps.push({ kind: 'update', module });
  // Survivors first get the backup's order (a reorder names every module of the section once),
  // then the missing ones are re-created at their backup positions, left to right.
  const survivors = backup.columns.map((column) =>
    column.children.map((child) => child.id).filter((id) => now.has(id)),
  );
  const currentSurvivors = current.columns.map((column) =>
    column.children.map((child) => child.id).filter((id) => then.has(id)),
  );
  if (JSON.stringify(survivors) !== JSON.stringify(currentSurvivors))
    steps.push({ kind: 'reorder', columns: survivors });
  backup.columns.forEach((column, columnIndex) => {
    column.children.forEach((child, position) => {
      if (now.has(child.id)) return;
      const module = { ...(child as EditorModule) };
      // A module that lives in another section now comes back as a copy under a new id.
      if (elsewhere.has(child.id)) delete (module as { id?: string }).id;
      steps.push({ kind: 'create', module, column: columnIndex, position });
    });
  });
  return steps;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
