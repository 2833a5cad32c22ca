import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** The paths the OpenAPI document describes: the JSON API (`/api/…`, `/{locale}/api/…`, the page editor's). */
export const isApiPath = (url: string) => /(^|\/)(api|pageeditor-api)(\/|$)/.test(url);

const zodTransform = createJsonSchemaTransform({
  // Transforms (`'01'` → 1), preprocessing and refinements have no JSON Schema: described as
  // their input (requests) or left open (answers) rather than failing the document.
  zodToJsonConfig: { unrepresentable: 'any' },
});

/**
 * OpenAPI 3.1 from the routes' zod contracts (issue 21 item 4; docs/decisions/0064-openapi.md):
 * `@fastify/swagger` collects every route as it is added, fastify-type-provider-zod's transform
 * turns the zod schemas into JSON Schema. Registered before the routes; pages and static files are
 * left out (only the JSON API is described). Served by host/routes/openapi.ts.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { siteUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Foyer HTTP API',
          version: '1',
          description:
            'The JSON API of a Foyer site, generated from its zod contracts. Prose, caching and error rules: docs/api.md. `{locale}` is `de` or `en`; state-changing requests need the `X-CSRFToken` header equal to the `csrftoken` cookie.',
        },
        servers: [{ url: options.siteUrl }],
      },
      transform: (document) => {
        if (!isApiPath(document.url))
          return { schema: { ...document.schema, hide: true }, url: document.url };
        const transformed = zodTransform(document);
        const tag = /api\/([^/:{]+)/.exec(document.url)?.[1] ?? 'api';
        return { ...transformed, schema: { ...transformed.schema, tags: [tag] } };
      },
    });
  },
  { name: 'openapi' },
);
