import * as z from 'zod/mini';

/**
 * The venue's own forms (spec: frame §3 Form, Form submission, §5): field types, the values a
 * field starts with, and the ONE schema of an entry, built from the form's fields. The server
 * (`POST /{locale}/api/forms-entries/`, the page's POST without JavaScript) and `<foyer-form>`
 * validate with the same `entrySchema()`. zod/mini keeps the element's chunk small.
 * Numbering: docs/decisions/0040-forms.md.
 */
export const FIELD_TYPE = {
  singleLine: 1,
  multiLine: 2,
  email: 3,
  number: 4,
  /** Several choices, a list (spec: "types 5 and 7 are multi-value lists"). */
  checkboxes: 5,
  /** One box: true or false. */
  checkbox: 6,
  /** Several choices, a list. */
  multiSelect: 7,
  dropdown: 8,
  /** Radio buttons: start with nothing chosen (spec: "type 9 defaults to null"). */
  radio: 9,
  date: 10,
  dateTime: 11,
  url: 12,
  /** A file, uploaded through `/api/temp-files/`; the value is the temporary file's id. */
  file: 13,
  hidden: 14,
} as const;
export type FieldTypeNumber = (typeof FIELD_TYPE)[keyof typeof FIELD_TYPE];
export const FIELD_TYPES = Object.values(FIELD_TYPE) as FieldTypeNumber[];

/** The honeypot: always appended, hidden, must stay empty (spec: frame §3, §5). */
export const HONEYPOT_SLUG = 'email2';
export const HONEYPOT_TYPE = 'honeypot';

/** Field types whose value is a list. */
export const MULTI_TYPES: ReadonlySet<number> = new Set([FIELD_TYPE.checkboxes, FIELD_TYPE.multiSelect]);
/** Field types that offer choices. */
export const CHOICE_TYPES: ReadonlySet<number> = new Set([
  FIELD_TYPE.checkboxes,
  FIELD_TYPE.multiSelect,
  FIELD_TYPE.dropdown,
  FIELD_TYPE.radio,
]);

/** Longest value of a single-line field (and of a choice), of a multi-line one. */
export const MAX_LINE = 1000;
export const MAX_TEXT = 10_000;

export interface FormChoiceItem {
  value: string;
  label: string;
}

/** A field as `GET /{locale}/api/forms/{id}/` answers it (texts in the asked language). */
export interface FormFieldItem {
  id: number;
  label: string;
  slug: string;
  field_type: FieldTypeNumber | typeof HONEYPOT_TYPE;
  required: boolean;
  visible: boolean;
  choices: FormChoiceItem[];
  /** The value the field starts with: a list for types 5 and 7, null for type 9, else text. */
  default: string | string[] | null;
  placeholder_text: string;
  help_text: string;
}

/** A form as the API answers it. */
export interface FormItem {
  id: number;
  title: string;
  /** `/{locale}/forms/{slug}/{id}`. */
  url: string;
  /** Sanitised rich text. */
  intro: string;
  /** Sanitised rich text shown after sending. */
  confirmation: string;
  fields: FormFieldItem[];
}

export type FieldValue = string | string[] | boolean | null;
export type FieldValues = Record<string, FieldValue>;

/** The field's default as the API gives it (spec: type 9 null, types 5 and 7 lists, others their default). */
export function apiDefault(fieldType: number, stored: string): string | string[] | null {
  if (fieldType === FIELD_TYPE.radio) return null;
  if (MULTI_TYPES.has(fieldType))
    return stored
      .split(/[,\n]/)
      .map((value) => value.trim())
      .filter(Boolean);
  return stored;
}

/** The value a field starts with in the form. */
export function initialValue(field: FormFieldItem): FieldValue {
  if (field.field_type === HONEYPOT_TYPE) return '';
  if (field.field_type === FIELD_TYPE.checkbox)
    return ['1', 'true', 'on', 'yes'].includes(String(field.default).toLowerCase());
  if (MULTI_TYPES.has(field.field_type)) return Array.isArray(field.default) ? field.default : [];
  if (field.field_type === FIELD_TYPE.radio) return null;
  return typeof field.default === 'string' ? field.default : '';
}

export const initialValues = (form: FormItem): FieldValues =>
  Object.fromEntries(form.fields.map((field) => [field.slug, initialValue(field)]));

/** The messages of an entry's validation, in the visitor's language (src/i18n/{de,en}/validation.ts). */
export interface FormMessages {
  required: string;
  invalidEmail: string;
  invalid: string;
  tooLong: (max: number) => string;
}

// A pragmatic address check: one @, no spaces, a dot in the domain (what browsers' type=email
// accept, minus dotless hosts).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NUMBER = /^-?\d{1,15}([.,]\d{1,10})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const URL_VALUE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const validDay = (value: string) => {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value.slice(0, 10);
};

/** A check on a text value, by field type (undefined: fine). Empty values are the required rule's. */
function textRule(fieldType: number, value: string, m: FormMessages): string | undefined {
  switch (fieldType) {
    case FIELD_TYPE.email:
      return EMAIL.test(value) ? undefined : m.invalidEmail;
    case FIELD_TYPE.number:
      return NUMBER.test(value) ? undefined : m.invalid;
    case FIELD_TYPE.date:
      return DATE.test(value) && validDay(value) ? undefined : m.invalid;
    case FIELD_TYPE.dateTime:
      return DATE_TIME.test(value) && validDay(value) ? undefined : m.invalid;
    case FIELD_TYPE.url:
      return URL_VALUE.test(value) ? undefined : m.invalid;
    case FIELD_TYPE.file:
      return FILE_ID.test(value) ? undefined : m.invalid;
    default:
      return undefined;
  }
}

/** The schema of one field's value. */
function fieldSchema(field: FormFieldItem, m: FormMessages) {
  const type = field.field_type;
  const missing = { error: (issue: { input?: unknown }) => (issue.input == null ? m.required : m.invalid) };
  if (type === HONEYPOT_TYPE) return z.optional(z.nullable(z.string()));
  const allowed = new Set(field.choices.map((choice) => choice.value));
  if (MULTI_TYPES.has(type)) {
    const list = z.array(z.string({ error: m.invalid }), missing).check(
      z.refine((values) => values.every((value) => allowed.has(value)), { error: m.invalid }),
      z.refine((values) => new Set(values).size === values.length, { error: m.invalid }),
      z.refine((values) => !field.required || values.length > 0, { error: m.required }),
    );
    return field.required ? list : z.optional(list);
  }
  if (type === FIELD_TYPE.checkbox) {
    const box = z
      .boolean(missing)
      .check(z.refine((checked) => !field.required || checked, { error: m.required }));
    return field.required ? box : z.optional(box);
  }
  const max = type === FIELD_TYPE.multiLine ? MAX_TEXT : MAX_LINE;
  const text = z.string(missing).check(
    z.maxLength(max, { error: m.tooLong(max) }),
    z.refine((value) => !field.required || value.trim() !== '', { error: m.required, abort: true }),
    z.superRefine((value, ctx) => {
      const trimmed = value.trim();
      if (trimmed === '') return;
      const message = CHOICE_TYPES.has(type)
        ? allowed.has(value)
          ? undefined
          : m.invalid
        : textRule(type, trimmed, m);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  );
  // Missing or null (an unchosen dropdown or radio group; type 9 starts so) is empty: refused
  // with the required message when the field is required, else stored as null.
  return field.required ? text : z.optional(z.nullable(text));
}

/**
 * The schema of an entry's `field_values` for this form: one member per field (the hidden honeypot
 * included), nothing else. Invisible fields are not asked for but may be sent (hidden type 14 is
 * visible in this sense: it is in the form, just not shown).
 */
export function entrySchema(form: FormItem, messages: FormMessages) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of form.fields) {
    const schema = fieldSchema(field, messages);
    shape[field.slug] = field.visible ? schema : z.optional(z.unknown());
  }
  return z.strictObject(shape, { error: messages.invalid });
}

/** The first message per field of a failed validation; unknown keys are named too. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code?: string; keys?: string[] }>,
  messages: FormMessages,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) fields[key] ??= messages.invalid;
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

export type EntryCheck = { ok: true; values: FieldValues } | { ok: false; fields: Record<string, string> };

/** Validates an entry's values against the form: what the element and the server both run. */
export function checkEntry(form: FormItem, values: unknown, messages: FormMessages): EntryCheck {
  const result = entrySchema(form, messages).safeParse(values);
  if (result.success) return { ok: true, values: result.data as FieldValues };
  return { ok: false, fields: fieldErrors(result.error.issues as never, messages) };
}

/**
 * The values of a form sent without JavaScript (urlencoded or multipart pairs) in the shape the
 * JSON API takes: lists for types 5 and 7, true/false for a checkbox, null for an unchosen radio.
 * Names that are no field are kept, so the schema refuses them.
 */
export function valuesFromPairs(form: FormItem, pairs: ReadonlyArray<[string, string]>): FieldValues {
  const values: FieldValues = {};
  const bySlug = new Map(form.fields.map((field) => [field.slug, field]));
  for (const [name, value] of pairs) {
    const field = bySlug.get(name);
    if (field && MULTI_TYPES.has(field.field_type as number)) {
      const list = values[name];
      values[name] = [...(Array.isArray(list) ? list : []), value];
    } else values[name] = value;
  }
  for (const field of form.fields) {
    if (!field.visible) continue;
    if (field.field_type === FIELD_TYPE.checkbox) values[field.slug] = values[field.slug] !== undefined;
    else if (MULTI_TYPES.has(field.field_type as number)) values[field.slug] ??= [];
    else if (field.field_type === FIELD_TYPE.radio || field.field_type === FIELD_TYPE.dropdown)
      values[field.slug] = values[field.slug] || null;
    else values[field.slug] ??= '';
  }
  return values;
}
