import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Proof of consent (issue 7 item 4): each choice with the policy revision and a timestamp.
// No personal data: no IP address, no user agent, no visitor id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('statistics', 'boolean', (c) => c.notNull())
    .addColumn('media', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('consent_log_created_at').on('consent_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consent_log').execute();
}
