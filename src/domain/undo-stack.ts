import type { ActionSection, PageAction } from './page-actions';

/**
 * The editor's undo (spec: frame §4 "backups of content per section, undo to the last backup";
 * docs/decisions/0145): per section, the inverse actions of the edits made to it, newest last.
 * Undo sends the inverse through the same path as any action. An edit of two sections (a move
 * between them) is one entry listed under both; undoing it from either uses it up in both.
 * Stored in sessionStorage as `{ schema: 2, sections }`; the earlier form (section snapshots,
 * schema 1) is migrated when read: a snapshot is the action `restoreSection` of it.
 */

export interface UndoEntry {
  /** Names the entry across the sections it is listed under. */
  key: string;
  /** The action that undoes the edit. */
  inverse: PageAction;
  /** When the edit was made (ms since epoch). */
  at: number;
}

/** Undo entries per section id, oldest first. */
export type UndoStack = Record<string, UndoEntry[]>;

export const UNDO_SCHEMA = 2;
export const MAX_UNDO_PER_SECTION = 20;

export function pushUndo(stack: UndoStack, sections: readonly string[], entry: UndoEntry): UndoStack {
  const next = { ...stack };
  for (const id of new Set(sections)) next[id] = [...(next[id] ?? []), entry].slice(-MAX_UNDO_PER_SECTION);
  return next;
}

export function lastUndo(stack: UndoStack, sectionId: string): UndoEntry | undefined {
  return stack[sectionId]?.at(-1);
}

/** Uses up an entry in every section it is listed under. */
export function dropUndo(stack: UndoStack, key: string): UndoStack {
  const next: UndoStack = {};
  for (const [id, list] of Object.entries(stack)) {
    const kept = list.filter((entry) => entry.key !== key);
    if (kept.length) next[id] = kept;
  }
  return next;
}

/** The section whose last entry is the newest (the toolbar's undo). */
export function newestUndoSection(stack: UndoStack): string | undefined {
  let newest: { id: string; at: number } | undefined;
  for (const [id, list] of Object.entries(stack)) {
    const at = list.at(-1)?.at ?? 0;
    if (!newest || at >= newest.at) newest = { id, at };
  }
  return newest?.id;
}

export function serialiseUndo(stack: UndoStack): string {
  return JSON.stringify({ schema: UNDO_SCHEMA, sections: stack });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSection = (value: unknown): value is ActionSection =>
  isRecord(value) && typeof value.id === 'string' && Array.isArray(value.columns);

/**
 * Reads stored undo entries, either form; anything unreadable counts as none (a stale tab must
 * not break editing).
 */
export function parseUndo(text: string | null): UndoStack {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(value)) return {};
  if (value.schema === UNDO_SCHEMA) return readEntries(value.sections);
  return migrateSnapshots(value);
}

function readEntries(value: unknown): UndoStack {
  if (!isRecord(value)) return {};
  const stack: UndoStack = {};
  for (const [id, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const valid = list.filter(
      (entry): entry is UndoEntry =>
        isRecord(entry) &&
        typeof entry.key === 'string' &&
        typeof entry.at === 'number' &&
        isRecord(entry.inverse) &&
        typeof entry.inverse.type === 'string',
    );
    if (valid.length) stack[id] = valid;
  }
  return stack;
}

/** Schema 1: per section a list of `{ section, position, at, created? }` snapshots. */
function migrateSnapshots(value: Record<string, unknown>): UndoStack {
  const stack: UndoStack = {};
  for (const [id, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const entries: UndoEntry[] = [];
    for (const [index, old] of list.entries()) {
      if (!isRecord(old) || !isSection(old.section) || typeof old.position !== 'number') continue;
      const at = typeof old.at === 'number' ? old.at : 0;
      const inverse: PageAction = old.created
        ? { type: 'removeSection', sectionId: old.section.id }
        : { type: 'restoreSection', section: old.section, position: old.position };
      entries.push({ key: `migrated-${id}-${index}`, inverse, at });
    }
    if (entries.length) stack[id] = entries;
  }
  return stack;
}
