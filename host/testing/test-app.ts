import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { seedDemoIfEmpty } from '../../demo/seed';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createScratchDatabase } from '../db/scratch-database';

export interface TestApp {
  app: FastifyInstance;
  /** The scratch PostgreSQL database of this app, when running on PostgreSQL. */
  databaseUrl: string | undefined;
  /** Sends a state-changing request the way our client does: CSRF cookie plus header. */
  write: (options: InjectOptions & { cookies?: Record<string, string> }) => Promise<InjectResponse>;
  close: () => Promise<void>;
}

/**
 * A real app on a real, fresh database with the demo content: embedded PGlite in memory, or a new
 * PostgreSQL database created next to DATABASE_URL (dropped again on close).
 */
export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'foyer_test') : undefined;
  const databaseUrl = scratch?.url;
  const database = await openDatabase({ url: databaseUrl, dataDir: 'memory://' });
  await migrateToLatest(database.db);
  if (options.seed !== false) await seedDemoIfEmpty(database.db);
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: '3000' }), databaseUrl };
  const app = await buildApp({ config, database });
  await app.ready();

  const csrf = 'test-csrf-token-0123456789abcdef0123';
  return {
    app,
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
    },
  };
}
