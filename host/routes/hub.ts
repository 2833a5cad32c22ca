import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brokenLinksSchema,
  ERROR_LOG_PAGE_SIZE,
  errorLogPageSchema,
  errorLogQuerySchema,
  MEDIA_OVERVIEW_NEWEST,
  type MediaOverview,
  mediaOverviewSchema,
  missingAltSchema,
  pageActivitiesQuerySchema,
  pageActivitiesSchema,
  SIGN_IN_EVENTS_PAGE_SIZE,
  type SignInEventsPage,
  type SiteStatus,
  signInEventsPageSchema,
  signInEventsQuerySchema,
  siteStatusChangeSchema,
  siteStatusSchema,
  VERSIONS_PAGE_SIZE,
  versionsPageSchema,
  versionsQuerySchema,
} from '../../src/contract/hub';
import { mediaTexts } from '../../src/i18n/media';
import { recentAdminChanges } from '../db/admin/admin-changes.repository';
import {
  errorLogGroups,
  pagesWithImagesWithoutAlt,
  recentPageActivities,
  setSiteStatus,
} from '../db/hub/hub.repository';
import { mediaOverview } from '../db/media/media.repository';
import { topSearchTerms } from '../db/search/search.repository';
import { loadSiteSettings } from '../db/settings/settings.repository';
import { listSignInEvents } from '../db/staff/sign-ins.repository';
import { requireAdmin, requireStaff, requireStaffPage, staffUser } from '../http/guards';
import { htmlPageResponse } from '../http/private-html';
import { describeAdminChanges } from '../hub/admin-changes';
import { pagesWithBrokenLinks } from '../hub/broken-links';
import { adminLocale, sendAdminPage } from '../pages/admin/admin-page';
import { wantsJson } from '../pages/admin/form-answer';
import { hubPage } from '../pages/hub/hub-page';

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
const hubQuerySchema = z.object({
  nf: pageNumber,
  ce: pageNumber,
  si: pageNumber,
  saved: z.string().optional(),
});
/** The hub page shows the newest sign-in events; the JSON endpoint pages through the rest. */
const HUB_SIGN_IN_EVENTS = 15;

/**
 * The content hub (spec: frame §2 `/cms-hub`, §7 dashboard endpoints; issue 18 part 4): the page
 * for staff (visitors go to the login), and its JSON endpoints (401 without a session). Only
 * admins switch the site and the shop on or off and read the sign-in log (403 for editors).
 */
export const hubRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteStatus = async (request: FastifyRequest): Promise<SiteStatus> => {
    const settings = await loadSiteSettings(app.db);
    return {
      is_site_online: settings?.is_site_online ?? true,
      is_shop_online: settings?.is_shop_online ?? true,
      can_change: request.user?.role === 'admin',
    };
  };
  const errorLog = async (kind: 'not-found' | 'client-error', page: number) => ({
    kind,
    page,
    page_size: ERROR_LOG_PAGE_SIZE,
    ...(await errorLogGroups(app.db, kind, page, ERROR_LOG_PAGE_SIZE)),
  });
  const media = async (): Promise<MediaOverview> => {
    const found = await mediaOverview(app.db, MEDIA_OVERVIEW_NEWEST);
    return {
      count: Object.values(found.byKind).reduce((sum, files) => sum + files, 0),
      by_kind: found.byKind,
      total_bytes: found.bytes,
      images_without_alt: found.imagesWithoutAlt,
      unused: found.unused,
      newest: found.newest.map((file) => ({
        id: file.id,
        kind: file.kind,
        name: file.original_name,
        title: file.title,
        url: `/admin/media/${file.id}/change`,
        created_at: file.created_at.toISOString(),
      })),
    };
  };
  const signIns = async (page: number, pageSize: number): Promise<SignInEventsPage> => ({
    page,
    page_size: pageSize,
    ...(await listSignInEvents(app.db, { limit: pageSize, offset: (page - 1) * pageSize })),
  });
  // A link is asked of the site as a visitor asks it: no session, the app's own routing.
  const brokenLinks = () =>
    pagesWithBrokenLinks(app.db, async (url) => (await app.inject({ method: 'GET', url })).statusCode);
  const keywords = async (limit: number, locale?: 'de' | 'en') => {
    await app.searchTerms.flush();
    const terms = await topSearchTerms(app.db, { locale, limit });
    return terms.map((term) => ({
      locale: term.locale,
      term: term.term,
      count: term.count,
      last_searched_at: new Date(term.last_searched_at as unknown as string).toISOString(),
    }));
  };

  app.get(
    '/cms-hub',
    { schema: { querystring: hubQuerySchema, response: htmlPageResponse }, onRequest: [requireStaffPage] },
    async (request, reply) => {
      const locale = adminLocale(request);
      const { nf, ce, si, saved } = request.query;
      const isAdmin = staffUser(request).role === 'admin';
      const [status, activities, changes, top, notFound, clientErrors, missingAlt, broken, library, events] =
        await Promise.all([
          siteStatus(request),
          recentPageActivities(app.db, 15),
          recentAdminChanges(app.db, 15).then((found) =>
            describeAdminChanges(app.db, found, { role: staffUser(request).role, locale }),
          ),
          keywords(10),
          errorLog('not-found', nf),
          errorLog('client-error', ce),
          pagesWithImagesWithoutAlt(app.db),
          brokenLinks(),
          media(),
          // The sign-in log is security data: admins only, as its endpoint.
          isAdmin ? signIns(si, HUB_SIGN_IN_EVENTS) : undefined,
        ]);
      const view = hubPage({
        status,
        activities: activities.results,
        changes,
        keywords: top,
        notFound,
        clientErrors,
        missingAlt,
        brokenLinks: broken,
        media: library,
        signIns: events,
        csrf: request.csrfToken,
        notice: saved === undefined ? undefined : mediaTexts(locale)('hub.statusSaved'),
        locale,
      });
      return sendAdminPage(request, reply, view);
    },
  );

  // The hub's form without JavaScript (admins): both switches, then the hub again.
  app.post(
    '/cms-hub/site-status',
    { schema: { body: siteStatusChangeSchema }, onRequest: [requireAdmin] },
    async (request, reply) => {
      await setSiteStatus(app.db, request.body);
      await app.pageCache.contentChanged();
      request.log.info({ by: request.user?.username, ...request.body }, 'site status changed');
      if (wantsJson(request)) return siteStatusSchema.parse(await siteStatus(request));
      return reply.redirect('/cms-hub?saved', 303);
    },
  );

  app.get(
    '/api/dashboard-site/',
    { schema: { response: { 200: siteStatusSchema } }, onRequest: [requireStaff] },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return siteStatus(request);
    },
  );

  app.post(
    '/api/dashboard-site/',
    {
      schema: { body: siteStatusChangeSchema, response: { 200: siteStatusSchema } },
      onRequest: [requireAdmin],
    },
    async (request) => {
      await setSiteStatus(app.db, request.body);
      await app.pageCache.contentChanged();
      request.log.info({ by: request.user?.username, ...request.body }, 'site status changed');
      return siteStatus(request);
    },
  );

  app.get(
    '/api/dashboard-page-activities/',
    {
      schema: { querystring: pageActivitiesQuerySchema, response: { 200: pageActivitiesSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: (await recentPageActivities(app.db, request.query.limit)).results };
    },
  );

  app.get(
    '/api/dashboard-versions/',
    {
      schema: { querystring: versionsQuerySchema, response: { 200: versionsPageSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page } = request.query;
      const found = await recentPageActivities(app.db, VERSIONS_PAGE_SIZE, (page - 1) * VERSIONS_PAGE_SIZE);
      return { count: found.count, page, page_size: VERSIONS_PAGE_SIZE, results: found.results };
    },
  );

  app.get(
    '/api/dashboard-error-log/',
    {
      schema: { querystring: errorLogQuerySchema, response: { 200: errorLogPageSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return errorLog(request.query.kind, request.query.page);
    },
  );

  app.get(
    '/api/dashboard-celum-overview/',
    { schema: { response: { 200: mediaOverviewSchema } }, onRequest: [requireStaff] },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return media();
    },
  );

  app.get(
    '/api/dashboard-id-service-events/',
    {
      schema: { querystring: signInEventsQuerySchema, response: { 200: signInEventsPageSchema } },
      onRequest: [requireAdmin],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return signIns(request.query.page, SIGN_IN_EVENTS_PAGE_SIZE);
    },
  );

  app.get(
    '/api/dashboard-missing-alt/',
    { schema: { response: { 200: missingAltSchema } }, onRequest: [requireStaff] },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await pagesWithImagesWithoutAlt(app.db) };
    },
  );

  app.get(
    '/api/dashboard-broken-links/',
    { schema: { response: { 200: brokenLinksSchema } }, onRequest: [requireStaff] },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await brokenLinks() };
    },
  );
};
