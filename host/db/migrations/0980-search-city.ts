import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Search at city size (issue 23 item 4; docs/decisions/0162-search-walks.md).
// 1. The title's lexemes (weight A of the tsvector) get a GIN index of their own. The
//    autocomplete matches titles only; through the whole tsvector's index it fetched and rechecked
//    every record whose text mentions the word (`sinfonie`: 15,003 of 15,004 rows thrown away,
//    17 ms → 0.8 ms).
// 2. B-tree indexes in the order the search ranks records of each kind (upcoming events soonest
//    first, past events and dated records newest first, productions and series before the other
//    undated records), so a word shared by thousands of records is answered by walking the first
//    records of each kind in that order instead of ranking every match.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX search_documents_title_tsv_idx ON search_documents
              USING gin (ts_filter(tsv, '{a}')) WITH (fastupdate = off)`.execute(db);
  await sql`CREATE INDEX search_documents_event_date_idx ON search_documents (locale, date)
              WHERE type = 'event'`.execute(db);
  await sql`CREATE INDEX search_documents_dated_idx ON search_documents (locale, date)
              WHERE type <> 'event' AND date IS NOT NULL`.execute(db);
  // Productions and series first (the score's +0.3), then the others, each by id. The order is
  // one the primary key cannot give: the planner walked the primary key instead, through every
  // dated record before the first undated one.
  await sql`CREATE INDEX search_documents_undated_idx ON search_documents
              (locale, (type NOT IN ('production', 'series')), id) WHERE date IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'search_documents_undated_idx',
    'search_documents_dated_idx',
    'search_documents_event_date_idx',
    'search_documents_title_tsv_idx',
  ])
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
}
