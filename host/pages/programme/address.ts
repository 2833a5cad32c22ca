import { idParamSchema } from '../../../src/contract/common';
import type { AddressState } from '../../../src/domain/events';
import { FILTER_NAMES, toAddressDate } from '../../../src/domain/events';
import type { EventFilter } from '../../db/events/events.repository';

/**
 * The repository filter of a programme address state (src/domain/events.ts stateFromQuery), or
 * null when a filter can match nothing (a word where an id belongs, an id past the contract's
 * range, which the database would refuse): the programme page and the
 * calendar feed read the address the same way the element does.
 */
export function eventFilterOf(state: AddressState, today: string): EventFilter | null {
  const filter: EventFilter = { date: state.date ?? today };
  for (const name of FILTER_NAMES) {
    const value = state.filter[name];
    if (value === null) continue;
    if (name === 'type') filter.type = String(value);
    else if (typeof value === 'number' && idParamSchema.safeParse(value).success) filter[name] = value;
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

/**
 * The query the programme's no-JavaScript filter form sends (every filter, empty ones too, and the
 * date as `YYYY-MM-DD`) in the address form the element writes (empty values and today's date
 * left out, the date as `DD-MM-YYYY`, no page), or null when the query already is in that form.
 * Other keys stay.
 */
export function addressOfForm(search: string, today: string): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const name of [...FILTER_NAMES, 'date']) {
    if (params.has(name) && (params.get(name) ?? '').trim() === '') {
      params.delete(name);
      changed = true;
    }
  }
  const date = params.get('date');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    if (date === today) params.delete('date');
    else params.set('date', toAddressDate(date));
    changed = true;
  }
  if (!changed) return null;
  params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}
