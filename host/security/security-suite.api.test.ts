import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../http/route-table';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The security suite (issue 20 item 2, 3), generated from the route table: a route added
 * tomorrow is in every matrix below without anybody remembering to add it. Each case asks one
 * question of every route: is a write refused without a session or CSRF token, does bad input
 * get a 4xx (never a 500, never a stack trace), is nothing reflected unescaped, are the
 * security headers there, and does a fuzzer fed from the contract's parameter names find a 5xx.
 */
let t: TestApp;
let admin: StaffLogin;
let editor: StaffLogin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, { username: 'sec-admin', role: 'admin' });
  editor = await loginStaff(t, { username: 'sec-editor', role: 'editor' });
});
afterAll(async () => t?.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STAFF_GUARDS = new Set(['requireStaff', 'requireAdmin', 'requireStaffPage', 'requireAdminPage']);
const ADMIN_GUARDS = new Set(['requireAdmin', 'requireAdminPage']);

const ownRoutes = (): RouteEntry[] =>
  t.app.routeTable.filter(
    (route) =>
      !/^\/(widgets|assets|media)\//.test(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
const isWrite = (route: RouteEntry) => WRITES.has(route.method);
const isGuarded = (route: RouteEntry) => route.guards.some((guard) => STAFF_GUARDS.has(guard));
const isAdminOnly = (route: RouteEntry) => route.guards.some((guard) => ADMIN_GUARDS.has(guard));
/** Signing out in the middle of a matrix would turn the rest of it into 401s. */
const endsSession = (route: RouteEntry) => /logout/.test(route.url);

/** A request path for a route pattern: ids that name nothing, so no matrix deletes real content. */
function concrete(url: string): string {
  return url
    .replace(':locale', 'de')
    .replace(/:category/, 'events')
    .replace(/:page\b/, '1')
    .replace(/:(\w*id|\w*Id)\b/g, '999999')
    .replace(/:\w+/g, 'x')
    .replace('*', 'x');
}

/** The names a zod object schema declares (query or body), for generated inputs. */
function declaredKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const label = (route: RouteEntry) => `${route.method} ${route.url}`;

function send(route: RouteEntry, options: Partial<InjectOptions> & { session?: StaffLogin; csrf?: boolean }) {
  const { session, csrf = true, ...rest } = options;
  const request = {
    method: route.method as InjectOptions['method'],
    url: concrete(route.url),
    ...rest,
    cookies: { ...(session?.cookies ?? {}), ...((rest.cookies as Record<string, string>) ?? {}) },
  };
  return csrf ? t.write(request) : t.app.inject(request);
}

/** Never a 5xx, never a stack trace or driver message in the body. */
function expectClientSafe(response: Response, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.body, what).not.toMatch(
    /\n\s+at [\w.<>]+ \(.*:\d+:\d+\)|node_modules|invalid byte sequence/,
  );
}

describe('authorisation and CSRF over every state-changing route', { timeout: 240_000 }, () => {
  it('refuses a write without session (401) or without CSRF token (403)', async () => {
    const writes = ownRoutes().filter(isWrite);
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const bare = await send(route, { csrf: false, payload: {} });
      expect(bare.statusCode, label(route)).toBe(isGuarded(route) ? 401 : 403);
      if (isGuarded(route)) {
        const anonymous = await send(route, { payload: {} });
        expect(anonymous.statusCode, `${label(route)} with CSRF, no session`).toBe(401);
        if (!endsSession(route)) {
          const forged = await send(route, { session: admin, csrf: false, payload: {} });
          expect(forged.statusCode, `${label(route)} with session, no CSRF`).toBe(403);
        }
      }
    }
  });

  it('refuses admin-only routes to an editor (403), pages and writes alike', async () => {
    const adminOnly = ownRoutes().filter(isAdminOnly);
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const route of adminOnly) {
      const response = await send(route, { session: editor, payload: {} });
      expect(response.statusCode, label(route)).toBe(403);
    }
  });

  it('answers every staff page without a session with the login (no content), never 200', async () => {
    for (const route of ownRoutes().filter((r) => r.method === 'GET' && isGuarded(r))) {
      const response = await send(route, { csrf: false });
      expect([302, 303, 401], label(route)).toContain(response.statusCode);
    }
  });
});

describe('bad input on every route: 4xx with a message, never 500', { timeout: 240_000 }, () => {
  const signedIn = () => ownRoutes().filter((route) => !endsSession(route));

  it('refuses NUL in every declared query parameter and body field with 400', async () => {
    for (const route of signedIn()) {
      for (const key of declaredKeys(route.schema?.querystring)) {
        const response = await send(route, { session: admin, query: { [key]: 'a\u0000b' } });
        expect(response.statusCode, `${label(route)} ?${key}`).toBe(400);
      }
      if (!isWrite(route)) continue;
      for (const key of declaredKeys(route.schema?.body)) {
        const response = await send(route, { session: admin, payload: { [key]: 'a\u0000b' } });
        expect([400, 429], `${label(route)} body.${key}`).toContain(response.statusCode);
      }
    }
  });

  it('answers malformed JSON, deep JSON and wrong content types with 4xx', async () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100; level++) deep = [deep];
    for (const route of signedIn().filter(isWrite)) {
      const malformed = await send(route, {
        session: admin,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expectClientSafe(malformed, `${label(route)} malformed JSON`);
      expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
      const nested = await send(route, { session: admin, payload: { a: deep } });
      expectClientSafe(nested, `${label(route)} deep JSON`);
      const xml = await send(route, {
        session: admin,
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expectClientSafe(xml, `${label(route)} XML`);
      expect([400, 404, 415, 429], `${label(route)} XML`).toContain(xml.statusCode);
    }
  });

  it('survives overlong strings, huge numbers and wrong types in every declared name', async () => {
    const hostile: unknown[] = [
      'x'.repeat(100_000),
      1e308,
      -1,
      2 ** 53 + 1,
      Number.NaN,
      [],
      {},
      null,
      true,
      '1e999',
    ];
    for (const route of signedIn()) {
      for (const value of hostile) {
        for (const key of declaredKeys(route.schema?.querystring)) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          expectClientSafe(
            await send(route, { session: admin, query: { [key]: text } }),
            `${label(route)} ?${key}`,
          );
        }
        if (!isWrite(route)) continue;
        const payload = Object.fromEntries(declaredKeys(route.schema?.body).map((key) => [key, value]));
        expectClientSafe(await send(route, { session: admin, payload }), `${label(route)} body`);
      }
    }
  });
});

describe('nothing reflected unescaped, no redirect off the site', { timeout: 240_000 }, () => {
  const probes = ['"><script>alert(1)</script>', "'><img src=x onerror=alert(1)>", 'javascript:alert(1)'];

  it('echoes no query parameter as markup or as a foreign Location', async () => {
    for (const route of ownRoutes().filter((r) => r.method === 'GET')) {
      for (const key of declaredKeys(route.schema?.querystring)) {
        for (const probe of [...probes, '//evil.example/x', '/\\evil.example/x']) {
          const response = await send(route, { session: admin, csrf: false, query: { [key]: probe } });
          expectClientSafe(response, `${label(route)} ?${key}=${probe}`);
          // JSON echoes the query as data (served as application/json with nosniff): only a
          // document could run it.
          if (String(response.headers['content-type']).startsWith('text/html')) {
            expect(response.body, `${label(route)} ?${key}`).not.toContain('<script>alert(1)</script>');
            expect(response.body, `${label(route)} ?${key}`).not.toContain('<img src=x onerror');
          } else if (response.body.length > 0) {
            expect(String(response.headers['content-type']), label(route)).toMatch(
              /^(application\/json|text\/plain|application\/javascript|text\/javascript)/,
            );
          }
          const location = response.headers.location;
          if (typeof location === 'string') {
            const target = new URL(location, t.app.config.siteUrl);
            expect(target.origin, `${label(route)} ?${key} → ${location}`).toBe(
              new URL(t.app.config.siteUrl).origin,
            );
          }
        }
      }
    }
  });
});

describe('security headers on every page and API answer', { timeout: 240_000 }, () => {
  it('sends nosniff everywhere, and CSP with frame-ancestors and a Referrer-Policy on documents', async () => {
    for (const route of ownRoutes().filter((r) => r.method === 'GET')) {
      const response = await send(route, { csrf: false });
      expect(response.headers['x-content-type-options'], label(route)).toBe('nosniff');
      if (String(response.headers['content-type']).startsWith('text/html')) {
        const csp = String(response.headers['content-security-policy'] ?? '');
        expect(csp, label(route)).toMatch(/frame-ancestors/);
        expect(csp, label(route)).toMatch(/script-src/);
        expect(response.headers['referrer-policy'], label(route)).toBeTruthy();
      }
    }
  });
});

describe('property-based fuzzing from the contract (fixed seed, bounded time)', { timeout: 240_000 }, () => {
  /** Values a client could send: text in any script, controls, numbers at the edges, nesting. */
  const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    leaf: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', 'true', '[]', '{}', '../..', '%00', '\ud800'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    ),
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('leaf'),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 3 }),
    ),
  })).node;

  it('finds no 5xx on any route', async () => {
    const routes = ownRoutes().filter((route) => !endsSession(route));
    // The fuzzing's own time budget, well inside the test's timeout (the describe's 240 s): when it
    // runs out, the routes not reached yet are left for the next run rather than failing this one.
    const deadline = performance.now() + 90_000;
    for (const [index, route] of routes.entries()) {
      if (performance.now() > deadline) break;
      const queryKeys = declaredKeys(route.schema?.querystring);
      const bodyKeys = declaredKeys(route.schema?.body);
      const input = fc.record({
        query: fc.dictionary(
          fc.constantFrom(...queryKeys, 'other'),
          fc.string({ unit: 'binary', maxLength: 60 }),
          {
            maxKeys: 3,
          },
        ),
        body: fc.dictionary(fc.constantFrom(...bodyKeys, 'other'), value, { maxKeys: 5 }),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ query, body }) => {
          const response = await send(route, {
            session: admin,
            query,
            ...(isWrite(route) ? { payload: body as Record<string, unknown> } : {}),
          });
          expectClientSafe(response, `${label(route)} ${JSON.stringify({ query, body }).slice(0, 200)}`);
        }),
        { seed: 20261124 + index, numRuns: 12, endOnFailure: true },
      );
    }
  });
});
