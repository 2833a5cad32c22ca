import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyQuery } from '../../src/contract/page-address';
import { buildVersion, serviceWorkerSource } from '../pages/service-worker';

/**
 * `/sw.js` (spec: frame §1: scope `/`; issue 7 item 6): the service worker of this build
 * (host/pages/service-worker.ts), made once per process.
 */
export const serviceWorkerRoutes: FastifyPluginAsyncZod = async (app) => {
  let source: Promise<string> | undefined;
  const schema = { querystring: anyQuery, response: { 200: z.string().describe('text/javascript') } };
  app.get('/sw.js', { schema }, async (_request, reply) => {
    source ??= buildVersion().then(serviceWorkerSource);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .send(await source);
  });
};
