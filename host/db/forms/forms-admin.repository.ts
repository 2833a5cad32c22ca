import type { Kysely } from 'kysely';
import type { FieldChange, FormChange } from '../../../src/contract/forms-admin';
import { sanitizeRichText } from '../../render/sanitize';
import type { Database, FormChoice, Localised } from '../schema';

type Db = Kysely<Database>;

/** Forms and their fields as the admin edits them; entries as staff read and export them (issue 17). */

const localised = (de: string, en: string): Localised => (en ? { de, en } : { de });
const json = (value: unknown) => JSON.stringify(value) as never;

/** A form as its change page shows it; `version` is what a save must name. */
export async function findFormRecord(db: Db, id: number) {
  const row = await db.selectFrom('forms').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...row, name: row.title, version: String(row.version) } : undefined;
}
export type FormRecord = NonNullable<Awaited<ReturnType<typeof findFormRecord>>>;

/** Stores a form's texts unless it changed since `input.version`; rich text sanitised here. */
export async function updateFormRecord(db: Db, id: number, input: FormChange): Promise<boolean> {
  const rich = (text: string) => (text ? sanitizeRichText(text) : '');
  const updated = await db
    .updateTable('forms')
    .set((eb) => ({
      title: json(localised(input.title_de, input.title_en)),
      slug: json(localised(input.slug_de, input.slug_en)),
      intro: json(localised(rich(input.intro_de), rich(input.intro_en))),
      confirmation: json(localised(rich(input.confirmation_de), rich(input.confirmation_en))),
      notify_email: input.notify_email,
      is_online: input.is_online,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', input.version)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export function listFields(db: Db, formId: number) {
  return db
    .selectFrom('form_fields')
    .selectAll()
    .where('form_id', '=', formId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type FieldRecord = Awaited<ReturnType<typeof listFields>>[number];

const fieldValues = (input: FieldChange) => ({
  label: json(localised(input.label_de, input.label_en)),
  slug: input.slug,
  field_type: input.field_type,
  required: input.required,
  visible: input.visible,
  choices: json(input.choices satisfies FormChoice[]),
  default_value: json(localised(input.default_de, input.default_en)),
  placeholder_text: json(localised(input.placeholder_de, input.placeholder_en)),
  help_text: json(localised(input.help_de, input.help_en)),
});

/** Whether another field of the form has this slug. */
export async function slugTaken(db: Db, formId: number, slug: string, except?: number): Promise<boolean> {
  let query = db
    .selectFrom('form_fields')
    .select('id')
    .where('form_id', '=', formId)
    .where('slug', '=', slug);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a field at the end; bumps the form's version (a change page open elsewhere sees it). */
export async function addField(db: Db, formId: number, input: FieldChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('form_fields')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('form_id', '=', formId)
      .executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await trx
      .insertInto('form_fields')
      .values({ ...fieldValues(input), form_id: formId, position })
      .execute();
  });
}

export async function updateField(
  db: Db,
  formId: number,
  fieldId: number,
  input: FieldChange,
): Promise<boolean> {
  const result = await db
    .updateTable('form_fields')
    .set(fieldValues(input))
    .where('id', '=', fieldId)
    .where('form_id', '=', formId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removeField(db: Db, formId: number, fieldId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('form_fields')
    .where('id', '=', fieldId)
    .where('form_id', '=', formId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Swaps a field with its neighbour; renumbers the form's fields 0…n in the new order. */
export async function moveField(
  db: Db,
  formId: number,
  fieldId: number,
  direction: 'up' | 'down',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const fields = await trx
      .selectFrom('form_fields')
      .select(['id'])
      .where('form_id', '=', formId)
      .orderBy('position')
      .orderBy('id')
      .forUpdate()
      .execute();
    const index = fields.findIndex((field) => field.id === fieldId);
    if (index < 0) return false;
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= fields.length) return true;
    const order = fields.map((field) => field.id);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
    for (const [position, id] of order.entries())
      await trx.updateTable('form_fields').set({ position }).where('id', '=', id).execute();
    return true;
  });
}

/** A form's entries, newest first (at most `limit`), with their files. */
export async function listEntries(db: Db, formId: number, limit = 1000) {
  const entries = await db
    .selectFrom('form_entries')
    .selectAll()
    .where('form_id', '=', formId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const files =
    entries.length === 0
      ? []
      : await db
          .selectFrom('form_files')
          .select(['id', 'original_name', 'mime', 'size', 'entry_id'])
          .where(
            'entry_id',
            'in',
            entries.map((entry) => entry.id),
          )
          .execute();
  return { entries, files: new Map(files.map((file) => [file.id, file])) };
}
