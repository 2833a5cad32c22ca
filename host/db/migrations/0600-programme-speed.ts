import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Programme speed (issue 3 budgets; docs/decisions/0003-programme.md, "Speed"): a version number
// of the programme data, bumped in the same transaction as every write to a table the events API
// answers from, so a process may keep programme answers in memory and know at once, with one
// primary-key read, when they are out of date (any writer: a staff edit, the ticketing sync, a
// seeder, psql, another process).
const TABLES = [
  'events',
  'event_tag_links',
  'seat_groups',
  'prices',
  'timeslots',
  'rooms',
  'event_tags',
  'series',
  'genres',
  'exhibition_types',
  'event_teasers',
];
const FILTER_COLUMNS = ['room_id', 'exhibition_type_id', 'series_id', 'genre_id'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('programme_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO programme_version (id, version) VALUES (1, 0)`.execute(db);
  // Per statement, not per row: a bulk write bumps it once. Visible at commit together with the
  // rows it describes (a sequence would not be: nextval is seen before the commit).
  await sql`
    CREATE FUNCTION foyer_programme_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE programme_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version`)} AFTER INSERT OR UPDATE OR DELETE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version_truncate`)} AFTER TRUNCATE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
  }
  // The list and the calendar read (start, Berlin day, id) of the upcoming online events, whole or
  // narrowed by one filter column: with those in an index (partial on is_online) both are answered
  // from the index alone instead of visiting every matching row and converting its start.
  const day = sql`((date_start AT TIME ZONE 'Europe/Berlin')::date)`;
  await sql`CREATE INDEX events_online_start_day_idx ON events (date_start, ${day}, id) WHERE is_online`.execute(
    db,
  );
  for (const column of FILTER_COLUMNS) {
    await sql`
      CREATE INDEX ${sql.id(`events_online_${column}_day_idx`)}
      ON events (${sql.id(column)}, date_start, ${day}, id) WHERE is_online`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS events_online_start_day_idx`.execute(db);
  for (const column of FILTER_COLUMNS) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`events_online_${column}_day_idx`)}`.execute(db);
  }
  for (const table of TABLES) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_programme_version_truncate`)} ON ${sql.table(table)}`.execute(
      db,
    );
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_programme_version`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION IF EXISTS foyer_programme_bump()`.execute(db);
  await db.schema.dropTable('programme_version').execute();
}
