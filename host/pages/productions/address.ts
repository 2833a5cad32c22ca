import type { Locale } from '../../../src/contract/common';
import { PRODUCTION_FILTER_NAMES, type ProductionsPageQuery } from '../../../src/contract/productions';
import { toAddressDate } from '../../../src/domain/events';

/** Where the productions pages live in both languages (spec: programme §2 Routes, R-ROUTE-12). */
export const listPath = (locale: Locale) => `/${locale}/produktionen`;

/** The list page's state from its address (src/contract/productions.ts productionsPageQuerySchema). */
export type ListAddress = Pick<ProductionsPageQuery, 'season' | 'exhibition_type' | 'tag' | 'date' | 'page'>;

/**
 * The address of a list state, as the list element writes it (spec: programme §2 "the date is
 * written day-month-year with dashes; an empty value is removed"); other keys (a campaign
 * parameter) stay.
 */
export function addressOf(url: URL, state: ListAddress): string {
  const params = new URLSearchParams(url.search);
  for (const name of [...PRODUCTION_FILTER_NAMES, 'date', 'page']) params.delete(name);
  if (state.season !== undefined) params.set('season', String(state.season));
  if (state.exhibition_type !== undefined) params.set('exhibition_type', state.exhibition_type);
  if (state.tag !== undefined) params.set('tag', String(state.tag));
  if (state.date !== undefined) params.set('date', toAddressDate(state.date));
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
