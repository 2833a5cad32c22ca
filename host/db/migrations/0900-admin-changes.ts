import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The admin change log (issue 18 item 1; docs/decisions/0050-generic-admin.md): every create,
// change and delete made in the admin area, written in the same transaction as the change: who
// (the staff account, and its name in case the account goes), when, which record (its area and
// number, and its name at the time), what (create, change, delete) and which form fields changed.
// The content hub reads it as "recent page activities".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('create', 'change', 'delete')`))
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`CREATE INDEX admin_changes_recent_idx ON admin_changes (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX admin_changes_record_idx ON admin_changes (record_type, record_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_changes').execute();
}
