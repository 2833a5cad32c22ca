import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
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
import type { Database, Localised } from '../schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates and days are those of the venue (spec: programme §3, issue 3 "Europe/Berlin"). */
export const VENUE_ZONE = 'Europe/Berlin';
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
  /** `YYYY-MM-DD`: events starting on or after this Berlin day. */
  date: string;
}

/** Today in Berlin as `YYYY-MM-DD` (spec: programme §4 "the date defaults to today"). */
export const venueToday = (now: Date = new Date()) => dayjs(now).tz(VENUE_ZONE).format('YYYY-MM-DD');

/** The instant a Berlin day begins (handles the 23- and 25-hour days of a clock change). */
export const dayStart = (day: string) => dayjs.tz(day, VENUE_ZONE).toDate();

/** An instant written in Berlin time with its offset, e.g. `2026-11-23T19:30:00+01:00`. */
export const withOffset = (date: Date) => dayjs(date).tz(VENUE_ZONE).format('YYYY-MM-DDTHH:mm:ssZ');

const text = (value: Localised | null | undefined, locale: Locale) =>
  value ? (value[locale] ?? value.de) : '';

// biome-ignore lint/suspicious/noExplicitAny: the filter helper applies to any select over events
type EventsQuery = SelectQueryBuilder<Database, 'events', any>;

/** The filters of spec programme §3 as SQL; an unknown id simply matches nothing. */
function applyFilter<Q extends EventsQuery>(query: Q, filter: Omit<EventFilter, 'date'>): Q {
  let q = query.where('events.is_online', '=', true) as Q;
  if (filter.room !== undefined) q = q.where('events.room_id', '=', filter.room) as Q;
  if (filter.series !== undefined) q = q.where('events.series_id', '=', filter.series) as Q;
  if (filter.genre !== undefined) q = q.where('events.genre_id', '=', filter.genre) as Q;
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

/** One page of the programme from the filter's day on, in start order (spec: programme §7). */
export async function listEvents(
  db: Db,
  locale: Locale,
  filter: EventFilter,
  page: number,
  pageSize: number,
): Promise<{ count: number; results: EventItem[] }> {
  const from = dayStart(filter.date);
  const base = applyFilter(db.selectFrom('events'), filter).where('events.date_start', '>=', from);
  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    base
      .selectAll('events')
      .orderBy('events.date_start')
      .orderBy('events.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { count: Number(countRow?.count ?? 0), results: await toEventItems(db, locale, rows) };
}

/** One event by id, or undefined (offline events are not shown). */
export async function findEvent(db: Db, locale: Locale, id: number): Promise<EventItem | undefined> {
  const row = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', id)
    .where('is_online', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await toEventItems(db, locale, [row]))[0];
}

type EventRow = Selectable<Database['events']>;

/** Joins the option names, tags and the ticketing data of a page of events in a few queries. */
async function toEventItems(db: Db, locale: Locale, rows: EventRow[]): Promise<EventItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const distinct = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const names = async (table: 'rooms' | 'series' | 'genres', wanted: number[]) =>
    new Map(
      wanted.length === 0
        ? []
        : (await db.selectFrom(table).select(['id', 'name']).where('id', 'in', wanted).execute()).map(
            (row) => [row.id, { id: row.id, name: text(row.name, locale) }] as const,
          ),
    );
  const typeIds = distinct(rows.map((row) => row.exhibition_type_id));
  const [rooms, series, genres, types, tagRows, groupRows, priceRows, slotRows] = await Promise.all([
    names('rooms', distinct(rows.map((row) => row.room_id))),
    names('series', distinct(rows.map((row) => row.series_id))),
    names('genres', distinct(rows.map((row) => row.genre_id))),
    typeIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('exhibition_types').select(['id', 'name', 'slug']).where('id', 'in', typeIds).execute(),
    db
      .selectFrom('event_tag_links')
      .innerJoin('event_tags', 'event_tags.id', 'event_tag_links.tag_id')
      .select(['event_tag_links.event_id', 'event_tags.id', 'event_tags.name'])
      .where('event_tag_links.event_id', 'in', ids)
      .orderBy('event_tags.position')
      .execute(),
    db.selectFrom('seat_groups').selectAll().where('event_id', 'in', ids).orderBy('position').execute(),
    db
      .selectFrom('prices')
      .innerJoin('seat_groups', 'seat_groups.id', 'prices.seat_group_id')
      .select([
        'prices.id',
        'prices.sale_type_id',
        'prices.text',
        'prices.amount',
        'seat_groups.seat_group',
        'seat_groups.event_id',
        'seat_groups.id as group_id',
      ])
      .where('seat_groups.event_id', 'in', ids)
      .orderBy('seat_groups.position')
      .orderBy('prices.position')
      .execute(),
    db.selectFrom('timeslots').selectAll().where('event_id', 'in', ids).orderBy('position').execute(),
  ]);
  const typeById = new Map(
    types.map((row) => [
      row.id,
      { slug: row.slug.de, name: text(row.name, locale) } satisfies ExhibitionType,
    ]),
  );
  const group = <T, K>(items: T[], key: (item: T) => K) => {
    const map = new Map<K, T[]>();
    for (const item of items) {
      const list = map.get(key(item));
      if (list) list.push(item);
      else map.set(key(item), [item]);
    }
    return map;
  };
  const tagsByEvent = group(tagRows, (row) => row.event_id);
  const pricesByGroup = group(priceRows, (row) => row.group_id);
  const groupsByEvent = group(groupRows, (row) => row.event_id);
  const slotsByEvent = group(slotRows, (row) => row.event_id);

  return rows.map((row): EventItem => {
    const slug = text(row.slug, locale);
    const timeslots: Timeslot[] = (slotsByEvent.get(row.id) ?? []).map((slot) => ({
      id: slot.id,
      time_start: slot.time_start,
      status: slot.status,
      block_id: slot.block_id,
    }));
    const seatGroups: SeatGroup[] = (groupsByEvent.get(row.id) ?? []).map((seatGroup) => ({
      id: seatGroup.id,
      seat_group: seatGroup.seat_group,
      status: seatGroup.status,
      text: text(seatGroup.text, locale),
      capacity: seatGroup.capacity,
      prices: (pricesByGroup.get(seatGroup.id) ?? []).map(
        (price): Price => ({
          id: price.id,
          seat_group: price.seat_group,
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
      slug,
      url: `/${locale}/programm/${slug}/${row.id}`,
      subtitle: text(row.subtitle, locale),
      description: text(row.description, locale),
      important_info: text(row.important_info, locale),
      date_start: withOffset(row.date_start),
      date_end: row.date_end ? withOffset(row.date_end) : null,
      room: row.room_id !== null ? (rooms.get(row.room_id) ?? null) : null,
      exhibition_type:
        row.exhibition_type_id !== null ? (typeById.get(row.exhibition_type_id) ?? null) : null,
      series: row.series_id !== null ? (series.get(row.series_id) ?? null) : null,
      genre: row.genre_id !== null ? (genres.get(row.genre_id) ?? null) : null,
      tags: (tagsByEvent.get(row.id) ?? []).map((tag) => ({ id: tag.id, name: text(tag.name, locale) })),
      production_id: row.production_id,
      event_type_new: row.event_type,
      id_jet: row.id_jet,
      ticketUrl: row.ticket_url,
      status: row.status,
      images: row.images.map(
        (image): EventImage => ({
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
        }),
      ),
      seat_groups: seatGroups,
      prices: seatGroups.flatMap((seatGroup) => seatGroup.prices),
      timeslots,
    };
  });
}

/**
 * The Berlin days with an event from the first of the filter day's month on, for the calendar
 * (spec: programme §7 "GET /api/calendar/ … available dates").
 */
export async function eventDays(db: Db, filter: EventFilter): Promise<string[]> {
  const from = dayStart(dayjs.tz(filter.date, VENUE_ZONE).startOf('month').format('YYYY-MM-DD'));
  const day = sql<string>`to_char(events.date_start at time zone ${sql.lit(VENUE_ZONE)}, 'YYYY-MM-DD')`;
  const rows = await applyFilter(db.selectFrom('events'), filter)
    .where('events.date_start', '>=', from)
    .select(day.as('day'))
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => row.day);
}

/** Option list of a filter, in the editors' order (spec: programme §3 Filter). */
export async function loadOptions(
  db: Db,
  table: 'rooms' | 'event_tags' | 'series' | 'genres',
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
