import type { Locale } from '../contract/common';
import type { ProductionFilterName, ProductionItem } from '../contract/productions';
import { nameDay } from './date-format';
import { berlinDay, fromAddressDate, toAddressDate } from './events';

/**
 * The production filters (spec: programme §3 Filter "Production filters: season, exhibition_type,
 * tag"). The contract's PRODUCTION_FILTER_NAMES would bring zod into the element's chunk, so the
 * names are repeated here; `productions.test.ts` checks that both lists agree.
 */
export const PRODUCTION_FILTERS = [
  'season',
  'exhibition_type',
  'tag',
] as const satisfies readonly ProductionFilterName[];

/** The selected value per filter: empty (null) or an id; exhibition types use their slug (R-API-39). */
export type ProductionFilterValues = Record<ProductionFilterName, number | string | null>;
export const EMPTY_PRODUCTION_FILTER: ProductionFilterValues = {
  season: null,
  exhibition_type: null,
  tag: null,
};

export interface ProductionListState {
  filter: ProductionFilterValues;
  /** `YYYY-MM-DD`, or null: no date asked (the server then counts from today). */
  date: string | null;
}

/** A filter value as the address or an attribute writes it: digits become a number (spec: programme §2). */
export function filterValue(raw: string | null | undefined): number | string | null {
  const text = raw?.trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** A date as the address (`DD-MM-YYYY`) or the date input (`YYYY-MM-DD`) writes it, or null. */
export function dayValue(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return fromAddressDate(toAddressDate(text));
  return fromAddressDate(text);
}

/**
 * The list's API query (spec: programme §7 "query season, exhibition_type, tag, date, page";
 * R-PROD-6): the set filters, the date when one is chosen, and the page. Empty values are left
 * out, as the API refuses an empty id.
 */
export function productionsQuery(state: ProductionListState, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const name of PRODUCTION_FILTERS) {
    const value = state.filter[name];
    if (value !== null && value !== '') query[name] = value;
  }
  if (state.date) query.date = state.date;
  query.page = page;
  return query;
}

/**
 * The page address for a state: the API's query names, the date written `DD-MM-YYYY` as on the
 * programme page (spec: programme §2), empty values removed. Keys that are not the list's (a
 * campaign parameter) stay; `page` goes, as the element always starts at page 1 (R-PROD-2).
 */
export function productionsAddress(search: string, state: ProductionListState): string {
  const params = new URLSearchParams(search);
  for (const key of [...PRODUCTION_FILTERS, 'date', 'page']) params.delete(key);
  for (const name of PRODUCTION_FILTERS) {
    const value = state.filter[name];
    if (value !== null && value !== '') params.set(name, String(value));
  }
  if (state.date) params.set('date', toAddressDate(state.date));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Filtered: a filter or the date is set; the Reset filters button shows then. */
export const isProductionListFiltered = (state: ProductionListState) =>
  state.date !== null ||
  PRODUCTION_FILTERS.some((name) => state.filter[name] !== null && state.filter[name] !== '');

/** A production's next date, e.g. 'Fr., 04.12.2026' / 'Fri 4 Dec 2026', its Berlin day (no Intl). */
export const formatNextDate = (instant: string, locale: Locale) =>
  nameDay(berlinDay(instant), locale, 'short');

/** A production card's preline: its season and type, e.g. 'Spielzeit 2026/27 · Aufführung'. */
export const productionPreline = (production: Pick<ProductionItem, 'season' | 'exhibition_type'>) =>
  [production.season?.name, production.exhibition_type?.name].filter(Boolean).join(' · ');
