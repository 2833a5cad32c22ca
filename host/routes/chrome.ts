import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openingHoursTodaySchema } from '../../src/contract/opening-hours';
import { anyQuery } from '../../src/contract/page-address';
import { apiTwins, twinParams } from '../http/api-twins';
import { todaysHours } from '../pages/opening-label';
import { isLocale, LOCALE_COOKIE, preferredLocale } from '../plugins/request-context';

/** The locale cookie lives 365 days (spec: frame §9 locale cookie). */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The site chrome's server side (issue 7): `/` sends a visitor to their language, today's opening
 * hours for the header's top bar, and the locale cookie that remembers the language of the last
 * page a visitor read, so that `/` sends them back to it (spec: frame §1, §9).
 */
const chrome: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: anyQuery } }, async (request, reply) =>
    reply.redirect(`/${preferredLocale(request)}`, 302),
  );

  // spec: programme §7 `GET /api/opening-hours-today/` (locale-aware): the hours are the same in
  // every language; the labels are made by the client in its language. Kept in memory per venue
  // day until the next content change (page cache memo).
  for (const url of apiTwins('opening-hours-today')) {
    app.get(
      url,
      { schema: { params: twinParams, response: { 200: openingHoursTodaySchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        const now = app.clock.now();
        return todaysHours(app, now);
      },
    );
  }

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
};

/** Not encapsulated: the locale cookie hook applies to every page of the app. */
export const chromeRoutes = fp(chrome, { name: 'chrome-routes' });
