import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { type Kysely, sql } from 'kysely';
import type { OpeningHoursEntry, OpeningHoursToday } from '../../../src/contract/opening-hours';
import type { Database } from '../schema';

dayjs.extend(utc);
dayjs.extend(timezone);

const VENUE_TIME_ZONE = 'Europe/Berlin';

/** Today's date and ISO weekday at the venue (spec: DESIGN dates in Europe/Berlin). */
export function venueToday(now: Date): { date: string; weekday: number } {
  const local = dayjs(now).tz(VENUE_TIME_ZONE);
  const weekday = local.day() === 0 ? 7 : local.day();
  return { date: local.format('YYYY-MM-DD'), weekday };
}

/**
 * The instant of a wall-clock time ('HH:MM') on a venue day ('YYYY-MM-DD'), as epoch ms; without
 * a time, the end of that day (the next day's midnight).
 */
export function venueInstant(date: string, time: string | null): number {
  // Day arithmetic on the date alone (UTC), then the wall time in Berlin: a day with a clock change
  // is 23 or 25 hours long.
  if (time === null)
    return dayjs.tz(`${dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD')} 00:00`, VENUE_TIME_ZONE).valueOf();
  return dayjs.tz(`${date} ${time}`, VENUE_TIME_ZONE).valueOf();
}

const toEntry = (row: { time_from: string; time_to: string; closed: boolean }): OpeningHoursEntry => ({
  time_from: row.time_from.slice(0, 5),
  time_to: row.time_to.slice(0, 5),
  ...(row.closed ? { closed: true } : {}),
});

/** The hours of today's weekday and today's exceptions (spec: programme §7 opening-hours-today). */
export async function loadOpeningHoursToday(db: Kysely<Database>, now: Date): Promise<OpeningHoursToday> {
  const today = venueToday(now);
  const [hours, exceptions] = await Promise.all([
    db
      .selectFrom('opening_hours')
      .select(['time_from', 'time_to', 'closed'])
      .where('weekday', '=', today.weekday)
      .orderBy('time_from')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('opening_hours_exceptions')
      .select(['time_from', 'time_to', 'closed'])
      .where('date', '=', sql<Date>`${today.date}::date`)
      .orderBy('time_from')
      .orderBy('position')
      .execute(),
  ]);
  return { opening_hours: hours.map(toEntry), opening_hours_exceptions: exceptions.map(toEntry) };
}
