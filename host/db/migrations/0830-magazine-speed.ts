import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The magazine's answers and pages are kept per process against the programme version, as the
// person, venue and series pages are (migration 0810; docs/decisions/0020-magazine.md, "Speed"):
// every write to what they show bumps it.
const TABLES = ['article_categories', 'article_tags', 'articles', 'article_tag_links'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version`)} AFTER INSERT OR UPDATE OR DELETE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version_truncate`)} AFTER TRUNCATE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_programme_version`)} ON ${sql.table(table)}`.execute(
      db,
    );
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_programme_version_truncate`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
}
