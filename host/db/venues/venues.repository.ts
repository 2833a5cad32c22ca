import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { OpeningHoursToday } from '../../../src/contract/opening-hours';
import type { VenueDetail, VenueItem } from '../../../src/contract/venues';
import { type NamedJson, text, toEventImage } from '../events/events.repository';
import type { Database, Localised, StoredImage, VenueAddress } from '../schema';

type Db = Kysely<Database>;

/** How far ahead a venue's page lists the exceptions of its hours. */
const EXCEPTION_DAYS = 42;

/** A venue's page (spec: frame §2 `/{locale}/venues/{slug}/{id}`). */
export function venuePath(locale: string, slug: string, id: number): string {
  return `/${locale}/venues/${encodeURIComponent(slug)}/${id}`;
}

interface VenueRow {
  id: number;
  name: Localised;
  slug: Localised;
  address: VenueAddress;
  description: Localised | null;
  image: StoredImage | null;
  latitude: number | null;
  longitude: number | null;
  rooms: NamedJson[] | null;
}

const venueColumns = [
  'venues.id',
  'venues.name',
  'venues.slug',
  'venues.address',
  'venues.description',
  'venues.image',
  'venues.latitude',
  'venues.longitude',
  sql<NamedJson[] | null>`(select json_agg(json_build_object('id', r.id, 'name', r.name)
    order by r.position, r.id) from rooms r where r.venue_id = venues.id)`.as('rooms'),
] as const;

function toVenueItem(row: VenueRow, locale: Locale): VenueItem {
  return {
    id: row.id,
    xtype: 'venue',
    name: text(row.name, locale),
    slug: row.slug,
    url: venuePath(locale, text(row.slug, locale), row.id),
    address: row.address,
    description: text(row.description, locale),
    image: row.image ? toEventImage(row.image, locale) : null,
    rooms: (row.rooms ?? []).map((room) => ({ id: room.id, name: text(room.name, locale) })),
    location:
      row.latitude !== null && row.longitude !== null
        ? { lat: Number(row.latitude), lng: Number(row.longitude) }
        : null,
  };
}

/** The online venues in their order (spec: frame §7 `GET /api/venues/`); `ids` keeps those, in that order. */
export async function listVenues(db: Db, locale: Locale, ids?: number[]): Promise<VenueItem[]> {
  if (ids && ids.length === 0) return [];
  let query = db.selectFrom('venues').where('venues.is_online', '=', true).select(venueColumns);
  if (ids) query = query.where('venues.id', 'in', ids);
  const rows = await query.orderBy('venues.position').orderBy('venues.id').execute();
  const items = rows.map((row) => toVenueItem(row as VenueRow, locale));
  return ids ? ids.flatMap((id) => items.filter((item) => item.id === id)) : items;
}

const hhmm = (value: string) => value.slice(0, 5);

/**
 * One venue by id for its page with its weekly hours and the exceptions from `today`
 * (`YYYY-MM-DD`) on; an offline venue only when `withOffline` (staff).
 */
export async function findVenue(
  db: Db,
  locale: Locale,
  id: number,
  today: string,
  withOffline: boolean,
): Promise<(VenueDetail & { is_online: boolean }) | undefined> {
  let query = db
    .selectFrom('venues')
    .where('venues.id', '=', id)
    .select([...venueColumns, 'venues.directions', 'venues.accessibility', 'venues.is_online']);
  if (!withOffline) query = query.where('venues.is_online', '=', true);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const until = dayjs(today).add(EXCEPTION_DAYS, 'day').format('YYYY-MM-DD');
  const [hours, exceptions] = await Promise.all([
    db
      .selectFrom('venue_opening_hours')
      .select(['weekday', 'time_from', 'time_to', 'closed'])
      .where('venue_id', '=', id)
      .orderBy('weekday')
      .orderBy('time_from')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('venue_opening_hours_exceptions')
      .select([sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day'), 'time_from', 'time_to', 'closed', 'note'])
      .where('venue_id', '=', id)
      .where('date', '>=', sql<Date>`${today}::date`)
      .where('date', '<=', sql<Date>`${until}::date`)
      .orderBy('date')
      .orderBy('time_from')
      .execute(),
  ]);
  return {
    ...toVenueItem(row as VenueRow, locale),
    directions: text(row.directions, locale),
    accessibility: text(row.accessibility, locale),
    opening_hours: hours.map((entry) => ({
      weekday: entry.weekday,
      time_from: hhmm(entry.time_from),
      time_to: hhmm(entry.time_to),
      ...(entry.closed ? { closed: true } : {}),
    })),
    opening_hours_exceptions: exceptions.map((entry) => ({
      date: entry.day,
      time_from: hhmm(entry.time_from),
      time_to: hhmm(entry.time_to),
      note: text(entry.note, locale),
      ...(entry.closed ? { closed: true } : {}),
    })),
    is_online: row.is_online,
  };
}

/** A venue's hours of one day as the opening-hours rule reads them (weekday 1 = Monday). */
export function hoursOfDay(venue: VenueDetail, day: string): OpeningHoursToday {
  const weekday = dayjs(day).day() || 7;
  const strip = ({
    time_from,
    time_to,
    closed,
  }: {
    time_from: string;
    time_to: string;
    closed?: boolean;
  }) => ({
    time_from,
    time_to,
    ...(closed ? { closed } : {}),
  });
  return {
    opening_hours: venue.opening_hours.filter((entry) => entry.weekday === weekday).map(strip),
    opening_hours_exceptions: venue.opening_hours_exceptions.filter((entry) => entry.date === day).map(strip),
  };
}

/** The venue a room belongs to (an event's OpeningHours section), if any and online. */
export async function venueIdOfRoom(db: Db, roomId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('rooms')
    .innerJoin('venues', 'venues.id', 'rooms.venue_id')
    .where('rooms.id', '=', roomId)
    .where('venues.is_online', '=', true)
    .select('venues.id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Each room of an online venue with that venue's name and postal address: where an event takes
 * place, for calendar files and structured data (one query for any number of events).
 */
export async function roomPlaces(
  db: Db,
  locale: Locale,
): Promise<Map<number, { name: string; address: VenueAddress; url: string }>> {
  const rows = await db
    .selectFrom('rooms')
    .innerJoin('venues', 'venues.id', 'rooms.venue_id')
    .where('venues.is_online', '=', true)
    .select(['rooms.id as room_id', 'venues.id', 'venues.name', 'venues.slug', 'venues.address'])
    .execute();
  return new Map(
    rows.map((row) => [
      row.room_id,
      {
        name: text(row.name, locale),
        address: row.address,
        url: venuePath(locale, text(row.slug, locale), row.id),
      },
    ]),
  );
}
