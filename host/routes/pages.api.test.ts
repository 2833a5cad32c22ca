import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ url, cookies });

describe('the host page', () => {
  it('renders the German home page from the database', async () => {
    const response = await get('/de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<title>Startseite | Theater am Rosenhain</title>');
    expect(html).toContain('Die neue Spielzeit hat begonnen');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://localhost:3000/en"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<script type="module" src="/widgets/foyer.js"></script>');
    // The shared box-office container is resolved into the page.
    expect(html).toContain('Theaterkasse');
    // The alert is server-rendered inside its element, readable without JavaScript.
    expect(html).toMatch(/<foyer-alert-bar locale="de" alert-id="\d+">.*Vorverkauf gestartet/);
  });

  it('renders the English home page', async () => {
    const html = (await get('/en')).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('The new season has begun');
    expect(html).toContain('<title>Home | Theater am Rosenhain</title>');
  });

  it('renders a content page with breadcrumbs, title, meta and body class', async () => {
    const html = (await get('/de/ueber-uns/geschichte')).body;
    expect(html).toContain('<title>Geschichte | Theater am Rosenhain</title>');
    expect(html).toMatch(
      /<nav class="breadcrumbs"[^>]*><ol><li><a href="\/de">Startseite<\/a><\/li><li><a href="\/de\/ueber-uns">Über uns<\/a><\/li><li><span aria-current="page">Geschichte<\/span>/,
    );
    expect(html).toContain('<meta name="description" content="Vom Stadttheater 1911');
    expect(html).toContain('class="section layout-25-50-25"');
    expect((await get('/de/ueber-uns')).body).toContain('<body class="page-about">');
  });

  it('suppresses body classes on news-detail, venue, ensemble, series, form, search, user, legal, 404, hub and webshop routes', async () => {
    // One address of each kind of route from the sitemap (R-ROUTE-41, spec: frame §2).
    const sitemap = (await get('/sitemap.xml')).body;
    const first = (pattern: RegExp) => {
      const found = [...sitemap.matchAll(/<loc>http:\/\/localhost:3000([^<]+)<\/loc>/g)]
        .map((match) => match[1] ?? '')
        .find((path) => pattern.test(path));
      if (!found) throw new Error(`no ${pattern} in the sitemap`);
      return found;
    };
    const { id: formId } = await t.app.db
      .selectFrom('forms')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const form = ((await get(`/de/api/forms/${formId}/`)).json() as { url: string }).url;
    const staff = await loginStaff(t, { username: 'body-classes', role: 'editor' });
    const routes: Array<[string, Record<string, string> | undefined]> = [
      [first(/^\/de\/news\/[^/]+\/\d+$/), undefined],
      [first(/^\/de\/venues\/[^/]+\/\d+$/), undefined],
      [first(/^\/de\/team\/[^/]+\/\d+$/), undefined],
      [first(/^\/de\/series\/[^/]+\/\d+$/), undefined],
      [form, undefined],
      ['/de/search?q=Faust', undefined],
      ['/de/login', undefined],
      ['/de/impressum', undefined],
      ['/de/gibt-es-nicht', undefined],
      ['/webshop', undefined],
      ['/cms-hub', staff.cookies],
      ['/de/user/profile', staff.cookies],
    ];
    for (const [url, cookies] of routes) {
      const html = (await get(url, cookies)).body;
      expect(/<body[^>]*>/.exec(html)?.[0], url).toBe('<body>');
    }
    // Event and production details carry the non-CMS class, content pages their page class.
    expect((await get('/de/ueber-uns')).body).toContain('<body class="page-about">');
  });

  it('suppresses the page class on legal pages', async () => {
    const html = (await get('/de/impressum')).body;
    expect(html).toContain('<body>');
    expect(html).toContain('Eigenbetrieb der Stadt Kellberg');
    expect((await get('/de/agb')).statusCode).toBe(200);
    expect((await get('/de/datenschutz')).statusCode).toBe(200);
  });

  it('hides menus and the alert on a landing page', async () => {
    const html = (await get('/de/freundeskreis')).body;
    expect(html).not.toContain('aria-label="Hauptmenü"');
    expect(html).not.toContain('<foyer-alert-bar');
    expect((await get('/de/ueber-uns')).body).toContain('aria-label="Hauptmenü"');
  });

  it('does not render the alert a visitor closed, but a newer one', async () => {
    const alertId = /alert-id="(\d+)"/.exec((await get('/de')).body)?.[1];
    expect(alertId).toBeDefined();
    expect((await get('/de', { 'alert-closed': String(alertId) })).body).not.toContain(
      'Vorverkauf gestartet',
    );
    expect((await get('/de', { 'alert-closed': '999' })).body).toContain('Vorverkauf gestartet');
  });
});

describe('page-fetch rules (spec: frame §4)', () => {
  it('redirects an old path of the redirect list with 301', async () => {
    const response = await get('/de/spielplan');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/de/programm');
  });

  it('sends ?overlay=true to the events page without that parameter', async () => {
    const response = await get('/de/impressum?overlay=true&room=2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/programm?room=2');
  });

  it('redirects a visitor with ?v= to the plain path', async () => {
    const response = await get('/de/ueber-uns?v=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/de/ueber-uns');
  });

  it('answers 404 with the not-found page for an offline page, marked for the browser to report', async () => {
    const response = await get('/de/vorschau-spielzeit');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Diese Seite konnte nicht gefunden werden');
    expect(response.body).toContain('>Zur Startseite</a>');
    // The browser posts the URL (R-ERR-3, e2e/chrome.spec.ts); the server logs nothing itself.
    expect(response.body).toContain('<meta name="foyer-status" content="404"/>');
    const logged = await t.app.db
      .selectFrom('error_log')
      .select('url')
      .where('url', 'like', '%/de/vorschau-spielzeit')
      .execute();
    expect(logged).toHaveLength(0);
  });

  it('answers the configured 404 page path as a page: 200, the not-found content, nothing to report (R-ERR-16)', async () => {
    const design = await t.app.inject('/api/settings');
    const path = (design.json() as { notFoundPagePath: string }).notFoundPagePath;
    expect(path).toBe('/de/404');
    for (const url of [path, '/en/404']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('404');
      expect(response.body).not.toContain('foyer-status');
    }
  });

  it('sends / to the visitor language and unprefixed paths to German', async () => {
    expect((await get('/')).headers.location).toBe('/de');
    expect(
      (await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } })).headers.location,
    ).toBe('/en');
    const unprefixed = await get('/ueber-uns');
    expect(unprefixed.statusCode).toBe(301);
    expect(unprefixed.headers.location).toBe('/de/ueber-uns');
    expect((await get('/la')).statusCode).toBe(404);
  });

  it('never answers 500 for hostile paths, and reads nothing outside the content', async () => {
    for (const url of [
      '/de/../../etc/passwd',
      '/de/%2e%2e/%2e%2e/etc/passwd',
      '/de/ueber-uns%2Fgeschichte',
      '/de/a%00b',
      '/de/%E0%A4%A',
      '/de/..%5c..%5cwin.ini',
      `/de/${'x'.repeat(3000)}`,
      '/de/ueber-uns?v=abc',
      '/de/ueber-uns?edit',
      '/de/<script>',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('root:x');
    }
  });
});

describe('site offline and error pages (spec: frame §2, §8)', () => {
  it('shows 503 Website offline when the site is offline', async () => {
    await t.app.db.updateTable('site_settings').set({ is_site_online: false }).execute();
    await t.app.pageCache.contentChanged();
    try {
      const response = await get('/de/ueber-uns');
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('Website offline');
      expect(response.body).toContain('503');
    } finally {
      await t.app.db.updateTable('site_settings').set({ is_site_online: true }).execute();
      await t.app.pageCache.contentChanged();
    }
  });

  it('uses the custom HTML configured for a status', async () => {
    const row = await t.app.db.selectFrom('design_settings').select(['id', 'data']).executeTakeFirstOrThrow();
    const data = {
      ...row.data,
      errors: {
        '404':
          '<html><head><style>.x{color:red}</style></head><body><h1 class="x">Verlaufen?</h1></body></html>',
      },
    };
    await t.app.db
      .updateTable('design_settings')
      .set({ data: JSON.stringify(data) as never })
      .where('id', '=', row.id)
      .execute();
    try {
      const html = (await get('/de/nirgendwo')).body;
      expect(html).toContain('<h1 class="x">Verlaufen?</h1>');
      expect(html).toContain('<style>.x{color:red}</style>');
    } finally {
      await t.app.db
        .updateTable('design_settings')
        .set({ data: JSON.stringify(row.data) as never })
        .where('id', '=', row.id)
        .execute();
    }
  });
});

describe('rendered-page cache', () => {
  it('serves cached pages and drops them when content changes', async () => {
    await get('/de/kontakt');
    const cached = await get('/de/kontakt');
    expect(cached.headers['x-foyer-cache']).toBe('hit');
    const section = await t.app.db
      .selectFrom('sections')
      .innerJoin('pages', 'pages.id', 'sections.page_id')
      .select(['sections.id', 'sections.columns'])
      .where('pages.path', '=', 'kontakt')
      .where('pages.locale', '=', 'de')
      .executeTakeFirstOrThrow();
    const columns = section.columns;
    const first = columns[0]?.children[0];
    if (first) first.content = 'Neue Adresse';
    await t.app.db
      .updateTable('sections')
      .set({ columns: JSON.stringify(columns) as never })
      .where('id', '=', section.id)
      .execute();
    await t.app.pageCache.contentChanged();
    const fresh = await get('/de/kontakt');
    expect(fresh.headers['x-foyer-cache']).toBeUndefined();
    expect(fresh.body).toContain('Neue Adresse');
  });
});

describe('unexpected failures', () => {
  it('show the 500 error page on a site page, and JSON on the API, never a stack', async () => {
    const original = t.app.db.selectFrom;
    // Break the database for one request: the page cache is cleared so the page must load.
    await t.app.pageCache.contentChanged();
    t.app.db.selectFrom = (() => {
      throw new Error('database exploded at /secret/path.ts:12');
    }) as never;
    try {
      const page = await get('/de/besuch');
      expect(page.statusCode).toBeGreaterThanOrEqual(500);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toContain('exploded');
      const api = await get('/de/pageeditor-api/page/besuch');
      expect(api.statusCode).toBe(500);
      expect(api.json()).toEqual({ error: 'internal_error', message: 'an unknown error occurred' });
    } finally {
      t.app.db.selectFrom = original;
      await t.app.pageCache.contentChanged();
    }
  });
});
