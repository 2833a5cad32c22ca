import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClockEnv, clockFromEnv, type DescribedClock } from '../src/domain/clock';

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
  /**
   * Which peers may tell us the client's address and protocol (`X-Forwarded-For`, `-Proto`,
   * `-Host`): `TRUST_PROXY` as Fastify reads it. Unset means nobody: a client-supplied
   * `X-Forwarded-For` then cannot dodge the login rate limit (docs/operations.md).
   */
  trustProxy: boolean | number | string;
  /**
   * Load shedding (`SHED_EVENT_LOOP_DELAY_MS`, default 1000; 0 is off): while the event loop lags
   * more than this, requests are answered 503 with `Retry-After` at once instead of queueing
   * until every one of them is late (docs/operations.md "Load").
   */
  shedEventLoopDelayMs: number;
  /**
   * The in-process search answer cache (`SEARCH_ANSWER_CACHE`, default on; `off` computes every
   * answer in the database: to measure the index itself, or a process kept small).
   */
  searchAnswerCache: boolean;
  /**
   * URLs per sitemap file (`SITEMAP_MAX_URLS`, default and most 50,000, the protocol's limit): past
   * it `/sitemap.xml` becomes an index of `/sitemap-{n}.xml` files.
   */
  sitemapMaxUrls: number;
  /**
   * Sign-in attempts per client address and minute (`LOGIN_ATTEMPTS_PER_MINUTE`, default 10). The
   * end-to-end journeys raise it: all their visitors and staff share one address.
   */
  loginAttemptsPerMinute: number;
  /**
   * The app's clock as the environment sets it: `FOYER_NOW` (an ISO 8601 instant with offset)
   * starts it there and lets it run, `FOYER_CLOCK=fixed` makes it stand still there; neither is
   * the machine's clock (docs/architecture.md "Clock").
   */
  clock: ClockEnv;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginAttemptsPerMinute: positiveInteger(env.LOGIN_ATTEMPTS_PER_MINUTE, 10, 'LOGIN_ATTEMPTS_PER_MINUTE'),
    sitemapMaxUrls: Math.min(50_000, Math.max(1, Number(env.SITEMAP_MAX_URLS) || 50_000)),
    shedEventLoopDelayMs: Number(env.SHED_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000)) || 0,
    searchAnswerCache: searchAnswerCacheOf(env.SEARCH_ANSWER_CACHE),
    clock: validClockEnv({ FOYER_NOW: env.FOYER_NOW, FOYER_CLOCK: env.FOYER_CLOCK }),
  };
}

/**
 * `TRUST_PROXY`: empty or `false` trusts no proxy (the default); a number trusts that many hops
 * (e.g. `1` behind one nginx); otherwise a comma-separated list of addresses or CIDR ranges
 * (`127.0.0.1,10.0.0.0/8`). `true` (trust every peer) is refused: it would hand the client's
 * address to whoever sends the header.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any client; name the proxies (addresses, CIDR) or a hop count',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) && entry !== 'loopback')) {
    throw new Error(`TRUST_PROXY must list addresses or CIDR ranges, got ${text}`);
  }
  return entries.join(',');
}

function searchAnswerCacheOf(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`SEARCH_ANSWER_CACHE must be on or off, got ${value}`);
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
  return number;
}

/** A mistyped FOYER_NOW stops the start rather than running the site on the machine's clock. */
function validClockEnv(env: ClockEnv): ClockEnv {
  clockFromEnv(env);
  return env;
}

/**
 * The clock the configuration asks for. A running clock starts counting when this is called, so
 * the process calls it once and hands the clock to everything (`buildApp({ clock })`, the seed).
 */
export function configClock(config: Pick<Config, 'clock'>): DescribedClock {
  return clockFromEnv(config.clock);
}
