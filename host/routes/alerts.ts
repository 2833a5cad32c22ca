import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { breakingNewsResponseSchema } from '../../src/contract/alerts';
import { loadActiveAlerts } from '../db/alerts/alerts.repository';
import { langQuery, localeParams, requestLocale } from '../http/locale';

/**
 * `GET /api/breaking-news/` (spec: programme §7): the active alerts, newest first; the first one
 * is shown. The language comes from the prefix (`/en/api/…`) or `?lang=`; German by default.
 */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: langQuery, response: { 200: breakingNewsResponseSchema } };

  app.get('/api/breaking-news/', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { data: await loadActiveAlerts(app.db, requestLocale(request, request.query.lang)) };
  });

  app.get(
    '/:locale/api/breaking-news/',
    { schema: { ...schema, params: localeParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: await loadActiveAlerts(app.db, request.params.locale) };
    },
  );
};
