import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../config';
import type { BenchScenario } from '../harness';
import { chunkFile, gzippedSize } from './site';

const KB = 1024;

/**
 * Issue 7, site chrome: the gzipped sizes of the header and sticky-navigation chunks (on every
 * page, light DOM, no React of their own) and the chrome's share of the first-visit JavaScript,
 * and GET /api/opening-hours-today/ throughput.
 */
export const scenario: BenchScenario = {
  name: 'chrome',
  async run(ctx) {
    const budgets: Record<string, number> = { 'site-header': 4, 'sticky-nav': 2 };
    let chrome = 0;
    for (const [name, budget] of Object.entries(budgets)) {
      const file = chunkFile(name);
      if (!file) {
        ctx.print({ metric: `chunk ${name} gzipped`, value: 0, unit: 'KB', budget: 'built', ok: false });
        continue;
      }
      const size = gzippedSize(file);
      chrome += size;
      ctx.print({
        metric: `chunk ${name} gzipped`,
        value: size / KB,
        unit: 'KB',
        budget: `≤ ${budget} KB`,
        ok: size <= budget * KB,
      });
    }
    // Shared chunks the chrome pulls in (page-ui signals, the API client), named by rollup.
    const shared = readdirSync(path.join(ROOT_DIR, 'dist/widgets')).filter((file) =>
      /^(page-ui|api|cookies)-[A-Za-z0-9_-]{8}\.js$/.test(file),
    );
    for (const file of shared) chrome += gzippedSize(file);
    ctx.print({
      metric: 'chrome JavaScript (header + sticky nav + shared, without runtime) gzipped',
      value: chrome / KB,
      unit: 'KB',
      budget: '≤ 8 KB',
      ok: chrome <= 8 * KB,
    });
    await ctx.load({ path: '/api/opening-hours-today/', duration: 1 });
    const hours = await ctx.load({ path: '/api/opening-hours-today/' });
    ctx.print({
      metric: 'GET /api/opening-hours-today/ throughput',
      value: hours.requestsPerSecond,
      unit: 'req/s',
      detail: `p99 ${hours.latency.p99} ms, non-2xx ${hours.non2xx}`,
      ok: hours.non2xx === 0,
    });
  },
};
