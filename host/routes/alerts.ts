import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BreakingNewsResponse } from '../../src/contract/alerts';
import { localeSchema } from '../../src/contract/common';
import { loadActiveAlerts } from '../db/alerts/alerts.repository';
import { notFound, parseInput } from '../http/errors';

const querySchema = z.object({ lang: localeSchema.optional() });

/**
 * `GET /api/breaking-news/` (spec: programme §7): the active alerts, newest first; the first one
 * is shown. The language comes from the prefix (`/en/api/…`) or `?lang=`; German by default.
 */
export async function alertRoutes(app: FastifyInstance) {
  app.get('/api/breaking-news/', async (request, reply): Promise<BreakingNewsResponse> => {
    const { lang } = parseInput(querySchema, request.query, 'query');
    reply.header('cache-control', 'no-cache');
    return { data: await loadActiveAlerts(app.db, lang ?? 'de') };
  });
  app.get('/:locale/api/breaking-news/', async (request, reply): Promise<BreakingNewsResponse> => {
    const locale = localeSchema.safeParse((request.params as { locale: string }).locale);
    if (!locale.success) throw notFound('Unknown locale');
    reply.header('cache-control', 'no-cache');
    return { data: await loadActiveAlerts(app.db, locale.data) };
  });
}
