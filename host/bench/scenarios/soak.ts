import { type BenchScenario, rssMegabytes } from '../harness';
import { prepareMixedEvent, printMix, visitorMix } from './mixed';

/**
 * Issue 20 item 5: ten minutes of mixed load, RSS printed at minutes 1, 5 and 10; no growth of
 * more than 10 % between minute 5 and minute 10. Long, so only when asked for by name
 * (`BENCH_ONLY=soak npm run bench`, on both databases; `BENCH_DB=pglite` for the embedded one; BENCH_SOAK_MINUTES
 * for a shorter run).
 */
export const scenario: BenchScenario = {
  name: 'soak',
  prepare: async (app) => {
    if (process.env.BENCH_ONLY?.split(',').includes('soak')) await prepareMixedEvent(app);
  },
  async run(ctx) {
    if (!process.env.BENCH_ONLY?.split(',').includes('soak')) return;
    // Slices ending at minutes 1, 5 and 10; BENCH_SOAK_MINUTES shortens (or stretches) all three
    // in proportion, e.g. 2 for readings at 0.2, 1 and 2 minutes.
    const scale = Number(process.env.BENCH_SOAK_MINUTES ?? 10) / 10;
    const minutes = [1, 4, 5].map((slice) => slice * scale);
    const budgetMb = ctx.database === 'pglite' ? 400 : 200;
    const rss: number[] = [];
    let elapsed = 0;
    for (const slice of minutes) {
      const result = await ctx.load(visitorMix(50, Math.round(slice * 60)));
      elapsed += slice;
      rss.push(rssMegabytes(ctx.serverPid));
      printMix(ctx, `soak minute ${+elapsed.toFixed(1)} (50 connections)`, result);
      ctx.print({
        metric: `RSS at minute ${+elapsed.toFixed(1)}`,
        value: rss.at(-1) ?? 0,
        unit: 'MB',
        budget: `≤ ${budgetMb} MB`,
        ok: (rss.at(-1) ?? 0) <= budgetMb,
        detail: await heapOf(ctx.baseUrl),
      });
    }
    const growth = ((rss[2] ?? 0) - (rss[1] ?? 0)) / (rss[1] ?? 1);
    ctx.print({
      metric: 'RSS growth minute 5 → 10',
      value: growth * 100,
      unit: '%',
      budget: '≤ 10 %',
      ok: growth <= 0.1,
    });
  },
};

/** Where the memory is at a reading (the bench server's /__bench/memory; no collection forced). */
async function heapOf(baseUrl: string): Promise<string> {
  const memory = (await (await fetch(`${baseUrl}/__bench/memory`)).json()) as NodeJS.MemoryUsage;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return `V8 heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB`;
}
