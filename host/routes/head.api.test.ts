import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_FRAME } from '../../src/domain/element-loading';
import { berlinToday } from '../../src/domain/events';
import { ROOT_DIR } from '../config';
import { loginStaff } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Issue 7 budgets (Lighthouse SEO and performance) as seen in the documents the host sends. */
describe('document head and crawling', () => {
  it('answers /robots.txt itself, allowing every page and naming the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${t.app.config.siteUrl}/sitemap.xml\n`);
  });

  it('names each language version and the German one as x-default', async () => {
    for (const url of ['/de/programm', '/en/programm']) {
      const html = (await t.app.inject({ url })).body;
      expect(html).toContain(
        '<link rel="alternate" hrefLang="de" href="http://localhost:3000/de/programm"/>',
      );
      expect(html).toContain(
        '<link rel="alternate" hrefLang="en" href="http://localhost:3000/en/programm"/>',
      );
      expect(html).toContain(
        '<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/de/programm"/>',
      );
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/(de|en)\/programm"\/>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{10,}"\/>/);
    }
  });

  it("tells the browser the site's clock in every kind of page, and dates the footer by it", async () => {
    // The test app's clock stands at t.now (docs/architecture.md "Clock"): the pages say so.
    const tag = `<meta name="foyer-clock" content="fixed=${t.now.toISOString()}"/>`;
    for (const [url, status] of [
      ['/de', 200],
      ['/en/programm', 200],
      ['/de/produktionen', 200],
      ['/de/gibt-es-nicht', 404],
      ['/webshop', 200],
      ['/webshop/cart', 200],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body, url).toContain(tag);
    }
    const year = berlinToday(t.now).slice(0, 4);
    expect((await t.app.inject({ url: '/de' })).body).toMatch(
      new RegExp(`<p class="site-footer__copyright">© ${year} [^<]+</p>`),
    );
  });

  it('preloads, at low priority, the built chunks of the elements the page defines at once', async () => {
    // `npm test` builds the elements first; the manifest is the build's.
    const manifest = JSON.parse(
      readFileSync(path.join(ROOT_DIR, 'dist/widgets/preload.json'), 'utf8'),
    ) as Record<string, string[]>;
    const preloadedOn = async (cookies?: Record<string, string>) => {
      const html = (await t.app.inject({ url: '/de', cookies })).body;
      const head = html.slice(0, html.indexOf('</head>'));
      return [
        ...head.matchAll(/<link rel="modulepreload" href="\/widgets\/([^"]+)" fetchpriority="low"\/>/g),
      ].map((match) => match[1]);
    };
    // A first visitor: every element on /de waits (the cookie banner is server forms since
    // issue 23, decision 0111), so only the loader's host frame is preloaded (decision 0163), the
    // React runtime least of all.
    const frame = manifest[HOST_FRAME] ?? [];
    expect(frame).toEqual([expect.stringMatching(/^frame-[\w-]+\.js$/)]);
    expect(manifest['foyer-cookie-banner']?.some((file) => file.startsWith('runtime-'))).toBe(true);
    expect(await preloadedOn()).toEqual(frame);
    // Staff get the page editor at once: its chunks, runtime first, each file once, after the frame.
    const staff = await loginStaff(t, { username: 'preload' });
    const preloaded = await preloadedOn(staff.cookies);
    const editor = manifest['foyer-page-editor'] ?? [];
    expect(editor.length).toBeGreaterThan(1);
    expect(preloaded).toEqual([...new Set([...frame, ...editor])]);
    expect(new Set(preloaded).size).toBe(preloaded.length);
    // Elements defined on idle (the sticky navigation, the search box) are not preloaded.
    const stickyOnly = (manifest['foyer-sticky-nav'] ?? []).filter(
      (file) =>
        !Object.entries(manifest).some(([tag, files]) => tag !== 'foyer-sticky-nav' && files.includes(file)),
    );
    for (const file of stickyOnly) expect(preloaded).not.toContain(file);
  });

  it('serves chunks immutable and without the document-only headers; pages keep them', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(ROOT_DIR, 'dist/widgets/preload.json'), 'utf8'),
    ) as Record<string, string[]>;
    const chunk = manifest['foyer-cookie-banner']?.at(-1);
    const response = await t.app.inject({ url: `/widgets/${chunk}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['set-cookie'], 'no cookie on a public, immutable file').toBeUndefined();
    const image = await t.app.inject({ url: '/media/haus.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['set-cookie']).toBeUndefined();
    const page = await t.app.inject({ url: '/de' });
    expect(String(page.headers['set-cookie'])).toMatch(/^csrftoken=/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives a new visitor the CSRF cookie with pages, never with answers shared caches keep', async () => {
    // Public API answers (`public, max-age=60`): a shared cache stores none that sets a cookie.
    for (const url of ['/de/api/events/?page=1', '/de/api/search/autocomplete/?query=zau', '/api/settings']) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toMatch(/public, max-age=\d+/);
      expect(answer.headers['set-cookie'], url).toBeUndefined();
    }
    // Pages reach the origin on every view (`no-cache`): the first one gives the token, so do
    // answers no cache keeps (the full search).
    for (const url of ['/de', '/de/programm', '/de/api/search/?query=zau']) {
      const answer = await t.app.inject({ url });
      expect(answer.headers['cache-control'], url).toMatch(/no-cache/);
      expect(String(answer.headers['set-cookie']), url).toMatch(/^csrftoken=[A-Za-z0-9_-]{32};/);
    }
    // The token a page gives is the one its forms carry (the form page embeds it).
    const { id } = await t.app.db.selectFrom('forms').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { url } = (await t.app.inject({ url: `/de/api/forms/${id}/` })).json() as { url: string };
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    const cookie = /csrftoken=([^;]+)/.exec(String(page.headers['set-cookie']))?.[1];
    expect(page.body).toContain(`name="csrfmiddlewaretoken" value="${cookie}"`);
  });
});
