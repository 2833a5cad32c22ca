import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The search index (issue 5, docs/decisions/0005-search.md): one table `search_documents` with a
// row per record and language, kept current by triggers on the source tables, so every write
// path (the API, the editor, the seeders, a psql session, a later area's own code) updates it in
// the same transaction. A later area adds a type by adding a source: a function
// `foyer_search_index_<type>(id)` that deletes and re-inserts the record's rows, and a trigger on
// its table calling it (see the events source below).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // Folding used on both sides, documents and queries: lowercase, accents off (unaccent:
  // ü→u, ß→ss, é→e) and the German digraphs ae/oe/ue folded the same way, so Müller, Mueller
  // and muller meet. Immutable so derived columns and indexes may use it.
  await sql`
    CREATE FUNCTION foyer_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT replace(replace(replace(
        lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, ''))),
        'ae', 'a'), 'oe', 'o'), 'ue', 'u')
    $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_config(locale text) RETURNS regconfig
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN locale = 'en' THEN 'pg_catalog.english'::regconfig
                  ELSE 'pg_catalog.german'::regconfig END
    $$`.execute(db);
  // Text of rich-text fields without tags and the common entities.
  await sql`
    CREATE FUNCTION foyer_plain(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT btrim(regexp_replace(
        replace(replace(replace(replace(
          regexp_replace(coalesce(value, ''), '<[^>]*>', ' ', 'g'),
          '&nbsp;', ' '), '&amp;', '&'), '&quot;', '"'), '&#39;', ''''),
        '\\s+', ' ', 'g'))
    $$`.execute(db);
  // A localised jsonb text { de, en } in one language, German when the language is missing.
  await sql`
    CREATE FUNCTION foyer_localised(value jsonb, locale text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(nullif(value ->> locale, ''), value ->> 'de', '')
    $$`.execute(db);

  await db.schema
    .createTable('search_documents')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('date', 'timestamptz')
    // Derived by the trigger below; never written by a source.
    .addColumn('tsv', sql`tsvector`, (c) => c.notNull().defaultTo(sql`''::tsvector`))
    .addColumn('title_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('search_documents_record_unique', ['type', 'record_id', 'locale'])
    .execute();
  // fastupdate off: a write updates the GIN index at once instead of queueing it in a pending
  // list that every search would then scan (measured: 20 ms → 1 ms per query after bulk writes).
  await sql`CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv) WITH (fastupdate = off)`.execute(
    db,
  );
  await sql`CREATE INDEX search_documents_trgm_idx ON search_documents USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`.execute(
    db,
  );
  // Typo candidates are looked for in titles only: short texts keep the trigram recheck cheap.
  await sql`CREATE INDEX search_documents_title_trgm_idx ON search_documents USING gin (title_text gin_trgm_ops) WITH (fastupdate = off)`.execute(
    db,
  );
  await sql`CREATE INDEX search_documents_locale_type_idx ON search_documents (locale, type)`.execute(db);

  // Title weighs A, the rest B; the folded texts feed the trigram operators (prefixes, parts of
  // compounds, typos). Computed here so that every writer gets the same derivation.
  await sql`
    CREATE FUNCTION search_documents_derive() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.body := foyer_plain(NEW.body);
      NEW.title_text := foyer_fold(NEW.title);
      NEW.search_text := NEW.title_text || ' ' || foyer_fold(NEW.body);
      NEW.tsv := setweight(to_tsvector(foyer_search_config(NEW.locale), NEW.title_text), 'A')
              || setweight(to_tsvector(foyer_search_config(NEW.locale), foyer_fold(NEW.body)), 'B');
      NEW.updated_at := now();
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_documents_derive BEFORE INSERT OR UPDATE ON search_documents
    FOR EACH ROW EXECUTE FUNCTION search_documents_derive()`.execute(db);

  // --- Source: events (one document per language) -------------------------------------------
  await sql`
    CREATE FUNCTION foyer_search_index_event(event_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      e record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'event' AND record_id = event_id;
      SELECT ev.id, ev.name, ev.slug, ev.subtitle, ev.description, ev.date_start,
             p.name AS production_name, s.name AS series_name, r.name AS room_name,
             g.name AS genre_name, x.name AS type_name
        INTO e
        FROM events ev
        LEFT JOIN productions p ON p.id = ev.production_id
        LEFT JOIN series s ON s.id = ev.series_id
        LEFT JOIN rooms r ON r.id = ev.room_id
        LEFT JOIN genres g ON g.id = ev.genre_id
        LEFT JOIN exhibition_types x ON x.id = ev.exhibition_type_id
       WHERE ev.id = event_id AND ev.is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        VALUES ('event', e.id, l, foyer_localised(e.name, l),
                concat_ws(' ', foyer_localised(e.subtitle, l), foyer_plain(foyer_localised(e.description, l)),
                          foyer_localised(e.production_name, l), foyer_localised(e.series_name, l),
                          foyer_localised(e.genre_name, l), foyer_localised(e.type_name, l),
                          foyer_localised(e.room_name, l)),
                '/' || l || '/programm/' || foyer_localised(e.slug, l) || '/' || e.id,
                e.date_start);
      END LOOP;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM foyer_search_index_event(OLD.id);
      ELSE
        PERFORM foyer_search_index_event(NEW.id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_events AFTER INSERT OR UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION foyer_search_events_changed()`.execute(db);

  // --- Source: productions (their events carry the production's name too) -------------------
  await sql`
    CREATE FUNCTION foyer_search_index_production(production_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      p record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'production' AND record_id = production_id;
      SELECT * INTO p FROM productions WHERE id = production_id AND is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        VALUES ('production', p.id, l, foyer_localised(p.name, l),
                concat_ws(' ', foyer_localised(p.subtitle, l), foyer_plain(foyer_localised(p.description, l))),
                '/' || l || '/produktionen/' || foyer_localised(p.slug, l) || '/' || p.id,
                NULL);
      END LOOP;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_productions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
    BEGIN
      PERFORM foyer_search_index_production(changed);
      IF TG_OP = 'UPDATE' THEN
        PERFORM foyer_search_index_event(id) FROM events WHERE events.production_id = changed;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_productions AFTER INSERT OR UPDATE OR DELETE ON productions
    FOR EACH ROW EXECUTE FUNCTION foyer_search_productions_changed()`.execute(db);

  // --- Source: series -------------------------------------------------------------------------
  await sql`
    CREATE FUNCTION foyer_search_index_series(series_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      s record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'series' AND record_id = series_id;
      SELECT * INTO s FROM series WHERE id = series_id;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        VALUES ('series', s.id, l, foyer_localised(s.name, l),
                foyer_plain(foyer_localised(s.description, l)),
                '/' || l || '/series/' || foyer_localised(s.slug, l) || '/' || s.id,
                NULL);
      END LOOP;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_series_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
    BEGIN
      PERFORM foyer_search_index_series(changed);
      IF TG_OP = 'UPDATE' THEN
        PERFORM foyer_search_index_event(id) FROM events WHERE events.series_id = changed;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_series AFTER INSERT OR UPDATE OR DELETE ON series
    FOR EACH ROW EXECUTE FUNCTION foyer_search_series_changed()`.execute(db);

  // --- Source: content pages (title, headline, description and the text of their modules) ----
  // Text-bearing module fields; ids, types, classes, links and images are left out.
  await sql`
    CREATE FUNCTION foyer_search_index_page(page_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      p record;
      module_text text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'page' AND record_id = page_id;
      SELECT * INTO p FROM pages WHERE id = page_id AND is_online AND path <> '404';
      IF NOT FOUND THEN RETURN; END IF;
      SELECT string_agg(foyer_plain(field.value #>> '{}'), ' ' ORDER BY s.position)
        INTO module_text
        FROM sections s
        CROSS JOIN LATERAL jsonb_path_query(s.columns, 'strict $.** ? (@.type() == "object")') AS obj
        CROSS JOIN LATERAL jsonb_each(obj) AS field
       WHERE s.page_id = p.id
         AND jsonb_typeof(field.value) = 'string'
         AND field.key IN ('content', 'headline', 'preline', 'subline', 'text', 'link_text',
                           'description', 'title', 'caption', 'name', 'question', 'answer');
      INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
      VALUES ('page', p.id, p.locale, p.title,
              concat_ws(' ', nullif(p.headline, p.title), p.meta_description, module_text),
              '/' || p.locale || CASE WHEN p.path = '' THEN '' ELSE '/' || p.path END,
              NULL);
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM foyer_search_index_page(OLD.id);
      ELSE
        PERFORM foyer_search_index_page(NEW.id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_pages AFTER INSERT OR UPDATE OR DELETE ON pages
    FOR EACH ROW EXECUTE FUNCTION foyer_search_pages_changed()`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_sections_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.page_id IS NOT NULL THEN
        PERFORM foyer_search_index_page(OLD.page_id);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.page_id IS NOT NULL
         AND (TG_OP = 'INSERT' OR NEW.page_id IS DISTINCT FROM OLD.page_id) THEN
        PERFORM foyer_search_index_page(NEW.page_id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_sections AFTER INSERT OR UPDATE OR DELETE ON sections
    FOR EACH ROW EXECUTE FUNCTION foyer_search_sections_changed()`.execute(db);

  // Whatever exists already.
  await sql`SELECT foyer_search_index_event(id) FROM events`.execute(db);
  await sql`SELECT foyer_search_index_production(id) FROM productions`.execute(db);
  await sql`SELECT foyer_search_index_series(id) FROM series`.execute(db);
  await sql`SELECT foyer_search_index_page(id) FROM pages`.execute(db);

  // Search terms counted for the content hub's top keywords (issue 5: every term is counted).
  await db.schema
    .createTable('search_terms')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_searched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('search_terms_pk', ['locale', 'term'])
    .execute();
  await sql`CREATE INDEX search_terms_count_idx ON search_terms (count DESC)`.execute(db);
}
