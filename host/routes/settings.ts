import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../src/contract/common';
import { designSettingsSchema, siteSettingsResponseSchema } from '../../src/contract/settings';
import { loadDesignSettings, loadSiteSettings } from '../db/settings/settings.repository';
import { apiTwins, twinParams } from '../http/api-twins';
import { HttpError } from '../http/errors';

/**
 * `GET /pageeditor-api/settings` and `/{locale}/pageeditor-api/settings` (spec: frame §7): the site
 * settings; `GET /api/settings` and `/{locale}/api/settings`: the design settings, as the client
 * reads them (spec: frame §7 "Design settings come from {api}/settings"; R-API-11). Nothing in
 * them is private: every value already reaches the browser through the pages.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of apiTwins('settings')) {
    const design = { params: twinParams, response: { 200: designSettingsSchema, 503: errorBodySchema } };
    app.get(url, { schema: design }, async (_request, reply) => {
      const data = await app.pageCache.memo('design', () => loadDesignSettings(app.db));
      reply.header('cache-control', 'public, max-age=60');
      return data;
    });
  }

  const schema = { params: twinParams, response: { 200: siteSettingsResponseSchema, 503: errorBodySchema } };
  for (const url of ['/pageeditor-api/settings', '/:locale/pageeditor-api/settings']) {
    app.get(url, { schema }, async () => {
      const data = await loadSiteSettings(app.db);
      if (!data) throw new HttpError(503, 'site_offline', 'Website offline');
      return { status: 'ok' as const, data };
    });
  }
};
