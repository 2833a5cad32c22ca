import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../../src/i18n';
import { requireStaffPage, staffUser } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { adminLocale, sendAdminPage } from '../../pages/admin/admin-page';
import { wantsJson } from '../../pages/admin/form-answer';
import { indexPage, sessionEndedPage } from '../../pages/admin/index-page';
import { ADMIN_AREAS, areasFor } from './areas';

/**
 * The admin area (spec: frame §3 "Each detail route maps to an admin change page for its record …
 * to which the toolbar links"; §6 roles), registered with the prefix `/admin`: the index, and each
 * area of areas.ts at `/admin/{path}`. Plain HTML forms that work without JavaScript: every POST
 * carries the CSRF token (field `csrfmiddlewaretoken` or the `X-CSRFToken` header) and the
 * record's version, so a save over someone else's change answers 409. Editors and admins change
 * records; only admins manage staff accounts. A client asking for JSON (`Accept:
 * application/json`) gets `{ error, message, fields }`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A form sent after the session ended: a page saying so, with the way back (API clients get
  // the JSON 401 of the route's guard).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.user || wantsJson(request)) return;
    return sendAdminPage(
      request,
      reply,
      sessionEndedPage(refererPath(request.headers.referer) ?? '/admin/', adminLocale(request)),
      401,
    );
  });

  app.get(
    '/',
    { schema: { response: htmlPageResponse }, onRequest: [requireStaffPage] },
    async (request, reply) => {
      const locale = adminLocale(request);
      const areas = areasFor(staffUser(request).role === 'admin' ? 'admin' : 'editor').map((area) => ({
        path: area.path,
        title: t(locale, `admin.${area.title}`),
      }));
      return sendAdminPage(request, reply, indexPage(areas, locale));
    },
  );

  for (const area of ADMIN_AREAS) await app.register(area.routes, { prefix: `/${area.path}` });
};

/** The path of the page the form was on, if it is one of ours under /admin/. */
function refererPath(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const path = new URL(referer, 'http://localhost').pathname;
    return path.startsWith('/admin/') ? path : undefined;
  } catch {
    return undefined;
  }
}
