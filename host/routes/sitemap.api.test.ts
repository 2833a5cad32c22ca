import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * `/sitemap.xml` (issue 21): every public page in both languages with hreflang alternates and
 * lastmod, read back with an XML parser; the index past the URL limit (a small limit injected
 * through `SITEMAP_MAX_URLS`); robots.txt names it.
 */
let t: TestApp;
let small: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  small = await createTestApp({ env: { SITEMAP_MAX_URLS: '100' } });
});
afterAll(async () => Promise.all([t.close(), small.close()]));

interface Entry {
  loc: string;
  lastmod: string;
  alternates: Record<string, string>;
}
type Node = {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  data?: string;
};
const kids = (node: Node, name: string) => (node.children ?? []).filter((child) => child.name === name);
const textOf = (node: Node | undefined): string =>
  (node?.children ?? []).map((child) => child.data ?? textOf(child)).join('');

function parseXml(xml: string): Node {
  const document = parseDocument(xml, { xmlMode: true }) as unknown as Node;
  const root = (document.children ?? []).find((child) => child.type === 'tag');
  if (!root) throw new Error('no root element');
  return root;
}

function urlSet(xml: string): Entry[] {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attribs?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return kids(root, 'url').map((url) => ({
    loc: textOf(kids(url, 'loc')[0]),
    lastmod: textOf(kids(url, 'lastmod')[0]),
    alternates: Object.fromEntries(
      kids(url, 'xhtml:link').map((link) => [link.attribs?.hreflang ?? '', link.attribs?.href ?? '']),
    ),
  }));
}

async function get(app: TestApp, url: string) {
  const response = await app.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return response.body;
}

describe('/sitemap.xml', () => {
  it('lists every public page in both languages with alternates and lastmod', async () => {
    const entries = urlSet(await get(t, '/sitemap.xml'));
    const site = t.app.config.siteUrl;
    const locs = new Set(entries.map((entry) => entry.loc));
    expect(
      entries
        .filter((entry, index) => entries.findIndex((other) => other.loc === entry.loc) !== index)
        .map((entry) => entry.loc),
    ).toEqual([]);
    for (const path of [
      '/de',
      '/en',
      '/de/programm',
      '/en/programm',
      '/de/produktionen',
      '/de/news',
      '/en/team',
    ])
      expect(locs, path).toContain(site + path);

    const db = t.app.db;
    const counts = {
      programm: (await db.selectFrom('events').where('is_online', '=', true).select('id').execute()).length,
      produktionen: (await db.selectFrom('productions').where('is_online', '=', true).select('id').execute())
        .length,
      team: (await db.selectFrom('persons').where('is_online', '=', true).select('id').execute()).length,
      venues: (await db.selectFrom('venues').where('is_online', '=', true).select('id').execute()).length,
      series: (await db.selectFrom('series').where('is_online', '=', true).select('id').execute()).length,
    };
    for (const [segment, count] of Object.entries(counts)) {
      expect(count, segment).toBeGreaterThan(0);
      for (const locale of ['de', 'en']) {
        const detail = new RegExp(`^${site}/${locale}/${segment}/[^/]+/\\d+$`);
        expect(entries.filter((entry) => detail.test(entry.loc)).length, `${locale} ${segment}`).toBe(count);
      }
    }
    expect(entries.some((entry) => /\/de\/news\/[^/]+\/\d+$/.test(entry.loc))).toBe(true);

    for (const entry of entries) {
      expect(Number.isNaN(Date.parse(entry.lastmod)), entry.loc).toBe(false);
      if (Object.keys(entry.alternates).length === 0) continue;
      // Each version names itself and every other one, and x-default.
      expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);
      expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(['de', 'en', 'x-default']);
    }
    const event = entries.find((entry) => /\/de\/programm\/[^/]+\/\d+$/.test(entry.loc));
    expect(event?.alternates.en).toMatch(/\/en\/programm\/[^/]+\/\d+$/);
  });

  it('every listed page of each kind answers 200 (a sample)', async () => {
    const entries = urlSet(await get(t, '/sitemap.xml'));
    const site = t.app.config.siteUrl;
    const kinds = ['programm', 'produktionen', 'news', 'team', 'venues', 'series'];
    for (const kind of kinds) {
      for (const locale of ['de', 'en']) {
        const entry = entries.find((item) => item.loc.startsWith(`${site}/${locale}/${kind}/`));
        if (!entry) throw new Error(`no ${locale} ${kind} page`);
        const response = await t.app.inject(entry.loc.slice(site.length));
        expect(response.statusCode, entry.loc).toBe(200);
      }
    }
  });

  it('is named in robots.txt', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${t.app.config.siteUrl}/sitemap.xml`);
  });
});

describe('past the URL limit', () => {
  it('is an index of files of at most the limit that together list the same URLs', async () => {
    const all = urlSet(await get(t, '/sitemap.xml')).map((entry) =>
      entry.loc.replace(t.app.config.siteUrl, ''),
    );
    const root = parseXml(await get(small, '/sitemap.xml'));
    expect(root.name).toBe('sitemapindex');
    const files = kids(root, 'sitemap').map((file) => textOf(kids(file, 'loc')[0]));
    expect(files).toHaveLength(Math.ceil(all.length / 100));
    const listed: string[] = [];
    for (const [index, file] of files.entries()) {
      expect(file).toBe(`${small.app.config.siteUrl}/sitemap-${index + 1}.xml`);
      const entries = urlSet(await get(small, file.slice(small.app.config.siteUrl.length)));
      expect(entries.length).toBeLessThanOrEqual(100);
      listed.push(...entries.map((entry) => entry.loc.replace(small.app.config.siteUrl, '')));
    }
    expect(listed.sort()).toEqual([...all].sort());
    for (const file of [`sitemap-${files.length + 1}.xml`, 'sitemap-0.xml', 'sitemap-x.xml'])
      expect((await small.app.inject(`/${file}`)).statusCode, file).toBe(404);
    // Without a split there are no numbered files.
    expect((await t.app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });
});
