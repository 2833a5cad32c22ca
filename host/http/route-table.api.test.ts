import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Routes of plugins we do not own (static files declare `hide`, which is a schema too). */
const isOwnRoute = (url: string) => !/^\/(widgets|assets|media)\//.test(url);

describe('the route table (issue 14: routes read like a table of contents)', () => {
  it('records every route with its method', () => {
    const urls = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/breaking-news/');
    expect(urls).toContain('GET /:locale/api/breaking-news/');
  });

  it('every route declares a schema', () => {
    const without = t.app.routeTable
      .filter((route) => isOwnRoute(route.url) && route.method !== 'HEAD' && !route.schema)
      .map((route) => `${route.method} ${route.url}`);
    expect(without).toEqual([]);
  });

  it('every route under /:locale declares the locale in its params', () => {
    const without = t.app.routeTable
      .filter((route) => route.url.startsWith('/:locale') && route.method !== 'HEAD')
      .filter(
        (route) => !(route.schema?.params as { shape?: Record<string, unknown> } | undefined)?.shape?.locale,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(without).toEqual([]);
  });

  it('an unknown locale is 404 before validation, JSON on the API and the error page on pages', async () => {
    const api = await t.app.inject('/xx/api/breaking-news/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'not_found', message: 'Unknown locale' });
  });

  it('a parameter outside the contract is 400 naming it', async () => {
    const response = await t.app.inject('/api/breaking-news/?lang=fr&x=1');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('bad_request');
    expect(Object.keys(body.fields).sort()).toEqual(['lang', 'x']);
  });
});
