import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoIfEmpty } from '../demo/seed';
import { loadConfig } from '../host/config';
import { openDatabase } from '../host/db/database';
import { migrateToLatest } from '../host/db/migrate';
import { ensureDemoStaff } from '../host/db/staff/demo-staff';
import { buildApp } from '../host/server';
import { CLOCK_META_NAME, clockMeta, runningClock, systemClock } from '../src/domain/clock';
import { CONSENT_COOKIE, serialiseConsent } from '../src/domain/consent';
import { e2eStart, siteNow } from './clock';
import { CONSENTED_STATE } from './consented-state';

/**
 * Starts the real server on a free port with a fresh embedded database and the demo content,
 * and tells the tests its address through E2E_BASE_URL. Set E2E_BASE_URL yourself to test a
 * server you started. The server's clock starts at `E2E_NOW` (default `E2E_NOW_DEFAULT`) and
 * runs on; the workers learn it through E2E_CLOCK, the browser through the pages' meta tag.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    process.env.E2E_CLOCK = await announcedClock(process.env.E2E_BASE_URL);
    await writeConsentedState(process.env.E2E_BASE_URL);
    return undefined;
  }
  const clock = runningClock(e2eStart());
  process.env.E2E_CLOCK = clockMeta(clock) ?? '';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'foyer-e2e-'));
  const database = await openDatabase({ url: undefined, dataDir });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db, { now: clock.now() });
  const config = {
    // Every journey's visitor and staff member signs in from 127.0.0.1: one address for all.
    // No load shedding: a busy CI box would answer journeys 503 (shedding has its own API test).
    ...loadConfig({
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_MINUTE: '200',
      SHED_EVENT_LOOP_DELAY_MS: '0',
    }),
    dataDir,
    databaseUrl: undefined,
  };
  // The demo staff account (redaktion / foyer-demo) for the editor journeys.
  await ensureDemoStaff(database.db, { ...config, production: false, seedDemo: true });
  const app = await buildApp({ config, database, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  app.config.siteUrl = process.env.E2E_BASE_URL;
  await writeConsentedState(process.env.E2E_BASE_URL);
  return async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/** The clock a server started by someone else announces in its pages (empty: the machine's). */
async function announcedClock(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/de`)).text();
  return new RegExp(`<meta name="${CLOCK_META_NAME}" content="([^"]+)"`).exec(html)?.[1] ?? '';
}

/**
 * Journeys that are not about consent start as a returning visitor who refused everything, so
 * the first-visit banner does not sit in their way and third-party media stay behind their
 * placeholders (e2e/consent.spec.ts starts without the cookie). The policy revision is read from the page, as the banner reads it.
 */
async function writeConsentedState(baseUrl: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/de`)).text();
  const revision = Number(/<foyer-cookie-banner[^>]*\srevision="(\d+)"/.exec(html)?.[1] ?? 1);
  const value = serialiseConsent({
    revision,
    choices: { statistics: false, media: false },
    // Dated on the site's clock: the banner judges the choice's age by it.
    at: Math.floor(siteNow().getTime() / 1000),
  });
  const { hostname } = new URL(baseUrl);
  const state = {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value,
        domain: hostname,
        path: '/',
        // A cookie expiry is judged by the browser's real clock, so the machine's clock here.
        expires: Math.floor(systemClock.now().getTime() / 1000) + 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
  await mkdir(path.dirname(CONSENTED_STATE), { recursive: true });
  await writeFile(CONSENTED_STATE, JSON.stringify(state));
}
