import type { EventFilterName, EventItem, Teaser } from '../contract/events';
import { berlinWallClock } from './berlin-clock';

/** Days and times are the venue's (issue 3 "Dates and times in Europe/Berlin"). */
export const VENUE_ZONE = 'Europe/Berlin';
export const FILTER_NAMES: readonly EventFilterName[] = ['room', 'type', 'tag', 'series', 'genre'];

/** The selected value per filter: empty (null) or an id; exhibition types use their slug. */
export type EventFilterValues = Record<EventFilterName, number | string | null>;
export const EMPTY_FILTER: EventFilterValues = {
  room: null,
  type: null,
  tag: null,
  series: null,
  genre: null,
};

/** Today as `YYYY-MM-DD` in Berlin (spec: programme §4 "the date defaults to today"). */
/** The event detail page's path (spec: programme §2 `/{locale}/programm/{slug}/{id}`). */
export function eventPath(locale: string, slug: string, id: number): string {
  return `/${locale}/programm/${encodeURIComponent(slug)}/${id}`;
}

export const berlinToday = (now: Date) => berlinDay(now.toISOString());
/** The Berlin day of an instant, whatever offset it was written with. */
export function berlinDay(instant: string): string {
  const parts = berlinWallClock(instant);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : 'Invalid Date';
}

/** `YYYY-MM-DD` → `DD-MM-YYYY`, the address form (spec: programme §2). */
export const toAddressDate = (day: string) => day.split('-').reverse().join('-');
/** `DD-MM-YYYY` → `YYYY-MM-DD`, or null for anything that is not a real day. */
export function fromAddressDate(text: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  const [year, month, date] = [Number(match[3]), Number(match[2]), Number(match[1])];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
    ? day
    : null;
}

export interface AddressState {
  filter: EventFilterValues;
  /** `YYYY-MM-DD` or null for "today" (the default). */
  date: string | null;
  overlay: boolean;
}

/**
 * Reads the address query (spec: programme §2 "On first load the query is read and the matching
 * filters and date are restored; a numeric value becomes a number"). Unknown keys are ignored.
 */
export function stateFromQuery(search: string | URLSearchParams): AddressState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filter = { ...EMPTY_FILTER };
  for (const name of FILTER_NAMES) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    filter[name] = /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  const date = params.get('date');
  return {
    filter,
    date: date ? fromAddressDate(date) : null,
    overlay: params.get('overlay') === 'true',
  };
}

/**
 * Writes the address query: keys are the filter names, `date` (DD-MM-YYYY) and `overlay`; empty
 * values are left out (spec: programme §2). The default date (today) is not written.
 */
export function queryFromState(state: AddressState, today: string): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = state.filter[name];
    if (value !== null && value !== '') params.set(name, String(value));
  }
  if (state.date && state.date !== today) params.set('date', toAddressDate(state.date));
  if (state.overlay) params.set('overlay', 'true');
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const countFilters = (filter: EventFilterValues) =>
  FILTER_NAMES.filter((name) => filter[name] !== null && filter[name] !== '').length;

/** Filtered: any filter has a value or the date differs from today (spec: programme §4). */
export const isFiltered = (filter: EventFilterValues, date: string | null, today: string) =>
  countFilters(filter) > 0 || (date !== null && date !== today);

/**
 * Reset filter shows only with more than one filter set, or one filter plus a non-default date
 * (spec: programme §2, §5).
 */
export function showResetFilter(filter: EventFilterValues, date: string | null, today: string): boolean {
  const count = countFilters(filter);
  const otherDate = date !== null && date !== today;
  return count > 1 || (count === 1 && otherDate);
}

/**
 * The page guard (spec: programme §4): a page request is ignored unless the page is higher than the
 * current one or a reset is asked, and never while a load is in progress (except a reset).
 */
export function acceptPageRequest(
  current: number,
  requested: number,
  reset: boolean,
  loading: boolean,
): boolean {
  if (reset) return true;
  if (loading) return false;
  return requested > current;
}

export interface TeaserItem extends Teaser {
  xtype: 'teaser';
  date_start: string;
}
export type ListItem = EventItem | TeaserItem;

/** A teaser sits at the end of its position day (spec: programme §3 Event teaser). */
export function teaserStart(position: string): string {
  // Berlin is at +01:00 or +02:00, and a clock change happens in the early morning, so 23:59:59
  // has one offset: if it is 23 o'clock in Berlin at 23:59:59+01:00, winter time applies.
  const winter = berlinWallClock(`${position}T23:59:59+01:00`)?.hour === '23';
  return `${position}T23:59:59${winter ? '+01:00' : '+02:00'}`;
}

/**
 * Merges teasers into an unfiltered list (spec: programme §2 "Unfiltered lists also show
 * teasers"). A teaser only shows once the list reaches its day (or the list is complete), so it
 * never jumps ahead of events still to load. Filtered lists get no teasers.
 */
export function interleaveTeasers(
  events: EventItem[],
  teasers: Teaser[],
  options: { filtered: boolean; complete: boolean; from: string },
): ListItem[] {
  if (options.filtered || teasers.length === 0) return events;
  const lastDay = events.length > 0 ? berlinDay(events[events.length - 1]?.date_start ?? '') : options.from;
  const placed: TeaserItem[] = teasers
    .filter((teaser) => teaser.position >= options.from && (options.complete || teaser.position <= lastDay))
    .map((teaser) => ({ ...teaser, xtype: 'teaser', date_start: teaserStart(teaser.position) }));
  const items: ListItem[] = [...events, ...placed];
  return items
    .map((item, index) => ({ item, index, at: Date.parse(item.date_start) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ item }) => item);
}

export interface DayGroup {
  /** `YYYY-MM-DD` in Berlin. */
  day: string;
  items: ListItem[];
}

/**
 * Groups by Berlin day (a clock change never splits or merges days). In a filtered list only the
 * days with a real event remain (spec: programme §2).
 */
export function groupByDay(items: ListItem[], filtered: boolean): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = berlinDay(item.date_start);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return filtered ? groups.filter((group) => group.items.some((item) => item.xtype === 'event')) : groups;
}

/** Kept for the route views until they import it from date-format.ts, the one date formatter. */
export { formatTime } from './date-format';
