import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../http/openapi';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * OpenAPI 3.1 from the zod contracts (issue 21 item 4): every registered API route is in the
 * document with the schemas its declaration carries, and the reference page lists it.
 */
let t: TestApp;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const response = await t.app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json() as OpenAPIV3_1.Document;
});
afterAll(async () => t.close());

/** Fastify's `/:locale/api/x/:id` as OpenAPI writes it: `/{locale}/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');
const OWN = new Set(['/api/openapi.json', '/api/docs']);

describe('/api/openapi.json', () => {
  it('is OpenAPI 3.1 and has every registered API route, each method', async () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = t.app.routeTable.filter(
      (route) => isApiPath(route.url) && !OWN.has(route.url) && !['HEAD', 'OPTIONS'].includes(route.method),
    );
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter(
      (route) => !document.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase() as 'get'],
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // Pages and its own two addresses are not part of it.
    expect(Object.keys(document.paths ?? {}).filter((path) => !isApiPath(path))).toEqual([]);
    expect(document.paths?.['/api/openapi.json']).toBeUndefined();
  });

  it('describes a route by its zod contract: query parameters and the answer', async () => {
    const events = document.paths?.['/{locale}/api/events/']?.get;
    const names = (events?.parameters ?? []).map((parameter) => ('name' in parameter ? parameter.name : ''));
    for (const name of ['locale', 'room', 'type', 'tag', 'series', 'genre', 'date', 'page', 'page_size'])
      expect(names).toContain(name);
    const answer = events?.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
    const schema = answer?.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['count', 'next', 'previous', 'results']),
    );
    const login =
      document.paths?.['/api/staff/login/']?.post ??
      Object.values(document.paths ?? {}).find((item) => item?.post)?.post;
    expect(login?.requestBody).toBeDefined();
  });
});

describe('/api/docs', () => {
  it('is a readable page listing every operation', async () => {
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const operations = Object.values(document.paths ?? {}).reduce(
      (sum, item) =>
        sum + ['get', 'post', 'put', 'delete', 'patch'].filter((method) => item && method in item).length,
      0,
    );
    expect(response.body.match(/<section class="operation"/g)?.length).toBe(operations);
    expect(response.body).toContain('<code>/{locale}/api/events/</code>');
    expect(response.body).toContain('href="/api/openapi.json"');
  });
});
