import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The magazine (issue 15; spec programme §2 Magazine, §3 Article category, §7 articles): articles
// with one category and many tags (topics), each text per language. An article is shown while
// it is online, published (publication_date reached) and inside its online_from/online_to window;
// the window is judged against the app's clock by the queries, never by SQL `now()`.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['article_categories', 'article_tags']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('slug', 'jsonb', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema
    .createTable('articles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('slug', 'jsonb', (c) => c.notNull())
    .addColumn('preline', 'jsonb')
    .addColumn('teaser_text', 'jsonb')
    // Sanitised rich text per language (host/render/sanitize.ts), written by the admin and the seed.
    .addColumn('body', 'jsonb')
    // { url, alt: { de, en }, width, height } or null.
    .addColumn('image', 'jsonb')
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.references('article_categories.id').onDelete('set null'))
    // The production an article is about (the event and production pages' Blog section).
    .addColumn('production_id', 'integer', (c) => c.references('productions.id').onDelete('set null'))
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_highlight', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('publication_date', 'timestamptz', (c) => c.notNull())
    .addColumn('online_from', 'timestamptz')
    .addColumn('online_to', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('article_tag_links')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('article_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tag_links_pk', ['article_id', 'tag_id'])
    .execute();
  await sql`CREATE INDEX article_tag_links_tag_idx ON article_tag_links (tag_id, article_id)`.execute(db);
  // The list: newest first among the online ones, per category too.
  await sql`CREATE INDEX articles_online_date_idx ON articles (publication_date DESC, id DESC) WHERE is_online`.execute(
    db,
  );
  await sql`CREATE INDEX articles_category_date_idx ON articles (category_id, publication_date DESC, id DESC) WHERE is_online`.execute(
    db,
  );

  // --- Search source: articles, in the "others" group (docs/decisions/0005-search.md) ---------
  // Indexed while online; the window (publication date, online_from/to) is applied when searching.
  await sql`
    CREATE FUNCTION foyer_search_index_article(changed_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      a record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'article' AND record_id = changed_id;
      SELECT ar.*, c.name AS category_name,
             (SELECT jsonb_agg(t.name) FROM article_tag_links k JOIN article_tags t ON t.id = k.tag_id
               WHERE k.article_id = ar.id) AS tag_names
        INTO a
        FROM articles ar LEFT JOIN article_categories c ON c.id = ar.category_id
       WHERE ar.id = changed_id AND ar.is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        VALUES ('article', a.id, l, foyer_localised(a.title, l),
                concat_ws(' ', foyer_localised(a.preline, l), foyer_localised(a.teaser_text, l),
                          foyer_plain(foyer_localised(a.body, l)), a.author,
                          foyer_localised(a.category_name, l),
                          (SELECT string_agg(foyer_localised(n, l), ' ') FROM jsonb_array_elements(a.tag_names) n)),
                '/' || l || '/news/' || foyer_localised(a.slug, l) || '/' || a.id,
                a.publication_date);
      END LOOP;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_articles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM foyer_search_index_article(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_articles AFTER INSERT OR UPDATE OR DELETE ON articles
    FOR EACH ROW EXECUTE FUNCTION foyer_search_articles_changed()`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_article_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM foyer_search_index_article(CASE WHEN TG_OP = 'DELETE' THEN OLD.article_id ELSE NEW.article_id END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_article_tag_links AFTER INSERT OR DELETE ON article_tag_links
    FOR EACH ROW EXECUTE FUNCTION foyer_search_article_links_changed()`.execute(db);
  // A renamed category or topic changes the text of its articles.
  await sql`
    CREATE FUNCTION foyer_search_article_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM foyer_search_index_article(id) FROM articles WHERE category_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_article_categories AFTER UPDATE ON article_categories
    FOR EACH ROW EXECUTE FUNCTION foyer_search_article_categories_changed()`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_article_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM foyer_search_index_article(article_id) FROM article_tag_links WHERE tag_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_article_tags AFTER UPDATE ON article_tags
    FOR EACH ROW EXECUTE FUNCTION foyer_search_article_tags_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM search_documents WHERE type = 'article'`.execute(db);
  await db.schema.dropTable('article_tag_links').execute();
  await db.schema.dropTable('articles').execute();
  await db.schema.dropTable('article_tags').execute();
  await db.schema.dropTable('article_categories').execute();
  for (const fn of [
    'foyer_search_article_tags_changed()',
    'foyer_search_article_categories_changed()',
    'foyer_search_article_links_changed()',
    'foyer_search_articles_changed()',
    'foyer_search_index_article(integer)',
  ])
    await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
}
