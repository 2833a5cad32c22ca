import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { seedDemoIfEmpty } from '../../demo/seed';
import { type Clock, fixedClock, parseInstant } from '../../src/domain/clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createScratchDatabase } from '../db/scratch-database';
import { buildApp } from '../server';

/**
 * The instant API tests run at unless they choose one: a Tuesday evening in November, Berlin
 * time, 21:20 (when the wall-clock suite first failed). `FOYER_NOW` overrides it for a whole run,
 * which is how CI runs the suite at other instants (`.ci/time-travel`).
 */
export const TEST_NOW = '2026-11-24T21:20:00+01:00';

/** The instant of this test run: `FOYER_NOW` when set, else `TEST_NOW`. */
export function testNow(): Date {
  return parseInstant(process.env.FOYER_NOW?.trim() || TEST_NOW);
}

export interface TestAppOptions {
  /** Seed the demo venue (default true), relative to the app's clock. */
  seed?: boolean;
  /** The instant the app's clock stands at (default `testNow()`). */
  now?: Date | string;
  /** A clock of the test's own (e.g. one it moves forward); wins over `now`. */
  clock?: Clock;
  /**
   * The PostgreSQL server to create this app's scratch database on (default `DATABASE_URL`;
   * without either, embedded PGlite).
   */
  adminUrl?: string;
  /** More configuration, as the environment would set it (e.g. `{ TRUST_PROXY: '127.0.0.1' }`). */
  env?: NodeJS.ProcessEnv;
}

export interface TestApp {
  app: FastifyInstance;
  /** The instant the app's clock stood at when it was built (what the demo was seeded against). */
  now: Date;
  /** The scratch PostgreSQL database of this app, when running on PostgreSQL. */
  databaseUrl: string | undefined;
  /** Sends a state-changing request the way our client does: CSRF cookie plus header. */
  write: (options: InjectOptions & { cookies?: Record<string, string> }) => Promise<InjectResponse>;
  close: () => Promise<void>;
}

/**
 * A real app on a real, fresh database with the demo content: embedded PGlite in memory, or a new
 * PostgreSQL database created next to DATABASE_URL (dropped again on close). Its clock is fixed
 * (docs/architecture.md "Clock"), so what a test sees never depends on the machine's clock.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock =
    options.clock ??
    fixedClock(
      options.now === undefined
        ? testNow()
        : typeof options.now === 'string'
          ? parseInstant(options.now)
          : options.now,
    );
  const now = clock.now();
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'foyer_test') : undefined;
  const databaseUrl = scratch?.url;
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://' });
  await migrateToLatest(database.db);
  if (options.seed !== false) await seedDemoIfEmpty(database.db, { now });
  // Files the app writes (form uploads) go to a folder of this app alone, removed on close: test
  // files run in parallel, and one app's upload sweep must not see another's files.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'foyer-test-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: '3000', ...options.env }), databaseUrl, dataDir };
  const app = await buildApp({ config, database, clock });
  await app.ready();

  const csrf = 'test-csrf-token-0123456789abcdef0123';
  return {
    app,
    now,
    databaseUrl,
    write: ({ cookies, headers, ...rest }) => {
      const options: InjectOptions = {
        ...rest,
        cookies: { csrftoken: csrf, ...cookies },
        headers: { 'x-csrftoken': csrf, ...headers },
      };
      return app.inject(options);
    },
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
