import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('consent, service worker and frame (issue 7 items 4 and 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a choice with revision and time, and nothing about the visitor', async () => {
    const response = await t.write({
      method: 'POST',
      url: '/de/api/consent/',
      payload: { revision: 1, statistics: false, media: true },
      headers: { 'user-agent': 'Test/1.0', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: 'recorded', revision: 1 });
    expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(60_000);
    const rows = await t.app.db.selectFrom('consent_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ revision: 1, statistics: false, media: true });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'created_at',
      'id',
      'media',
      'revision',
      'statistics',
    ]);
  });

  it('answers 400 naming the bad parameter, 403 without the CSRF header', async () => {
    const bad = await t.write({
      method: 'POST',
      url: '/de/api/consent/',
      payload: { revision: 'x', statistics: true, media: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
    expect(bad.json().message).toContain('revision');
    const extra = await t.write({
      method: 'POST',
      url: '/de/api/consent/',
      payload: { revision: 1, statistics: true, media: false, email: 'a@b.c' },
    });
    expect(extra.statusCode).toBe(400);
    const locale = await t.write({
      method: 'POST',
      url: '/xx/api/consent/',
      payload: { revision: 1, statistics: true, media: false },
    });
    // The one locale rule (host/http/locale.ts): an unknown locale is 404 before validation.
    expect(locale.statusCode).toBe(404);
    expect(locale.json()).toEqual({ error: 'not_found', message: 'Unknown locale' });
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/de/api/consent/',
      payload: { revision: 1, statistics: true, media: true },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('keeps client errors for the content hub', async () => {
    const response = await t.write({
      method: 'POST',
      url: '/de/api/dashboard-error-log/',
      payload: { url: 'http://localhost/de', kind: 'client-error', message: 'TypeError: x is undefined' },
    });
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('error_log')
      .selectAll()
      .where('kind', '=', 'client-error')
      .executeTakeFirst();
    expect(row?.message).toBe('TypeError: x is undefined');
  });

  it('serves the notice script for browsers without modules', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/fallback-notice.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("getElementById('foyer-fallback-notice')");
  });

  it('serves /sw.js as JavaScript for scope / with a versioned static cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/const CACHE = 'foyer-static-[0-9a-f]{12}'/);
    expect(response.body).toContain('caches.delete(key)');
  });

  it('puts the banner with the design settings and the fallback notice on every page', async () => {
    for (const url of ['/de', '/en/visit', '/de/impressum']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toMatch(
        /<foyer-cookie-banner locale="(de|en)" revision="1" privacy-url="\/(de\/datenschutz|en\/privacy)" tag-manager-id="GTM-DEMO000">/,
      );
      expect(response.body).toContain('<noscript>');
      expect(response.body).toContain('Fortfahren und Inhalte laden');
      expect(response.body).toMatch(/<aside id="foyer-fallback-notice"[^>]*hidden/);
      expect(response.body).toContain('<script nomodule="" src="/assets/fallback-notice.js"></script>');
      // Strict CSP: no inline script anywhere (data blocks — JSON-LD, a list's first page — are
      // never run), the tag manager host allowed as a script source.
      expect(response.body).not.toMatch(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/,
      );
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
