import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Search speed (issue 5 budgets; docs/decisions/0005-search.md, "Speed"): a version number of
// the search index, bumped in the same transaction as every write to `search_documents`, so a
// process may keep search answers in memory and know at once, with one primary-key read, when
// they are out of date (any writer: the API, the editor, a seeder, psql, another process).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_index_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO search_index_version (id, version) VALUES (1, 0)`.execute(db);
  // Per statement, not per row: a bulk write bumps it once. Visible at commit together with the
  // rows it describes (a sequence would not be: nextval is seen before the commit).
  await sql`
    CREATE FUNCTION foyer_search_index_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE search_index_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_documents_version AFTER INSERT OR UPDATE OR DELETE ON search_documents
    FOR EACH STATEMENT EXECUTE FUNCTION foyer_search_index_bump()`.execute(db);
  await sql`
    CREATE TRIGGER search_documents_version_truncate AFTER TRUNCATE ON search_documents
    FOR EACH STATEMENT EXECUTE FUNCTION foyer_search_index_bump()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS search_documents_version_truncate ON search_documents`.execute(db);
  await sql`DROP TRIGGER IF EXISTS search_documents_version ON search_documents`.execute(db);
  await sql`DROP FUNCTION IF EXISTS foyer_search_index_bump()`.execute(db);
  await db.schema.dropTable('search_index_version').execute();
}
