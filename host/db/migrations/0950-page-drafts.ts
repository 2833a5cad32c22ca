import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Drafts and publishing (issue 19 item 1; docs/decisions/0090-drafts-and-publishing.md). The
// `sections` rows are the page's working copy (the draft). While a page has unpublished changes,
// `published_sections` holds what visitors see (the sections as they were at the last publish);
// null means the rows themselves are published. A scheduled publish keeps its sections in
// `scheduled_sections` until `publish_at`. A version may carry the staff's own note (`comment`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pages')
    .addColumn('published_sections', 'jsonb')
    .addColumn('scheduled_sections', 'jsonb')
    .addColumn('publish_at', 'timestamptz')
    .addColumn('scheduled_by', 'text')
    .addColumn('scheduled_by_id', 'integer')
    .addColumn('scheduled_comment', 'text')
    .execute();
  await db.schema
    .alterTable('page_versions')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_versions').dropColumn('comment').execute();
  await db.schema
    .alterTable('pages')
    .dropColumn('published_sections')
    .dropColumn('scheduled_sections')
    .dropColumn('publish_at')
    .dropColumn('scheduled_by')
    .dropColumn('scheduled_by_id')
    .dropColumn('scheduled_comment')
    .execute();
}
