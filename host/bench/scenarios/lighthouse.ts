import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchScenario } from '../harness';

const KB = 1024;
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The first event detail linked from the programme page (the programme branch renders them). */
async function firstEventDetail(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/de/programm`);
  if (!response.ok) return undefined;
  const html = await response.text();
  return /href="(\/de\/(?:programm|veranstaltung(?:en)?|events?)\/[^"#?]+)"/.exec(html)?.[1];
}

/**
 * Issue 7 budgets: Lighthouse (npm `lighthouse`, Debian chromium, its default mobile emulation)
 * on /de, /de/programm and one event detail: performance ≥ 95, accessibility 100, best practices
 * ≥ 95, SEO 100; and the JavaScript a first visit downloads before interacting ≤ 100 KB gzipped.
 * Pages that do not exist yet (the programme branch) are skipped with a line saying so.
 */
export const scenario: BenchScenario = {
  name: 'lighthouse',
  async run(ctx) {
    const pages: Array<{ label: string; path: string | undefined }> = [
      { label: '/de', path: '/de' },
      { label: '/de/programm', path: '/de/programm' },
      { label: 'event detail', path: await firstEventDetail(ctx.baseUrl) },
    ];
    const userDataDir = await mkdtemp(path.join(tmpdir(), 'foyer-lighthouse-'));
    // Loaded here, not at the top: the bench server process imports every scenario file (for
    // `prepare`), and Lighthouse in its memory would be counted in the server's RSS budget.
    const [chromeLauncher, { default: lighthouse }] = await Promise.all([
      import('chrome-launcher'),
      import('lighthouse'),
    ]);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir,
    });
    try {
      for (const page of pages) {
        const status = page.path ? (await fetch(ctx.baseUrl + page.path)).status : 0;
        if (!page.path || status !== 200) {
          ctx.print({
            metric: `${page.label}`,
            value: 'skipped',
            detail: page.path
              ? `GET ${page.path} answered ${status}`
              : 'no event detail linked from /de/programm',
          });
          continue;
        }
        const result = await lighthouse(ctx.baseUrl + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BUDGETS),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
        for (const [category, budget] of Object.entries(BUDGETS)) {
          const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
          const failing = Object.values(lhr.audits)
            .filter(
              (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
            )
            .map((audit) => audit.id);
          ctx.print({
            metric: `${page.path} ${category}`,
            value: score,
            budget: budget === 100 ? '= 100' : `≥ ${budget}`,
            ok: score >= budget,
            ...(score < budget && failing.length > 0
              ? { detail: `failing: ${failing.slice(0, 6).join(', ')}` }
              : {}),
          });
        }
        // The figures behind the performance score, so a miss can be read off the bench output.
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
        ]
          .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`)
          .join(', ');
        ctx.print({ metric: `${page.path} performance metrics`, value: '', detail: metrics });
        if (page.path === '/de') {
          const requests = ((
            lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined
          )?.items ?? []) as NetworkRequest[];
          const scripts = requests.filter((request) => request.resourceType === 'Script');
          const total = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
          ctx.print({
            metric: 'first-visit JavaScript on /de (transferred)',
            value: total / KB,
            unit: 'KB',
            budget: '≤ 100 KB',
            ok: total <= 100 * KB && scripts.length > 0,
            detail: `${scripts.length} scripts`,
          });
        }
      }
    } finally {
      chrome.kill();
      await rm(userDataDir, { recursive: true, force: true });
    }
  },
};
