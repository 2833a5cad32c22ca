import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Routes anyone may use: reading pages, signing in and out (spec: frame §6, §7). */
const OPEN = new Set([
  'GET /:locale/pageeditor-api/page',
  'GET /:locale/pageeditor-api/page/*',
  'GET /:locale/pageeditor-api/container/by-slug/:slug',
  'GET /:locale/pageeditor-api/nav',
  'GET /:locale/pageeditor-api/redirect',
  'GET /:locale/pageeditor-api/settings',
  'GET /pageeditor-api/settings',
  'POST /:locale/pageeditor-api/login',
  'POST /:locale/pageeditor-api/logout',
]);

describe('staff routes declare their guard (issue 14: authorisation declared on the route)', () => {
  it('every page editor route but reading and signing in, and every admin route, is guarded', () => {
    const unguarded = t.app.routeTable
      .filter(
        (route) => /^\/(:locale\/)?(pageeditor-api|admin)(\/|$)/.test(route.url) && route.method !== 'HEAD',
      )
      .map((route) => ({ name: `${route.method} ${route.url}`, guards: route.guards }))
      .filter((route) => !OPEN.has(route.name) && !route.guards.some((guard) => /^require/.test(guard)));
    expect(unguarded).toEqual([]);
  });

  it('staff accounts are for admins only', () => {
    const accounts = t.app.routeTable.filter((route) => route.url.startsWith('/admin/users'));
    expect(accounts.length).toBeGreaterThan(0);
    for (const route of accounts)
      expect(route.guards, `${route.method} ${route.url}`).toContain(
        route.method === 'GET' ? 'requireAdminPage' : 'requireAdmin',
      );
  });
});
