import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result as LighthouseResult } from 'lighthouse';
// Lighthouse's own median-run selection (no package export; the path is part of its npm files).
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CLOCK_META_NAME, clockFromMeta, systemClock } from '../../../src/domain/clock';
import { CONSENT_COOKIE, NO_CONSENT, serialiseConsent } from '../../../src/domain/consent';
import { ROOT_DIR } from '../../config';
import type { BenchScenario } from '../harness';
import { chunkFile, gzippedSize } from './site';

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
/** Runs per page (BENCH_LIGHTHOUSE_RUNS, default 3); the median run is reported. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

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

/** A form page linked from the home page's footer (issue 17: Lighthouse mobile on a form page). */
async function firstFormPage(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/de`);
  if (!response.ok) return undefined;
  return /href="(\/de\/forms\/[^"#?]+)"/.exec(await response.text())?.[1];
}

/** The first address matching `pattern` on the page at `from`. */
async function firstLink(baseUrl: string, from: string, pattern: RegExp): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}${from}`);
  if (!response.ok) return undefined;
  return pattern.exec(await response.text())?.[1];
}

/** The first venue's page, from the venues API (issue 16). */
async function firstVenue(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/venues/`);
  if (!response.ok) return undefined;
  return ((await response.json()) as { data: Array<{ url: string }> }).data[0]?.url;
}

/**
 * Issue 7 budgets: Lighthouse (npm `lighthouse`, Debian chromium, its default mobile emulation)
 * on /de, /de/programm and one event detail: performance ≥ 95, accessibility 100, best practices
 * ≥ 95, SEO 100; the JavaScript a first visit downloads before interacting ≤ 100 KB gzipped (on
 * each page); the cookie-banner chunk ≤ 8 KB gzipped. Pages that do not exist yet are skipped with
 * a line saying so. BENCH_LIGHTHOUSE_DIR=<folder> keeps each page's Lighthouse JSON there, to read
 * the audits behind a score (layout-shifts, long-tasks, bootup-time, …). BENCH_LIGHTHOUSE_RUNS
 * (default 3) runs per page, the median reported; BENCH_LIGHTHOUSE_PAGES picks pages by label.
 */
export const scenario: BenchScenario = {
  name: 'lighthouse',
  async run(ctx) {
    const allPages: Array<{ label: string; path: string | undefined }> = [
      { label: '/de', path: '/de' },
      { label: '/de/programm', path: '/de/programm' },
      { label: 'event detail', path: await firstEventDetail(ctx.baseUrl) },
      // Issue 23: a production.
      {
        label: 'production',
        path: await firstLink(ctx.baseUrl, '/de/produktionen', /href="(\/de\/produktionen\/[^"#?]+)"/),
      },
      { label: 'form page', path: await firstFormPage(ctx.baseUrl) },
      // Issue 15: the magazine and an article.
      { label: '/de/news', path: '/de/news' },
      { label: 'article', path: await firstArticle(ctx.baseUrl) },
      // Issue 16: the team, a person, a venue and a series.
      { label: '/de/team', path: '/de/team' },
      { label: 'person', path: await firstLink(ctx.baseUrl, '/de/team', /href="(\/de\/team\/[^"#?]+)"/) },
      { label: 'venue', path: await firstVenue(ctx.baseUrl) },
      {
        label: 'series',
        path: await firstLink(ctx.baseUrl, '/de/abonnements', /href="(\/de\/series\/[^"#?]+)"/),
      },
    ];
    // BENCH_LIGHTHOUSE_PAGES=/de/news,article,… measures only those pages (by label).
    const chosen = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((label) => label.trim());
    const pages = chosen ? allPages.filter((page) => chosen.includes(page.label)) : allPages;
    const userDataDir = await mkdtemp(path.join(tmpdir(), 'foyer-lighthouse-'));
    // Loaded here, not at the top: the bench server process imports every scenario file (for
    // `prepare`), and Lighthouse in its memory would be counted in the server's RSS budget.
    const [chromeLauncher, { default: lighthouse }, { default: puppeteer }] = await Promise.all([
      import('chrome-launcher'),
      import('lighthouse'),
      import('puppeteer-core'),
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
        // A run whose trace Lighthouse could not record (runtimeError, e.g. NO_NAVSTART) scores 0
        // on every metric; Lighthouse's own advice is to run it again, which we do twice at most.
        /** A run; with `cookie`, as a returning visitor who has it (the storage is not reset then). */
        const run = async (cookie?: { name: string; value: string }) => {
          if (cookie) {
            const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
            await browser.setCookie({ ...cookie, domain: new URL(ctx.baseUrl).hostname, path: '/' });
            // The storage stays (the cookie), but not the HTTP cache: the bytes are transferred again.
            const [tab] = await browser.pages();
            if (tab) await (await tab.createCDPSession()).send('Network.clearBrowserCache');
            await browser.disconnect();
          }
          let result: LighthouseResult;
          let tries = 0;
          do {
            tries++;
            const answer = await lighthouse(ctx.baseUrl + page.path, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: Object.keys(BUDGETS),
              ...(cookie ? { disableStorageReset: true } : {}),
            });
            if (!answer?.lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
            result = answer.lhr;
          } while (result.runtimeError && tries < 3);
          return { lhr: result, attempts: tries };
        };
        // Lighthouse's advice for a score to rely on: several runs and the median one (its own
        // `computeMedianRun`, by first contentful paint and time to interactive, as PageSpeed
        // Insights and Lighthouse CI pick it); one run alone varies.
        const runs: Array<{ lhr: LighthouseResult; attempts: number }> = [];
        for (let index = 0; index < LIGHTHOUSE_RUNS; index++) runs.push(await run());
        const valid = filterToValidRuns(runs.map((each) => each.lhr));
        const median = valid.length > 0 ? computeMedianRun(valid) : undefined;
        const { lhr, attempts } = runs.find((each) => each.lhr === median) ?? (runs[0] as (typeof runs)[0]);
        if (runs.length > 1)
          ctx.print({
            metric: `${page.path} performance of each run`,
            value: '',
            detail: `${runs
              .map((each) => Math.round((each.lhr.categories.performance?.score ?? 0) * 100))
              .join(' / ')}; the median run (by first contentful paint and time to interactive) is reported`,
          });
        if (lhr.runtimeError)
          ctx.print({ metric: `${page.path} Lighthouse error`, value: lhr.runtimeError.code, ok: false });
        else if (attempts > 1)
          ctx.print({
            metric: `${page.path} Lighthouse runs`,
            value: attempts,
            detail: 'earlier runs had a trace error',
          });
        const keepDir = process.env.BENCH_LIGHTHOUSE_DIR;
        if (keepDir) {
          await mkdir(keepDir, { recursive: true });
          await writeFile(path.join(keepDir, `${page.path.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
        }
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
        // Every script the first visit downloads without any interaction, as transferred (gzip,
        // headers included): Lighthouse keeps recording until the network is quiet, so chunks
        // defined on idle are counted too. Each page is held to the 100 KB budget.
        const scripts = scriptRequests(lhr);
        const total = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
        ctx.print({
          metric: `first-visit JavaScript on ${page.path} (transferred)`,
          value: total / KB,
          unit: 'KB',
          budget: '≤ 100 KB',
          ok: total <= 100 * KB && scripts.length > 0,
          detail: `${scripts.length} scripts${runtimeNote(scripts)}`,
        });
        // Issue 23: first-visit JavaScript ≤ 60 KB; and the JavaScript run before the first
        // interaction for a returning visitor (who answered the cookie banner, refusing
        // statistics), ≤ 15 KB gzipped: every script Lighthouse saw load without any input.
        if (ISSUE_23_PAGES.has(page.label)) {
          // Issue 23 item 1: performance 100 and total blocking time ≤ 50 ms (the median run).
          const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
          const blocking = lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY;
          ctx.print({
            metric: `${page.path} performance and total blocking time (issue 23 goal)`,
            value: `${performance}, ${Math.round(blocking)} ms`,
            budget: '= 100, ≤ 50 ms',
            ok: performance === 100 && blocking <= 50,
          });
          ctx.print({
            metric: `first-visit JavaScript on ${page.path} (issue 23 goal)`,
            value: total / KB,
            unit: 'KB',
            budget: '≤ 60 KB',
            ok: total <= 60 * KB,
          });
          // No input is given during a run: a first visit's scripts all ran before the first
          // interaction (the cookie banner is server forms; decisions 0111, 0112). Counted as
          // e2e/hydration.spec.ts counts them (decision 0152): the gzipped bytes of each script
          // (gzip -9 of its body), without the response headers `transferSize` includes.
          const before = await gzippedScripts(scripts);
          ctx.print({
            metric: `JavaScript before the first interaction on ${page.path} (first visit)`,
            value: before / KB,
            unit: 'KB',
            budget: '≤ 15 KB',
            ok: before <= 15 * KB && scripts.length > 0,
            detail: `${scripts.length} scripts${runtimeNote(scripts)}; ${(total / KB).toFixed(2)} KB transferred with headers`,
          });
          const { revision, at } = await bannerAnswer(ctx.baseUrl);
          const returning = await run({
            name: CONSENT_COOKIE,
            value: serialiseConsent({ revision, choices: NO_CONSENT, at }),
          });
          const returningScripts = scriptRequests(returning.lhr);
          const returningTotal = await gzippedScripts(returningScripts);
          ctx.print({
            metric: `JavaScript before the first interaction on ${page.path} (returning visitor)`,
            value: returningTotal / KB,
            unit: 'KB',
            budget: '≤ 15 KB',
            ok: returningTotal <= 15 * KB,
            detail: `${returningScripts.length} scripts${runtimeNote(returningScripts)}; performance ${Math.round(
              (returning.lhr.categories.performance?.score ?? 0) * 100,
            )}, total blocking time ${returning.lhr.audits['total-blocking-time']?.displayValue ?? '?'}`,
          });
        }
      }
      // Issue 7: the cookie-banner chunk ≤ 8 KB gzipped (the shared runtime chunk not counted; the
      // small chunks it shares with other elements are named in the detail).
      const banner = chunkFile('cookie-banner');
      if (banner) {
        const size = gzippedSize(banner);
        let shared = '';
        try {
          const manifest = JSON.parse(
            readFileSync(path.join(ROOT_DIR, 'dist/widgets/preload.json'), 'utf8'),
          ) as Record<string, string[]>;
          const others = (manifest['foyer-cookie-banner'] ?? []).filter(
            (file) => file !== banner && !file.startsWith('runtime-'),
          );
          const sharedSize = others.reduce((sum, file) => sum + gzippedSize(file), 0);
          shared = `; with the shared chunks it imports (${others.join(', ')}) ${(
            (size + sharedSize) / KB
          ).toFixed(2)} KB`;
        } catch {}
        ctx.print({
          metric: 'cookie-banner chunk gzipped',
          value: size / KB,
          unit: 'KB',
          budget: '≤ 8 KB',
          ok: size <= 8 * KB,
          detail: `${banner}${shared}`,
        });
      }
    } finally {
      chrome.kill();
      await rm(userDataDir, { recursive: true, force: true });
    }
  },
};

/** The pages issue 23 measures (item 1: JavaScript before the first interaction). */
const ISSUE_23_PAGES = new Set(['/de', '/de/programm', 'event detail', 'production', '/de/news']);

/** The scripts a Lighthouse run saw load (no input is given during a run). */
function scriptRequests(lhr: LighthouseResult): NetworkRequest[] {
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  return requests.filter((request) => request.resourceType === 'Script');
}

/**
 * The gzipped bytes (level 9) of the scripts' bodies, fetched again from their addresses: the
 * same figure e2e/hydration.spec.ts prints (decision 0152); headers and the server's own
 * compression choice (brotli or gzip) left out, so both measure the same thing.
 */
async function gzippedScripts(scripts: NetworkRequest[]): Promise<number> {
  const sizes = await Promise.all(
    scripts.map(async (request) => {
      const response = await fetch(request.url);
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** ", React runtime loaded" when the shared React chunk was among the scripts. */
function runtimeNote(scripts: NetworkRequest[]): string {
  return scripts.some((request) => /\/runtime-[\w-]+\.js/.test(request.url))
    ? ', React runtime loaded'
    : ', no React runtime';
}

/**
 * The cookie policy revision the pages carry and the time of an answer given now, on the clock
 * the pages announce (as the banner reads both).
 */
async function bannerAnswer(baseUrl: string): Promise<{ revision: number; at: number }> {
  const html = await (await fetch(`${baseUrl}/de`)).text();
  const revision = Number(/<foyer-cookie-banner[^>]*\srevision="(\d+)"/.exec(html)?.[1] ?? 1);
  const meta = new RegExp(`<meta name="${CLOCK_META_NAME}" content="([^"]*)"`).exec(html)?.[1];
  const clock = clockFromMeta(meta) ?? systemClock;
  return { revision, at: Math.floor(clock.now().getTime() / 1000) };
}

/** The newest article's page, or undefined when the magazine is empty. */
async function firstArticle(baseUrl: string): Promise<string | undefined> {
  try {
    const answer = (await (await fetch(`${baseUrl}/de/api/articles/?page_size=1`)).json()) as {
      results?: Array<{ url: string }>;
    };
    return answer.results?.[0]?.url;
  } catch {
    return undefined;
  }
}
