import type { AddressState } from '../../../src/domain/events';
import { FILTER_NAMES } from '../../../src/domain/events';
import type { EventFilter } from '../../db/events/events.repository';

/**
 * The repository filter of a programme address state (src/domain/events.ts stateFromQuery), or
 * null when a filter can match nothing (a word where an id belongs): the programme page and the
 * calendar feed read the address the same way the element does.
 */
export function eventFilterOf(state: AddressState, today: string): EventFilter | null {
  const filter: EventFilter = { date: state.date ?? today };
  for (const name of FILTER_NAMES) {
    const value = state.filter[name];
    if (value === null) continue;
    if (name === 'type') filter.type = String(value);
    else if (typeof value === 'number') filter[name] = value;
    else return null;
  }
  return filter;
}

/** The programme address with another page (`page` left out for the first); other keys stay. */
export function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
