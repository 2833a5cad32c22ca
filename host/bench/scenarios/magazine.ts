import type { BenchScenario } from '../harness';

/**
 * Issue 15 budgets: `GET /de/news` and `GET /de/api/articles/` each at least half the throughput
 * of the same bytes served statically (interleaved with the baseline, as the programme's).
 */
export const scenario: BenchScenario = {
  name: 'magazine',
  async run(ctx) {
    for (const [path, type, label] of [
      ['/de/api/articles/', 'application/json; charset=utf-8', 'articles API'],
      ['/de/news', 'text/html; charset=utf-8', 'GET /de/news'],
    ] as const) {
      const body = await (await fetch(`${ctx.baseUrl}${path}`)).text();
      await ctx.load({ path, duration: 1 }); // warm-up
      const { target, baseline } = await ctx.versusBaseline({ path }, body, type);
      const ratio = target.requestsPerSecond / baseline.requestsPerSecond;
      ctx.print({
        metric: `${label}`,
        value: target.requestsPerSecond,
        unit: 'req/s',
        detail: `p95 ${target.latency.p95} ms, non-2xx ${target.non2xx}`,
      });
      ctx.print({
        metric: `${label} / static baseline`,
        value: ratio,
        unit: '×',
        budget: '≥ 0.5 ×',
        ok: ratio >= 0.5 && target.non2xx === 0,
      });
    }
  },
};
