import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// A save into a page's draft no longer re-indexes the page (issue 19 budget: draft save p95 ≤ 10 ms).
// While a page has a draft (`pages.published_sections` not null) its search document is read from
// the published copy (migration 0960), which a change of its `sections` rows does not touch: the
// re-index deleted and re-inserted the same document, three GIN index updates per save. The pages
// trigger still re-indexes when the copy changes (first edit, publish, discard, scheduled publish).
const changed = (skipDrafts: boolean) => sql`
    CREATE OR REPLACE FUNCTION foyer_search_sections_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.page_id IS NOT NULL
         ${skipDrafts ? sql`AND NOT EXISTS (SELECT 1 FROM pages WHERE id = OLD.page_id AND published_sections IS NOT NULL)` : sql``} THEN
        PERFORM foyer_search_index_page(OLD.page_id);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.page_id IS NOT NULL
         AND (TG_OP = 'INSERT' OR NEW.page_id IS DISTINCT FROM OLD.page_id)
         ${skipDrafts ? sql`AND NOT EXISTS (SELECT 1 FROM pages WHERE id = NEW.page_id AND published_sections IS NOT NULL)` : sql``} THEN
        PERFORM foyer_search_index_page(NEW.page_id);
      END IF;
      RETURN NULL;
    END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await changed(true).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await changed(false).execute(db);
}
