/**
 * Berlin wall-clock arithmetic without dayjs's timezone plugin on the hot path (docs/decisions/
 * 0003-programme.md, "Speed"): the profile of the filtered events list showed `dayjs().tz()` as
 * the largest cost of a page (two calls per event, ~80 µs each). The zone's UTC offset comes from
 * the platform's time-zone data (Intl) once per UTC hour and is kept: offsets only change on
 * whole UTC hours in Europe/Berlin, and the kept hours are bounded.
 */
export const VENUE_ZONE = 'Europe/Berlin';

const HOUR = 3_600_000;
const MAX_KEPT_HOURS = 50_000; // ~5.7 years of distinct hours; beyond that the table starts over

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_ZONE, timeZoneName: 'longOffset' });
const offsetByHour = new Map<number, number>();

/** The venue's UTC offset in minutes at an instant (60 in winter, 120 in summer). */
export function venueOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const name = offsetFormat.formatToParts(new Date(hour * HOUR)).find((p) => p.type === 'timeZoneName');
    // 'GMT+01:00', 'GMT-03:30', or 'GMT' for a zero offset.
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
    offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
    if (offsetByHour.size >= MAX_KEPT_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall-clock fields of an instant in Berlin, read from a shifted Date's UTC fields. */
function wallClock(ms: number): { local: Date; offset: number } {
  const offset = venueOffsetMinutes(ms);
  return { local: new Date(ms + offset * 60_000), offset };
}

const dayOf = (local: Date) =>
  `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;

/** An instant written in Berlin time with its offset, e.g. `2026-11-23T19:30:00+01:00`. */
export function withOffset(date: Date): string {
  const { local, offset } = wallClock(date.getTime());
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${dayOf(local)}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The Berlin day of an instant as `YYYY-MM-DD`. */
export const venueDay = (date: Date): string => dayOf(wallClock(date.getTime()).local);

/** Today in Berlin as `YYYY-MM-DD` (spec: programme §4 "the date defaults to today"). */
export const venueToday = (now: Date = new Date()): string => venueDay(now);

/**
 * The instant a Berlin day (`YYYY-MM-DD`) begins. Berlin's clock changes happen at 02:00/03:00,
 * never at midnight, so the offset an hour either side of midnight is the offset of midnight;
 * the second step settles the one hour where the first guess lands on the other side.
 */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  const guess = utcMidnight - venueOffsetMinutes(utcMidnight) * 60_000;
  return new Date(utcMidnight - venueOffsetMinutes(guess) * 60_000);
}

/** The first day of the month of a `YYYY-MM-DD` day. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;
