import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anyQuery } from '../../src/contract/page-address';
import { seriesDetailParamsSchema } from '../../src/contract/series';
import { listEvents, venueToday } from '../db/events/events.repository';
import { PageDataCache } from '../db/events/page-data-cache';
import { findSeries, listSubscriptionSeries, seriesPath } from '../db/series/series.repository';
import { sendHtml } from '../http/html';
import { localeParams, localeParamsWith } from '../http/locale';
import { sendErrorPage } from '../pages/error';
import { renderSeriesPage } from '../pages/series/detail';
import { renderSubscriptionsPage, subscriptionsPath } from '../pages/series/subscriptions';
import { isStaff } from '../plugins/request-context';
import { loadFrameData } from '../render/site-page';

/** Upcoming dates on a series' page. */
const SERIES_DATES = 24;

/**
 * Series and subscriptions (spec: frame §2 series route and the webshop's series redirect;
 * issue 16): a series' page and the subscriptions page (`/de/abonnements`, `/en/subscriptions`).
 */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Visitors' page data, kept against the programme version (host/db/events/page-data-cache.ts).
  const pages = new PageDataCache(app.db);

  for (const segment of ['abonnements', 'subscriptions']) {
    app.get(
      `/:locale/${segment}`,
      { schema: { params: localeParams, querystring: anyQuery } },
      async (request, reply) => {
        const { locale } = request.params;
        // One address per language: the other language's word leads to it.
        if (subscriptionsPath(locale) !== `/${locale}/${segment}`)
          return reply.redirect(subscriptionsPath(locale), 301);
        const [frame, series] = await Promise.all([
          loadFrameData(request, locale),
          listSubscriptionSeries(app.db, locale),
        ]);
        return sendHtml(
          reply,
          renderSubscriptionsPage({ frame, siteUrl: app.config.siteUrl, series }),
          'no-cache',
        );
      },
    );
  }

  app.get(
    '/:locale/series/:slug/:id',
    { schema: { params: localeParamsWith(seriesDetailParamsSchema.shape), querystring: anyQuery } },
    async (request, reply) => {
      const { locale, slug, id } = request.params;
      const staff = isStaff(request);
      const today = venueToday(app.clock.now());
      const pageKey = `series|${locale}|${slug}|${id}|${today}`;
      const kept = await pages.kept(request, pageKey);
      if (kept !== undefined) return sendHtml(reply, kept, 'no-cache');
      const load = async () => {
        const found = await findSeries(app.db, locale, id, staff);
        if (!found) return undefined;
        const { results } = await listEvents(
          app.db,
          locale,
          { series: found.id, date: today },
          1,
          SERIES_DATES,
        );
        return { series: found, events: results };
      };
      // Staff see offline series: their answers are never kept.
      const data = staff ? await load() : await pages.get(`series|${locale}|${id}|${today}`, load);
      if (!data) return sendErrorPage(app, request, reply, 404);
      const { series, events } = data;
      if (series.url !== seriesPath(locale, slug, series.id)) {
        const search = new URL(request.url, 'http://site').search;
        return reply.redirect(`${series.url}${search}`, 301);
      }
      const html = await pages.html(request, pageKey, async () => {
        const frame = await loadFrameData(request, locale);
        return renderSeriesPage({ frame, siteUrl: app.config.siteUrl, series, events, staff });
      });
      return sendHtml(reply, html, staff ? 'private, no-store' : 'no-cache');
    },
  );
};
