import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOnlyQuerySchema } from '../../src/contract/common';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  EVENT_FILTER_NAMES,
  EVENTS_PAGE_SIZE,
  type EventFilterName,
  eventsPageSchema,
  eventsQuerySchema,
  exhibitionTypeListSchema,
  optionListSchema,
  teasersResponseSchema,
} from '../../src/contract/events';
import {
  eventDays,
  listEvents,
  loadExhibitionTypes,
  loadOptions,
  loadTeasers,
  venueToday,
} from '../db/events/events.repository';
import { ProgrammeCache } from '../db/events/programme-cache';
import { monthStart } from '../db/events/venue-time';
import { apiTwins, sendJsonBytes, serializeAnswer, twinParams } from '../http/api-twins';
import { requestLocale } from '../http/locale';
import { pagedAnswer } from '../http/paging';

/** A query's filters as a stable key part: names in a fixed order, absent ones empty. */
function filterKey(filters: Partial<Record<EventFilterName | 'date', string | number>>): string {
  return [...EVENT_FILTER_NAMES, 'date' as const].map((name) => filters[name] ?? '').join('|');
}

/** The option lists of the filters (spec: programme §7), by path and table. */
const OPTION_LISTS = {
  rooms: 'rooms',
  'event-tags': 'event_tags',
  series: 'series',
  genres: 'genres',
} as const;

/**
 * The programme API (spec: programme §7): the events list with its filters and paging, the
 * calendar's days, the option lists of the filters, and the list teasers. Each answers at
 * `/api/x/` and `/{locale}/api/x/` (host/http/api-twins.ts).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers kept per process, checked against the programme version on every request
  // (docs/decisions/0003-programme.md, "Speed").
  const cache = new ProgrammeCache(app.db);
  const options = { params: twinParams, querystring: langOnlyQuerySchema };

  for (const url of apiTwins('events')) {
    const schema = {
      params: twinParams,
      querystring: eventsQuerySchema,
      response: { 200: eventsPageSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const locale = requestLocale(request, request.query.lang);
      const { page, page_size: pageSize, lang: _lang, ...filters } = request.query;
      const today = venueToday(app.clock.now());
      // The key is the parsed query (so `?room=01` and `?room=1` share an answer), the language
      // and the day the list starts at by default.
      const key = `events|${locale}|${today}|${filterKey(filters)}|${page}|${pageSize}`;
      const body = await cache.body(key, async () => {
        const filter = { ...filters, date: filters.date ?? today };
        const { count, results } = await listEvents(app.db, locale, filter, page, pageSize);
        const path = `/${locale}/api/events/`;
        const answer = { path, query: filters, count, results, page, pageSize };
        return serializeAnswer(reply, pagedAnswer({ ...answer, defaultPageSize: EVENTS_PAGE_SIZE }));
      });
      return sendJsonBytes(reply, body, 'public, max-age=60');
    });
  }

  for (const url of apiTwins('calendar')) {
    const schema = {
      params: twinParams,
      querystring: calendarQuerySchema,
      response: { 200: calendarResponseSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const { lang: _lang, ...query } = request.query;
      const date = query.date ?? venueToday(app.clock.now());
      // The answer depends on the month only (days from its first on): one answer per month.
      const key = `calendar|${filterKey({ ...query, date: monthStart(date) })}`;
      const body = await cache.body(key, async () =>
        serializeAnswer(reply, { data: await eventDays(app.db, { ...query, date }) }),
      );
      return sendJsonBytes(reply, body, 'public, max-age=60');
    });
  }

  for (const [path, table] of Object.entries(OPTION_LISTS)) {
    for (const url of apiTwins(path)) {
      app.get(
        url,
        { schema: { ...options, response: { 200: optionListSchema } } },
        async (request, reply) => {
          reply.header('cache-control', 'public, max-age=300');
          return { data: await loadOptions(app.db, table, requestLocale(request, request.query.lang)) };
        },
      );
    }
  }

  for (const url of apiTwins('exhibition-types')) {
    const schema = { ...options, response: { 200: exhibitionTypeListSchema } };
    app.get(url, { schema }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await loadExhibitionTypes(app.db, requestLocale(request, request.query.lang)) };
    });
  }

  for (const url of apiTwins('teasers')) {
    app.get(
      url,
      { schema: { ...options, response: { 200: teasersResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return { data: await loadTeasers(app.db, requestLocale(request, request.query.lang)) };
      },
    );
  }
};
