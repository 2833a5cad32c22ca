import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedQuerySchema,
  calendarFileId,
  calendarFileParamsSchema,
} from '../../src/contract/calendars';
import type { Locale } from '../../src/contract/common';
import type { EventItem } from '../../src/contract/events';
import { stateFromQuery } from '../../src/domain/events';
import { t } from '../../src/i18n';
import { renderCalendar } from '../calendar/ical';
import { findEvent, listEvents, venueToday } from '../db/events/events.repository';
import { findProduction } from '../db/productions/productions.repository';
import { loadDesignSettings } from '../db/settings/settings.repository';
import { roomPlaces } from '../db/venues/venues.repository';
import { notFound } from '../http/errors';
import { localeParams, localeParamsWith } from '../http/locale';
import { eventFilterOf } from '../pages/programme/address';

/** The most dates one file carries (a production's run, a feed); a calendar app needs no more. */
const MAX_EVENTS = 500;
/** A subscribed calendar app fetches the feed again after this long. */
const FEED_REFRESH_SECONDS = 6 * 3600;
const calendarText = z.string().describe('text/calendar');

/**
 * Calendar files (issue 21 "Calendars"; docs/decisions/0060-calendars.md): an event,
 * all dates of a production, and the programme as a subscribable feed with the programme's
 * filters. Unknown ids answer 404; filters that match nothing answer an empty calendar.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  async function send(
    reply: import('fastify').FastifyReply,
    locale: Locale,
    name: string,
    fileName: string,
    events: EventItem[],
    refreshSeconds?: number,
  ) {
    const [design, places] = await Promise.all([loadDesignSettings(app.db), roomPlaces(app.db, locale)]);
    const body = renderCalendar({
      name,
      siteUrl: app.config.siteUrl,
      siteName: design.siteName,
      events,
      places,
      now: app.clock.now(),
      refreshSeconds,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'public, max-age=300')
      .send(body);
  }

  const fileSchema = {
    params: localeParamsWith(calendarFileParamsSchema.shape),
    response: { 200: calendarText },
  };

  app.get('/:locale/kalender/veranstaltungen/:file', { schema: fileSchema }, async (request, reply) => {
    const { locale, file } = request.params;
    const id = calendarFileId(file);
    const event = id === null ? undefined : await findEvent(app.db, locale, id);
    if (!event) throw notFound('No such event');
    return send(reply, locale, event.name, `event-${event.id}.ics`, [event]);
  });

  app.get('/:locale/kalender/produktionen/:file', { schema: fileSchema }, async (request, reply) => {
    const { locale, file } = request.params;
    const id = calendarFileId(file);
    const today = venueToday(app.clock.now());
    const production = id === null ? undefined : await findProduction(app.db, locale, id, today);
    if (!production) throw notFound('No such production');
    const filter = { production: production.id, date: today };
    const { results } = await listEvents(app.db, locale, filter, 1, MAX_EVENTS);
    return send(reply, locale, production.name, `production-${production.id}.ics`, results);
  });

  app.get(
    '/:locale/kalender/programm.ics',
    {
      schema: { params: localeParams, querystring: calendarFeedQuerySchema, response: { 200: calendarText } },
    },
    async (request, reply) => {
      const { locale } = request.params;
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(request.query))
        if (typeof value === 'string') search.set(key, value);
      const filter = eventFilterOf(stateFromQuery(search), venueToday(app.clock.now()));
      // A filter that can match nothing answers an empty calendar, as the API's unknown id does.
      const { results } = filter ? await listEvents(app.db, locale, filter, 1, MAX_EVENTS) : { results: [] };
      const design = await loadDesignSettings(app.db);
      const name = `${design.siteName} – ${t(locale, 'programme.title')}`;
      return send(reply, locale, name, 'programm.ics', results, FEED_REFRESH_SECONDS);
    },
  );
};
