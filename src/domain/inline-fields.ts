import type { ModuleType } from '../modules/types';

/**
 * How a text field is edited in place on the editing canvas (issue 19 item 4):
 * - `line`: one line of plain text; Enter saves;
 * - `lines`: plain text whose blank lines make paragraphs; Enter breaks the line, Ctrl+Enter saves;
 * - `rich`: rich text with the spec's marks (frame §5), in Tiptap.
 */
export type InlineKind = 'line' | 'lines' | 'rich';

/** The field kinds of the module contract (src/modules/types FieldSpec) each inline kind edits. */
export const INLINE_KIND_OF_FIELD = { text: 'line', textarea: 'lines', richtext: 'rich' } as const;

/**
 * The one table of text fields staff edit on the page itself, per module type. Every other field
 * (and every module type not named here) is edited in the modal. Each entry is checked against the
 * module's field specs (name and kind) in inline-fields.test.ts; the renderers mark the same fields
 * with `editableField` (src/modules/editable.ts) in edit mode only.
 */
export const INLINE_FIELDS = {
  headline: { preline: 'line', content: 'line', subline: 'line' },
  text: { content: 'rich' },
  quote: { content: 'lines', author: 'line' },
  link: { link_text: 'line' },
  full_teaser: { preline: 'line', headline: 'line', subline: 'line', link_text: 'line' },
  teaser_item: { preline: 'line', headline: 'line', subline: 'line', text: 'lines' },
  hero_media: { headline: 'line', text: 'lines', button_text: 'line' },
} as const satisfies { readonly [T in ModuleType]?: Readonly<Record<string, InlineKind>> };

export type InlineModuleType = keyof typeof INLINE_FIELDS;
export type InlineFieldName<T extends InlineModuleType> = keyof (typeof INLINE_FIELDS)[T] & string;

/** The inline kind of a module's field, or null when that field is edited in the modal. */
export function inlineKind(type: string, field: string): InlineKind | null {
  const fields = (INLINE_FIELDS as Readonly<Record<string, Readonly<Record<string, InlineKind>>>>)[type];
  return fields && Object.hasOwn(fields, field) ? (fields[field] ?? null) : null;
}

interface ModuleLike {
  id: string;
  type: string;
  [field: string]: unknown;
}

/** The value of a field of the module `id`, found in `module` or its nested modules. */
export function readField(module: ModuleLike, id: string, field: string): string | null {
  const found = findNested(module, id);
  if (!found) return null;
  const value = found[field];
  return typeof value === 'string' ? value : value == null ? '' : null;
}

/**
 * `module` with the field of the module `id` (itself or a nested one, e.g. a teaser item of a
 * teaser list) set to `value`; the rest is shared, nothing is changed in place. Null when `id` is
 * not in the tree.
 */
export function withField<M extends ModuleLike>(
  module: M,
  id: string,
  field: string,
  value: string,
): M | null {
  if (module.id === id) return { ...module, [field]: value };
  for (const [key, entry] of Object.entries(module)) {
    if (!Array.isArray(entry)) continue;
    for (const [index, item] of entry.entries()) {
      if (!isModule(item)) continue;
      const next = withField(item, id, field, value);
      if (!next) continue;
      const list = [...entry];
      list[index] = next;
      return { ...module, [key]: list };
    }
  }
  return null;
}

/** The path of a field in validation issues (`children.0.headline`), as the modal's form uses them. */
export function fieldPath(module: ModuleLike, id: string, field: string): string | null {
  if (module.id === id) return field;
  for (const [key, entry] of Object.entries(module)) {
    if (!Array.isArray(entry)) continue;
    for (const [index, item] of entry.entries()) {
      if (!isModule(item)) continue;
      const inner = fieldPath(item, id, field);
      if (inner) return `${key}.${index}.${inner}`;
    }
  }
  return null;
}

/** The module `id`: `module` itself or one nested in it (teaser items, columns). */
export function findNested(module: ModuleLike, id: string): ModuleLike | null {
  if (module.id === id) return module;
  for (const entry of Object.values(module)) {
    if (!Array.isArray(entry)) continue;
    for (const item of entry) {
      if (!isModule(item)) continue;
      const found = findNested(item, id);
      if (found) return found;
    }
  }
  return null;
}

const isModule = (value: unknown): value is ModuleLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { type?: unknown }).type === 'string';
