/**
 * The opening-hours label of the header's top bar (spec: programme §4 Opening-hours label).
 *
 * - early (before the first start): "open from" the start time;
 * - open (from the first start until the last end): "open until" the end time;
 * - late (from the last end) or a closed entry: "Closed".
 * Several ranges: the label spans the first start to the last end and lists the ranges, with
 * minutes of :00 dropped. Exceptions override the normal hours when present. Times are compared
 * as 'HH:MM' strings; the texts (German appends "Uhr") are in src/i18n/de/opening-hours.ts.
 *
 * Pure and free of zod: the header element imports it. Malformed input gives `null` (no label
 * rather than a wrong one: issue 7 "Bad input").
 */

import type { Locale } from '../contract/locales';
import { openingHoursTexts } from '../i18n/opening-hours';
import { berlinWallClock } from './berlin-clock';

export interface OpeningRange {
  time_from: string;
  time_to: string;
  closed?: boolean;
}

export interface OpeningHoursInput {
  opening_hours: readonly OpeningRange[];
  opening_hours_exceptions: readonly OpeningRange[];
}

export type OpeningState = 'early' | 'open' | 'closed';

export interface OpeningLabel {
  state: OpeningState;
  text: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** 'HH:MM' of a valid time, else null. */
export function normaliseTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** '10:00' → '10', '14:30' → '14:30' (multi-range labels drop :00). */
function short(time: string): string {
  return time.endsWith(':00') ? time.slice(0, 2).replace(/^0/, '') : time.replace(/^0/, '');
}

/** The current wall-clock time 'HH:MM' in Europe/Berlin (spec: DESIGN dates in Europe/Berlin). */
export function berlinTime(now: Date): string {
  // Not Intl (nor dayjs' timezone plugin, which uses it): the header is on every page, and the
  // first Intl formatter of a page costs a long task (see berlin-clock.ts).
  const clock = berlinWallClock(now);
  return clock ? `${clock.hour}:${clock.minute}` : '';
}

/**
 * The label for `now` ('HH:MM', Europe/Berlin), or null when the hours are malformed or empty.
 */
/** A range of today as valid 'HH:MM' times. */
interface Span {
  from: string;
  to: string;
}

/** Today's ranges sorted by start, 'closed', or null when the hours are malformed or empty. */
function todaysRanges(input: OpeningHoursInput | null | undefined): Span[] | 'closed' | null {
  if (!input || !Array.isArray(input.opening_hours) || !Array.isArray(input.opening_hours_exceptions))
    return null;
  // Exceptions override the normal hours when present.
  const entries = input.opening_hours_exceptions.length
    ? input.opening_hours_exceptions
    : input.opening_hours;
  if (entries.length === 0) return null;
  if (entries.some((entry) => entry?.closed === true)) return 'closed';
  const ranges: Span[] = [];
  for (const entry of entries) {
    const from = normaliseTime(entry?.time_from);
    const to = normaliseTime(entry?.time_to);
    if (!from || !to || from >= to) return null;
    ranges.push({ from, to });
  }
  return ranges.sort((a, b) => (a.from < b.from ? -1 : 1));
}

/** Opening of the first range and closing of the last ('HH:MM'). */
function dayBounds(ranges: Span[]): { first: string; last: string } {
  const first = ranges[0]?.from as string;
  // Strings, not numbers: 'HH:MM' compares correctly as text (spec: compared as strings).
  const last = ranges
    .map((range) => range.to)
    .sort()
    .at(-1) as string;
  return { first, last };
}

/**
 * The label for `now` ('HH:MM', Europe/Berlin), or null when the hours are malformed or empty.
 */
export function openingHoursLabel(
  input: OpeningHoursInput | null | undefined,
  now: string,
  locale: Locale,
): OpeningLabel | null {
  const current = normaliseTime(now);
  const ranges = todaysRanges(input);
  if (!current || !ranges) return null;
  const t = openingHoursTexts(locale);
  if (ranges === 'closed') return { state: 'closed', text: t('closed') };
  const { first, last } = dayBounds(ranges);
  if (current >= last) return { state: 'closed', text: t('closed') };
  const state: OpeningState = current < first ? 'early' : 'open';
  if (ranges.length === 1) {
    const time = state === 'early' ? first : last;
    return { state, text: t(state === 'early' ? 'from' : 'until', { time }) };
  }
  const list = ranges.map((range) => `${short(range.from)}–${short(range.to)}`).join(', ');
  const time = short(state === 'early' ? first : last);
  return { state, text: t(state === 'early' ? 'fromRanges' : 'untilRanges', { time, ranges: list }) };
}

/**
 * When the label for `now` next changes: the wall-clock time today ('HH:MM', Europe/Berlin) of
 * the opening or the closing, or null when it holds until the day ends (closed, no valid hours).
 * The server puts today's label into the header and this into the page, so the loader knows when
 * a kept copy of the page shows an old label (decision 0157).
 */
export function openingHoursLabelChangesAt(
  input: OpeningHoursInput | null | undefined,
  now: string,
): string | null {
  const current = normaliseTime(now);
  const ranges = todaysRanges(input);
  if (!current || !ranges || ranges === 'closed') return null;
  const { first, last } = dayBounds(ranges);
  if (current >= last) return null;
  return current < first ? first : last;
}
