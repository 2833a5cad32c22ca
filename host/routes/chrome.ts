import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeSchema } from '../../src/contract/common';
import type { OpeningHoursToday } from '../../src/contract/opening-hours';
import { loadOpeningHoursToday, venueToday } from '../db/opening-hours/opening-hours.repository';
import { notFound } from '../http/errors';
import { isLocale, LOCALE_COOKIE } from '../plugins/request-context';

/** The locale cookie lives 365 days (spec: frame §9 locale cookie). */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The site chrome's server side (issue 7): today's opening hours for the header's top bar, and
 * the locale cookie that remembers the language of the last page a visitor read, so that `/`
 * sends them back to it (spec: frame §1, §9).
 */
export const chromeRoutes = fp(
  async (app: FastifyInstance) => {
    // Kept in memory per venue day until the next content change (page cache memo).
    const openingHours = async (now = app.clock.now()): Promise<OpeningHoursToday> =>
      app.pageCache.memo(`opening-hours:${venueToday(now).date}`, () => loadOpeningHoursToday(app.db, now));
    // spec: programme §7 `GET /api/opening-hours-today/` (locale-aware): the hours are the same
    // in every language; the labels are made by the client in its language.
    app.get('/api/opening-hours-today/', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return openingHours();
    });
    app.get('/:locale/api/opening-hours-today/', async (request, reply) => {
      const locale = localeSchema.safeParse((request.params as { locale: string }).locale);
      if (!locale.success) throw notFound(`Unknown locale: ${(request.params as { locale: string }).locale}`);
      reply.header('cache-control', 'public, max-age=60');
      return openingHours();
    });

    // A site page in a language sets the locale cookie when it differs (spec: frame §9).
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('text/html')) return payload;
      const first = request.url.split('?')[0]?.split('/')[1];
      if (isLocale(first) && request.cookies[LOCALE_COOKIE] !== first) {
        reply.setCookie(LOCALE_COOKIE, first, {
          path: '/',
          maxAge: LOCALE_COOKIE_MAX_AGE,
          sameSite: 'lax',
          secure: app.config.production,
        });
      }
      return payload;
    });
  },
  { name: 'chrome-routes' },
);
