import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoIfEmpty } from '../../demo/seed';
import { configClock, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createScratchDatabase } from '../db/scratch-database';
import { buildApp, LISTEN_BACKLOG } from '../server';
import { loadScenarios } from './scenarios';

/**
 * The server under test, in its own process: a fresh database with the demo content, what the
 * scenarios prepare, and a static baseline route answering bytes given by the bench.
 * Prints `READY <port>` when listening.
 */
async function main() {
  // Never the database DATABASE_URL names: a scratch database beside it, dropped at the end.
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'foyer_bench')
    : undefined;
  const dataDir = scratch ? '' : await mkdtemp(path.join(tmpdir(), 'foyer-bench-'));
  const database = await openDatabase({ url: scratch?.url, dataDir });
  await migrateToLatest(database.db);
  const config = {
    ...loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'error', NODE_ENV: 'production' }),
    dataDir,
  };
  const clock = configClock(config);
  await seedDemoIfEmpty(database.db, { now: clock.now() });
  const app = await buildApp({ config, database, clock });

  const baseline = { body: '', type: 'text/plain' };
  app.post('/__bench/baseline', { config: { csrfExempt: true } }, async (request) => {
    const { body, type } = request.body as { body: string; type: string };
    baseline.body = body;
    baseline.type = type;
    return { ok: true };
  });
  app.get('/__bench/static', async (_request, reply) => reply.type(baseline.type).send(baseline.body));
  // Where the memory is, for the RSS line (read only: no collection is forced before the reading).
  app.get('/__bench/memory', async () => process.memoryUsage());
  // A full collection, for the settled figure printed beside the budgeted one (diagnosis only:
  // it tells garbage not yet collected from memory the server keeps). The bench starts this
  // process with --expose-gc.
  app.post('/__bench/gc', { config: { csrfExempt: true } }, async () => {
    globalThis.gc?.();
    return { collected: typeof globalThis.gc === 'function' };
  });

  for (const scenario of await loadScenarios()) await scenario.prepare?.(app);
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  process.stdout.write(
    `READY ${typeof address === 'object' && address ? address.port : 0} ${database.kind}\n`,
  );
  const stop = async () => {
    await app.close();
    await database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
