import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../src/contract/common';
import { siteSettingsResponseSchema } from '../../src/contract/settings';
import { loadSiteSettings } from '../db/settings/settings.repository';
import { twinParams } from '../http/api-twins';
import { HttpError } from '../http/errors';

/** `GET /pageeditor-api/settings` and `/{locale}/pageeditor-api/settings` (spec: frame §7). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: twinParams, response: { 200: siteSettingsResponseSchema, 503: errorBodySchema } };
  for (const url of ['/pageeditor-api/settings', '/:locale/pageeditor-api/settings']) {
    app.get(url, { schema }, async () => {
      const data = await loadSiteSettings(app.db);
      if (!data) throw new HttpError(503, 'site_offline', 'Website offline');
      return { status: 'ok' as const, data };
    });
  }
};
