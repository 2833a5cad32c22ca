import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Locale } from '../contract/locales';
import { formatInstant, formatTime, TIME_ZONE } from './date-format';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Display and calendar time zone (spec: frame §9): defined in date-format.ts. */
export { TIME_ZONE };

export const EVENT_LIST_FILTERS = ['none', 'next_3_days', 'weekend'] as const;
export type EventListFilter = (typeof EVENT_LIST_FILTERS)[number];

export interface EventWindow {
  from: Date;
  /** Exclusive end; null = open. */
  to: Date | null;
}

/**
 * The time window of an Event list module (spec: frame §3 Event list: date_from defaults to now,
 * date_to, filters none / next_3_days / weekend), judged in Europe/Berlin:
 * - none: from date_from (or now) until date_to (or open);
 * - next_3_days: from now until the end of the day after tomorrow (today and the next two days);
 * - weekend: the coming weekend, Saturday 00:00 until Monday 00:00; during a weekend, from now
 *   until its Monday 00:00.
 * A date_from in the future is respected by the filters too (the window starts there); past
 * events are never listed.
 */
export function eventListWindow(
  options: { date_from?: string | null; date_to?: string | null; filters?: EventListFilter },
  now: Date,
): EventWindow {
  const given = options.date_from ? new Date(options.date_from) : undefined;
  const start = given && !Number.isNaN(given.getTime()) && given > now ? given : now;
  const local = dayjs(start).tz(TIME_ZONE);
  if (options.filters === 'next_3_days') {
    return { from: start, to: local.startOf('day').add(3, 'day').toDate() };
  }
  if (options.filters === 'weekend') {
    const weekday = local.day(); // 0 Sunday … 6 Saturday
    const saturday =
      weekday === 6
        ? local.startOf('day')
        : weekday === 0
          ? local.startOf('day').subtract(1, 'day')
          : local.startOf('day').add(6 - weekday, 'day');
    const from = new Date(Math.max(saturday.valueOf(), start.getTime()));
    return { from, to: saturday.add(2, 'day').toDate() };
  }
  const until = options.date_to ? new Date(options.date_to) : null;
  return { from: start, to: until && !Number.isNaN(until.getTime()) ? until : null };
}

/** "Sa., 28.11.2026" / "Sat 28 Nov 2026" and "19:30 Uhr" / "19:30" in Europe/Berlin. */
export function formatEventDate(iso: string, locale: Locale): { date: string; time: string } {
  return { date: formatInstant(iso, locale, 'eventDate'), time: formatTime(iso, locale) };
}
