import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { buildApp } from '../server';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('page cache across host processes', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'a content change in one process clears the cache of another (LISTEN/NOTIFY)',
    async () => {
      const database = await openDatabase({ url: t.databaseUrl, dataDir: '' });
      const other = await buildApp({
        config: { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: t.databaseUrl },
        database,
      });
      await other.ready();
      try {
        await other.inject('/de/kontakt');
        expect((await other.inject('/de/kontakt')).headers['x-foyer-cache']).toBe('hit');
        await t.app.pageCache.contentChanged();
        // The notification travels through PostgreSQL: wait for it.
        const deadline = Date.now() + 5000;
        while (other.pageCache.size > 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(other.pageCache.size).toBe(0);
        expect((await other.inject('/de/kontakt')).headers['x-foyer-cache']).toBeUndefined();
      } finally {
        await other.close();
        await database.close();
      }
    },
  );

  it('clears its own cache on a content change', async () => {
    await t.app.inject('/de/besuch');
    expect(t.app.pageCache.size).toBeGreaterThan(0);
    await t.app.pageCache.contentChanged();
    expect(t.app.pageCache.size).toBe(0);
  });
});
