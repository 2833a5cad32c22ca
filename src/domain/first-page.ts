import { EVENTS_PAGE_SIZE, PRODUCTIONS_PAGE_SIZE } from '../contract/constants';
import type { EventFilterValues } from './events';
import type { ProductionListState } from './productions';

/**
 * The first page of a list, handed to its element with the HTML (issue 14 "no second request for
 * page 1"): the server renders the page's first results as the element's fallback and puts the
 * same answer beside it as data, in a `<script type="application/json" slot="first-page">` child
 * of the element (data, never run, so the CSP's `script-src 'self'` allows it). The element's
 * store takes it instead of asking the API when its key is the query the list is about to ask.
 */
export const FIRST_PAGE_SLOT = 'first-page';

/** A paged answer as the list endpoints give it (spec: programme §3 "paged result"). */
export interface PagedList<Item = unknown> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

export interface FirstPage<Item = unknown> {
  /** What was asked: the endpoint and its query (see `firstPageKey`). */
  key: string;
  page: PagedList<Item>;
}

/**
 * The key of a first page: the endpoint's path and the query with its set values in name order,
 * so the server and the element, each from its own state, write the same text for the same list.
 */
export function firstPageKey(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
    .filter(([, value]) => value !== '')
    .map(([name, value]): [string, string] => [name, String(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/**
 * The programme's first page: its filters, the day it starts at (always written, so a page
 * rendered before midnight is not taken for the next day's list) and the page size.
 */
export const eventsFirstPageKey = (locale: string, state: { filter: EventFilterValues; date: string }) =>
  firstPageKey(`/${locale}/api/events/`, { ...state.filter, date: state.date, page_size: EVENTS_PAGE_SIZE });

/** The productions list's first page: its filters and the day it counts from (`today` when none is chosen). */
export const productionsFirstPageKey = (locale: string, state: ProductionListState, today: string) =>
  firstPageKey(`/${locale}/api/productions/`, {
    ...state.filter,
    date: state.date ?? today,
    page_size: PRODUCTIONS_PAGE_SIZE,
  });

/** The JSON block's text: `<` escaped, so no value can close the script element. */
export const firstPageJson = (firstPage: FirstPage): string =>
  JSON.stringify(firstPage).replace(/</g, '\\u003c');

/** Reads the JSON block's text; null when there is none or it is not a first page. */
export function parseFirstPage(text: string | null | undefined): FirstPage | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { key, page } = value as { key?: unknown; page?: unknown };
  if (typeof key !== 'string' || typeof page !== 'object' || page === null) return null;
  const { count, next, previous, results } = page as Record<string, unknown>;
  const link = (item: unknown) => item === null || typeof item === 'string';
  if (typeof count !== 'number' || !link(next) || !link(previous) || !Array.isArray(results)) return null;
  return { key, page: { count, next: next as string | null, previous: previous as string | null, results } };
}
