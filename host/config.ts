import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Public base URL, used for absolute links (Open Graph, sitemaps). */
  siteUrl: string;
  /** Origins allowed to embed the elements with credentials (webshop templates). */
  allowedEmbedOrigins: string[];
  production: boolean;
  /** Load the demo venue into an empty database. */
  seedDemo: boolean;
  logLevel: string;
}

/** Reads configuration from the environment, with safe defaults (DESIGN: server conventions). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(ROOT_DIR, 'data'),
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    allowedEmbedOrigins: (env.ALLOWED_EMBED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    production: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'warn'),
  };
}
