import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The programme: events with their rooms, types, tags, series, genres and productions, and
// the ticketing data the quick-buy widget shows (seat groups, prices, timeslots).
// Localised texts are jsonb objects `{ "de": …, "en": … }` (spec: frame §1 slug objects).
export async function up(db: Kysely<unknown>): Promise<void> {
  const named = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('slug', 'jsonb', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0));

  await named('rooms').addColumn('capacity', 'integer').execute();
  await named('event_tags').execute();
  await named('series').addColumn('description', 'jsonb').execute();
  await named('genres').execute();
  // Exhibition types are identified by their slug in filters (spec: programme §3 Filter).
  await named('exhibition_types').execute();
  await named('seasons').execute();
  await named('production_tags').execute();

  await db.schema
    .createTable('productions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('slug', 'jsonb', (c) => c.notNull())
    .addColumn('subtitle', 'jsonb')
    .addColumn('description', 'jsonb')
    .addColumn('season_id', 'integer', (c) => c.references('seasons.id').onDelete('set null'))
    .addColumn('exhibition_type_id', 'integer', (c) =>
      c.references('exhibition_types.id').onDelete('set null'),
    )
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('production_tag_links')
    .addColumn('production_id', 'integer', (c) =>
      c.notNull().references('productions.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('production_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('production_tag_links_pk', ['production_id', 'tag_id'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('production_id', 'integer', (c) => c.references('productions.id').onDelete('set null'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('slug', 'jsonb', (c) => c.notNull())
    .addColumn('subtitle', 'jsonb')
    .addColumn('description', 'jsonb')
    .addColumn('important_info', 'jsonb')
    .addColumn('date_start', 'timestamptz', (c) => c.notNull())
    .addColumn('date_end', 'timestamptz')
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id').onDelete('set null'))
    .addColumn('exhibition_type_id', 'integer', (c) =>
      c.references('exhibition_types.id').onDelete('set null'),
    )
    .addColumn('series_id', 'integer', (c) => c.references('series.id').onDelete('set null'))
    .addColumn('genre_id', 'integer', (c) => c.references('genres.id').onDelete('set null'))
    .addColumn('event_type', 'text', (c) => c.notNull().defaultTo('performance'))
    // Identifier of the event at the ticketing provider (spec: programme §3 id_jet).
    .addColumn('id_jet', 'text', (c) => c.notNull().unique())
    .addColumn('ticket_url', 'text')
    // '0' means sold out / not bookable (spec: programme §4 "status 0").
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('events_date_start_idx').on('events').column('date_start').execute();
  for (const column of ['room_id', 'exhibition_type_id', 'series_id', 'genre_id', 'production_id']) {
    await db.schema
      .createIndex(`events_${column}_date_idx`)
      .on('events')
      .columns([column, 'date_start'])
      .execute();
  }
  await db.schema
    .createTable('event_tag_links')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('event_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_tag_links_pk', ['event_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('event_tag_links_tag_idx')
    .on('event_tag_links')
    .columns(['tag_id', 'event_id'])
    .execute();

  // Ticketing data per event (spec: programme §3 Seat group, Price, Timeslot).
  await db.schema
    .createTable('seat_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    // The provider's code of the seat group ("seat_group" in the spec's payloads).
    .addColumn('seat_group', 'text', (c) => c.notNull())
    .addColumn('text', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('seat_groups_event_code_unique', ['event_id', 'seat_group'])
    .execute();
  await db.schema
    .createTable('prices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seat_group_id', 'integer', (c) =>
      c.notNull().references('seat_groups.id').onDelete('cascade'),
    )
    .addColumn('sale_type_id', 'integer', (c) => c.notNull())
    // The German text 'Vollpreis' marks the main price; all others are discounts (spec: programme §3 Price).
    .addColumn('text', 'jsonb', (c) => c.notNull())
    .addColumn('amount', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('prices_group_sale_type_unique', ['seat_group_id', 'sale_type_id'])
    .execute();
  await db.schema
    .createTable('timeslots')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('time_start', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('block_id', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('timeslots_event_block_unique', ['event_id', 'block_id'])
    .execute();

  // List teasers interleaved into the unfiltered programme (spec: programme §3 Event teaser).
  await db.schema
    .createTable('event_teasers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('position', 'date', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull().defaultTo('style1'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo('/'))
    .addColumn('preline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('subline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_obj', 'jsonb')
    .addColumn('image_thumbnails', 'jsonb')
    .execute();
}
