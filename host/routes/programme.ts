import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENTS_PAGE_SIZE,
  eventDetailParamsSchema,
  programmePageQuerySchema,
} from '../../src/contract/events';
import { otherLocale } from '../../src/contract/locales';
import { anyQuery } from '../../src/contract/page-address';
import { stateFromQuery } from '../../src/domain/events';
import { productionArticles } from '../db/articles/articles.repository';
import {
  findEvent,
  listEvents,
  loadExhibitionTypes,
  loadOptions,
  venueToday,
} from '../db/events/events.repository';
import { findProduction } from '../db/productions/productions.repository';
import { sendHtml } from '../http/html';
import { localeParams, localeParamsWith } from '../http/locale';
import { loadEventSectionData } from '../pages/detail-data';
import { sendErrorPage } from '../pages/error';
import { addressOfForm, eventFilterOf, withPage } from '../pages/programme/address';
import { renderEventDetail } from '../pages/programme/detail';
import { renderProgrammeList, withoutOverlay } from '../pages/programme/list';
import { isStaff } from '../plugins/request-context';
import { loadFrameData } from '../render/site-page';

/**
 * The programme pages (spec: programme §2): `/{locale}/programm`, the list with the calendar
 * element (its first page rendered on the server), and `/{locale}/programm/{slug}/{id}`, the event.
 */
/** Articles of the event detail's Blog section (issue 15). */
const BLOG_ARTICLES = 3;

export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:locale/programm',
    { schema: { params: localeParams, querystring: programmePageQuerySchema } },
    async (request, reply) => {
      const { locale } = request.params;
      if (request.query.overlay === 'true') return reply.redirect(withoutOverlay(request.url, locale), 302);
      // The address as the element reads it: filters, date, and the page without JavaScript.
      const url = new URL(request.url, 'http://site');
      const today = venueToday(app.clock.now());
      // The no-JavaScript filter form's query leads to the address the element writes.
      const address = addressOfForm(url.search, today);
      if (address !== null) return reply.redirect(`/${locale}/programm${address}`, 302);
      const state = stateFromQuery(url.search);
      const { page } = request.query;
      const filter = eventFilterOf(state, today);
      const [frame, { count, results }, room, type, tag, series, genre] = await Promise.all([
        loadFrameData(request, locale),
        filter ? listEvents(app.db, locale, filter, page, EVENTS_PAGE_SIZE) : { count: 0, results: [] },
        loadOptions(app.db, 'rooms', locale),
        loadExhibitionTypes(app.db, locale),
        loadOptions(app.db, 'event_tags', locale),
        loadOptions(app.db, 'series', locale),
        loadOptions(app.db, 'genres', locale),
      ]);
      // A page past the end (an old link after the list got shorter) leads to the first page.
      if (results.length === 0 && page > 1)
        return reply.redirect(`/${locale}/programm${withPage(url.search, 1)}`, 302);
      const html = renderProgrammeList({
        frame,
        siteUrl: app.config.siteUrl,
        events: results,
        count,
        today,
        state,
        page,
        search: url.search,
        options: { room, type, tag, series, genre },
      });
      return sendHtml(reply, html, 'no-cache');
    },
  );

  app.get(
    '/:locale/programm/:slug/:id',
    { schema: { params: localeParamsWith(eventDetailParamsSchema.shape), querystring: anyQuery } },
    async (request, reply) => {
      const { locale, id } = request.params;
      const event = await findEvent(app.db, locale, id);
      if (!event) return sendErrorPage(app, request, reply, 404);
      const frame = await loadFrameData(request, locale);
      const other = otherLocale(locale);
      const otherEvent = await findEvent(app.db, other, event.id);
      const production =
        event.production_id === null
          ? undefined
          : await findProduction(app.db, locale, event.production_id, venueToday(app.clock.now()));
      const series = event.series
        ? await listEvents(
            app.db,
            locale,
            { series: event.series.id, date: venueToday(app.clock.now()) },
            1,
            6,
          )
        : undefined;
      const articles =
        event.production_id === null
          ? []
          : await productionArticles(app.db, locale, event.production_id, BLOG_ARTICLES, app.clock.now());
      const [data, productionEvents] = await Promise.all([
        loadEventSectionData(app.db, locale, event, app.clock.now()),
        production
          ? listEvents(app.db, locale, { production: production.id, date: venueToday(app.clock.now()) }, 1, 9)
          : undefined,
      ]);
      const staff = isStaff(request);
      const html = renderEventDetail({
        data,
        productionEvents: productionEvents?.results,
        frame,
        siteUrl: app.config.siteUrl,
        event,
        otherLocale: otherEvent ? { locale: other, url: otherEvent.url } : undefined,
        production,
        related: series?.results.filter((item) => item.id !== event.id) ?? [],
        staff,
        articles,
      });
      // Staff hook (branch editor): a staff copy carries the admin link and is never shared.
      return sendHtml(reply, html, staff ? 'private, no-store' : 'no-cache');
    },
  );
};
