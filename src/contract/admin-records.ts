import { z } from 'zod';
import { isSafeLink, isSafeMediaUrl, sameSitePath } from '../domain/safe-url';
import { adminTexts } from '../i18n/admin';
import type { admin } from '../i18n/de/admin';
import type { PlainKey } from '../i18n/translate';
import { checkbox, optionalText, requiredText, slugsFromNames, slugText, versionField } from './admin';

/**
 * The admin's record registrations (issue 18 item 1; docs/decisions/0050-generic-admin.md): a
 * record type whose form is plain columns declares its fields once, and the one zod contract
 * of its create and change forms is made from them here, so the page's field messages and the
 * JSON answer's `fields` come from the same place. Messages are German, as the admin's other
 * forms (src/contract/admin.ts).
 */
const message = adminTexts('de');

/** A key of the admin catalogue without placeholders: a field's or column's label. */
export type AdminLabel = PlainKey<typeof admin>;

/** The tables a reference field may point to (its options come from there). */
export type ReferenceTable =
  | 'venues'
  | 'rooms'
  | 'genres'
  | 'seasons'
  | 'series'
  | 'productions'
  | 'persons'
  | 'person_categories'
  | 'event_tags'
  | 'menu_entries'
  | 'events'
  | 'seat_groups';

export type FieldKind =
  /** One line of text; `nullable`: an empty one is stored as null, else as ''. */
  | 'text'
  | 'textarea'
  /** A text per language (`{name}_de`, `{name}_en`) in a jsonb column. */
  | 'localised'
  | 'localisedArea'
  /** Like localisedArea, sanitised (bold, italic, links, lists) when stored. */
  | 'richtext'
  /** A slug per language, German required. */
  | 'slug'
  | 'checkbox'
  | 'int'
  | 'decimal'
  /** HH:MM */
  | 'time'
  /** YYYY-MM-DD */
  | 'date'
  | 'choice'
  /** The number of a record of `table`; checked against the database. */
  | 'reference'
  /** A path on this site (redirects): never another host (src/domain/safe-url.ts). */
  | 'path'
  /** A link: https, a same-site path, mailto: or tel:. */
  | 'link'
  /** A JSON object (design settings). */
  | 'json'
  /** Records of `table` linked through `through` (checkboxes: a person's categories). */
  | 'links'
  /**
   * An image in a jsonb column (`{ url, alt: { de, en? } }`, as the site reads it): its address
   * (`{name}_url`: the media library, /media/… or an allowed https address) and its alt text per
   * language (`{name}_alt_de`, needed with an address; `{name}_alt_en`).
   */
  | 'image';

export interface FieldSpec {
  /** The column (or, with `in`, the key inside the jsonb column `in`). */
  name: string;
  kind: FieldKind;
  label: AdminLabel;
  required?: boolean;
  /** Text kinds: an empty value is stored as null (else ''). */
  nullable?: boolean;
  max?: number;
  min?: number;
  /** choice: the values offered (labels `choice.{value}` if translated, else the value). */
  options?: readonly string[];
  table?: ReferenceTable;
  /** links: the link table and its two columns (this record's, the linked record's). */
  through?: { table: 'person_category_links'; from: 'person_id'; to: 'category_id' };
  /** A key of this jsonb object column (venues' `address`). */
  in?: string;
  /** What an empty number field stores (a NOT NULL column's default, e.g. position 0). */
  fallback?: number;
  /** A hint shown under the input. */
  hint?: AdminLabel;
  /**
   * slug: the field it is made from when left empty (`slugsFromNames`), a localised field or a
   * text; the German slug is then not required.
   */
  from?: string;
}

/** The form names of a field: localised kinds have one per language. */
export const formNames = (field: FieldSpec): string[] =>
  field.kind === 'image'
    ? [`${field.name}_url`, `${field.name}_alt_de`, `${field.name}_alt_en`]
    : field.kind === 'localised' ||
        field.kind === 'localisedArea' ||
        field.kind === 'richtext' ||
        field.kind === 'slug'
      ? [`${field.name}_de`, `${field.name}_en`]
      : [field.name];

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A number from a form (text) or JSON (number); empty → undefined. */
const numberInput = (pattern: RegExp, label: string) =>
  z
    .union([z.number(), z.string().trim()], { error: label })
    .optional()
    .refine((value) => value === undefined || value === '' || pattern.test(String(value)), { error: label })
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)));

function fieldSchema(field: FieldSpec): Record<string, z.ZodType> {
  const max = field.max ?? 200;
  const text: z.ZodType<string | undefined> = field.required ? requiredText(max) : optionalText(max);
  const withRule = (rule: (value: string) => boolean, error: string) =>
    text.refine((value) => value === undefined || rule(value), { error });
  const required = <T>(schema: z.ZodType<T | undefined>) =>
    field.required
      ? schema.refine((value) => value !== undefined, { error: message('validation.required') })
      : schema;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return { [field.name]: text };
    case 'localised':
    case 'localisedArea':
    case 'richtext':
      return { [`${field.name}_de`]: text, [`${field.name}_en`]: optionalText(max) };
    case 'slug':
      return {
        [`${field.name}_de`]: slugText(field.required === true && !field.from),
        [`${field.name}_en`]: slugText(false),
      };
    case 'checkbox':
      return { [field.name]: checkbox };
    case 'int': {
      const min = field.min ?? 0;
      const top = field.max ?? 2_000_000_000;
      return {
        [field.name]: required(
          numberInput(/^-?\d{1,10}$/, message('validation.number')).refine(
            (value) => value === undefined || (value >= min && value <= top),
            { error: message('validation.range', { min, max: top }) },
          ),
        ),
      };
    }
    case 'decimal':
      return {
        [field.name]: required(numberInput(/^-?\d{1,9}([.,]\d{1,8})?$/, message('validation.number'))),
      };
    case 'time':
      return { [field.name]: withRule((value) => TIME.test(value), message('validation.time')) };
    case 'date':
      return { [field.name]: withRule(isDate, message('validation.date')) };
    case 'choice': {
      const options = (field.options ?? []) as [string, ...string[]];
      const choice = z.enum(options, { error: message('validation.choice') });
      return { [field.name]: field.required ? choice : choice.optional() };
    }
    case 'reference':
      return { [field.name]: required(numberInput(/^\d{1,9}$/, message('validation.reference'))) };
    case 'path':
      return {
        [field.name]: withRule((value) => sameSitePath(value) === value, message('validation.path')),
      };
    case 'link':
      return { [field.name]: withRule(isSafeLink, message('validation.link')) };
    case 'image':
      return {
        [`${field.name}_url`]: optionalText(2_048).refine(
          (value) => value === undefined || isSafeMediaUrl(value),
          { error: message('validation.imageUrl') },
        ),
        [`${field.name}_alt_de`]: optionalText(300),
        [`${field.name}_alt_en`]: optionalText(300),
      };
    case 'links':
      return {
        [field.name]: z
          .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], {
            error: message('validation.reference'),
          })
          .optional()
          .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
          .refine((ids) => ids.length <= 200 && ids.every((id) => /^\d{1,9}$/.test(String(id))), {
            error: message('validation.reference'),
          })
          .transform((ids) => [...new Set(ids.map(Number))]),
      };
    case 'json':
      return {
        [field.name]: text
          .refine(
            (value) => {
              if (value === undefined) return true;
              try {
                const parsed: unknown = JSON.parse(value);
                return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
              } catch {
                return false;
              }
            },
            { error: message('validation.json') },
          )
          .transform((value) =>
            value === undefined ? undefined : (JSON.parse(value) as Record<string, unknown>),
          ),
      };
  }
}

/** A create form's values, by form name. */
export type RecordFields = Record<string, unknown>;

/** Empty slugs made from the fields they name in `from` (`slugsFromNames`). */
function withSlugs(fields: readonly FieldSpec[], input: RecordFields): RecordFields {
  let filled = input;
  for (const field of fields) {
    if (field.kind !== 'slug' || !field.from) continue;
    const source = fields.find((candidate) => candidate.name === field.from);
    const localised = source !== undefined && formNames(source).length === 2;
    const name = (key: string) => (typeof filled[key] === 'string' ? (filled[key] as string) : undefined);
    const made = slugsFromNames(
      { slug_de: name(`${field.name}_de`), slug_en: name(`${field.name}_en`) },
      localised
        ? { de: name(`${field.from}_de`) ?? '', en: name(`${field.from}_en`) }
        : { de: name(field.from) ?? '' },
    );
    filled = { ...filled, [`${field.name}_de`]: made.slug_de, [`${field.name}_en`]: made.slug_en };
  }
  return filled;
}

/** An image's address needs its German alt text (the field `{name}_alt_de` says so). */
function checkImages(fields: readonly FieldSpec[]) {
  return (input: RecordFields, context: z.RefinementCtx) => {
    for (const field of fields) {
      if (field.kind !== 'image' || !input[`${field.name}_url`] || input[`${field.name}_alt_de`]) continue;
      context.addIssue({
        code: 'custom',
        path: [`${field.name}_alt_de`],
        message: message('validation.imageAlt'),
      });
    }
  };
}

/** The create form's contract of a registration's fields. */
export function recordCreateSchema(fields: readonly FieldSpec[]): z.ZodType<RecordFields> {
  return z
    .object(Object.assign({}, ...fields.map(fieldSchema)))
    .superRefine(checkImages(fields))
    .transform((input: RecordFields) => withSlugs(fields, input));
}

/** The change form's contract: the fields and the version the form was opened with. */
export function recordChangeSchema(
  fields: readonly FieldSpec[],
): z.ZodType<RecordFields & { version: number }> {
  return z
    .object(Object.assign({ version: versionField }, ...fields.map(fieldSchema)))
    .superRefine(checkImages(fields))
    .transform((input: RecordFields) => withSlugs(fields, input)) as unknown as z.ZodType<
    RecordFields & { version: number }
  >;
}

/**
 * The list page's query (`/admin/{path}/?q=…&sort=-name&page=2&f_venue=3`): search, sort (a
 * column's key, `-` for descending), page, and the filters (`f_{key}`; a value the filter does
 * not offer is ignored). Too long or malformed values are ignored too: a list is never refused.
 */
export const adminListQuerySchema = z
  .object({
    q: z.string().optional(),
    sort: z.string().optional(),
    page: z.string().optional(),
    saved: z.string().optional(),
    deleted: z.string().optional(),
  })
  .catchall(z.string());
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** The delete confirmation's body: the version the page showed. */
export const adminDeleteSchema = z.object({ version: versionField });

/** A JSON client's answer to a deleted record. */
export const adminDeletedSchema = z.object({ status: z.literal('deleted'), id: z.number().int() });
