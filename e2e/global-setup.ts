import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoIfEmpty } from '../demo/seed';
import { buildApp } from '../host/app';
import { loadConfig } from '../host/config';
import { openDatabase } from '../host/db/database';
import { migrateToLatest } from '../host/db/migrate';
import { ensureDemoStaff } from '../host/db/staff/demo-staff';

/**
 * Starts the real server on a free port with a fresh embedded database and the demo content,
 * and tells the tests its address through E2E_BASE_URL. Set E2E_BASE_URL yourself to test a
 * server you started.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'foyer-e2e-'));
  const database = await openDatabase({ url: undefined, dataDir });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db);
  const config = {
    ...loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'warn' }),
    dataDir,
    databaseUrl: undefined,
  };
  // The demo staff account (redaktion / foyer-demo) for the editor journeys.
  await ensureDemoStaff(database.db, { ...config, production: false, seedDemo: true });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  app.config.siteUrl = process.env.E2E_BASE_URL;
  return async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
