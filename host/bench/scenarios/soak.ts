import { type BenchScenario, rssMegabytes } from '../harness';
import { prepareMixedEvent, printMix, visitorMix } from './mixed';

/**
 * Issue 20 item 5: ten minutes of mixed load, RSS printed at minutes 1, 5 and 10; no growth of
 * more than 10 % between minute 5 and minute 10. Long, so only when asked for by name
 * (`BENCH_ONLY=soak npm run bench`, `BENCH_DB=pglite` for the embedded default).
 */
export const scenario: BenchScenario = {
  name: 'soak',
  prepare: async (app) => {
    if (process.env.BENCH_ONLY?.split(',').includes('soak')) await prepareMixedEvent(app);
  },
  async run(ctx) {
    if (!process.env.BENCH_ONLY?.split(',').includes('soak')) return;
    const minutes = [1, 4, 5]; // slices ending at minutes 1, 5 and 10
    const budgetMb = process.env.BENCH_DB === 'pglite' ? 400 : 200;
    const rss: number[] = [];
    let elapsed = 0;
    for (const slice of minutes) {
      const result = await ctx.load(visitorMix(50, slice * 60));
      elapsed += slice;
      rss.push(rssMegabytes(ctx.serverPid));
      printMix(ctx, `soak minute ${elapsed} (50 connections)`, result);
      ctx.print({
        metric: `RSS at minute ${elapsed}`,
        value: rss.at(-1) ?? 0,
        unit: 'MB',
        budget: `≤ ${budgetMb} MB`,
        ok: (rss.at(-1) ?? 0) <= budgetMb,
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
