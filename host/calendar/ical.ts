import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventStatus } from 'ical-generator';
import type { EventItem } from '../../src/contract/events';
import type { VenueAddress } from '../db/schema';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date of the venue is a Berlin wall-clock time (issue 3 "Dates and times in Europe/Berlin"). */
export const CALENDAR_ZONE = 'Europe/Berlin';

/**
 * Europe/Berlin as a VTIMEZONE (RFC 5545 §3.6.5): the EU rule in force since 1996, last Sunday of
 * March 02:00 → CEST, last Sunday of October 03:00 → CET. Calendar apps need the block to place a
 * `DTSTART;TZID=Europe/Berlin` time; written here rather than pulled from a time-zone database
 * package because the venue has exactly one zone.
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** Where an event takes place: its room's venue (name and postal address), if known. */
export interface EventPlace {
  name: string;
  address: VenueAddress;
}

export interface CalendarOptions {
  /** The calendar's name (a subscription shows it as the calendar's title). */
  name: string;
  /** `SITE_URL`: event URLs and UIDs are built from it, never from request headers. */
  siteUrl: string;
  events: EventItem[];
  /** Room id → its venue; an event without one gets the site's name as its place. */
  places: ReadonlyMap<number, EventPlace>;
  siteName: string;
  /** The instant of the app's one clock (docs/decisions/0012): every DTSTAMP. */
  now: Date;
  /** A feed: how often a subscribed app should fetch it again. */
  refreshSeconds?: number;
}

/** A postal address on one line, as calendar apps and maps read it. */
export const addressLine = (address: VenueAddress) =>
  [address.street, [address.postal_code, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An event without an end takes this long in a calendar (a typical evening). */
const DEFAULT_DURATION_MINUTES = 120;

/**
 * An iCalendar document (RFC 5545) of events: one VEVENT each, times in Europe/Berlin with the
 * zone's VTIMEZONE, the place as venue name and postal address, the event's page as URL. An empty
 * list is a valid, empty calendar (a feed whose filters match nothing).
 */
export function renderCalendar(options: CalendarOptions): string {
  const host = new URL(options.siteUrl).host;
  const calendar = ical({
    name: options.name,
    prodId: { company: options.siteName, product: 'Foyer', language: 'DE' },
    // No calendar-wide name: DTSTAMP stays UTC (RFC 5545 §3.8.7.2); events carry TZID themselves.
    timezone: { name: null, generator: (zone) => (zone === CALENDAR_ZONE ? BERLIN_VTIMEZONE : null) },
    ttl: options.refreshSeconds ?? null,
    x: { 'X-WR-TIMEZONE': CALENDAR_ZONE },
  });
  for (const event of options.events) {
    const start = dayjs(event.date_start).tz(CALENDAR_ZONE);
    const end = event.date_end
      ? dayjs(event.date_end).tz(CALENDAR_ZONE)
      : start.add(DEFAULT_DURATION_MINUTES, 'minute');
    const place = event.room ? options.places.get(event.room.id) : undefined;
    const title = place
      ? [place.name, event.room && event.room.name !== place.name ? event.room.name : null]
          .filter(Boolean)
          .join(', ')
      : (event.room?.name ?? options.siteName);
    const url = options.siteUrl + event.url;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      stamp: dayjs.utc(options.now),
      start,
      end: end.isAfter(start) ? end : start.add(DEFAULT_DURATION_MINUTES, 'minute'),
      timezone: CALENDAR_ZONE,
      summary: event.subtitle ? `${event.name} – ${event.subtitle}` : event.name,
      description: [plain(event.description).slice(0, 500), url].filter(Boolean).join('\n\n'),
      location: place ? { title, address: addressLine(place.address) } : title,
      url,
      // Sold out is still on; only a cancelled date would be CANCELLED (no such status yet).
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
