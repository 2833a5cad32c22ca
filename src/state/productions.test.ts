import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTION_FILTER_NAMES } from '../contract/productions';
import { PRODUCTION_FILTERS } from '../domain/productions';
import {
  configureProductions,
  date,
  filter,
  hasMore,
  list,
  listError,
  listLoading,
  options,
  page,
  productions,
  requestNextPage,
  requestOptions,
  requestProductions,
  resetFilters,
  resetProductionsState,
  restoreProductionState,
  setDate,
  setFilter,
} from './productions';

/** A production as the list API gives it (only what the store looks at matters). */
const production = (id: number) => ({
  id,
  xtype: 'production' as const,
  name: `Produktion ${id}`,
  slug: { de: `p-${id}`, en: `p-${id}` },
  url: `/de/produktionen/p-${id}/${id}`,
  subtitle: '',
  description: '',
  season: null,
  exhibition_type: null,
  tags: [],
  images: [],
  next_date: null,
  last_date: null,
  upcoming_events: 0,
});

interface Pending {
  url: URL;
  resolve: (body: unknown, status?: number) => void;
}

/** The network: every request waits until the test answers it. */
let pending: Pending[] = [];
let calls: URL[] = [];
const answer = (index: number, body: unknown, status = 200) => {
  const request = pending[index];
  if (!request) throw new Error(`no request ${index}`);
  request.resolve(body, status);
};
const pageBody = (ids: number[], next: string | null, count = 30) => ({
  count,
  next,
  previous: null,
  results: ids.map(production),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const listCalls = () => calls.filter((url) => url.pathname === '/de/api/productions/');

beforeEach(() => {
  pending = [];
  calls = [];
  resetProductionsState();
  configureProductions({ locale: 'de' });
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://foyer.test');
    calls.push(url);
    return new Promise<Response>((resolve) => {
      pending.push({
        url,
        resolve: (body, status = 200) =>
          resolve(
            new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
          ),
      });
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('production filter names', () => {
  it('are the contract names (the store repeats them to keep zod out of the chunk)', () => {
    expect([...PRODUCTION_FILTERS]).toEqual([...PRODUCTION_FILTER_NAMES]);
  });
});

describe('requestProductions (spec: programme §4 Productions list)', () => {
  it('starts at page 1 and sends season, exhibition_type, tag, date and page (R-PROD-2, R-PROD-6)', async () => {
    restoreProductionState({ filter: { season: 3, exhibition_type: 'oper', tag: 7 }, date: '2026-12-04' });
    const request = requestProductions({ page: 1, reset: true });
    expect(page.value).toBe(1);
    expect(listLoading.value).toBe(true);
    await settle();
    const query = Object.fromEntries(listCalls()[0]?.searchParams ?? []);
    expect(query).toEqual({ season: '3', exhibition_type: 'oper', tag: '7', date: '2026-12-04', page: '1' });
    answer(0, pageBody([1, 2], '/de/api/productions/?page=2'));
    await request;
    expect(listLoading.value).toBe(false);
    expect(productions.value.map((item) => item.id)).toEqual([1, 2]);
    expect(list.value?.count).toBe(30);
    expect(hasMore.value).toBe(true);
  });

  it('leaves unset filters and the date out of the query', async () => {
    void requestProductions({ page: 1, reset: true });
    await settle();
    expect(Object.fromEntries(listCalls()[0]?.searchParams ?? [])).toEqual({ page: '1' });
  });

  it('appends the next page and ignores a page that is not above the current one (R-PROD-4)', async () => {
    const first = requestProductions({ page: 1, reset: true });
    await settle();
    answer(0, pageBody([1, 2], '/de/api/productions/?page=2'));
    await first;
    // Page 1 again, page 0, and page 3 while page 2 loads: all ignored.
    await requestProductions({ page: 1 });
    await requestProductions({ page: 0 });
    const second = requestProductions({ page: 2 });
    await requestProductions({ page: 3 });
    await requestProductions({ page: 2 });
    await settle();
    expect(listCalls().map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    answer(1, pageBody([3, 4], null));
    await second;
    expect(productions.value.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(page.value).toBe(2);
    expect(hasMore.value).toBe(false);
    // No next page: the next-page action asks for nothing.
    requestNextPage();
    await settle();
    expect(listCalls()).toHaveLength(2);
  });

  it('requestNextPage asks for page + 1 once, however often it is called while loading', async () => {
    const first = requestProductions({ page: 1, reset: true });
    await settle();
    answer(0, pageBody([1], '/de/api/productions/?page=2'));
    await first;
    requestNextPage();
    requestNextPage();
    requestNextPage();
    await settle();
    expect(listCalls().map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('a filter change clears the accumulated list and loads page 1 with the filter (R-PROD-5)', async () => {
    const first = requestProductions({ page: 1, reset: true });
    await settle();
    answer(0, pageBody([1, 2], '/de/api/productions/?page=2'));
    await first;
    const second = requestProductions({ page: 2 });
    await settle();
    answer(1, pageBody([3, 4], '/de/api/productions/?page=3'));
    await second;
    setFilter('season', 5);
    expect(productions.value).toEqual([]);
    expect(list.value).toBeNull();
    expect(page.value).toBe(1);
    await settle();
    const last = listCalls().at(-1);
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('season')).toBe('5');
    answer(2, pageBody([9], null, 1));
    await settle();
    expect(productions.value.map((item) => item.id)).toEqual([9]);
  });

  it('a date change and the reset load page 1 too; setting the same value again asks nothing', async () => {
    setDate('2026-12-04');
    await settle();
    expect(listCalls().at(-1)?.searchParams.get('date')).toBe('2026-12-04');
    setDate('2026-12-04');
    await settle();
    expect(listCalls()).toHaveLength(1);
    setFilter('tag', 2);
    resetFilters();
    await settle();
    expect(filter.value).toEqual({ season: null, exhibition_type: null, tag: null });
    expect(date.value).toBeNull();
    expect(Object.fromEntries(listCalls().at(-1)?.searchParams ?? [])).toEqual({ page: '1' });
  });

  it('a late answer of an older request never overwrites the newer list', async () => {
    setFilter('season', 1);
    setFilter('season', 2);
    await settle();
    // The newer answer first, then the older one.
    answer(1, pageBody([20], null, 1));
    await settle();
    answer(0, pageBody([10, 11], '/de/api/productions/?page=2', 2));
    await settle();
    expect(productions.value.map((item) => item.id)).toEqual([20]);
    expect(list.value?.count).toBe(1);
    expect(listLoading.value).toBe(false);
  });

  it('an older request still loading does not clear the loading flag of the newer one', async () => {
    setFilter('season', 1);
    setFilter('season', 2);
    await settle();
    answer(0, pageBody([10], null, 1));
    await settle();
    expect(listLoading.value).toBe(true);
    answer(1, pageBody([20], null, 1));
    await settle();
    expect(listLoading.value).toBe(false);
  });

  it('a failed page keeps the list, flags the error and is asked for again next time', async () => {
    const first = requestProductions({ page: 1, reset: true });
    await settle();
    answer(0, pageBody([1, 2], '/de/api/productions/?page=2'));
    await first;
    const second = requestProductions({ page: 2 });
    await settle();
    answer(1, { error: 'internal', message: 'boom' }, 500);
    await second;
    expect(listError.value).toBe(true);
    expect(listLoading.value).toBe(false);
    expect(productions.value.map((item) => item.id)).toEqual([1, 2]);
    expect(page.value).toBe(1);
    requestNextPage();
    expect(listError.value).toBe(false);
    await settle();
    expect(listCalls().map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '2']);
  });

  it('a failed first page is asked for again by the next-page action', async () => {
    const first = requestProductions({ page: 1, reset: true });
    await settle();
    answer(0, {}, 503);
    await first;
    expect(listError.value).toBe(true);
    expect(page.value).toBe(0);
    requestNextPage();
    await settle();
    expect(listCalls().map((url) => url.searchParams.get('page'))).toEqual(['1', '1']);
  });
});

describe('requestOptions (R-PROD-3)', () => {
  it('loads each list once, guarded by its loading flag, and maps exhibition types by slug', async () => {
    const seasons = requestOptions('season');
    expect(options.value.season.loading).toBe(true);
    void requestOptions('season');
    const types = requestOptions('exhibition_type');
    void requestOptions('tag');
    await settle();
    expect(calls.map((url) => url.pathname)).toEqual([
      '/de/api/seasons/',
      '/de/api/exhibition-types/',
      '/de/api/production-tags/',
    ]);
    answer(0, { data: [{ id: 4, name: '2026/27', slug: '2026-27' }] });
    answer(1, { data: [{ slug: 'oper', name: 'Oper' }] });
    await seasons;
    await types;
    expect(options.value.season).toEqual({
      items: [{ id: 4, name: '2026/27' }],
      loading: false,
      loaded: true,
    });
    expect(options.value.exhibition_type.items).toEqual([{ id: 'oper', name: 'Oper' }]);
    await requestOptions('season');
    expect(calls).toHaveLength(3);
  });

  it('a failed list may be asked for again', async () => {
    const first = requestOptions('tag');
    await settle();
    answer(0, {}, 500);
    await first;
    expect(options.value.tag).toEqual({ items: [], loading: false, loaded: false });
    void requestOptions('tag');
    await settle();
    expect(calls).toHaveLength(2);
  });
});
