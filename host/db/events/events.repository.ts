import dayjs from 'dayjs';
import { type ExpressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type {
  EventImage,
  EventItem,
  ExhibitionType,
  FilterOption,
  Price,
  SeatGroup,
  Teaser,
  Timeslot,
} from '../../../src/contract/events';
import { eventPath } from '../../../src/domain/events';
import type { Database, Localised, StoredImage } from '../schema';
import { dayStart, monthStart, VENUE_ZONE, venueToday, withOffset } from './venue-time';

/** Dates and days are those of the venue (spec: programme §3, issue 3 "Europe/Berlin"). */
export { dayStart, VENUE_ZONE, venueToday, withOffset };
/** The German text that marks the main price (spec: programme §3 Price). */
export const MAIN_PRICE_TEXT = 'Vollpreis';

type Db = Kysely<Database>;

export interface EventFilter {
  room?: number;
  /** Exhibition type slug (either language's slug matches). */
  type?: string;
  tag?: number;
  series?: number;
  genre?: number;
  /** The events of one production (its detail page's dates; not a query name of the events API). */
  production?: number;
  /** The events in the rooms of one venue (its page; migration 0810). */
  venue?: number;
  /** The events a person contributes to, directly or through the production (their page). */
  person?: number;
  /** `YYYY-MM-DD`: events starting on or after this Berlin day. */
  date: string;
}

/** A stored `{ de, en }` value in the asked language, German when it has none; '' when unset. */
export const text = (value: Localised | null | undefined, locale: Locale) =>
  value ? (value[locale] ?? value.de) : '';

/** A stored image as the API's image, in the asked language (spec: programme §3). */
export const toEventImage = (image: StoredImage, locale: Locale): EventImage => ({
  url: image.url,
  alt: text(image.alt, locale),
  ...(image.width ? { width: image.width } : {}),
  ...(image.height ? { height: image.height } : {}),
  ...(image.copyright ? { copyright: image.copyright } : {}),
  thumbnails: {
    small: image.thumbnails?.small ?? image.url,
    medium: image.thumbnails?.medium ?? image.url,
    large: image.thumbnails?.large ?? image.url,
  },
});

// biome-ignore lint/suspicious/noExplicitAny: the filter helper applies to any select over events
type EventsQuery = SelectQueryBuilder<Database, 'events', any>;

/** The filters of spec programme §3 as SQL; an unknown id simply matches nothing. */
function applyFilter<Q extends EventsQuery>(query: Q, filter: Omit<EventFilter, 'date'>): Q {
  let q = query.where('events.is_online', '=', true) as Q;
  if (filter.room !== undefined) q = q.where('events.room_id', '=', filter.room) as Q;
  if (filter.series !== undefined) q = q.where('events.series_id', '=', filter.series) as Q;
  if (filter.genre !== undefined) q = q.where('events.genre_id', '=', filter.genre) as Q;
  if (filter.production !== undefined) q = q.where('events.production_id', '=', filter.production) as Q;
  if (filter.venue !== undefined) {
    const venue = filter.venue;
    q = q.where('events.room_id', 'in', (eb: ExpressionBuilder<Database, 'events'>) =>
      eb.selectFrom('rooms').select('rooms.id').where('rooms.venue_id', '=', venue),
    ) as Q;
  }
  if (filter.person !== undefined) {
    const person = filter.person;
    q = q.where(({ exists, selectFrom }: ExpressionBuilder<Database, 'events'>) =>
      exists(
        selectFrom('contributions')
          .select('contributions.id')
          .where('contributions.person_id', '=', person)
          .where((w) =>
            w.or([
              w('contributions.event_id', '=', w.ref('events.id')),
              w('contributions.production_id', '=', w.ref('events.production_id')),
            ]),
          ),
      ),
    ) as Q;
  }
  if (filter.type !== undefined) {
    const slug = filter.type;
    q = q.where('events.exhibition_type_id', 'in', (eb: ExpressionBuilder<Database, 'events'>) =>
      eb
        .selectFrom('exhibition_types')
        .select('exhibition_types.id')
        .where((w) =>
          w.or([
            w(sql<string>`exhibition_types.slug->>'de'`, '=', slug),
            w(sql<string>`exhibition_types.slug->>'en'`, '=', slug),
          ]),
        ),
    ) as Q;
  }
  if (filter.tag !== undefined) {
    const tag = filter.tag;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('event_tag_links')
          .select('event_tag_links.event_id')
          .whereRef('event_tag_links.event_id', '=', 'events.id')
          .where('event_tag_links.tag_id', '=', tag),
      ),
    ) as Q;
  }
  return q;
}

/**
 * One page of the programme from the filter's day on, in start order (spec: programme §7), in one
 * statement (docs/decisions/0003-programme.md, "Speed"): the matching (id, start) pairs once, their
 * count, the page's events with their option names joined, and their tags, seat groups with
 * prices, and timeslots aggregated per event as JSON. A page past the end has no rows, so only
 * then is the count asked for on its own.
 */
export async function listEvents(
  db: Db,
  locale: Locale,
  filter: EventFilter,
  page: number,
  pageSize: number,
): Promise<{ count: number; results: EventItem[] }> {
  const from = dayStart(filter.date);
  const matched = applyFilter(db.selectFrom('events'), filter)
    .where('events.date_start', '>=', from)
    .select(['events.id', 'events.date_start']);
  const rows = await db
    .with('matched', () => matched)
    .with('page', (qb) =>
      qb
        .selectFrom('matched')
        .select(['matched.id', 'matched.date_start'])
        .orderBy('matched.date_start')
        .orderBy('matched.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    )
    .selectFrom('page')
    .innerJoin('events', 'events.id', 'page.id')
    .selectAll('events')
    .select(sql<string | number>`(select count(*) from matched)`.as('total'))
    .select(detailColumns)
    .orderBy('page.date_start')
    .orderBy('page.id')
    .execute();
  if (rows.length === 0) {
    const row = await db
      .with('matched', () => matched)
      .selectFrom('matched')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), results: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), results: rows.map((row) => toEventItem(row, locale)) };
}

/** One event by id, or undefined (offline events are not shown). */
export async function findEvent(db: Db, locale: Locale, id: number): Promise<EventItem | undefined> {
  const row = await db
    .selectFrom('events')
    .selectAll('events')
    .select(detailColumns)
    .where('events.id', '=', id)
    .where('events.is_online', '=', true)
    .executeTakeFirst();
  return row ? toEventItem(row, locale) : undefined;
}

type EventRow = Selectable<Database['events']>;

export interface NamedJson {
  id: number;
  name: Localised;
}
interface SeatGroupJson {
  id: number;
  seat_group: string;
  status: string;
  text: Localised;
  capacity: number;
  prices: { id: number; sale_type_id: number; text: Localised; amount: string | number }[] | null;
}
interface TimeslotJson {
  id: number;
  time_start: string;
  status: string;
  block_id: number;
}
interface EventDetails {
  room: NamedJson | null;
  series: NamedJson | null;
  genre: NamedJson | null;
  exhibition_type: { name: Localised; slug: Localised } | null;
  tags: NamedJson[] | null;
  seat_groups: SeatGroupJson[] | null;
  timeslots: TimeslotJson[] | null;
}

/**
 * The option names, tags and ticketing data of an event as JSON columns beside its row: correlated
 * subqueries on the per-event indexes (ties in position broken by id, so the order is stable).
 */
function detailColumns(eb: ExpressionBuilder<Database, 'events'>) {
  const named = (table: 'rooms' | 'series' | 'genres', column: 'room_id' | 'series_id' | 'genre_id') =>
    sql<NamedJson | null>`(select json_build_object('id', o.id, 'name', o.name) from ${sql.table(table)} o where o.id = ${eb.ref(`events.${column}`)})`;
  return [
    named('rooms', 'room_id').as('room'),
    named('series', 'series_id').as('series'),
    named('genres', 'genre_id').as('genre'),
    sql<EventDetails['exhibition_type']>`(select json_build_object('name', x.name, 'slug', x.slug)
      from exhibition_types x where x.id = events.exhibition_type_id)`.as('exhibition_type'),
    sql<
      NamedJson[] | null
    >`(select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.position, t.id)
      from event_tag_links l join event_tags t on t.id = l.tag_id where l.event_id = events.id)`.as('tags'),
    sql<SeatGroupJson[] | null>`(select json_agg(json_build_object('id', g.id, 'seat_group', g.seat_group,
        'status', g.status, 'text', g.text, 'capacity', g.capacity,
        'prices', (select json_agg(json_build_object('id', p.id, 'sale_type_id', p.sale_type_id,
            'text', p.text, 'amount', p.amount) order by p.position, p.id)
          from prices p where p.seat_group_id = g.id)) order by g.position, g.id)
      from seat_groups g where g.event_id = events.id)`.as('seat_groups'),
    sql<TimeslotJson[] | null>`(select json_agg(json_build_object('id', s.id, 'time_start', s.time_start,
        'status', s.status, 'block_id', s.block_id) order by s.position, s.id)
      from timeslots s where s.event_id = events.id)`.as('timeslots'),
  ];
}

/** An event row with its JSON columns as the API's event (spec: programme §3 Event). */
function toEventItem(row: EventRow & EventDetails, locale: Locale): EventItem {
  const slug = text(row.slug, locale);
  const named = (value: NamedJson | null) =>
    value ? { id: value.id, name: text(value.name, locale) } : null;
  const timeslots: Timeslot[] = (row.timeslots ?? []).map((slot) => ({
    id: slot.id,
    time_start: slot.time_start,
    status: slot.status,
    block_id: slot.block_id,
  }));
  const seatGroups: SeatGroup[] = (row.seat_groups ?? []).map((seatGroup) => ({
    id: seatGroup.id,
    seat_group: seatGroup.seat_group,
    status: seatGroup.status,
    text: text(seatGroup.text, locale),
    capacity: seatGroup.capacity,
    prices: (seatGroup.prices ?? []).map(
      (price): Price => ({
        id: price.id,
        seat_group: seatGroup.seat_group,
        sale_type_id: price.sale_type_id,
        text: text(price.text, locale),
        amount: Number(price.amount).toFixed(2),
        is_main: price.text.de === MAIN_PRICE_TEXT,
      }),
    ),
    timeslots,
  }));
  return {
    id: row.id,
    xtype: 'event',
    name: text(row.name, locale),
    slug: row.slug,
    url: eventPath(locale, slug, row.id),
    subtitle: text(row.subtitle, locale),
    description: text(row.description, locale),
    important_info: text(row.important_info, locale),
    date_start: withOffset(row.date_start),
    date_end: row.date_end ? withOffset(row.date_end) : null,
    room: named(row.room),
    exhibition_type: row.exhibition_type
      ? ({
          slug: row.exhibition_type.slug.de,
          name: text(row.exhibition_type.name, locale),
        } satisfies ExhibitionType)
      : null,
    series: named(row.series),
    genre: named(row.genre),
    tags: (row.tags ?? []).map((tag) => ({ id: tag.id, name: text(tag.name, locale) })),
    production_id: row.production_id,
    event_type_new: row.event_type,
    id_jet: row.id_jet,
    ticketUrl: row.ticket_url,
    status: row.status,
    images: row.images.map((image) => toEventImage(image, locale)),
    seat_groups: seatGroups,
    prices: seatGroups.flatMap((seatGroup) => seatGroup.prices),
    timeslots,
  };
}

/**
 * The Berlin days with an event from the first of the filter day's month on, for the calendar
 * (spec: programme §7 "GET /api/calendar/ … available dates").
 */
export async function eventDays(db: Db, filter: EventFilter): Promise<string[]> {
  const from = dayStart(monthStart(filter.date));
  // The Berlin day as a date (the expression of the index events_online_start_day_idx, so the
  // unfiltered calendar reads it from the index); only the grouped days are written as text.
  const day = sql<string>`(events.date_start at time zone ${sql.lit(VENUE_ZONE)})::date`;
  const rows = await applyFilter(db.selectFrom('events'), filter)
    .where('events.date_start', '>=', from)
    .select(sql<string>`to_char(${day}, 'YYYY-MM-DD')`.as('day'))
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => row.day);
}

/** Option list of a filter, in the editors' order (spec: programme §3 Filter). */
export async function loadOptions(
  db: Db,
  table: 'rooms' | 'event_tags' | 'series' | 'genres' | 'seasons' | 'production_tags',
  locale: Locale,
): Promise<FilterOption[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', 'slug'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: text(row.name, locale), slug: text(row.slug, locale) }));
}

/** Exhibition types with their (German) slug as the filter id (spec: programme §7). */
export async function loadExhibitionTypes(db: Db, locale: Locale): Promise<ExhibitionType[]> {
  const rows = await db
    .selectFrom('exhibition_types')
    .select(['name', 'slug'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ slug: row.slug.de, name: text(row.name, locale) }));
}

/** The list teasers of a language in position order (spec: programme §3 Event teaser). */
export async function loadTeasers(db: Db, locale: Locale): Promise<Teaser[]> {
  const rows = await db
    .selectFrom('event_teasers')
    .selectAll()
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    // `date` columns come back as Date (node-postgres) or string (PGlite): always a plain day.
    position:
      (row.position as unknown) instanceof Date
        ? dayjs(row.position as unknown as Date).format('YYYY-MM-DD')
        : String(row.position).slice(0, 10),
    style: row.style,
    name: row.name,
    link: row.link || '/',
    preline: row.preline,
    headline: row.headline,
    subline: row.subline,
    link_text: row.link_text,
    image_obj: row.image_obj,
    image_thumbnails: row.image_thumbnails,
  }));
}

/** One event as the editor's event finder lists it (spec: frame §3 "event finder"). */
export interface FinderEvent {
  id: number;
  name: string;
  slug: string;
  /** Start with the venue's offset (ISO 8601), so the popup shows the Berlin date and time. */
  date_start: string;
  room: string | null;
}

/**
 * Online events whose name (in the locale, else German) contains the search text, or whose number
 * is the search text: the upcoming ones first, soonest first, then the past ones, latest first,
 * so two performances of one work are told apart by date and room. One statement: the total
 * comes with the rows (a page past the end asks for it on its own).
 */
export async function findEventsByName(
  db: Db,
  locale: Locale,
  q: string,
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ count: number; results: FinderEvent[] }> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const from = dayStart(venueToday(now));
  const matched = db
    .selectFrom('events')
    .where('events.is_online', '=', true)
    .where((eb) =>
      eb.or([
        eb(sql<string>`coalesce(events.name->>${locale}, events.name->>'de')`, 'ilike', like),
        ...(id === null ? [] : [eb('events.id', '=', id)]),
      ]),
    );
  const rows = await matched
    .leftJoin('rooms', 'rooms.id', 'events.room_id')
    .select(['events.id', 'events.name', 'events.slug', 'events.date_start', 'rooms.name as room'])
    .select(sql<string | number>`count(*) over ()`.as('total'))
    .orderBy(sql`events.date_start < ${from}`)
    .orderBy(sql`case when events.date_start >= ${from} then events.date_start end`)
    .orderBy('events.date_start', 'desc')
    .orderBy('events.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  let count = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) {
    const row = await matched
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    count = Number(row?.count ?? 0);
  }
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      name: text(row.name, locale),
      slug: text(row.slug, locale),
      date_start: withOffset(new Date(row.date_start)),
      room: row.room ? text(row.room, locale) : null,
    })),
  };
}
