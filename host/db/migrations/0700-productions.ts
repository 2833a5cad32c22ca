import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Productions (spec: programme §2 Productions, §7 `GET /{locale}/api/productions/`): the productions
// list is kept in memory like the events answers (0600-programme-speed), so every write to a table
// it answers from bumps the same programme version (events are already covered by 0600).
const TABLES = ['productions', 'production_tag_links', 'seasons', 'production_tags'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version`)} AFTER INSERT OR UPDATE OR DELETE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version_truncate`)} AFTER TRUNCATE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
  }
  // The list groups the upcoming online events by production: (production, start) in one index.
  await sql`
    CREATE INDEX events_online_production_start_idx ON events (production_id, date_start)
    WHERE is_online AND production_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS events_online_production_start_idx`.execute(db);
  for (const table of TABLES) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_programme_version_truncate`)} ON ${sql.table(table)}`.execute(
      db,
    );
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_programme_version`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
}
