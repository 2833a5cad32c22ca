import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './events';
import {
  eventsFirstPageKey,
  firstPageJson,
  firstPageKey,
  parseFirstPage,
  productionsFirstPageKey,
} from './first-page';
import { EMPTY_PRODUCTION_FILTER } from './productions';

describe('first page handed over with the HTML', () => {
  it('keys a list by its endpoint and its set query values, in name order', () => {
    expect(firstPageKey('/de/api/events/', { room: 2, date: '2026-11-24', type: null, tag: '' })).toBe(
      '/de/api/events/?date=2026-11-24&room=2',
    );
    expect(firstPageKey('/x/', { b: 1, a: 'z' })).toBe(firstPageKey('/x/', { a: 'z', b: 1 }));
  });

  it('gives the programme the same key from the server’s state and the element’s, and another for other filters or days', () => {
    const server = eventsFirstPageKey('de', { filter: { ...EMPTY_FILTER }, date: '2026-11-24' });
    expect(server).toBe('/de/api/events/?date=2026-11-24&page_size=25');
    expect(eventsFirstPageKey('de', { filter: { ...EMPTY_FILTER, room: 1 }, date: '2026-11-24' })).not.toBe(
      server,
    );
    expect(eventsFirstPageKey('de', { filter: { ...EMPTY_FILTER }, date: '2026-11-25' })).not.toBe(server);
    expect(eventsFirstPageKey('en', { filter: { ...EMPTY_FILTER }, date: '2026-11-24' })).not.toBe(server);
  });

  it('counts a productions list without a date from today', () => {
    const state = { filter: { ...EMPTY_PRODUCTION_FILTER, season: 4 }, date: null };
    expect(productionsFirstPageKey('de', state, '2026-11-24')).toBe(
      productionsFirstPageKey('de', { ...state, date: '2026-11-24' }, '2026-11-25'),
    );
    expect(productionsFirstPageKey('de', state, '2026-11-24')).toBe(
      '/de/api/productions/?date=2026-11-24&page_size=12&season=4',
    );
  });

  it('writes JSON that no value can close the script element with, and reads it back', () => {
    const firstPage = {
      key: '/de/api/events/?date=2026-11-24&page_size=25',
      page: {
        count: 1,
        next: null,
        previous: null,
        results: [{ name: '</script><script>alert(1)</script>' }],
      },
    };
    const text = firstPageJson(firstPage);
    expect(text).not.toContain('<');
    expect(parseFirstPage(text)).toEqual(firstPage);
  });

  it('reads nothing from a missing, broken or foreign block', () => {
    expect(parseFirstPage(null)).toBe(null);
    expect(parseFirstPage('')).toBe(null);
    expect(parseFirstPage('{')).toBe(null);
    expect(parseFirstPage('[]')).toBe(null);
    expect(parseFirstPage('{"key":"k","page":{"count":"1","next":null,"previous":null,"results":[]}}')).toBe(
      null,
    );
    expect(parseFirstPage('{"key":"k","page":{"count":1,"next":3,"previous":null,"results":[]}}')).toBe(null);
    expect(parseFirstPage('{"key":1,"page":{"count":1,"next":null,"previous":null,"results":[]}}')).toBe(
      null,
    );
  });
});
