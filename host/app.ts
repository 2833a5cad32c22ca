import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import staticFiles from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Config, ROOT_DIR } from './config';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import { errorBody, HttpError, handleError } from './http/errors';
import { csrfPlugin } from './plugins/csrf';
import { pageCachePlugin } from './plugins/page-cache';
import { requestContextPlugin } from './plugins/request-context';
import { alertRoutes } from './routes/alerts';
import { chromeRoutes } from './routes/chrome';
import { errorLogRoutes } from './routes/error-log';
import { pageeditorApiRoutes } from './routes/pageeditor-api';
import { isPageRequest, pageRoutes, sendErrorPage } from './routes/pages';
import { settingsRoutes } from './routes/settings';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: DatabaseHandle;
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
}

/** Embeds (video, audio, viewers) the content may frame (DESIGN: allowed embed providers). */
const FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://*.podigee.io',
  'https://issuu.com',
];

/**
 * The application as a plugin tree (CONVENTIONS: Server): external plugins, then app plugins,
 * then routes. `host/server.ts` only creates, listens and closes.
 */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Shadow roots carry their own <style>; sections may set a background image inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ["'self'", ...FRAME_SOURCES],
        connectSrc: ["'self'"],
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
    allowedHeaders: ['content-type', 'x-csrftoken', 'accept'],
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });

  await app.register(requestContextPlugin);
  await app.register(csrfPlugin);
  await app.register(pageCachePlugin, { database });

  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    // A page that fails shows the error page with its status (spec: frame §8: no status = 500).
    const status = error instanceof HttpError ? error.status : (error.statusCode ?? 500);
    if (request.method === 'GET' && isPageRequest(request.url) && status >= 500) {
      request.log.error({ err: error }, 'page failed');
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

  await app.register(staticFiles, {
    root: path.join(ROOT_DIR, 'dist', 'widgets'),
    prefix: '/widgets/',
    decorateReply: false,
    // Chunks have hashed names and never change; the loader keeps its name and is revalidated.
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.endsWith('foyer.js')
          ? 'public, max-age=300, must-revalidate'
          : 'public, max-age=31536000, immutable',
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
  await app.register(pageeditorApiRoutes);
  await app.register(alertRoutes);
  await app.register(errorLogRoutes);
  await app.register(pageRoutes);
  await app.register(chromeRoutes);
  return app;
}
