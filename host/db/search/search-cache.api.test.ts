import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../src/contract/search';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Search answers are kept in memory per index version (host/db/search/search-cache.ts): a write
 * by any path, here plain SQL as a psql session or another process would do it, is searchable
 * at once. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let test: TestApp;

async function suggestions(query: string): Promise<string[]> {
  const response = await test.app.inject({
    url: `/de/api/search/autocomplete/?${new URLSearchParams({ query })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ suggestions: Array<{ text: string }> }>().suggestions.map((entry) => entry.text);
}

async function eventTitles(query: string): Promise<string[]> {
  const response = await test.app.inject({ url: `/de/api/search/?${new URLSearchParams({ query })}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>().events.results.map((result) => result.title);
}

beforeAll(async () => {
  test = await createTestApp({ seed: false });
});
afterAll(async () => {
  await test.close();
});

describe('search answers kept in memory', () => {
  it('keeps answers per index version and drops them when the index changes', async () => {
    const before = await test.app.searchCache.version();
    await sql`
      INSERT INTO events (name, slug, date_start, id_jet, images)
      VALUES ('{"de": "Der Rosenkavalier"}', '{"de": "rosen", "en": "rosen"}', now() + interval '3 days',
              'CACHE-1', '[]')`.execute(test.app.db);
    expect(await test.app.searchCache.version()).toBeGreaterThan(before);

    expect(await suggestions('rosenk')).toEqual(['Der Rosenkavalier']);
    expect(await eventTitles('rosenkavalier')).toEqual(['Der Rosenkavalier']);
    const kept = test.app.searchCache.size;
    // The suggestions and the full search (both groups ranked in one answer).
    expect(kept).toBeGreaterThanOrEqual(2);
    // Asked again: served from memory (no new entry), same answer.
    expect(await suggestions('rosenk')).toEqual(['Der Rosenkavalier']);
    expect(test.app.searchCache.size).toBe(kept);

    // Renamed outside the application: searchable at once, the old answer is not served.
    await sql`UPDATE events SET name = '{"de": "Die Rosenkönigin"}' WHERE id_jet = 'CACHE-1'`.execute(
      test.app.db,
    );
    expect(await suggestions('rosenk')).toEqual(['Die Rosenkönigin']);
    expect(await eventTitles('rosenkavalier')).toEqual([]);

    await sql`DELETE FROM events WHERE id_jet = 'CACHE-1'`.execute(test.app.db);
    expect(await suggestions('rosenk')).toEqual([]);
  });

  it('bumps the version in the writing transaction only: a rollback leaves answers valid', async () => {
    const before = await test.app.searchCache.version();
    await test.app.db
      .transaction()
      .execute(async (trx) => {
        await sql`
          INSERT INTO events (name, slug, date_start, id_jet, images)
          VALUES ('{"de": "Rollback"}', '{"de": "r", "en": "r"}', now(), 'CACHE-2', '[]')`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await test.app.searchCache.version()).toBe(before);
  });

  it('keeps nothing while switched off (SEARCH_ANSWER_CACHE=off, the city-search bench)', async () => {
    test.app.searchCache.enabled = false;
    try {
      const kept = test.app.searchCache.size;
      let loads = 0;
      const load = async () => {
        loads++;
        return loads;
      };
      expect(await test.app.searchCache.get('off-1', load)).toBe(1);
      expect(await test.app.searchCache.get('off-1', load)).toBe(2);
      await suggestions('zauber');
      expect(test.app.searchCache.size).toBe(kept);
    } finally {
      test.app.searchCache.enabled = true;
    }
  });
});
