import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import {
  apiDefault,
  type FieldTypeNumber,
  type FieldValues,
  type FormFieldItem,
  type FormItem,
  HONEYPOT_SLUG,
  HONEYPOT_TYPE,
} from '../../../src/domain/forms';
import { text } from '../events/events.repository';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The form page's path `/{locale}/forms/{slug}/{id}` (spec: frame §2). */
export function formPath(locale: string, slug: string, id: number): string {
  return `/${locale}/forms/${encodeURIComponent(slug)}/${id}`;
}

/** The honeypot, appended to every form (spec: frame §3): hidden, must stay empty. */
const honeypot = (label: string): FormFieldItem => ({
  id: 0,
  label,
  slug: HONEYPOT_SLUG,
  field_type: HONEYPOT_TYPE,
  required: false,
  visible: true,
  choices: [],
  default: '',
  placeholder_text: '',
  help_text: '',
});

/** A form as visitors get it, with where its notifications go (never shown to visitors). */
export interface LoadedForm {
  form: FormItem;
  notifyEmail: string;
  title: { de: string; en?: string };
  /** The form page's path per language. */
  paths: Record<Locale, string>;
}

/** An online form in a language, its fields in order and the honeypot last; undefined if none. */
export async function findForm(
  db: Db,
  locale: Locale,
  id: number,
  honeypotLabel: string,
): Promise<LoadedForm | undefined> {
  const row = await db
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', id)
    .where('is_online', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const fields = await db
    .selectFrom('form_fields')
    .selectAll()
    .where('form_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const items: FormFieldItem[] = fields.map((field) => ({
    id: field.id,
    label: text(field.label, locale),
    slug: field.slug,
    field_type: field.field_type as FieldTypeNumber,
    required: field.required,
    visible: field.visible,
    choices: field.choices.map((choice) => ({ value: choice.value, label: text(choice.label, locale) })),
    default: apiDefault(field.field_type, text(field.default_value, locale)),
    placeholder_text: text(field.placeholder_text, locale),
    help_text: text(field.help_text, locale),
  }));
  return {
    form: {
      id: row.id,
      title: text(row.title, locale),
      url: formPath(locale, text(row.slug, locale), row.id),
      intro: text(row.intro, locale),
      confirmation: text(row.confirmation, locale),
      fields: [...items, honeypot(honeypotLabel)],
    },
    notifyEmail: row.notify_email,
    title: row.title,
    paths: {
      de: formPath('de', text(row.slug, 'de'), row.id),
      en: formPath('en', text(row.slug, 'en'), row.id),
    },
  };
}

/** The online forms in a language, by title: what `GET /api/forms/` lists. */
export async function listOnlineForms(db: Db, locale: Locale) {
  const rows = await db
    .selectFrom('forms')
    .select(['id', 'title', 'slug'])
    .where('is_online', '=', true)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      title: text(row.title, locale),
      url: formPath(locale, text(row.slug, locale), row.id),
    }))
    .sort((a, b) => a.title.localeCompare(b.title, locale) || a.id - b.id);
}

/** An uploaded file's record. */
export interface StoredFile {
  id: string;
  original_name: string;
  mime: string;
  size: number;
}

export async function insertTempFile(db: Db, file: StoredFile, at: Date): Promise<void> {
  await db
    .insertInto('form_files')
    .values({ ...file, entry_id: null, uploaded_at: at })
    .execute();
}

/** The named files that exist and belong to no entry yet. */
export async function unusedFiles(db: Db, ids: string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('form_files')
    .select(['id', 'original_name', 'mime', 'size'])
    .where('id', 'in', ids)
    .where('entry_id', 'is', null)
    .execute();
}

/**
 * Stores an entry and attaches its files in one transaction; false when a file was taken by
 * another entry meanwhile (nothing is stored then).
 */
export async function insertEntry(
  db: Db,
  entry: { formId: number; locale: Locale; values: FieldValues; fileIds: string[]; at: Date },
): Promise<number | undefined> {
  return db
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto('form_entries')
        .values({
          form_id: entry.formId,
          locale: entry.locale,
          field_values: JSON.stringify(entry.values) as never,
          submitted_at: entry.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (entry.fileIds.length > 0) {
        const attached = await trx
          .updateTable('form_files')
          .set({ entry_id: id })
          .where('id', 'in', entry.fileIds)
          .where('entry_id', 'is', null)
          .executeTakeFirst();
        if (Number(attached.numUpdatedRows) !== entry.fileIds.length) throw new FileTaken();
      }
      return id;
    })
    .catch((error: unknown) => {
      if (error instanceof FileTaken) return undefined;
      throw error;
    });
}

class FileTaken extends Error {}

/** Removes the records of files uploaded before `before` that no entry uses; answers their ids. */
export async function deleteUnusedFiles(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom('form_files')
    .where('entry_id', 'is', null)
    .where('uploaded_at', '<', before)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every stored file id (the sweep removes files on disk that no record names). */
export async function knownFileIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('form_files').select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/** A file of an entry, for staff downloads. */
export async function entryFile(
  db: Db,
  id: string,
): Promise<(StoredFile & { entry_id: number }) | undefined> {
  const row = await db
    .selectFrom('form_files')
    .select(['id', 'original_name', 'mime', 'size', 'entry_id'])
    .where('id', '=', id)
    .where('entry_id', 'is not', null)
    .executeTakeFirst();
  return row && row.entry_id !== null ? { ...row, entry_id: row.entry_id } : undefined;
}
