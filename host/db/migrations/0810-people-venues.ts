import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// People, venues, series subscriptions and the data of the detail sections (issue 16;
// docs/decisions/0030-people-venues-series.md).
//
// - persons with categories (ordered), a portrait and a biography;
// - venues contain rooms (`rooms.venue_id`), carry their own weekly hours and exceptions;
// - series gain an online flag, an image and a subscription offer;
// - contributions (a person's role), works and sponsors/promoters belong to an event or a
//   production (exactly one of the two); events may have a parent (Children) and a video.
// The search index gains the person and venue sources, and events are found by their tags,
// contributors and works as well.
export async function up(db: Kysely<unknown>): Promise<void> {
  const stamps = (table: ReturnType<typeof db.schema.createTable>) =>
    table
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

  await db.schema
    .createTable('person_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('slug', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await stamps(
    db.schema
      .createTable('persons')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'jsonb', (c) => c.notNull())
      .addColumn('function', 'jsonb')
      .addColumn('portrait', 'jsonb')
      .addColumn('biography', 'jsonb')
      .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createTable('person_category_links')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('person_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('person_category_links_pk', ['person_id', 'category_id'])
    .execute();
  await sql`CREATE INDEX person_category_links_category_idx ON person_category_links (category_id)`.execute(
    db,
  );

  await stamps(
    db.schema
      .createTable('venues')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('slug', 'jsonb', (c) => c.notNull())
      .addColumn('address', 'jsonb', (c) => c.notNull())
      .addColumn('description', 'jsonb')
      .addColumn('directions', 'jsonb')
      .addColumn('accessibility', 'jsonb')
      .addColumn('image', 'jsonb')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .alterTable('rooms')
    .addColumn('venue_id', 'integer', (c) => c.references('venues.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('venue_opening_hours')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday BETWEEN 1 AND 7`))
    .addColumn('time_from', 'time', (c) => c.notNull())
    .addColumn('time_to', 'time', (c) => c.notNull())
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('venue_opening_hours_exceptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('time_from', 'time', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('time_to', 'time', (c) => c.notNull().defaultTo('23:59'))
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('note', 'jsonb')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX venue_opening_hours_venue_idx ON venue_opening_hours (venue_id, weekday)`.execute(
    db,
  );
  await sql`CREATE INDEX venue_opening_hours_exceptions_venue_idx
    ON venue_opening_hours_exceptions (venue_id, date)`.execute(db);

  await db.schema
    .alterTable('series')
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('image', 'jsonb')
    .addColumn('subscription', 'jsonb')
    .addColumn('subscription_url', 'text')
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('parent_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('video_url', 'text')
    .execute();
  await sql`CREATE INDEX events_parent_idx ON events (parent_id) WHERE parent_id IS NOT NULL`.execute(db);
  await db.schema.alterTable('productions').addColumn('video_url', 'text').execute();

  // What belongs to exactly one event or one production.
  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
      .addColumn('production_id', 'integer', (c) => c.references('productions.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addCheckConstraint(`${name}_owner`, sql`(event_id IS NULL) <> (production_id IS NULL)`);
  await owned('contributions')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('role', 'jsonb', (c) => c.notNull())
    .execute();
  await owned('works')
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .execute();
  await owned('sponsors')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('sponsor', 'promoter')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('logo', 'jsonb')
    .execute();
  for (const table of ['contributions', 'works', 'sponsors']) {
    await sql`CREATE INDEX ${sql.id(`${table}_event_idx`)} ON ${sql.table(table)} (event_id) WHERE event_id IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.id(`${table}_production_idx`)} ON ${sql.table(table)} (production_id) WHERE production_id IS NOT NULL`.execute(
      db,
    );
  }
  await sql`CREATE INDEX contributions_person_idx ON contributions (person_id)`.execute(db);

  await searchSources(db);

  // The person, venue and series pages keep their data per process against the programme version
  // (docs/decisions/0003-programme.md, "Speed"): every write to what they show bumps it.
  for (const table of PAGE_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version`)} AFTER INSERT OR UPDATE OR DELETE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_programme_version_truncate`)} AFTER TRUNCATE
      ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION foyer_programme_bump()`.execute(db);
  }
}

const PAGE_TABLES = [
  'person_categories',
  'persons',
  'person_category_links',
  'venues',
  'venue_opening_hours',
  'venue_opening_hours_exceptions',
  'contributions',
  'works',
  'sponsors',
];

/** The search index: events by tags, contributors and works; persons and venues as sources. */
async function searchSources(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_event(event_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      e record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'event' AND record_id = event_id;
      SELECT ev.id, ev.name, ev.slug, ev.subtitle, ev.description, ev.date_start, ev.production_id,
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
                e.date_start);
      END LOOP;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_event_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      row_event integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.event_id ELSE NEW.event_id END;
    BEGIN
      IF row_event IS NOT NULL THEN PERFORM foyer_search_index_event(row_event); END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_event_tag_links AFTER INSERT OR DELETE ON event_tag_links
    FOR EACH ROW EXECUTE FUNCTION foyer_search_event_links_changed()`.execute(db);

  await sql`
    CREATE OR REPLACE FUNCTION foyer_search_index_series(series_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      s record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'series' AND record_id = series_id;
      SELECT * INTO s FROM series WHERE id = series_id AND is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        VALUES ('series', s.id, l, foyer_localised(s.name, l),
                concat_ws(' ', foyer_plain(foyer_localised(s.description, l)),
                          foyer_plain(foyer_localised(s.subscription, l))),
                '/' || l || '/series/' || foyer_localised(s.slug, l) || '/' || s.id,
                NULL);
      END LOOP;
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION foyer_search_index_person(person_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      p record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'person' AND record_id = person_id;
      SELECT * INTO p FROM persons WHERE id = person_id AND is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        VALUES ('person', p.id, l, p.name,
                concat_ws(' ', foyer_localised(p.function, l),
                          (SELECT string_agg(foyer_localised(c.name, l), ' ')
                             FROM person_category_links k JOIN person_categories c ON c.id = k.category_id
                            WHERE k.person_id = p.id),
                          foyer_plain(foyer_localised(p.biography, l))),
                '/' || l || '/team/' || foyer_localised(p.slug, l) || '/' || p.id,
                NULL);
      END LOOP;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
    BEGIN
      PERFORM foyer_search_index_person(changed);
      IF TG_OP = 'UPDATE' THEN
        PERFORM foyer_search_index_event(ev.id) FROM events ev
          WHERE EXISTS (SELECT 1 FROM contributions c WHERE c.person_id = changed
                          AND (c.event_id = ev.id OR c.production_id = ev.production_id));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_persons AFTER INSERT OR UPDATE OR DELETE ON persons
    FOR EACH ROW EXECUTE FUNCTION foyer_search_persons_changed()`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_person_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM foyer_search_index_person(CASE WHEN TG_OP = 'DELETE' THEN OLD.person_id ELSE NEW.person_id END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_person_category_links AFTER INSERT OR DELETE ON person_category_links
    FOR EACH ROW EXECUTE FUNCTION foyer_search_person_links_changed()`.execute(db);
  // A contribution or work changes what its event (or its production's events) is found by.
  await sql`
    CREATE FUNCTION foyer_search_owned_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      r record;
    BEGIN
      IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
      IF r.event_id IS NOT NULL THEN
        PERFORM foyer_search_index_event(r.event_id);
      ELSE
        PERFORM foyer_search_index_event(ev.id) FROM events ev WHERE ev.production_id = r.production_id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['contributions', 'works']) {
    await sql`
      CREATE TRIGGER ${sql.id(`search_${table}`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION foyer_search_owned_changed()`.execute(db);
  }

  await sql`
    CREATE FUNCTION foyer_search_index_venue(venue_id integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      v record;
      l text;
    BEGIN
      DELETE FROM search_documents WHERE type = 'venue' AND record_id = venue_id;
      SELECT * INTO v FROM venues WHERE id = venue_id AND is_online;
      IF NOT FOUND THEN RETURN; END IF;
      FOREACH l IN ARRAY ARRAY['de', 'en'] LOOP
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        VALUES ('venue', v.id, l, foyer_localised(v.name, l),
                concat_ws(' ', v.address ->> 'street', v.address ->> 'postal_code', v.address ->> 'city',
                          (SELECT string_agg(foyer_localised(r.name, l), ' ') FROM rooms r WHERE r.venue_id = v.id),
                          foyer_plain(foyer_localised(v.description, l))),
                '/' || l || '/venues/' || foyer_localised(v.slug, l) || '/' || v.id,
                NULL);
      END LOOP;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_venues_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM foyer_search_index_venue(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_venues AFTER INSERT OR UPDATE OR DELETE ON venues
    FOR EACH ROW EXECUTE FUNCTION foyer_search_venues_changed()`.execute(db);
  await sql`
    CREATE FUNCTION foyer_search_rooms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND OLD.venue_id IS NOT NULL THEN PERFORM foyer_search_index_venue(OLD.venue_id); END IF;
      IF TG_OP <> 'DELETE' AND NEW.venue_id IS NOT NULL THEN PERFORM foyer_search_index_venue(NEW.venue_id); END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER search_rooms_venue AFTER INSERT OR UPDATE OR DELETE ON rooms
    FOR EACH ROW EXECUTE FUNCTION foyer_search_rooms_changed()`.execute(db);

  // Existing events are found by their tags from now on.
  await sql`SELECT foyer_search_index_event(id) FROM events`.execute(db);
  await sql`SELECT foyer_search_index_series(id) FROM series`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['search_rooms_venue', 'rooms'],
    ['search_event_tag_links', 'event_tag_links'],
  ]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger as string)} ON ${sql.table(table as string)}`.execute(
      db,
    );
  }
  for (const table of [
    'sponsors',
    'works',
    'contributions',
    'venue_opening_hours_exceptions',
    'venue_opening_hours',
    'person_category_links',
    'persons',
    'person_categories',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)} CASCADE`.execute(db);
  }
  await sql`ALTER TABLE rooms DROP COLUMN IF EXISTS venue_id`.execute(db);
  await sql`DROP TABLE IF EXISTS venues CASCADE`.execute(db);
  await sql`DELETE FROM search_documents WHERE type IN ('person', 'venue')`.execute(db);
}
