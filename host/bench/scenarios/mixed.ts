import type { FastifyInstance } from 'fastify';
import { insertSale } from '../../testing/ticketing-fixtures';
import { type BenchContext, type BenchScenario, type LoadOptions, rssMegabytes } from '../harness';

const CSRF = 'bench-csrf-token-mixed-0123456789abcdef';

/** An event nobody can sell out during a bench: the carts of the mix always find seats. */
export async function prepareMixedEvent(app: FastifyInstance): Promise<void> {
  await insertSale(app.db, {
    jetId: 'BENCH-MIXED',
    name: 'Bench-Mischung',
    start: new Date(app.clock.now().getTime() + 400 * 24 * 3600_000),
    seatGroup: 'M',
    capacity: 100_000_000,
    amount: '10.00',
  });
}

/** What visitors do at once: pages, the events API, search, carts (issue 20 item 6). */
export function visitorMix(connections: number, duration: number): LoadOptions {
  const visitor = { cookie: `csrftoken=${CSRF}; foyer_locale=de` };
  const page = (path: string) => ({ path, headers: visitor });
  return {
    path: '/de',
    connections,
    duration,
    requests: [
      page('/de'),
      page('/de/programm'),
      page('/api/events/?page=2'),
      page('/api/search/?query=oper'),
      page('/de/ueber-uns'),
      page('/api/search/autocomplete/?query=zau'),
      {
        path: '/api/shop-cart/',
        method: 'POST',
        body: JSON.stringify({
          event_jet_id: 'BENCH-MIXED',
          seat_group: 'M',
          sale_type_ids: [1],
          quantities: [1],
        }),
        headers: { ...visitor, 'content-type': 'application/json', 'x-csrftoken': CSRF },
      },
      page('/de/produktionen'),
    ],
  };
}

/** The mix's verdict lines: no errors, p99, shedding only as 503 with Retry-After. */
export function printMix(
  ctx: BenchContext,
  label: string,
  result: Awaited<ReturnType<BenchContext['load']>>,
) {
  const shed = result.statusCodes['503'] ?? 0;
  const fiveHundreds = Object.entries(result.statusCodes)
    .filter(([code]) => Number(code) >= 500 && code !== '503')
    .reduce((sum, [, count]) => sum + count, 0);
  ctx.print({ metric: `${label} throughput`, value: result.requestsPerSecond, unit: 'req/s' });
  ctx.print({
    metric: `${label} p99 latency`,
    value: result.latency.p99,
    unit: 'ms',
    budget: '≤ 1000 ms',
    ok: result.latency.p99 <= 1000,
    detail: `p50 ${result.latency.p50} ms, p95 ${result.latency.p95} ms`,
  });
  ctx.print({
    metric: `${label} errors (5xx other than 503, sockets)`,
    value: fiveHundreds + result.errors,
    budget: '= 0',
    ok: fiveHundreds + result.errors === 0,
    detail: `shed 503: ${shed}, statuses ${JSON.stringify(result.statusCodes)}`,
  });
}

/** Issue 20 item 6: 200 connections of mixed visitor load for 60 s (BENCH_MIXED_SECONDS). */
export const scenario: BenchScenario = {
  name: 'mixed',
  prepare: prepareMixedEvent,
  async run(ctx) {
    const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
    const result = await ctx.load(visitorMix(200, seconds));
    printMix(ctx, `mixed load (200 connections, ${seconds} s)`, result);
    ctx.print({ metric: 'RSS after the mixed load', value: rssMegabytes(ctx.serverPid), unit: 'MB' });
  },
};
