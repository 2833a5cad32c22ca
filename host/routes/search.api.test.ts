import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchGroupResponse, SearchResponse } from '../../src/contract/search';
import { DENSE_MATCHES, RANKED_PER_WALK, topSearchTerms } from '../db/search/search.repository';
import { searchStatistics } from '../db/search/search-statistics';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The search API and results page on the demo venue (spec: programme §2 Search, §7, §8). */
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
  // Twelve upcoming concerts, so the events group has two pages.
  await test.app.db
    .insertInto('events')
    .values(
      Array.from({ length: 12 }, (_, index) => ({
        name: JSON.stringify({
          de: `Kammerkonzert Nr. ${index + 1}`,
          en: `Chamber concert no. ${index + 1}`,
        }),
        slug: JSON.stringify({ de: `kammerkonzert-${index + 1}`, en: `chamber-concert-${index + 1}` }),
        date_start: new Date(test.now.getTime() + (index + 1) * 86_400_000),
        id_jet: `S-${index}`,
        images: JSON.stringify([]),
      })),
    )
    .execute();
}, 180_000);

afterAll(async () => {
  await test?.close();
});

const get = (url: string) => test.app.inject({ url });

describe('search API', () => {
  it('autocomplete answers suggestions, in the language of the prefix or lang', async () => {
    const de = await get('/de/api/search/autocomplete/?query=kammerk');
    expect(de.statusCode).toBe(200);
    const body = de.json<{
      query: string;
      suggestions: Array<{ text: string; type: string; url: string }>;
    }>();
    expect(body.query).toBe('kammerk');
    expect(body.suggestions.length).toBe(8);
    expect(body.suggestions[0]).toMatchObject({ type: 'event' });
    expect(body.suggestions[0]?.text).toMatch(/^Kammerkonzert Nr\. \d+$/);
    const en = await get('/api/search/autocomplete/?query=chamber&lang=en');
    expect(en.json<typeof body>().suggestions[0]?.text).toMatch(/^Chamber concert no\. \d+$/);
  });

  it('general search answers both groups; the groups page through', async () => {
    const response = await get('/api/search/?query=kammerkonzert');
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchResponse>();
    expect(body.events.count).toBe(12);
    expect(body.events.results).toHaveLength(10);
    expect(body.events.next).toBe('/api/search/events/?query=kammerkonzert&page=2');
    expect(body.others.count).toBe(0);
    // Soonest first among equally relevant upcoming events.
    expect(body.events.results[0]?.title).toBe('Kammerkonzert Nr. 1');

    const second = await get('/api/search/events/?query=kammerkonzert&page=2');
    expect(second.statusCode).toBe(200);
    const page2 = second.json<SearchGroupResponse>();
    expect(page2.results.map((result) => result.title)).toEqual([
      'Kammerkonzert Nr. 11',
      'Kammerkonzert Nr. 12',
    ]);
    expect(page2.next).toBeNull();
    expect(page2.previous).toBe('/api/search/events/?query=kammerkonzert&page=1');

    const others = await get('/de/api/search/others/?query=spielzeit&page=1');
    expect(others.statusCode).toBe(200);
    expect(others.json<SearchGroupResponse>().results.every((result) => result.type !== 'event')).toBe(true);
  });

  it('rejects an empty, whitespace or too long query and a bad page with 400 naming the parameter', async () => {
    for (const url of [
      '/api/search/?query=',
      '/api/search/?query=%20%20%09',
      '/api/search/autocomplete/',
      `/api/search/?query=${'a'.repeat(1000)}`,
      '/api/search/events/?query=oper&page=0',
      '/api/search/others/?query=oper&page=x',
      '/api/search/?query=oper&lang=fr',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('bad_request');
      expect(body.message).toMatch(/query|page|lang/);
    }
  });

  it('searches SQL and tsquery syntax, emoji and control characters as plain text, never a 500', async () => {
    for (const query of [
      "'",
      "o'reilly",
      'a & b | !c',
      'zauber:*',
      '\\',
      "'; DROP TABLE events; --",
      '🎭🎻',
      'oper\u0007\u001b',
      '(((',
      '%_%',
      'ä'.repeat(199),
    ]) {
      for (const path of ['/api/search/', '/api/search/autocomplete/', '/api/search/events/']) {
        const response = await get(`${path}?${new URLSearchParams({ query })}`);
        expect(response.statusCode, `${path} ${JSON.stringify(query)}`).toBe(200);
      }
    }
    const tables = await test.app.db.selectFrom('events').select('id').limit(1).execute();
    expect(tables.length).toBe(1);
    // A NUL is no text anybody types: the contract refuses it (issue 20), never a 500.
    const nul = await get(`/api/search/?${new URLSearchParams({ query: 'oper\u0000' })}`);
    expect(nul.statusCode).toBe(400);
  });

  it('counts every search term for the content hub', async () => {
    await test.app.searchTerms.flush();
    const before = await topSearchTerms(test.app.db, { locale: 'de', limit: 10 });
    const earlier = before.find((term) => term.term === 'kammerkonzert')?.count ?? 0;
    const earlierOper = before.find((term) => term.term === 'oper')?.count ?? 0;
    await get('/api/search/?query=Kammerkonzert');
    await get('/de/api/search/?query=kammerkonzert%20');
    await get('/de/search?q=Oper');
    await get('/de/search/events/2?q=Oper'); // paging is not a new search
    await get('/de/api/search/autocomplete/?query=kam'); // nor is typing
    await test.app.searchTerms.flush();
    const terms = await topSearchTerms(test.app.db, { locale: 'de', limit: 10 });
    expect(terms.find((term) => term.term === 'kammerkonzert')?.count).toBe(earlier + 2);
    expect(terms.find((term) => term.term === 'oper')?.count).toBe(earlierOper + 1);
    expect(terms.find((term) => term.term === 'kam')).toBeUndefined();
    // The hub's endpoint is for staff only.
    const anonymous = await get('/api/dashboard-search-keywords/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
  });
});

describe('search results page', () => {
  it('serves /search, /search/{category} and /search/{category}/{page}', async () => {
    for (const path of ['search', 'search/events', 'search/events/2', 'search/others/1']) {
      const response = await get(`/de/${path}?q=test`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    expect((await get('/de/search/unknown?q=a')).statusCode).toBe(404);
    expect((await get('/de/search/events/0?q=a')).statusCode).toBe(404);
  });

  it('renders grouped results on the server with the full search box and paging links', async () => {
    const html = (await get('/de/search?q=kammerkonzert')).body;
    expect(html).toContain('<foyer-search-box variant="full" locale="de" value="kammerkonzert">');
    expect(html).toContain('name="q"');
    expect(html).toMatch(/<h2 id="search-group-events">Veranstaltungen/);
    expect(html).toContain('href="/de/programm/kammerkonzert-1/');
    expect(html).toContain('href="/de/search/events/2?q=kammerkonzert"');
    expect(html).not.toContain('search-group-others');

    const page2 = (await get('/de/search/events/2?q=kammerkonzert')).body;
    expect(page2).toContain('Kammerkonzert Nr. 12');
    expect(page2).not.toContain('Kammerkonzert Nr. 1<');
    expect(page2).toContain('Seite 2 von 2');
    expect(page2).toContain('rel="prev" href="/de/search/events/1?q=kammerkonzert"');
  });

  it('shows the empty texts of spec §8 when nothing is found', async () => {
    const en = (await get('/en/search?q=zzzzqqq')).body;
    expect(en).toContain('Your search did not return any results');
    expect(en).toContain('Please try another search term.');
    const de = (await get('/de/search?q=zzzzqqq')).body;
    expect(de).toContain('Ihre Suche ergab leider keine Treffer');
    const found = (await get('/en/search?q=chamber')).body;
    expect(found).not.toContain('Your search did not return any results');
  });

  it('escapes the query and marks matches in snippets', async () => {
    const html = (await get(`/de/search?${new URLSearchParams({ q: '<script>alert(1)</script>' })}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    const marked = (await get('/de/search?q=spielzeit')).body;
    expect(marked).toMatch(/<mark>Spielzeit<\/mark>/i);
  });
});

/**
 * A word in thousands of records (issue 23 item 4, docs/decisions/0162-search-walks.md): once the
 * planner's statistics know it, the search ranks the first candidates of each kind's index walk
 * and says the count is a lower bound, in the API and on the results page.
 */
describe('a common word', () => {
  it('is answered from the walks: soonest first, "at least" the ranked count, paged', async () => {
    const first = 90_000_000;
    try {
      // Straight into the index, as a city calendar's import fills it (the derive trigger computes
      // the folded text and the tsvector): one gala a day from tomorrow on.
      await sql`
        INSERT INTO search_documents (type, record_id, locale, title, body, url, date)
        SELECT 'event', ${first} + i, 'de', 'Galakonzert ' || i, 'Ein Abend mit dem Orchester.',
               '/de/programm/gala/' || i, ${test.now}::timestamptz + i * interval '1 day'
          FROM generate_series(1, ${DENSE_MATCHES + 1_000}) AS i`.execute(test.app.db);
      await sql`ANALYZE search_documents`.execute(test.app.db);
      await searchStatistics(test.app.db).refresh();

      const response = await get('/de/api/search/?query=galakonzert');
      expect(response.statusCode).toBe(200);
      const { events, others } = response.json<SearchResponse>();
      expect(events.count_relation).toBe('gte');
      // The walk of upcoming events ranks its first candidates (50), the soonest first.
      expect(events.count).toBe(RANKED_PER_WALK);
      expect(events.results.slice(0, 3).map((result) => result.title)).toEqual([
        'Galakonzert 1',
        'Galakonzert 2',
        'Galakonzert 3',
      ]);
      expect(others.count_relation).toBe('eq');
      const suggestions = await get('/de/api/search/autocomplete/?query=galak');
      expect(suggestions.json<{ suggestions: Array<{ text: string }> }>().suggestions[0]?.text).toBe(
        'Galakonzert 1',
      );

      const page = await get(`/de/search/events/2?${new URLSearchParams({ q: 'galakonzert' })}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`mindestens ${RANKED_PER_WALK} Treffer`);
      expect(page.body).toContain('Galakonzert 11<');
      expect(page.body).toContain(`Seite 2 von ${RANKED_PER_WALK / 10}`);
      const english = await get(`/en/search?${new URLSearchParams({ q: 'galakonzert' })}`);
      expect(english.statusCode).toBe(200);
      // Only German records were added: the English index has none of them.
      expect(english.body).not.toContain('at least');
      // Beside a rarer word, the common one only filters the rare word's rows: exact, every match.
      const both = (await get('/de/api/search/?query=galakonzert%2017')).json<SearchResponse>();
      expect(both.events.count_relation).toBe('eq');
      expect(both.events.results[0]?.title).toBe('Galakonzert 17');
      // A rare word still ranks every match.
      const rare = (await get('/de/api/search/?query=kammerkonzert')).json<SearchResponse>();
      expect(rare.events.count_relation).toBe('eq');
      expect(rare.events.count).toBe(12);
    } finally {
      await sql`DELETE FROM search_documents WHERE record_id >= ${first}`.execute(test.app.db);
      await sql`ANALYZE search_documents`.execute(test.app.db);
      await searchStatistics(test.app.db).refresh();
    }
  });
});
