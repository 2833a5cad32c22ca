import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALERT_CLOSED_COOKIE } from '../../src/contract/constants';
import { contentPageParamsSchema, contentPageQuerySchema } from '../../src/contract/page-address';
import { minuteOf } from '../../src/domain/clock';
import { normalisePath } from '../../src/domain/page-path';
import { loadRedirects } from '../db/navigation/navigation.repository';
import { loadSiteSettings } from '../db/settings/settings.repository';
import { listVenues } from '../db/venues/venues.repository';
import { consentCacheKey } from '../http/consent';
import { notFound } from '../http/errors';
import { SHARED_PAGE, sendHtml } from '../http/html';
import { isCacheable, renderContentPage } from '../pages/content/content-page';
import { loadContentPage } from '../pages/content/load-page';
import { sendErrorPage, sendNotFoundPage } from '../pages/error';
import { withoutOverlay } from '../pages/programme/list';
import { isLocale, isSafePath, isStaff, preferredLocale } from '../plugins/request-context';
import { elementBuildStamp } from '../render/document';
import { loadFrameData } from '../render/site-page';
import { parseMoment } from '../render/staff-tools';

// Until the staff routes import it from its new place (host/pages/error.ts).

/**
 * The content pages (spec: frame §2, §4 page fetch): `/{locale}` is the home page and
 * `/{locale}/*` any page built from modules.
 *
 * Registered last in host/app.ts, as the table's fallback: it answers every GET path no other
 * route takes. Which route answers does not depend on that order: find-my-way tries static
 * segments first, then parameters, then the wildcard, and backtracks, so `/de/programm` is the
 * programme's, `/webshop` the webshop's and `/de/programm/x` (no id) a content page whatever the
 * order of registration. What does depend on order: the app's onRoute hooks (the locale rule,
 * the route table) and its error handler only reach routes registered after them, so they come
 * before every route plugin in host/app.ts.
 */

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Renderings of visitors' pages under way, by cache key and page-cache generation: visitors who
   * ask for a page while it is being rendered wait for that rendering instead of starting their
   * own (at each new minute, every connection of a busy page would otherwise render it at once).
   * A content change starts a new generation, so nobody waits for a rendering of old content.
   */
  const rendering = new Map<string, Promise<string | undefined>>();
  // The first segment may be a German path without its prefix (spec: frame §2), so these two
  // check it themselves instead of the locale rule (host/http/locale.ts).
  const options = {
    schema: { params: contentPageParamsSchema, querystring: contentPageQuerySchema },
    config: { anyLocale: true },
  };
  for (const route of ['/:locale', '/:locale/*']) {
    app.get(route, options, async (request, reply) => {
      const { locale: first, '*': rest = '' } = request.params;
      const { query } = request;
      // A visitor's page without a query is looked up before anything else (issue 23 item 2: as
      // cheap as a file). What the steps below decide (not found, redirects, the site offline)
      // depends only on the address and on data whose every change clears this cache (settings
      // and redirects are its memos), so a page kept for this very address passed them all.
      // The minute of the app's clock is part of the key: a page whose modules show data (the
      // events of an Event List, the newest articles of a Blog List) is kept for at most that
      // minute, so what time brings (an event past, an article published) shows within a minute,
      // and a content change clears every page at once anyway. The cookie banner is server HTML
      // open or closed by the consent cookie: a few variants per address (decision 0111).
      const staff = isStaff(request);
      const cacheKey =
        staff || request.url.includes('?')
          ? undefined
          : `${request.url}|${request.cookies[ALERT_CLOSED_COOKIE] ?? ''}|${consentCacheKey(request)}|${elementBuildStamp()}|${minuteOf(app.clock.now())}`;
      const cached = cacheKey === undefined ? undefined : app.pageCache.get(cacheKey);
      if (cached) return sendHtml(reply.header('x-foyer-cache', 'hit'), cached, SHARED_PAGE);
      const generation = app.pageCache.generation;
      const flightKey = cacheKey === undefined ? undefined : `${generation}|${cacheKey}`;
      const underway = flightKey === undefined ? undefined : rendering.get(flightKey);
      if (underway) {
        // That rendering passed the checks below for this very address; if it kept no page
        // (an error, a page not to be kept), this request goes its own way.
        const html = await underway;
        if (html !== undefined) return sendHtml(reply, html, SHARED_PAGE);
      }

      const url = new URL(request.url, 'http://site');
      // Unknown API paths answer JSON, whatever their prefix.
      if (/^\/([a-z]{2}\/)?(api|pageeditor-api)(\/|$)/.test(url.pathname))
        throw notFound(`No such endpoint: GET ${url.pathname}`);
      if (!isSafePath(request.raw.url ?? '')) return sendErrorPage(app, request, reply, 404);
      if (!isLocale(first)) {
        // Two letters that are no locale of ours (e.g. /la): not found. Anything else is a German
        // path without its prefix (spec: frame §2, second locale reading).
        if (/^[a-z]{2}$/.test(first)) return sendErrorPage(app, request, reply, 404);
        return reply.redirect(`/${preferredLocale(request)}${url.pathname}${url.search}`, 301);
      }
      const locale = first;
      const path = normalisePath(rest);
      // ?overlay=true leads to the events page without that parameter (spec: frame §2).
      if (query.overlay === 'true') return reply.redirect(withoutOverlay(request.url, locale), 302);

      const settings = await app.pageCache
        .memo('settings', () => loadSiteSettings(app.db))
        .catch(() => undefined);
      if (!settings?.is_site_online && !staff) return sendErrorPage(app, request, reply, 503);
      const redirects = await app.pageCache.memo('redirects', () => loadRedirects(app.db));
      const redirect = redirects.find((entry) => [url.pathname, `${url.pathname}/`].includes(entry.old_path));
      if (redirect) return reply.redirect(redirect.new_path, 301);
      // Version previews are for staff; a visitor gets the plain page (spec: frame §4).
      if (query.v !== undefined && !staff) return reply.redirect(url.pathname, 301);
      // The configured 404 page itself is a page (spec: frame §3 "404 page path"; R-ERR-16).
      if (path === '404') return sendNotFoundPage(app, request, reply);

      let settle: ((html: string | undefined) => void) | undefined;
      if (flightKey !== undefined && !rendering.has(flightKey)) {
        const flight = deferred<string | undefined>();
        rendering.set(flightKey, flight.promise);
        settle = flight.resolve;
      }
      try {
        const now = app.clock.now();
        // Staff preview the page as it will look at a moment (issue 6: "?at=", combinable with ?v=):
        // what visitors will see then, a scheduled publish included (issue 19). Otherwise staff
        // see the draft, visitors what is published.
        const at = staff && query.at !== undefined ? parseMoment(query.at) : undefined;
        if (at === null) return sendErrorPage(app, request, reply, 400);
        const sections = !staff ? { publishedAt: now } : at ? { publishedAt: at } : { draft: true as const };
        const loaded = await loadContentPage(app.db, {
          locale,
          path,
          staff,
          version: query.v,
          now,
          sections,
        });
        if (!loaded) return sendErrorPage(app, request, reply, 404);
        const frame = await loadFrameData(request, locale);
        const html = renderContentPage({
          frame,
          siteUrl: app.config.siteUrl,
          page: loaded.page,
          path,
          pathname: url.pathname,
          now,
          venue: path === '' ? (await listVenues(app.db, locale))[0] : undefined,
          staff: staff
            ? {
                edit: query.edit !== undefined,
                noToolbar: query.noToolbar !== undefined,
                versionId: loaded.versionId,
                at,
                preview: query.preview !== undefined,
                hasDraft: loaded.hasDraft,
                scheduled: loaded.scheduled,
              }
            : undefined,
        });
        // A page waiting for a scheduled publish changes at that moment: not kept.
        if (cacheKey !== undefined && !loaded.scheduled && isCacheable(loaded.page)) {
          app.pageCache.set(cacheKey, html, generation);
          settle?.(html);
        }
        // Staff pages hold drafts, previews and the editor: never in a shared cache.
        return sendHtml(reply, html, staff ? 'private, no-store' : SHARED_PAGE);
      } finally {
        settle?.(undefined); // no page kept: those waiting go their own way
        if (settle && flightKey !== undefined) rendering.delete(flightKey);
      }
    });
  }
};

/** A promise and the function that settles it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
