import type { BenchScenario } from '../harness';

/**
 * Issue 16 budgets: the person, venue and series pages against a static route answering the same
 * bytes (≥ 0.5 × each), interleaved as in the programme scenario. No new element: no chunk budget.
 */
export const scenario: BenchScenario = {
  name: 'people',
  async run(ctx) {
    const persons = (await (await fetch(`${ctx.baseUrl}/api/persons/?page_size=1`)).json()) as {
      results: Array<{ url: string }>;
    };
    const venues = (await (await fetch(`${ctx.baseUrl}/api/venues/`)).json()) as {
      data: Array<{ url: string }>;
    };
    const subscriptions = await (await fetch(`${ctx.baseUrl}/de/abonnements`)).text();
    const series = /href="(\/de\/series\/[^"]+)"/.exec(subscriptions)?.[1];
    const pages = {
      '/de/team': '/de/team',
      person: persons.results[0]?.url,
      venue: venues.data[0]?.url,
      series,
    };
    for (const [name, path] of Object.entries(pages)) {
      if (!path) {
        ctx.print({ metric: `${name} page`, value: 0, unit: '', budget: 'exists', ok: false });
        continue;
      }
      const body = await (await fetch(`${ctx.baseUrl}${path}`)).text();
      await ctx.load({ path, duration: 1 }); // warm-up
      const { target, baseline } = await ctx.versusBaseline({ path }, body, 'text/html; charset=utf-8');
      const ratio = target.requestsPerSecond / baseline.requestsPerSecond;
      ctx.print({
        metric: `GET ${path} / static baseline`,
        value: ratio,
        unit: '×',
        budget: '≥ 0.5 ×',
        ok: ratio >= 0.5 && target.non2xx === 0,
        detail: `${Math.round(target.requestsPerSecond)} vs ${Math.round(baseline.requestsPerSecond)} req/s, p95 ${target.latency.p95} ms`,
      });
    }
  },
};
