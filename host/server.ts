import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppOptions, app } from './app';
import { type Config, configClock, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { ensureDemoStaff } from './db/staff/demo-staff';

/** The instance's own options: what only the instance, not a plugin, can set. */
/**
 * Connections the kernel queues for `accept` (Node's default is 511): an on-sale opens a thousand
 * at one instant, and a full queue drops the rest's SYN, which the client sends again only after
 * a second (decision 0160). Linux caps it at `net.core.somaxconn` (4096 by default).
 */
export const LISTEN_BACKLOG = 4096;

export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest to us (Fastify's types take it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  };
}

function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** A Fastify instance with the app registered (tests, the e2e setup and the bench use it too). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const server = Fastify(serverOptions(options.config));
  await server.register(app, options);
  return server;
}

export interface StartOptions {
  /**
   * Runs after the migrations, before the site answers: the demo venue seeds its content here
   * (demo/start.ts), so the server itself knows nothing of the demo.
   */
  prepare?: (db: Kysely<Database>, context: { now: Date; config: Config }) => Promise<void>;
}

/** Starts the site: database, migrations, the caller's preparation, then HTTP; closes on signals. */
export async function startServer(options: StartOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig();
  const clock = configClock(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await options.prepare?.(database.db, { now: clock.now(), config });
  // The demo account's login, or in production a refusal to start while it keeps the demo password.
  const staffNotice = await ensureDemoStaff(database.db, config);
  const server = await buildApp({ config, database, clock });
  const close = async (signal: string) => {
    server.log.info(`${signal}: closing`);
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\n  Foyer is running on ${config.siteUrl}/de  (database: ${where})\n`);
  if (staffNotice.length) console.log(`${staffNotice.join('\n')}\n`);
  return server;
}

/** Run as a program (`node --import tsx host/server.ts`): the site without demo content. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
