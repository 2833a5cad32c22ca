import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The staff sign-in log (docs/decisions/0174-dashboard-media-and-sign-ins.md; spec: frame §7
// "id-service events"): one row per successful sign-in, failed sign-in and sign-out, at the app's
// clock. A failed attempt keeps the name that was entered (shortened), never the password; no
// row holds an IP address. The table is bounded by the code that writes it (the newest rows of
// the last 90 days), so the index on `at` serves both the hub's newest-first pages and the pruning.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_sign_ins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind IN ('sign-in', 'failed-sign-in', 'sign-out')`),
    )
    .addColumn('username', 'text', (c) => c.notNull().check(sql`length(username) <= 150`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`CREATE INDEX staff_sign_ins_recent_idx ON staff_sign_ins (at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sign_ins').execute();
}
