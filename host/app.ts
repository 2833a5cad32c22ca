import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import staticFiles from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../src/domain/clock';
import { EMBED_FRAME_SOURCES } from '../src/domain/embeds';
import { type Config, configClock, ROOT_DIR } from './config';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { errorBody, type HttpError, handleError } from './http/errors';
import { inputGuardPlugin } from './http/input-guard';
import { localeRulePlugin } from './http/locale';
import { openApiPlugin } from './http/openapi';
import { routeTablePlugin } from './http/route-table';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/schema';
import { errorStatus, isPageRequest, sendErrorPage } from './pages/error';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { pageCachePlugin } from './plugins/page-cache';
import { requestContextPlugin } from './plugins/request-context';
import { searchPlugin } from './plugins/search';
import { securityHeadersPlugin } from './plugins/security-headers';
import { adminRoutes } from './routes/admin';
import { alertRoutes } from './routes/alerts';
import { articleApiRoutes } from './routes/articles';
import { calendarRoutes } from './routes/calendars';
import { chromeRoutes } from './routes/chrome';
import { consentRoutes } from './routes/consent';
import { errorLogRoutes } from './routes/error-log';
import { eventRoutes } from './routes/events';
import { exampleRoutes } from './routes/example';
import { formRoutes } from './routes/forms';
import { hubRoutes } from './routes/hub';
import { legalRoutes } from './routes/legal';
import { magazineRoutes } from './routes/magazine';
import { mediaRoutes } from './routes/media';
import { ogImageRoutes } from './routes/og-image';
import { openApiRoutes } from './routes/openapi';
import { pageeditorApiRoutes } from './routes/pageeditor-api';
import { contentRoutes } from './routes/pages';
import { peopleRoutes } from './routes/people';
import { platformRoutes } from './routes/platform';
import { productionRoutes } from './routes/productions';
import { programmeRoutes } from './routes/programme';
import { robotsRoutes } from './routes/robots';
import { searchRoutes } from './routes/search';
import { seriesRoutes } from './routes/series';
import { serviceWorkerRoutes } from './routes/service-worker';
import { settingsRoutes } from './routes/settings';
import { shopCartRoutes } from './routes/shop-cart';
import { sitemapRoutes } from './routes/sitemap';
import { staffRoutes } from './routes/staff';
import { userProfileRoutes } from './routes/user-profile';
import { venueRoutes } from './routes/venues';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Never shed by the event-loop guard (`SHED_EVENT_LOOP_DELAY_MS`): the box office's holds,
     * whose order and answer matter to the buyer (docs/decisions/0130-on-sale-rush.md).
     */
    shedExempt?: boolean;
  }
}

import { loadLogoFiles } from './render/logo-files';
import { webshopRoutes } from './routes/webshop';

const STATIC_PREFIXES = ['/widgets/', '/assets/', '/media/'];
/** A build file named by its content (rollup `[name]-[hash].js`): it never changes. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.js(\.map)?$/;
/** How long a shed client should wait: the lag that shed it clears within seconds. */
const SHED_RETRY_AFTER_SECONDS = 5;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  'strict-transport-security',
  // A static file needs no CSRF cookie. Each cookieless request (a first visit's parallel chunk
  // requests, a webshop on another origin) would get a new token, and a shared cache may store a
  // Set-Cookie along with a public, immutable response.
  'set-cookie',
];

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: DatabaseHandle;
    config: Config;
    /**
     * The app's one source of "now" (docs/decisions/0012-one-clock.md): routes read it and pass
     * the instant down to repositories, the box office and the renderers.
     */
    clock: Clock;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Default: the configuration's clock (`FOYER_NOW`), else the machine's clock. */
  clock?: Clock;
}

/**
 * The tag manager's hosts. Allowed on every page because consent can be given on the page
 * without a reload (and pages are cached for everyone); the script itself is only inserted by
 * <foyer-cookie-banner> after consent, never under DNT/GPC (docs/decisions/0010).
 */
const TAG_MANAGER_SOURCES = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/**
 * The application as one plugin (CONVENTIONS: Server): external plugins, then app plugins, then
 * routes, the catch-all content route last. Not encapsulated (fastify-plugin), so its decorators,
 * hooks and handlers are the instance's. `host/server.ts` creates the instance, registers this,
 * listens and closes.
 */
export const app = fp(
  async (app: FastifyInstance, { config, database, clock }: AppOptions) => {
    loadLogoFiles();
    app.decorate('db', database.db);
    app.decorate('database', database);
    app.decorate('config', config);
    app.decorate('clock', clock ?? configClock(config));
    // Routes declare zod schemas from src/contract: one validation, one 400 answer (host/http/schema.ts).
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler({ check: !config.production }));
    await app.register(routeTablePlugin);
    // Before every route: it collects them for /api/openapi.json.
    await app.register(openApiPlugin, { siteUrl: config.siteUrl });

    await app.register(securityHeadersPlugin, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...TAG_MANAGER_SOURCES],
          // Shadow roots carry their own <style>; sections may set a background image inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          frameSrc: ["'self'", ...EMBED_FRAME_SOURCES],
          connectSrc: ["'self'", ...ANALYTICS_CONNECT],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Element chunks are loaded by webshop templates on other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && config.allowedEmbedOrigins.includes(origin)),
      credentials: true,
      allowedHeaders: ['content-type', 'x-csrftoken', 'accept', 'x-foyer-cart'],
    });
    await app.register(cookie);
    await app.register(formbody);
    await app.register(compress, { threshold: 1024 });
    await app.register(rateLimit, { global: false });
    if (config.shedEventLoopDelayMs > 0) {
      // Past capacity, answer 503 with Retry-After at once rather than collapse (issue 20 item 6).
      await app.register(underPressure, {
        maxEventLoopDelay: config.shedEventLoopDelayMs,
        sampleInterval: 250,
        pressureHandler: (request, reply) => {
          // A box-office write goes through (docs/decisions/0130-on-sale-rush.md).
          if (request.routeOptions.config.shedExempt) return;
          reply
            .status(503)
            .header('retry-after', String(SHED_RETRY_AFTER_SECONDS))
            .header('cache-control', 'no-store')
            .send(
              errorBody('service_unavailable', 'Too many requests at once: please try again in a moment'),
            );
        },
      });
    }

    await app.register(requestContextPlugin);
    await app.register(csrfPlugin);
    await app.register(inputGuardPlugin);
    await app.register(pageCachePlugin, { database });
    await app.register(authPlugin);
    await app.register(searchPlugin);
    await app.register(localeRulePlugin);

    app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
      // A page that fails or is not found shows the error page with its status (spec: frame §8:
      // no status = 500); the JSON API answers `{ error, message }`.
      if (isDatabaseUnavailable(error)) {
        // The database is away (stopped, restarting): 'Website offline' with Retry-After, for
        // pages and API alike; the process stays up and answers again once it is back.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        if (request.method === 'GET' && isPageRequest(request.url))
          return sendErrorPage(app, request, reply, 503);
        return reply
          .status(503)
          .send(errorBody('service_unavailable', 'Website offline: please try again shortly'));
      }
      const status = errorStatus(error, request);
      // A form page posted without JavaScript and refused by a rate limit: a page that says so
      // (with the limit's Retry-After), not JSON the visitor cannot read.
      if (status === 429 && isPageRequest(request.url) && /text\/html/.test(request.headers.accept ?? '')) {
        return sendErrorPage(app, request, reply, 429, error.message);
      }
      if (request.method === 'GET' && isPageRequest(request.url) && (status >= 500 || status === 404)) {
        if (status >= 500) request.log.error({ err: error }, 'page failed');
        return sendErrorPage(app, request, reply, status);
      }
      return handleError(error, request, reply);
    });
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (request.method !== 'GET' || /\/(api|pageeditor-api)\//.test(pathname)) {
        return reply
          .status(404)
          .send(errorBody('not_found', `No such endpoint: ${request.method} ${pathname}`));
      }
      return sendErrorPage(app, request, reply, 404);
    });

    // Headers that only mean something on a document: static files (element chunks, styles,
    // images) go without them, about 1 KB less on each of the 10–16 chunks of a first visit (issue 7
    // budget: first-visit JavaScript as transferred). nosniff and the resource policy stay.
    app.addHook('onSend', async (request, reply) => {
      if (!STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      // The loader and its chunks are module scripts, fetched with CORS, and carry no credentials:
      // any origin may load them, so an element renders its public content on any page (issue 21).
      // The API keeps its allowlist (ALLOWED_EMBED_ORIGINS, the cors plugin above).
      if (request.url.startsWith('/widgets/')) {
        reply.header('access-control-allow-origin', '*');
        reply.removeHeader('access-control-allow-credentials');
      }
    });
    await app.register(staticFiles, {
      root: path.join(ROOT_DIR, 'dist', 'widgets'),
      prefix: '/widgets/',
      decorateReply: false,
      // Chunks have hashed names and never change; the loader and the metadata files
      // (custom-elements.json, preload.json, the loader's map) keep their names and are revalidated.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          HASHED_FILE.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300, must-revalidate',
        );
      },
    });
    await app.register(staticFiles, {
      root: path.join(ROOT_DIR, 'host', 'public'),
      prefix: '/assets/',
      decorateReply: false,
      maxAge: '1h',
    });
    await app.register(staticFiles, {
      root: path.join(ROOT_DIR, 'demo', 'media'),
      prefix: '/media/',
      decorateReply: false,
      maxAge: '7d',
    });

    await app.register(settingsRoutes);
    await app.register(legalRoutes);
    await app.register(exampleRoutes);
    await app.register(pageeditorApiRoutes, { prefix: '/:locale/pageeditor-api' });
    await app.register(alertRoutes);
    await app.register(errorLogRoutes);
    await app.register(eventRoutes);
    await app.register(programmeRoutes);
    await app.register(productionRoutes);
    await app.register(formRoutes);
    // The media library's files and the editor's media API (issue 18).
    await app.register(mediaRoutes);
    // The content hub /cms-hub and its dashboard endpoints (issue 18).
    await app.register(hubRoutes);
    await app.register(articleApiRoutes);
    await app.register(magazineRoutes);
    await app.register(shopCartRoutes);
    await app.register(webshopRoutes);
    await app.register(searchRoutes);
    await app.register(staffRoutes);
    await app.register(userProfileRoutes);
    await app.register(adminRoutes, { prefix: '/admin' });
    await app.register(consentRoutes);
    await app.register(serviceWorkerRoutes);
    await app.register(robotsRoutes);
    await app.register(calendarRoutes);
    await app.register(sitemapRoutes);
    await app.register(ogImageRoutes);
    await app.register(platformRoutes);
    await app.register(openApiRoutes);
    await app.register(chromeRoutes);
    // Ensemble, venues, series and subscriptions (issue 16).
    await app.register(peopleRoutes);
    await app.register(venueRoutes);
    await app.register(seriesRoutes);
    // Last on purpose: the fallback of the route table (host/routes/pages.ts says what order does and
    // does not decide).
    await app.register(contentRoutes);
  },
  { name: 'foyer', fastify: '5.x' },
);
