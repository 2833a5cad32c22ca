import { describe, expect, it } from 'vitest';
import {
  dayValue,
  filterValue,
  formatNextDate,
  isProductionListFiltered,
  productionPreline,
  productionsAddress,
  productionsQuery,
} from './productions';

const none = { season: null, exhibition_type: null, tag: null };

describe('production list values', () => {
  it('reads filter values: digits become numbers, slugs stay, empty is null', () => {
    expect(filterValue('3')).toBe(3);
    expect(filterValue('oper')).toBe('oper');
    expect(filterValue('')).toBeNull();
    expect(filterValue(undefined)).toBeNull();
  });

  it('reads dates in the address form and the date input form, refusing others', () => {
    expect(dayValue('04-12-2026')).toBe('2026-12-04');
    expect(dayValue('2026-12-04')).toBe('2026-12-04');
    expect(dayValue('31-02-2026')).toBeNull();
    expect(dayValue('morgen')).toBeNull();
    expect(dayValue(null)).toBeNull();
  });
});

describe('productionsQuery (R-PROD-6)', () => {
  it('sends the set filters, the date and the page', () => {
    expect(
      productionsQuery({ filter: { season: 1, exhibition_type: 'oper', tag: 2 }, date: '2026-12-04' }, 3),
    ).toEqual({ season: 1, exhibition_type: 'oper', tag: 2, date: '2026-12-04', page: 3 });
    expect(productionsQuery({ filter: none, date: null }, 1)).toEqual({ page: 1 });
  });
});

describe('productionsAddress', () => {
  it('writes the API names and the date as DD-MM-YYYY, keeps other keys and drops page', () => {
    expect(
      productionsAddress('?utm_source=x&page=2&season=9', {
        filter: { season: 4, exhibition_type: 'oper', tag: null },
        date: '2026-12-04',
      }),
    ).toBe('?utm_source=x&season=4&exhibition_type=oper&date=04-12-2026');
    expect(productionsAddress('?season=4&tag=1&date=01-01-2027', { filter: none, date: null })).toBe('');
  });
});

describe('isProductionListFiltered', () => {
  it('is true when a filter or the date is set', () => {
    expect(isProductionListFiltered({ filter: none, date: null })).toBe(false);
    expect(isProductionListFiltered({ filter: { ...none, tag: 1 }, date: null })).toBe(true);
    expect(isProductionListFiltered({ filter: none, date: '2026-12-04' })).toBe(true);
  });
});

describe('formatNextDate', () => {
  it('names the Berlin day of the next date', () => {
    expect(formatNextDate('2026-12-04T19:30:00+01:00', 'de')).toBe('Fr., 04.12.2026');
    expect(formatNextDate('2026-12-04T19:30:00+01:00', 'en')).toBe('Fri 4 Dec 2026');
    // 23:30 UTC on the 4th is already the 5th in Berlin.
    expect(formatNextDate('2026-12-04T23:30:00Z', 'de')).toBe('Sa., 05.12.2026');
  });
});

describe('productionPreline', () => {
  it('names the season and the type, whichever the production has', () => {
    const season = { id: 1, name: 'Spielzeit 2026/27' };
    const type = { slug: 'auffuehrung', name: 'Aufführung' };
    expect(productionPreline({ season, exhibition_type: type })).toBe('Spielzeit 2026/27 · Aufführung');
    expect(productionPreline({ season: null, exhibition_type: type })).toBe('Aufführung');
    expect(productionPreline({ season: null, exhibition_type: null })).toBe('');
  });
});
