import { batch, computed, signal } from '@preact/signals-core';
import { createApiClient } from '../client/api';
import type { ProductionFilterName, ProductionItem, ProductionsPage } from '../contract/productions';
import { now } from '../domain/clock';
import { acceptPageRequest, berlinToday } from '../domain/events';
import { type FirstPage, productionsFirstPageKey } from '../domain/first-page';
import {
  EMPTY_PRODUCTION_FILTER,
  isProductionListFiltered,
  PRODUCTION_FILTERS,
  type ProductionFilterValues,
  type ProductionListState,
  productionsQuery,
} from '../domain/productions';
import { emptyOptionStates, loadOptionsOnce } from './filter-options';

/**
 * Production list state (spec: programme §3 "Production list state"): filter, options per filter
 * with their loading flags, date, listLoading, page, list (count, next, previous, results) and the
 * accumulated productions. Module-level signals (CONVENTIONS: State); written only through the
 * actions below. availableDates of the spec is not kept: no endpoint gives the productions' days.
 *
 * Imports from src/contract are types only: the element's chunk carries no zod.
 */
export const filter = signal<ProductionFilterValues>({ ...EMPTY_PRODUCTION_FILTER });
export const options = signal(emptyOptionStates(PRODUCTION_FILTERS));
/** `YYYY-MM-DD`, or null when no date is chosen (the server counts from today). */
export const date = signal<string | null>(null);
export const listLoading = signal(false);
/** The last list request failed; the list keeps what it had (spec: programme §8 "Other list failures"). */
export const listError = signal(false);
/** The last page asked for; 0 before the first request. */
export const page = signal(0);
export const list = signal<ProductionsPage | null>(null);
export const productions = signal<ProductionItem[]>([]);

export const filtered = computed(() => isProductionListFiltered({ filter: filter.value, date: date.value }));
export const hasMore = computed(() => Boolean(list.value?.next));

let apiBase = '';
let locale = 'de';
/** Counts list requests: an answer whose number is not the latest belongs to an older list. */
let generation = 0;
/** The first page handed over with the HTML, until the list's first request (see offerFirstPage). */
let firstPage: FirstPage | null = null;

export function configureProductions(settings: { apiBase?: string; locale?: string }): void {
  apiBase = settings.apiBase ?? '';
  locale = settings.locale ?? 'de';
}
const api = () => createApiClient({ apiBase });

const currentState = (): ProductionListState => ({ filter: filter.value, date: date.value });

/**
 * The first page the server rendered, handed over with the HTML (src/domain/first-page.ts): the
 * list's next request, if it is for page 1 of the very list the page holds (same filters and day),
 * takes it instead of asking the API. It serves that one request, taken or not.
 */
export function offerFirstPage(offered: FirstPage | null): void {
  firstPage = offered;
}

/**
 * `requestProductions` (spec: programme §4 Productions list; R-PROD-4): a request for page n is
 * ignored unless n is above the current page or a reset is asked (and, as for the events, while a
 * page is loading); a reset clears the accumulated productions; the page is stored and listLoading
 * set, and on response the results are appended. A reset makes every older request's answer stale.
 * A failed page gives its number back, so the next request asks for it again.
 */
export async function requestProductions({
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
    offered.key === productionsFirstPageKey(locale, currentState(), berlinToday(now()))
  ) {
    const response = offered.page as ProductionsPage;
    batch(() => {
      page.value = 1;
      list.value = response;
      productions.value = response.results;
      listLoading.value = false;
      listError.value = false;
    });
    return;
  }
  const before = reset ? 0 : page.value;
  if (reset) {
    productions.value = [];
    list.value = null;
  }
  page.value = wanted;
  listLoading.value = true;
  listError.value = false;
  try {
    const response = await api()<ProductionsPage>(`/${locale}/api/productions/`, {
      query: productionsQuery(currentState(), wanted),
    });
    if (mine !== generation) return;
    list.value = response;
    productions.value = [...productions.value, ...response.results];
  } catch {
    if (mine !== generation) return;
    listError.value = true;
    page.value = before;
  } finally {
    if (mine === generation) listLoading.value = false;
  }
}

/** The next page, when there is one and nothing is loading (load more and the scroll trigger). */
export function requestNextPage(): void {
  if (listLoading.value) return;
  if (list.value === null) void requestProductions({ page: 1, reset: true });
  else if (list.value.next) void requestProductions({ page: page.value + 1 });
}

/** Option lists (spec: programme §7 "GET /api/seasons/, /api/production-tags/", "/api/exhibition-types/"). */
const OPTION_PATHS: Record<ProductionFilterName, string> = {
  season: 'seasons',
  exhibition_type: 'exhibition-types',
  tag: 'production-tags',
};

/**
 * Filter options load once each, guarded by their loading flag (spec: programme §4; R-PROD-3).
 * Locale-prefixed like the programme's, so the names come in the page's language.
 */
export function requestOptions(name: ProductionFilterName): Promise<void> {
  return loadOptionsOnce(options, name, api(), `/${locale}/api/${OPTION_PATHS[name]}/`);
}

/** A filter or date change resets the list and loads page 1 (spec: programme §4; R-PROD-5). */
export function setFilter(name: ProductionFilterName, value: number | string | null): void {
  if (filter.value[name] === value) return;
  filter.value = { ...filter.value, [name]: value };
  void requestProductions({ page: 1, reset: true });
}

export function setDate(day: string | null): void {
  if (date.value === day) return;
  date.value = day;
  void requestProductions({ page: 1, reset: true });
}

export function resetFilters(): void {
  filter.value = { ...EMPTY_PRODUCTION_FILTER };
  date.value = null;
  void requestProductions({ page: 1, reset: true });
}

/** Sets filters and date without requesting (the element's attributes on first load). */
export function restoreProductionState(state: ProductionListState): void {
  filter.value = { ...state.filter };
  date.value = state.date;
}

/** Back to the initial state (tests and a fresh element). */
export function resetProductionsState(): void {
  generation++;
  firstPage = null;
  filter.value = { ...EMPTY_PRODUCTION_FILTER };
  options.value = emptyOptionStates(PRODUCTION_FILTERS);
  date.value = null;
  listLoading.value = false;
  listError.value = false;
  page.value = 0;
  list.value = null;
  productions.value = [];
}
