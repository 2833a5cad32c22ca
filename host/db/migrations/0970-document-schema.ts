import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Schema versions of stored section documents (issue 19 item 3; docs/decisions/0145;
// src/domain/document-schema.ts). Every stored section document is stamped with the version it is
// in: the `sections` rows in the column `schema_version`, the sections inside page versions'
// snapshots and the pages' published and scheduled copies in their own `schema` field. What is
// stored now is version 1 (the unversioned form); reads migrate it, writes stamp the current one.
// A row written without a stamp counts as version 1 (the default), so it is migrated on read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sections')
    .addColumn('schema_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`UPDATE page_versions SET snapshot = ${stamped(sql.ref('snapshot'))}
    WHERE jsonb_typeof(snapshot) = 'array'`.execute(db);
  await sql`UPDATE pages SET published_sections = ${stamped(sql.ref('published_sections'))}
    WHERE jsonb_typeof(published_sections) = 'array'`.execute(db);
  await sql`UPDATE pages SET scheduled_sections = ${stamped(sql.ref('scheduled_sections'))}
    WHERE jsonb_typeof(scheduled_sections) = 'array'`.execute(db);
}

/** A jsonb array of sections with `"schema": 1` added to each section object that has none. */
function stamped(column: ReturnType<typeof sql.ref>) {
  return sql`(SELECT coalesce(jsonb_agg(CASE
      WHEN jsonb_typeof(entry) = 'object' AND NOT (entry ? 'schema') THEN entry || '{"schema": 1}'::jsonb
      ELSE entry END ORDER BY place), '[]'::jsonb)
    FROM jsonb_array_elements(${column}) WITH ORDINALITY AS list(entry, place))`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sections').dropColumn('schema_version').execute();
}
