import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOnlyQuerySchema } from '../../src/contract/common';
import { anyQuery } from '../../src/contract/page-address';
import {
  venueDetailParamsSchema,
  venueFinderAnswerSchema,
  venueFinderQuerySchema,
  venueListSchema,
} from '../../src/contract/venues';
import { berlinTime } from '../../src/domain/opening-hours';
import { listEvents, venueToday } from '../db/events/events.repository';
import { PageDataCache } from '../db/events/page-data-cache';
import { findVenue, listVenues, venuePath } from '../db/venues/venues.repository';
import { apiTwins, twinParams } from '../http/api-twins';
import { requireStaff } from '../http/guards';
import { sendHtml } from '../http/html';
import { localeParams, localeParamsWith, requestLocale } from '../http/locale';
import { sendErrorPage } from '../pages/error';
import { renderVenuePage } from '../pages/venues/detail';
import { isStaff } from '../plugins/request-context';
import { loadFrameData } from '../render/site-page';

/** Upcoming events on a venue's page. */
const VENUE_DATES = 12;

/** Venues (spec: frame §2 venue route, §7 venues; issue 16): the API and the venue page. */
export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Visitors' page data, kept against the programme version (host/db/events/page-data-cache.ts).
  const pages = new PageDataCache(app.db);

  for (const url of apiTwins('venues')) {
    const schema = {
      params: twinParams,
      querystring: langOnlyQuerySchema,
      response: { 200: venueListSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await listVenues(app.db, requestLocale(request, request.query.lang)) };
    });
  }

  // The Venue module's finder (spec: frame §3 "picked from a finder"): staff only, never cached.
  app.get(
    '/:locale/pageeditor-api/finder/venues',
    {
      schema: {
        params: localeParams,
        querystring: venueFinderQuerySchema,
        response: { 200: venueFinderAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const q = (request.query.q ?? '').toLocaleLowerCase(request.params.locale);
      const venues = await listVenues(app.db, request.params.locale);
      const address = (venue: (typeof venues)[number]) =>
        `${venue.address.street}, ${venue.address.postal_code} ${venue.address.city}`;
      return {
        results: venues
          .filter((venue) => `${venue.name} ${address(venue)}`.toLocaleLowerCase().includes(q))
          .map((venue) => ({ id: venue.id, name: venue.name, url: venue.url, address: address(venue) })),
      };
    },
  );

  app.get(
    '/:locale/venues/:slug/:id',
    { schema: { params: localeParamsWith(venueDetailParamsSchema.shape), querystring: anyQuery } },
    async (request, reply) => {
      const { locale, slug, id } = request.params;
      const staff = isStaff(request);
      const today = venueToday(app.clock.now());
      // Today's opening-hours label changes during the day: a kept page lasts a minute at most.
      const pageKey = `venue|${locale}|${slug}|${id}|${today}|${berlinTime(app.clock.now())}`;
      const kept = await pages.kept(request, pageKey);
      if (kept !== undefined) return sendHtml(reply, kept, 'no-cache');
      const load = async () => {
        const found = await findVenue(app.db, locale, id, today, staff);
        if (!found) return undefined;
        const { results } = await listEvents(
          app.db,
          locale,
          { venue: found.id, date: today },
          1,
          VENUE_DATES,
        );
        return { venue: found, events: results };
      };
      // Staff see offline venues: their answers are never kept.
      const data = staff ? await load() : await pages.get(`venue|${locale}|${id}|${today}`, load);
      if (!data) return sendErrorPage(app, request, reply, 404);
      const { venue, events } = data;
      if (venue.url !== venuePath(locale, slug, venue.id)) {
        const search = new URL(request.url, 'http://site').search;
        return reply.redirect(`${venue.url}${search}`, 301);
      }
      const html = await pages.html(request, pageKey, async () => {
        const frame = await loadFrameData(request, locale);
        return renderVenuePage({ frame, siteUrl: app.config.siteUrl, venue, events, today, staff });
      });
      return sendHtml(reply, html, staff ? 'private, no-store' : 'no-cache');
    },
  );
};
