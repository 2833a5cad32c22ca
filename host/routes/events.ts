import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Locale, localeSchema } from '../../src/contract/common';
import {
  type CalendarResponse,
  calendarQuerySchema,
  EVENT_FILTER_NAMES,
  EVENTS_PAGE_SIZE,
  type EventFilterName,
  type EventsPage,
  eventsQuerySchema,
  type OptionList,
  optionsQuerySchema,
  type TeasersResponse,
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
import { notFound, parseInput } from '../http/errors';
import { pagedAnswer } from '../http/paging';

/** The language of a request: the path prefix wins, then `?lang=`, then German. */
export function localeOf(request: FastifyRequest, fromQuery: Locale | undefined): Locale {
  const prefix = (request.params as { locale?: string }).locale;
  if (prefix === undefined) return fromQuery ?? 'de';
  const locale = localeSchema.safeParse(prefix);
  if (!locale.success) throw notFound('Unknown locale');
  return locale.data;
}

/** A query's filters as a stable key part: names in a fixed order, absent ones empty. */
function filterKey(filters: Partial<Record<EventFilterName | 'date', string | number>>): string {
  return [...EVENT_FILTER_NAMES, 'date' as const].map((name) => filters[name] ?? '').join('|');
}

/** Both `/api/x/` and `/{locale}/api/x/` answer (spec: programme §7 marks some as language-prefixed). */
export function both(
  app: FastifyInstance,
  path: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.get(`/api/${path}/`, handler);
  app.get(`/:locale/api/${path}/`, handler);
}

/**
 * The programme API (spec: programme §7): the events list with its filters and paging, the
 * calendar's days, the option lists of the filters, and the list teasers.
 */
export async function eventRoutes(app: FastifyInstance) {
  // Answers kept per process, checked against the programme version on every request
  // (docs/decisions/0003-programme.md, "Speed").
  const cache = new ProgrammeCache(app.db);
  const sendJson = (reply: FastifyReply, body: Buffer) =>
    reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(body);

  both(app, 'events', async (request, reply) => {
    const query = parseInput(eventsQuerySchema, request.query, 'query');
    const locale = localeOf(request, query.lang);
    const { page, page_size: pageSize, lang: _lang, ...filters } = query;
    const today = venueToday(app.clock.now());
    const filter = { ...filters, date: query.date ?? today };
    // The key is the parsed query (so `?room=01` and `?room=1` share an answer), the language and
    // the day the list starts at by default.
    const key = `events|${locale}|${today}|${filterKey(filters)}|${page}|${pageSize}`;
    return sendJson(reply, await cache.body(key, async () => JSON.stringify(await answer())));

    async function answer(): Promise<EventsPage> {
      const { count, results } = await listEvents(app.db, locale, filter, page, pageSize);
      return pagedAnswer({
        path: `/${locale}/api/events/`,
        query: filters,
        count,
        results,
        page,
        pageSize,
        defaultPageSize: EVENTS_PAGE_SIZE,
      });
    }
  });

  both(app, 'calendar', async (request, reply) => {
    const { lang: _lang, ...query } = parseInput(calendarQuerySchema, request.query, 'query');
    const today = venueToday(app.clock.now());
    // The answer depends on the month only (days from its first on): one answer per month.
    const key = `calendar|${filterKey({ ...query, date: monthStart(query.date ?? today) })}`;
    return sendJson(
      reply,
      await cache.body(key, async () => {
        const answer: CalendarResponse = {
          data: await eventDays(app.db, { ...query, date: query.date ?? today }),
        };
        return JSON.stringify(answer);
      }),
    );
  });

  const optionLists = {
    rooms: 'rooms',
    'event-tags': 'event_tags',
    series: 'series',
    genres: 'genres',
  } as const;
  for (const [path, table] of Object.entries(optionLists)) {
    both(app, path, async (request, reply): Promise<OptionList> => {
      const { lang } = parseInput(optionsQuerySchema, request.query, 'query');
      reply.header('cache-control', 'public, max-age=300');
      return { data: await loadOptions(app.db, table, localeOf(request, lang)) };
    });
  }
  both(app, 'exhibition-types', async (request, reply) => {
    const { lang } = parseInput(optionsQuerySchema, request.query, 'query');
    reply.header('cache-control', 'public, max-age=300');
    return { data: await loadExhibitionTypes(app.db, localeOf(request, lang)) };
  });

  both(app, 'teasers', async (request, reply): Promise<TeasersResponse> => {
    const { lang } = parseInput(optionsQuerySchema, request.query, 'query');
    reply.header('cache-control', 'public, max-age=60');
    return { data: await loadTeasers(app.db, localeOf(request, lang)) };
  });
}
