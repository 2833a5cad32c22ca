import { seedDemoIfEmpty } from '../demo/seed';
import { buildApp } from './app';
import { configClock, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureDemoStaff } from './db/staff/demo-staff';

/** Starts the site: database, migrations, demo content on first start, then HTTP. */
async function main() {
  const config = loadConfig();
  const clock = configClock(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  if (config.seedDemo) await seedDemoIfEmpty(database.db, { now: clock.now() });
  const staffNotice = await ensureDemoStaff(database.db, config);
  const app = await buildApp({ config, database, clock });
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\n  Foyer is running on ${config.siteUrl}/de  (database: ${where})\n`);
  if (staffNotice.length) console.log(`${staffNotice.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
