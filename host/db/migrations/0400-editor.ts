import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Staff accounts and sessions; who/what of page versions (issue 6: staff sign-in, versions).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('editor'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    // SHA-256 of the cookie value: a leaked table does not give working cookies.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_user_idx').on('staff_sessions').column('user_id').execute();

  await db.schema
    .alterTable('page_versions')
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('page_versions').addColumn('action', 'text').execute();
  await db.schema
    .alterTable('page_versions')
    .addColumn('section_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('sections')
    .addColumn('updated_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sections').dropColumn('updated_by_id').execute();
  await db.schema.alterTable('page_versions').dropColumn('section_ids').execute();
  await db.schema.alterTable('page_versions').dropColumn('action').execute();
  await db.schema.alterTable('page_versions').dropColumn('created_by_id').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('users').execute();
}
