import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  type AdminLabel,
  type FieldSpec,
  type RecordFields,
  type ReferenceTable,
  recordChangeSchema,
  recordCreateSchema,
} from '../../../src/contract/admin-records';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { localisedJson, optionalLocalisedJson, richTextJson } from '../../db/admin/record-columns';
import { missingIds, type Reference, referenceOptions } from '../../db/admin/record-list.repository';
import {
  deleteTableRow,
  findTableRow,
  insertTableRow,
  linkedIds,
  replaceLinks,
  rowVersion,
  type TableRow,
  updateTableRow,
} from '../../db/admin/table-records.repository';
import { text } from '../../db/events/events.repository';
import type { Database, Localised, StoredImage } from '../../db/schema';
import { FieldInputs } from '../../pages/admin/field-inputs';
import type { Fields, Values } from '../../pages/admin/form-controls';
import type { Options } from '../../pages/admin/record-pages';
import { recordArea } from './record-routes';
import type { AdminRecord, Listing, MenuKey, RecordType } from './record-type';

type Db = Kysely<Database>;
type Table = keyof Database & string;

/** A row of a registered table with the admin's name and version. */
export type TableRecord = AdminRecord & { row: TableRow };

/**
 * A record type registered by its fields alone (issue 18 item 1 "each record type a small
 * registration"): the table, the fields (their contract is made from them), the list, and where
 * its records are used (delete is refused while they are). Creates, changes and deletes plain
 * columns; a type with more (events with seat groups) writes its own RecordType.
 */
export interface TableRegistration {
  path: string;
  table: Table;
  plural: AdminLabel;
  menu: MenuKey;
  role?: 'editor' | 'admin';
  fields: readonly FieldSpec[];
  listing: Omit<Listing, 'table'>;
  /** The record's name in titles and the change log; by default its `name` column. */
  title?: (row: TableRow) => string;
  references?: ReadonlyArray<Reference & { label: AdminLabel }>;
  /** What goes with a deleted record (rows that cascade), for the confirmation page. */
  alsoDeleted?: (db: Db, row: TableRow, locale: Locale) => Promise<string[]>;
  /** No create and no delete (a table of one row: the site settings). */
  singleton?: boolean;
  /** The table has `updated_at` (set on every change). */
  touch?: boolean;
  /** More columns a new row needs (e.g. a slug made from the name). */
  createExtra?: (input: RecordFields) => Record<string, unknown>;
  viewUrl?: (row: TableRecord, locale: Locale) => string;
  /** Checks the fields cannot express (a menu entry under itself); the changed row's number. */
  validate?: (db: Db, input: RecordFields, id: number | null) => Promise<Fields | null>;
}

const asLocalised = (value: unknown): Localised | null =>
  value && typeof value === 'object' && 'de' in value ? (value as Localised) : null;

/**
 * An image field's stored value (`{ url, alt }`), null without an address. What the stored image
 * knows beyond the form (its size, thumbnails, copyright) is kept while its address stays.
 */
function imageJson(name: string, input: RecordFields, stored: unknown): string | null {
  const url = input[`${name}_url`];
  if (typeof url !== 'string' || url === '') return null;
  const alt_en = input[`${name}_alt_en`];
  const before = stored && typeof stored === 'object' ? (stored as StoredImage) : null;
  const { url: _url, alt: _alt, ...kept } = before?.url === url ? before : ({} as Partial<StoredImage>);
  const image: StoredImage = {
    url,
    alt: {
      de: String(input[`${name}_alt_de`] ?? ''),
      ...(typeof alt_en === 'string' && alt_en ? { en: alt_en } : {}),
    },
    ...kept,
  };
  return JSON.stringify(image);
}

/** The stored columns of a form's fields; `before` is the row being changed (none when new). */
export function columnsOf(
  fields: readonly FieldSpec[],
  input: RecordFields,
  before: TableRow | null = null,
): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  const objects: Record<string, Record<string, unknown>> = {};
  for (const field of fields) {
    const de = input[`${field.name}_de`] as string | undefined;
    const en = input[`${field.name}_en`] as string | undefined;
    const raw = input[field.name];
    if (field.kind === 'links') continue;
    let stored: unknown;
    switch (field.kind) {
      case 'localised':
      case 'localisedArea':
        stored = field.required ? localisedJson(de ?? '', en) : optionalLocalisedJson(de, en);
        break;
      case 'richtext':
        stored = richTextJson(de, en);
        break;
      case 'slug':
        stored = localisedJson(de ?? '', en);
        break;
      case 'checkbox':
        stored = raw === true;
        break;
      case 'json':
        stored = JSON.stringify(raw ?? {});
        break;
      case 'image':
        stored = imageJson(field.name, input, field.in ? null : before?.[field.name]);
        break;
      case 'text':
      case 'textarea':
      case 'path':
      case 'link':
        stored = raw === undefined ? (field.nullable ? null : '') : raw;
        break;
      default:
        stored = raw ?? field.fallback ?? null;
    }
    if (field.in) {
      const object = objects[field.in] ?? {};
      object[field.name] = stored;
      objects[field.in] = object;
    } else columns[field.name] = stored;
  }
  for (const [column, object] of Object.entries(objects)) columns[column] = JSON.stringify(object);
  return columns;
}

/** The form's values of a stored row. */
export function valuesOf(fields: readonly FieldSpec[], row: TableRow): Values {
  const values: Values = {};
  for (const field of fields) {
    const source = field.in ? ((row[field.in] as Record<string, unknown> | null) ?? {}) : row;
    const raw = source[field.name];
    switch (field.kind) {
      case 'localised':
      case 'localisedArea':
      case 'richtext':
      case 'slug': {
        const localised = asLocalised(raw);
        values[`${field.name}_de`] = localised?.de ?? '';
        values[`${field.name}_en`] = localised?.en ?? '';
        break;
      }
      case 'checkbox':
        values[field.name] = raw === true;
        break;
      case 'time':
        values[field.name] = typeof raw === 'string' ? raw.slice(0, 5) : '';
        break;
      case 'json':
        values[field.name] = JSON.stringify(raw ?? {}, null, 2);
        break;
      case 'links':
        values[field.name] = Array.isArray(raw) ? raw.map(String) : [];
        break;
      case 'image': {
        const image = raw && typeof raw === 'object' ? (raw as StoredImage) : null;
        values[`${field.name}_url`] = image?.url ?? '';
        values[`${field.name}_alt_de`] = image?.alt?.de ?? '';
        values[`${field.name}_alt_en`] = image?.alt?.en ?? '';
        break;
      }
      default:
        values[field.name] = raw === null || raw === undefined ? '' : String(raw);
    }
  }
  return values;
}

/** Reference fields must name existing records ("ids of other records": 400 with the field). */
async function checkReferences(
  db: Db,
  fields: readonly FieldSpec[],
  input: RecordFields,
): Promise<Fields | null> {
  const problems: Fields = {};
  for (const field of fields) {
    const value = input[field.name];
    if (field.kind === 'links' && field.table && Array.isArray(value)) {
      const missing = await missingIds(db, field.table, value as number[]);
      if (missing.length > 0)
        problems[field.name] = t('de', 'admin.validation.unknownReference', { id: missing.join(', ') });
    }
    if (field.kind !== 'reference' || !field.table || typeof value !== 'number') continue;
    if ((await missingIds(db, field.table, [value])).length > 0)
      problems[field.name] = t('de', 'admin.validation.unknownReference', { id: value });
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The options of the reference fields: the referenced records by name. */
export async function referenceChoices(
  db: Db,
  fields: readonly FieldSpec[],
  locale: Locale,
): Promise<Options> {
  const options: Options = {};
  for (const field of fields) {
    if ((field.kind !== 'reference' && field.kind !== 'links') || !field.table) continue;
    options[field.name] = await tableChoices(db, field.table, locale);
  }
  return options;
}

/** A table's records as choices, by name. */
export async function tableChoices(db: Db, table: ReferenceTable, locale: Locale) {
  return (await referenceOptions(db, table)).map((row) => ({
    value: String(row.id),
    label:
      typeof row.name === 'string'
        ? row.name
        : asLocalised(row.name)
          ? text(row.name as Localised, locale)
          : `#${row.id}`,
  }));
}

function defaultTitle(row: TableRow): string {
  const name = row.name;
  if (typeof name === 'string') return name;
  return asLocalised(name)?.de ?? `#${row.id}`;
}

export function tableRecordType(
  reg: TableRegistration,
): RecordType<TableRecord, RecordFields & { version: number }, RecordFields> {
  const title = reg.title ?? defaultTitle;
  const also = reg.alsoDeleted;
  const links = reg.fields.filter((field) => field.kind === 'links' && field.through);
  const saveLinks = async (db: Db, id: number, input: RecordFields) => {
    for (const field of links)
      if (field.through)
        await replaceLinks(db, field.through, id, (input[field.name] as number[] | undefined) ?? []);
  };
  const touch = reg.touch ? { updated_at: sql`now()` } : {};
  // biome-ignore lint/correctness/noComponentHookFactories: made once per registration when the module loads, never per render.
  const Inputs = (props: { values: Values; fields: Fields; locale: Locale; options: Options }) => (
    <FieldInputs specs={reg.fields} {...props} />
  );
  return {
    path: reg.path,
    plural: reg.plural,
    menu: reg.menu,
    role: reg.role,
    missing: { api: 'No such record.', page: 'notFound.record' },
    body: recordChangeSchema(reg.fields),
    listing: { ...reg.listing, table: reg.table },
    load: async (db, id) => {
      const row = await findTableRow(db, reg.table, id);
      if (!row) return undefined;
      // The version is the row's; linked records are read beside it.
      const version = rowVersion(row);
      for (const field of links) if (field.through) row[field.name] = await linkedIds(db, field.through, id);
      return { id: row.id, name: { de: title(row) }, version, row };
    },
    values: (record) => valuesOf(reg.fields, record.row),
    options: (db, locale) => referenceChoices(db, reg.fields, locale),
    Inputs,
    viewUrl: reg.viewUrl,
    check: async (db, input, record) =>
      (await checkReferences(db, reg.fields, input)) ?? (await reg.validate?.(db, input, record.id)) ?? null,
    save: async (db, record, input) => {
      if (
        !(await updateTableRow(db, reg.table, record.id, input.version, {
          ...columnsOf(reg.fields, input, record.row),
          ...touch,
        }))
      )
        return false;
      await saveLinks(db, record.id, input);
      return true;
    },
    create: reg.singleton
      ? undefined
      : {
          body: recordCreateSchema(reg.fields),
          check: async (db, input) =>
            (await checkReferences(db, reg.fields, input)) ?? (await reg.validate?.(db, input, null)) ?? null,
          insert: async (db, input) => {
            const id = await insertTableRow(db, reg.table, {
              ...columnsOf(reg.fields, input),
              ...(reg.createExtra?.(input) ?? {}),
            });
            await saveLinks(db, id, input);
            return id;
          },
        },
    remove: reg.singleton
      ? undefined
      : {
          references: reg.references ?? [],
          alsoDeleted: also ? (db, record, locale) => also(db, record.row, locale) : undefined,
          delete: (db, record, version) => deleteTableRow(db, reg.table, record.id, version),
        },
  };
}

/** The admin area of a table registration. */
export const tableArea = (reg: TableRegistration) => recordArea(tableRecordType(reg));
