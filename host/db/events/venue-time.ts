import { berlinOffsetMinutes } from '../../../src/domain/berlin-clock';

/**
 * Berlin wall-clock arithmetic without dayjs's timezone plugin on the hot path (docs/decisions/
 * 0003-programme.md, "Speed"): the profile of the filtered events list showed `dayjs().tz()` as
 * the largest cost of a page (two calls per event, ~80 µs each). The zone's UTC offset comes from
 * the same rule the browser uses (`src/domain/berlin-clock.ts`, tested against ICU's zone data).
 */
export const VENUE_ZONE = 'Europe/Berlin';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall-clock fields of an instant in Berlin, read from a shifted Date's UTC fields. */
function wallClock(ms: number): { local: Date; offset: number } {
  const offset = berlinOffsetMinutes(ms);
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
export const venueToday = (now: Date): string => venueDay(now);

/**
 * The instant a Berlin day (`YYYY-MM-DD`) begins. Berlin's clock changes happen at 02:00/03:00,
 * never at midnight, so the offset an hour either side of midnight is the offset of midnight;
 * the second step settles the one hour where the first guess lands on the other side.
 */
export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  const guess = utcMidnight - berlinOffsetMinutes(utcMidnight) * 60_000;
  return new Date(utcMidnight - berlinOffsetMinutes(guess) * 60_000);
}

/** The first day of the month of a `YYYY-MM-DD` day. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;

/**
 * The instant of a Berlin wall time from a `datetime-local` input (`2027-03-28T20:00`; src/contract/
 * admin.ts `berlinDateTime`): the wall time minus Berlin's offset, checked again at the result (a
 * clock change in between), as `timeslotStart` does.
 */
export function berlinInstant(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0] = value.slice(11, 16).split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = wall - berlinOffsetMinutes(wall) * 60_000;
  return new Date(wall - berlinOffsetMinutes(guess) * 60_000);
}

/** An instant as a `datetime-local` input's value in Berlin time (`2027-03-28T20:00`). */
export const berlinInputValue = (date: Date | string | null): string =>
  date === null ? '' : withOffset(new Date(date)).slice(0, 16);
