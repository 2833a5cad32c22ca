import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Forms (spec: frame §3 Form, Form submission; §7 forms, temp-files, forms-entries): the venue's
// own forms with their fields, the stored entries, and uploaded files waiting for an entry.
// Field types are numbers (docs/decisions/0040-forms.md); texts are per language ({ de, en }).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('forms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('slug', 'jsonb', (c) => c.notNull())
    .addColumn('intro', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"de":""}'::jsonb`))
    .addColumn('confirmation', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"de":""}'::jsonb`))
    // Where the notification e-mail of each entry goes; empty: none is sent.
    .addColumn('notify_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('form_fields')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'jsonb', (c) => c.notNull())
    .addColumn('slug', 'text', (c) =>
      c.notNull().check(sql`slug ~ '^[a-z][a-z0-9_-]{0,62}$' and slug <> 'email2'`),
    )
    .addColumn('field_type', 'integer', (c) => c.notNull().check(sql`field_type between 1 and 14`))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
    // [{ value, label: { de, en } }] for types with choices.
    .addColumn('choices', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('default_value', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"de":""}'::jsonb`))
    .addColumn('placeholder_text', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"de":""}'::jsonb`))
    .addColumn('help_text', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"de":""}'::jsonb`))
    .addUniqueConstraint('form_fields_slug', ['form_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('form_fields_form')
    .on('form_fields')
    .columns(['form_id', 'position'])
    .execute();

  await db.schema
    .createTable('form_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('field_values', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_entries_form')
    .on('form_entries')
    .columns(['form_id', 'submitted_at'])
    .execute();

  // An uploaded file: stored under a random name outside the public folder; attached to an entry
  // when one names it, removed by the sweep when it stays unused.
  await db.schema
    .createTable('form_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.references('form_entries.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_files_unused')
    .on('form_files')
    .column('uploaded_at')
    .where(sql.ref('entry_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_files').execute();
  await db.schema.dropTable('form_entries').execute();
  await db.schema.dropTable('form_fields').execute();
  await db.schema.dropTable('forms').execute();
}
