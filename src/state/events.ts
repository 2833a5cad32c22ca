import { batch, computed, signal } from '@preact/signals-core';
import { createApiClient } from '../client/api';
import { EVENTS_PAGE_SIZE } from '../contract/constants';
import type {
  CalendarResponse,
  EventFilterName,
  EventItem,
  EventsPage,
  Teaser,
  TeasersResponse,
} from '../contract/events';
import { now } from '../domain/clock';
import {
  acceptPageRequest,
  berlinToday,
  EMPTY_FILTER,
  type EventFilterValues,
  FILTER_NAMES,
  groupByDay,
  interleaveTeasers,
  isFiltered,
  showResetFilter,
} from '../domain/events';
import { eventsFirstPageKey, type FirstPage } from '../domain/first-page';
import { emptyOptionStates, loadOptionsOnce } from './filter-options';
import { widgetOpen } from './widget-open';

/**
 * Events state (spec: programme §3 "Events state"): filter, options per filter with loading
 * flags, availableDates, date, listLoading, page, list, events, teasers, currentEventData,
 * audioOverlay and widgetOpen. Module-level signals shared by every element of the page.
 */
export type { FilterOptionItem, OptionState } from './filter-options';
export const filter = signal<EventFilterValues>({ ...EMPTY_FILTER });
export const options = signal(emptyOptionStates(FILTER_NAMES));
export const availableDates = signal<string[]>([]);
/** `YYYY-MM-DD`; defaults to today on first load (spec: programme §4). */
export const date = signal<string>(berlinToday(now()));
export const listLoading = signal(false);
export const listError = signal(false);
export const page = signal(0);
export const list = signal<EventsPage | null>(null);
export const events = signal<EventItem[]>([]);
export const teasers = signal<Teaser[]>([]);
export const currentEventData = signal<EventItem | null>(null);
export const audioOverlay = signal<{ show: boolean; work: string | null }>({ show: false, work: null });
/** The id of the open booking widget: one signal for the page, shared with the quick-buy store. */
export { widgetOpen };

export const today = signal(berlinToday(now()));
export const filtered = computed(() => isFiltered(filter.value, date.value, today.value));
export const resetVisible = computed(() => showResetFilter(filter.value, date.value, today.value));
export const hasMore = computed(() => Boolean(list.value?.next));
/** How many of the five filters are set: the count on the small screens' Filter button. */
export const activeFilterCount = computed(
  () => FILTER_NAMES.filter((name) => filter.value[name] !== null && filter.value[name] !== '').length,
);
/** Events with teasers (unfiltered only) grouped by Berlin day (spec: programme §2). */
export const dayGroups = computed(() =>
  groupByDay(
    interleaveTeasers(events.value, teasers.value, {
      filtered: filtered.value,
      complete: list.value !== null && !list.value.next,
      from: date.value,
    }),
    filtered.value,
  ),
);

let apiBase = '';
let locale = 'de';
let generation = 0;
/** The first page handed over with the HTML, until the list's first request (see offerFirstPage). */
let firstPage: FirstPage | null = null;

export function configureEvents(settings: { apiBase?: string; locale?: string }): void {
  apiBase = settings.apiBase ?? '';
  locale = settings.locale ?? 'de';
}
const api = () => createApiClient({ apiBase });

/**
 * The list's query: the set filters, and the date only when it is not today (the server's default),
 * so the unfiltered list every visitor opens is one cacheable address.
 */
const filterQuery = () => {
  const query: Record<string, string | number> = {};
  for (const name of FILTER_NAMES) {
    const value = filter.value[name];
    if (value !== null && value !== '') query[name] = value;
  }
  if (date.value !== today.value) query.date = date.value;
  return query;
};

/**
 * The first page the server rendered, handed over with the HTML (src/domain/first-page.ts): the
 * list's next request, if it is for page 1 of the very list the page holds (same filters, day and
 * page size), takes it instead of asking the API. It serves that one request, taken or not, so a
 * later return to the same filters asks the API for current data.
 */
export function offerFirstPage(offered: FirstPage | null): void {
  firstPage = offered;
}

/**
 * `requestEvents` (spec: programme §4): ignored unless the page is higher than the current one or
 * a reset is asked; a reset empties the events first; results are appended on response.
 */
export async function requestEvents({
  page: wanted,
  reset = false,
}: {
  page: number;
  reset?: boolean;
}): Promise<void> {
  if (!acceptPageRequest(page.value, wanted, reset, listLoading.value)) return;
  const mine = ++generation;
  const offered = firstPage;
  firstPage = null;
  if (
    offered &&
    wanted === 1 &&
    offered.key === eventsFirstPageKey(locale, { filter: filter.value, date: date.value })
  ) {
    const response = offered.page as EventsPage;
    batch(() => {
      page.value = 1;
      list.value = response;
      events.value = response.results.map((item) => ({ ...item, xtype: 'event' as const }));
      listLoading.value = false;
      listError.value = false;
    });
    return;
  }
  if (reset) {
    events.value = [];
    list.value = null;
  }
  // A page that fails is asked for again next time (the load-more button retries it).
  const before = reset ? 0 : page.value;
  page.value = wanted;
  listLoading.value = true;
  listError.value = false;
  try {
    const response = await api()<EventsPage>(`/${locale}/api/events/`, {
      query: { ...filterQuery(), page: wanted, page_size: EVENTS_PAGE_SIZE },
    });
    // A newer reset replaced this request: its answer no longer belongs to the list.
    if (mine !== generation) return;
    list.value = response;
    // Events are tagged xtype event on the client (spec: programme §3), teasers xtype teaser.
    events.value = [
      ...events.value,
      ...response.results.map((item) => ({ ...item, xtype: 'event' as const })),
    ];
  } catch {
    if (mine === generation) {
      listError.value = true;
      page.value = before;
    }
  } finally {
    if (mine === generation) listLoading.value = false;
  }
}

export async function requestTeasers(): Promise<void> {
  if (teasers.value.length > 0) return;
  try {
    teasers.value = (await api()<TeasersResponse>(`/${locale}/api/teasers/`)).data;
  } catch {
    teasers.value = [];
  }
}

const OPTION_PATHS: Record<EventFilterName, string> = {
  room: 'rooms',
  type: 'exhibition-types',
  tag: 'event-tags',
  series: 'series',
  genre: 'genres',
};

/** Filter options are loaded once each, then marked not loading (spec: programme §4). */
export function requestOptions(name: EventFilterName): Promise<void> {
  return loadOptionsOnce(options, name, api(), `/${locale}/api/${OPTION_PATHS[name]}/`);
}

export async function requestCalendar(): Promise<void> {
  const { date: _date, ...query } = filterQuery();
  try {
    availableDates.value = (
      await api()<CalendarResponse>('/api/calendar/', { query: { ...query, date: today.value } })
    ).data;
  } catch {
    availableDates.value = [];
  }
}

/** Changing a filter or the date resets the list (spec: programme §4). */
export function setFilter(name: EventFilterName, value: number | string | null): void {
  filter.value = { ...filter.value, [name]: value };
  void requestEvents({ page: 1, reset: true });
  void requestCalendar();
}

export function setDate(day: string | null): void {
  date.value = day ?? today.value;
  void requestEvents({ page: 1, reset: true });
}

export function resetFilters(): void {
  filter.value = { ...EMPTY_FILTER };
  date.value = today.value;
  void requestEvents({ page: 1, reset: true });
  void requestCalendar();
}

/** Restores filters and date without requesting (first load and the back button). */
export function restoreState(state: { filter: EventFilterValues; date: string | null }): void {
  filter.value = { ...state.filter };
  date.value = state.date ?? today.value;
}

export function openWidget(id: string): void {
  widgetOpen.value = id;
}
export function closeWidget(id?: string): void {
  if (id === undefined || widgetOpen.value === id) widgetOpen.value = null;
}

/** Back to the initial state (tests and a fresh element). */
export function resetEventsState(): void {
  generation++;
  firstPage = null;
  filter.value = { ...EMPTY_FILTER };
  today.value = berlinToday(now());
  date.value = today.value;
  listLoading.value = false;
  listError.value = false;
  page.value = 0;
  list.value = null;
  events.value = [];
  teasers.value = [];
  availableDates.value = [];
  widgetOpen.value = null;
  options.value = emptyOptionStates(FILTER_NAMES);
}
