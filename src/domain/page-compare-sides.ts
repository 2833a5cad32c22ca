import type { Section } from '../contract/pages';
import { someModule, type TreeNode } from './module-tree';

/**
 * The side-by-side view of a change between two states of a page (issue 19 item 2): per changed
 * module the fields that differ, with their values before and after; an added module has only an
 * "after", a removed one only a "before". Pure; the versions dialog draws it as a table.
 */

/** A value as the view shows it: plain text, yes/no, a number of entries, or nothing. */
export type ShownValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'yes' | 'no' }
  | { kind: 'entries'; count: number };

export interface SideRow {
  /** The field's name (the view looks up its label). */
  field: string;
  /** Null: the module (or section) does not exist on that side. */
  before: ShownValue | null;
  after: ShownValue | null;
}

/** What a change names; the compare API's `changes` have these fields. */
export interface ChangeRef {
  kind: string;
  section_id: string;
  module_id?: string;
  fields?: string[];
}

/** Data the renderers load or derive (not edited): left out of the view. */
const DERIVED = /(_library|_thumbnails)$/;
const HIDDEN = new Set(['id', 'type']);
const MAX_TEXT = 300;

/** The rows of one change; none for a change the words say all about (moves, a new style). */
export function sideBySide(
  change: ChangeRef,
  before: readonly Section[],
  after: readonly Section[],
): SideRow[] {
  if (
    change.kind === 'section.layout' ||
    change.kind === 'section.added' ||
    change.kind === 'section.removed'
  ) {
    const was = before.find((section) => section.id === change.section_id);
    const is = after.find((section) => section.id === change.section_id);
    return [
      {
        field: 'layout',
        before: was ? shownValue(was.layout) : null,
        after: is ? shownValue(is.layout) : null,
      },
    ];
  }
  if (!change.module_id) return [];
  const was = findModule(before, change.module_id);
  const is = findModule(after, change.module_id);
  if (change.kind === 'module.changed' && was && is)
    return (change.fields ?? []).map((field) => ({
      field,
      before: shownValue(was[field]),
      after: shownValue(is[field]),
    }));
  if (change.kind === 'module.added' && is)
    return shownFields(is).map((field) => ({ field, before: null, after: shownValue(is[field]) }));
  if (change.kind === 'module.removed' && was)
    return shownFields(was).map((field) => ({ field, before: shownValue(was[field]), after: null }));
  return [];
}

/** A module's fields worth showing: edited ones with a value. */
function shownFields(module: Record<string, unknown>): string[] {
  return Object.keys(module).filter(
    (field) => !HIDDEN.has(field) && !DERIVED.test(field) && shownValue(module[field]).kind !== 'empty',
  );
}

/**
 * A module anywhere in the sections, nested ones too (matched by id), found through the one
 * module-tree walker (src/domain/module-tree.ts).
 */
export function findModule(sections: readonly Section[], id: string): Record<string, unknown> | null {
  let found: Record<string, unknown> | null = null;
  const test = (module: TreeNode) => {
    if ((module as { id?: unknown }).id !== id) return false;
    found = module as unknown as Record<string, unknown>;
    return true;
  };
  for (const section of sections)
    for (const column of section.columns)
      if (someModule(column.children as unknown as TreeNode[], test)) return found;
  return null;
}

/** A field's value as plain, short text (rich text without its markup). */
export function shownValue(value: unknown): ShownValue {
  if (value === undefined || value === null) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: value ? 'yes' : 'no' };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  if (typeof value === 'string') {
    const text = shorten(plainText(value));
    return text ? { kind: 'text', text } : { kind: 'empty' };
  }
  if (Array.isArray(value))
    return value.length ? { kind: 'entries', count: value.length } : { kind: 'empty' };
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object.url === 'string') {
      const alt = typeof object.alt === 'string' && object.alt ? ` (${object.alt})` : '';
      return { kind: 'text', text: shorten(`${object.url}${alt}`) };
    }
    const text = shorten(JSON.stringify(value));
    return text === '{}' ? { kind: 'empty' } : { kind: 'text', text };
  }
  return { kind: 'text', text: shorten(String(value)) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text without markup: tags become spaces, the common entities are decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, body: string) =>
      body[0] === '#' ? String.fromCodePoint(Number(body.slice(1)) || 32) : (ENTITIES[body] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
