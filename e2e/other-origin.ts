import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { seedDemoIfEmpty } from '../demo/seed';
import { loadConfig } from '../host/config';
import { type DatabaseHandle, openDatabase } from '../host/db/database';
import { migrateToLatest } from '../host/db/migrate';
import { buildApp } from '../host/server';
import { siteClock, siteNow } from './clock';

/**
 * Journeys across two origins (issue 21: elements embedded in a webshop template): a page served
 * on one origin, and a Foyer of its own on another, both on real sockets. 127.0.0.1 and
 * localhost are different sites, as a ticketing provider's and a venue's are, so Foyer's cookies
 * are third-party on the template's page.
 */

export interface OtherOrigin {
  origin: string;
  close(): Promise<void>;
}

/** Serves `page()` (HTML, and headers such as a CSP) at `/` on 127.0.0.1; anything else is 404. */
export async function serveTemplate(
  page: () => { html: string; headers?: Record<string, string> },
): Promise<OtherOrigin> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    const { html, headers } = page();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SecondFoyer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** `http://localhost:{port}`, also the configured site address (absolute links, cart_url). */
  origin: string;
  close(): Promise<void>;
}

/**
 * A Foyer on a fresh in-memory database with the demo content, at the e2e clock's instant,
 * accepting API calls from `allowedEmbedOrigins`. No load shedding: the test machine is busy,
 * and a 503 is not what these journeys are about.
 */
export async function startSecondFoyer(allowedEmbedOrigins: string): Promise<SecondFoyer> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db, { now: siteNow() });
  const app = await buildApp({
    config: {
      ...loadConfig({
        PORT: '0',
        LOG_LEVEL: 'warn',
        ALLOWED_EMBED_ORIGINS: allowedEmbedOrigins,
        SHED_EVENT_LOOP_DELAY_MS: '0',
      }),
      databaseUrl: undefined,
    },
    database,
    clock: siteClock(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(app.server.address() as AddressInfo).port}`;
  app.config.siteUrl = origin;
  return {
    app,
    database,
    origin,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Debian's Chromium, headless, with `extraArgs`. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...extraArgs],
  });
}
