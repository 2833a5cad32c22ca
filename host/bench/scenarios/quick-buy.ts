import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ROOT_DIR } from '../../config';
import { insertSale } from '../../testing/ticketing-fixtures';
import type { BenchScenario } from '../harness';
import { chunkFile, gzippedSize } from './site';

const KB = 1024;
const CAPACITY = 3000;
const CSRF = 'bench-csrf-token-0123456789abcdef0123';

/**
 * Issue 4 budgets: POST /api/shop-cart/ with 100 concurrent connections (p99 ≤ 250 ms, tickets
 * oversold = 0), and the quick-buy element chunk ≤ 15 KB gzipped.
 */
export const scenario: BenchScenario = {
  name: 'quick-buy',
  async prepare(app) {
    const groupId = await insertSale(app.db, {
      jetId: 'BENCH-RUSH',
      name: 'Bench-Ansturm',
      start: new Date(app.clock.now().getTime() + 365 * 24 * 3600_000),
      seatGroup: 'A',
      capacity: CAPACITY,
      amount: '10.00',
    });
    // What the bench reads back: live reservations against capacity.
    app.get('/__bench/quick-buy', async () => {
      const { held } = await app.db
        .selectFrom('reservations')
        .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('held'))
        .where('seat_group_id', '=', groupId)
        .where('expires_at', '>', app.clock.now())
        .executeTakeFirstOrThrow();
      return { held: Number(held), capacity: CAPACITY };
    });
  },
  async run(ctx) {
    const result = await ctx.load({
      path: '/api/shop-cart/',
      method: 'POST',
      connections: 100,
      body: JSON.stringify({
        event_jet_id: 'BENCH-RUSH',
        seat_group: 'A',
        sale_type_ids: [1],
        quantities: [2],
      }),
      headers: { 'content-type': 'application/json', 'x-csrftoken': CSRF, cookie: `csrftoken=${CSRF}` },
    });
    const state = (await (await fetch(`${ctx.baseUrl}/__bench/quick-buy`)).json()) as {
      held: number;
      capacity: number;
    };
    const reserved = result.statusCodes['200'] ?? 0;
    ctx.print({
      metric: 'POST /api/shop-cart/ throughput (100 connections)',
      value: result.requestsPerSecond,
      unit: 'req/s',
      detail: `200: ${reserved}, 409 (-214): ${result.statusCodes['409'] ?? 0}, errors ${result.errors}`,
    });
    ctx.print({
      metric: 'POST /api/shop-cart/ p99 latency',
      value: result.latency.p99,
      unit: 'ms',
      budget: '≤ 250 ms',
      ok: result.latency.p99 <= 250,
    });
    const oversold = Math.max(0, state.held - state.capacity);
    ctx.print({
      metric: 'tickets oversold',
      value: oversold,
      unit: 'tickets',
      budget: '= 0',
      // Requests still in flight when the load stops may commit after it: held ≥ answered.
      ok: oversold === 0 && state.held >= reserved * 2,
      detail: `held ${state.held} of ${state.capacity}, answered 200 for ${reserved * 2}`,
    });

    // The element chunk, and with it the small chunks only it pulls in (rules, client, texts).
    const file = chunkFile('quick-buy');
    if (file) {
      const own = gzippedSize(file);
      const source = readFileSync(path.join(ROOT_DIR, 'dist/widgets', file), 'utf8');
      const imports = [...source.matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)]
        .map((match) => match[1] as string)
        .filter((name) => !name.startsWith('runtime-'));
      const withImports = own + imports.reduce((sum, name) => sum + gzippedSize(name), 0);
      ctx.print({
        metric: 'quick-buy chunk gzipped',
        value: own / KB,
        unit: 'KB',
        budget: '≤ 15 KB',
        ok: own <= 15 * KB,
        detail: `with its non-runtime imports ${(withImports / KB).toFixed(1)} KB (${imports.join(', ')})`,
      });
    }
  },
};
