import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { anyQuery } from '../../src/contract/page-address';
import { sendHtml } from '../http/html';
import { renderApiReference } from '../pages/openapi/reference';

/**
 * `/api/openapi.json` (the OpenAPI 3.1 document made from the routes' zod contracts,
 * host/http/openapi.ts) and `/api/docs`, its readable reference. Both are left out of the document.
 */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const document = () => app.swagger() as OpenAPIV3_1.Document;
  app.get(
    '/api/openapi.json',
    {
      schema: {
        hide: true,
        querystring: anyQuery,
        response: { 200: z.string().describe('application/json') },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(JSON.stringify(document())),
  );
  app.get(
    '/api/docs',
    { schema: { hide: true, querystring: anyQuery, response: { 200: z.string().describe('text/html') } } },
    async (_request, reply) => sendHtml(reply, renderApiReference(document()), 'public, max-age=300'),
  );
};
