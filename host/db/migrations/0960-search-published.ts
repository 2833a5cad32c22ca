import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Search finds what visitors see (issue 19, drafts): while a page has unpublished changes, its
// module text is read from `pages.published_sections` (the sections as last published), not from
// the `sections` rows, which are the draft. The pages trigger re-indexes on publish and discard.
const FIELDS = sql.raw(`('content', 'headline', 'preline', 'subline', 'text', 'link_text',
                         'description', 'title', 'caption', 'name', 'question', 'answer')`);

const FROM_ROWS = sql`
        SELECT string_agg(foyer_plain(field.value #>> '{}'), ' ' ORDER BY s.position)
          INTO module_text
          FROM sections s
          CROSS JOIN LATERAL jsonb_path_query(s.columns, 'strict $.** ? (@.type() == "object")') AS obj
          CROSS JOIN LATERAL jsonb_each(obj) AS field
         WHERE s.page_id = p.id
           AND jsonb_typeof(field.value) = 'string'
           AND field.key IN ${FIELDS};`;

const FROM_PUBLISHED = sql`
        SELECT string_agg(foyer_plain(field.value #>> '{}'), ' ' ORDER BY s.position)
          INTO module_text
          FROM jsonb_array_elements(p.published_sections) WITH ORDINALITY AS s(section, position)
          CROSS JOIN LATERAL jsonb_path_query(s.section -> 'columns', 'strict $.** ? (@.type() == "object")') AS obj
          CROSS JOIN LATERAL jsonb_each(obj) AS field
         WHERE jsonb_typeof(field.value) = 'string'
           AND field.key IN ${FIELDS};`;

/** The page indexer; `published`: read a page's published copy while it has a draft. */
const indexer = (published: boolean) => sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_page(page_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      p record;
      module_text text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'page' AND record_id = page_id;
      SELECT * INTO p FROM pages WHERE id = page_id AND is_online AND path <> '404';
      IF NOT FOUND THEN RETURN; END IF;
      ${published ? sql`IF p.published_sections IS NOT NULL THEN ${FROM_PUBLISHED} ELSE ${FROM_ROWS} END IF;` : FROM_ROWS}
      INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
      VALUES ('page', p.id, p.locale, p.title,
              concat_ws(' ', nullif(p.headline, p.title), p.meta_description, module_text),
              '/' || p.locale || CASE WHEN p.path = '' THEN '' ELSE '/' || p.path END,
              NULL);
    END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await indexer(true).execute(db);
  await sql`SELECT foyer_search_index_page(id) FROM pages`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await indexer(false).execute(db);
  await sql`SELECT foyer_search_index_page(id) FROM pages`.execute(db);
}
