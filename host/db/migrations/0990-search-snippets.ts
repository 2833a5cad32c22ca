import { type Kysely, type RawBuilder, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Search snippets (docs/decisions/0171-search-snippets.md): `body` is the text a record is FOUND by
// (every field joined, the derive trigger makes the tsvector and the folded text of it) and stays
// exactly what it was, so matching and ranking do not change. Beside it each source now writes
// what a hit SHOWS:
// - `excerpt`: the record's readable prose, each part once and ended as a sentence (an article's
//   teaser is left out when its body repeats it; an event's subtitle when it only names the
//   room). NULL: the body is readable as it is (series, pages, rows written straight into the
//   index).
// - `facts`: the short fields found but not prose, each a list under a key the page labels
//   ([{"key": "with", "values": ["Tobias Krüger", …]}, {"key": "works", …}]).
// - `detail`: one short line under the title: an event's room, a production's subtitle, an
//   article's kicker, a person's function, a venue's address.
// A renamed room now re-indexes its events too (its name was in their body already, and is their
// detail line now).

/** A list of `values` under `key` as a one-element array of facts, or an empty array. */
const FACT = sql`
    CREATE OR REPLACE FUNCTION foyer_search_fact(fact_key text, fact_values text[]) RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN count(*) = 0 THEN '[]'::jsonb
                  ELSE jsonb_build_array(jsonb_build_object('key', fact_key, 'values', jsonb_agg(v ORDER BY i)))
             END
        FROM (SELECT btrim(v) AS v, min(i) AS i FROM unnest(fact_values) WITH ORDINALITY AS u(v, i)
               WHERE btrim(coalesce(v, '')) <> '' GROUP BY btrim(v)) AS kept
    $$`;

/**
 * Readable prose of `parts`, in order: a part contained in another (a teaser the body repeats) or
 * in one of `shown` (the title and detail line the hit shows anyway) is left out, and a part
 * followed by another ends as a sentence ("Oper von Mozart. Prinz Tamino …", not "Mozart Prinz").
 */
const PROSE = sql`
    CREATE OR REPLACE FUNCTION foyer_search_prose(parts text[], shown text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(string_agg(
               CASE WHEN i = last_i OR part ~ '[.!?:;…]["“”»«''’)]*$' THEN part ELSE part || '.' END,
               ' ' ORDER BY i), '')
        FROM (
          SELECT part, i, max(i) OVER () AS last_i
            FROM (SELECT btrim(p) AS part, i FROM unnest(parts) WITH ORDINALITY AS u(p, i)) AS x
           WHERE x.part <> ''
             AND NOT EXISTS (
               SELECT 1 FROM unnest(parts) WITH ORDINALITY AS o(other, j)
                WHERE j <> x.i AND strpos(lower(btrim(o.other)), lower(x.part)) > 0
                  AND (length(btrim(o.other)) > length(x.part) OR j < x.i))
             AND NOT EXISTS (
               SELECT 1 FROM unnest(shown) AS s(other) WHERE strpos(lower(s.other), lower(x.part)) > 0)
        ) AS kept
    $$`;

/** Each source's INSERT: `snippets` adds the three columns (false: as before this migration). */
const insert = (snippets: boolean, columns: RawBuilder<unknown>, snippet: RawBuilder<unknown>) =>
  snippets
    ? sql`INSERT INTO search_documents (type, record_id, locale, title, body, url, date, excerpt, facts, detail)
          VALUES (${columns}, ${snippet})`
    : sql`INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
          VALUES (${columns})`;

// The body expressions below are those of migrations 0300, 0800 and 0810, unchanged.
const event = (snippets: boolean) => sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_event(event_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      e record;
      l text;
      room text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'event' AND record_id = event_id;
      SELECT ev.id, ev.name, ev.slug, ev.subtitle, ev.description, ev.date_start, ev.production_id,
             p.name AS production_name, s.name AS series_name, r.name AS room_name,
             g.name AS genre_name, x.name AS type_name,
             p.subtitle AS production_subtitle, p.description AS production_description
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
        room := nullif(foyer_localised(e.room_name, l), '');
        ${insert(
          snippets,
          sql`'event', e.id, l, foyer_localised(e.name, l),
                concat_ws(' ', foyer_localised(e.subtitle, l), foyer_plain(foyer_localised(e.description, l)),
                          foyer_localised(e.production_name, l), foyer_localised(e.series_name, l),
                          foyer_localised(e.genre_name, l), foyer_localised(e.type_name, l),
                          foyer_localised(e.room_name, l),
                          (SELECT string_agg(foyer_localised(t.name, l), ' ' ORDER BY t.position)
                             FROM event_tag_links k JOIN event_tags t ON t.id = k.tag_id
                            WHERE k.event_id = e.id),
                          (SELECT string_agg(pe.name, ' ' ORDER BY c.position)
                             FROM contributions c JOIN persons pe ON pe.id = c.person_id
                            WHERE c.event_id = e.id OR (c.production_id = e.production_id)),
                          (SELECT string_agg(concat_ws(' ', w.author, foyer_localised(w.title, l)), ' ')
                             FROM works w
                            WHERE w.event_id = e.id OR (w.production_id = e.production_id))),
                '/' || l || '/programm/' || foyer_localised(e.slug, l) || '/' || e.id,
                e.date_start`,
          // The event's own text, else its production's.
          sql`coalesce(nullif(foyer_search_prose(
                  ARRAY[foyer_localised(e.subtitle, l), foyer_plain(foyer_localised(e.description, l))],
                  ARRAY[foyer_localised(e.name, l), room]), ''),
                foyer_search_prose(
                  ARRAY[foyer_localised(e.production_subtitle, l),
                        foyer_plain(foyer_localised(e.production_description, l))],
                  ARRAY[foyer_localised(e.name, l), room])),
              foyer_search_fact('works', ARRAY(
                  SELECT concat_ws(CASE WHEN l = 'en' THEN ' by ' ELSE ' von ' END,
                                   nullif(foyer_localised(w.title, l), ''), nullif(w.author, ''))
                    FROM works w WHERE w.event_id = e.id OR (w.production_id = e.production_id)
                   ORDER BY w.position, w.id))
              || foyer_search_fact('with', ARRAY(
                  SELECT pe.name FROM contributions c JOIN persons pe ON pe.id = c.person_id
                   WHERE c.event_id = e.id OR (c.production_id = e.production_id)
                   ORDER BY c.position, c.id))
              || foyer_search_fact('production', ARRAY[
                  CASE WHEN lower(foyer_localised(e.production_name, l)) <> lower(foyer_localised(e.name, l))
                       THEN foyer_localised(e.production_name, l) END])
              || foyer_search_fact('series', ARRAY[foyer_localised(e.series_name, l)])
              || foyer_search_fact('tags', ARRAY[foyer_localised(e.genre_name, l), foyer_localised(e.type_name, l)]
                  || ARRAY(SELECT foyer_localised(t.name, l)
                             FROM event_tag_links k JOIN event_tags t ON t.id = k.tag_id
                            WHERE k.event_id = e.id ORDER BY t.position)),
              room`,
        )};
      END LOOP;
    END $$`;

const production = (snippets: boolean) => sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_production(production_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      p record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'production' AND record_id = production_id;
      SELECT * INTO p FROM productions WHERE id = production_id AND is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        ${insert(
          snippets,
          sql`'production', p.id, l, foyer_localised(p.name, l),
                concat_ws(' ', foyer_localised(p.subtitle, l), foyer_plain(foyer_localised(p.description, l))),
                '/' || l || '/produktionen/' || foyer_localised(p.slug, l) || '/' || p.id,
                NULL`,
          sql`foyer_search_prose(ARRAY[foyer_plain(foyer_localised(p.description, l))],
                                 ARRAY[foyer_localised(p.name, l)]),
              '[]'::jsonb,
              nullif(foyer_localised(p.subtitle, l), '')`,
        )};
      END LOOP;
    END $$`;

const article = (snippets: boolean) => sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_article(changed_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      a record;
      l text;
      kicker text;
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
        kicker := coalesce(nullif(foyer_localised(a.preline, l), ''), nullif(foyer_localised(a.category_name, l), ''));
        ${insert(
          snippets,
          sql`'article', a.id, l, foyer_localised(a.title, l),
                concat_ws(' ', foyer_localised(a.preline, l), foyer_localised(a.teaser_text, l),
                          foyer_plain(foyer_localised(a.body, l)), a.author,
                          foyer_localised(a.category_name, l),
                          (SELECT string_agg(foyer_localised(n, l), ' ') FROM jsonb_array_elements(a.tag_names) n)),
                '/' || l || '/news/' || foyer_localised(a.slug, l) || '/' || a.id,
                a.publication_date`,
          sql`foyer_search_prose(
                ARRAY[foyer_localised(a.teaser_text, l), foyer_plain(foyer_localised(a.body, l))],
                ARRAY[foyer_localised(a.title, l), kicker]),
              foyer_search_fact('by', ARRAY[a.author])
              || foyer_search_fact('tags', ARRAY[
                   CASE WHEN lower(foyer_localised(a.category_name, l)) <> lower(coalesce(kicker, ''))
                        THEN foyer_localised(a.category_name, l) END]
                 || ARRAY(SELECT foyer_localised(n, l) FROM jsonb_array_elements(a.tag_names) n)),
              kicker`,
        )};
      END LOOP;
    END $$`;

const person = (snippets: boolean) => sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_person(person_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      p record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'person' AND record_id = person_id;
      SELECT * INTO p FROM persons WHERE id = person_id AND is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        ${insert(
          snippets,
          sql`'person', p.id, l, p.name,
                concat_ws(' ', foyer_localised(p.function, l),
                          (SELECT string_agg(foyer_localised(c.name, l), ' ')
                             FROM person_category_links k JOIN person_categories c ON c.id = k.category_id
                            WHERE k.person_id = p.id),
                          foyer_plain(foyer_localised(p.biography, l))),
                '/' || l || '/team/' || foyer_localised(p.slug, l) || '/' || p.id,
                NULL`,
          sql`foyer_search_prose(ARRAY[foyer_plain(foyer_localised(p.biography, l))], ARRAY[p.name]),
              foyer_search_fact('tags', ARRAY(
                SELECT foyer_localised(c.name, l)
                  FROM person_category_links k JOIN person_categories c ON c.id = k.category_id
                 WHERE k.person_id = p.id ORDER BY c.position, c.id)),
              nullif(foyer_localised(p.function, l), '')`,
        )};
      END LOOP;
    END $$`;

const venue = (snippets: boolean) => sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_venue(venue_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      v record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'venue' AND record_id = venue_id;
      SELECT * INTO v FROM venues WHERE id = venue_id AND is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        ${insert(
          snippets,
          sql`'venue', v.id, l, foyer_localised(v.name, l),
                concat_ws(' ', v.address ->> 'street', v.address ->> 'postal_code', v.address ->> 'city',
                          (SELECT string_agg(foyer_localised(r.name, l), ' ') FROM rooms r WHERE r.venue_id = v.id),
                          foyer_plain(foyer_localised(v.description, l))),
                '/' || l || '/venues/' || foyer_localised(v.slug, l) || '/' || v.id,
                NULL`,
          sql`foyer_search_prose(ARRAY[foyer_plain(foyer_localised(v.description, l))],
                                 ARRAY[foyer_localised(v.name, l)]),
              foyer_search_fact('rooms', ARRAY(
                SELECT foyer_localised(r.name, l) FROM rooms r WHERE r.venue_id = v.id ORDER BY r.position, r.id)),
              nullif(concat_ws(', ', nullif(v.address ->> 'street', ''),
                               nullif(concat_ws(' ', nullif(v.address ->> 'postal_code', ''),
                                                nullif(v.address ->> 'city', '')), '')), '')`,
        )};
      END LOOP;
    END $$`;

const SOURCES = [event, production, article, person, venue];

async function reindex(db: Kysely<unknown>): Promise<void> {
  await sql`SELECT foyer_search_index_event(id) FROM events`.execute(db);
  await sql`SELECT foyer_search_index_production(id) FROM productions`.execute(db);
  await sql`SELECT foyer_search_index_article(id) FROM articles`.execute(db);
  await sql`SELECT foyer_search_index_person(id) FROM persons`.execute(db);
  await sql`SELECT foyer_search_index_venue(id) FROM venues`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('search_documents')
    .addColumn('excerpt', 'text')
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('detail', 'text')
    .execute();
  await FACT.execute(db);
  await PROSE.execute(db);
  for (const source of SOURCES) await source(true).execute(db);
  await sql`
    CREATE FUNCTION foyer_search_room_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM foyer_search_index_event(id) FROM events WHERE room_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_rooms_events AFTER UPDATE OF name ON rooms
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION foyer_search_room_renamed()`.execute(
    db,
  );
  // Existing data directories: every record of these sources gets its excerpt, facts and detail.
  await reindex(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS search_rooms_events ON rooms`.execute(db);
  await sql`DROP FUNCTION IF EXISTS foyer_search_room_renamed()`.execute(db);
  for (const source of SOURCES) await source(false).execute(db);
  await sql`DROP FUNCTION IF EXISTS foyer_search_prose(text[], text[])`.execute(db);
  await sql`DROP FUNCTION IF EXISTS foyer_search_fact(text, text[])`.execute(db);
  await db.schema
    .alterTable('search_documents')
    .dropColumn('excerpt')
    .dropColumn('facts')
    .dropColumn('detail')
    .execute();
  await reindex(db);
}
