import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgCluster, postgresBin, startPgCluster } from '../testing/pg-cluster';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Faults (issue 20): the database stops and starts again under a running server. Runs on a
 * PostgreSQL cluster of its own (it stops it), once per suite: in the embedded run, since the
 * PostgreSQL run would only repeat it.
 */
const runs = postgresBin() !== undefined && !process.env.DATABASE_URL;

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.runIf(runs)('a database outage and its end', () => {
  let cluster: PgCluster;
  let t: TestApp;
  beforeAll(async () => {
    cluster = await startPgCluster();
    t = await createTestApp({ adminUrl: cluster.url });
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
    cluster?.remove();
  });

  it('answers 503 with Retry-After meanwhile, recovers without a restart and listens again', async () => {
    expect((await t.app.inject('/de/api/events/')).statusCode).toBe(200);
    t.app.pageCache.set('rendered-before-outage', '<p>old</p>');

    cluster.stop();
    const api = await t.app.inject('/de/api/events/?page=2');
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('30');
    expect(api.json()).toMatchObject({ error: 'service_unavailable' });
    expect(api.body).not.toMatch(/ECONNREFUSED|at \w+ \(/);
    const search = await t.app.inject('/api/search/?query=zauberfl');
    expect(search.statusCode).toBe(503);
    const page = await t.app.inject('/de/search?query=outage');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Website offline');
    // A change elsewhere while we cannot hear it: this entry must not survive the outage.
    t.app.pageCache.set('rendered-during-outage', '<p>stale</p>');

    cluster.start();
    expect(
      await until(async () => (await t.app.inject('/de/api/events/?page=2')).statusCode === 200, 15_000),
    ).toBe(true);
    // The LISTEN connection is back and caught up: what was cached meanwhile is gone.
    expect(await until(() => t.app.pageCache.get('rendered-during-outage') === undefined, 15_000)).toBe(true);

    // And it hears other processes again.
    t.app.pageCache.set('rendered-after-outage', '<p>fresh</p>');
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    await other.query(`select pg_notify('foyer_content_changed', 'other-process')`);
    await other.end();
    expect(await until(() => t.app.pageCache.get('rendered-after-outage') === undefined, 5_000)).toBe(true);
  });
});
