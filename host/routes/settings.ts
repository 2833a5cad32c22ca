import type { FastifyInstance } from 'fastify';
import { loadSiteSettings } from '../db/settings/settings.repository';
import { HttpError } from '../http/errors';

/** `GET /pageeditor-api/settings` (spec: frame §7): status and the site settings. */
export async function settingsRoutes(app: FastifyInstance) {
  const handler = async () => {
    const data = await loadSiteSettings(app.db);
    if (!data) throw new HttpError(503, 'site_offline', 'Website offline');
    return { status: 'ok' as const, data };
  };
  app.get('/pageeditor-api/settings', handler);
  app.get('/:locale/pageeditor-api/settings', handler);
}
