import type { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** Type ids whose text we keep as the other driver does, so both give the same values. */
const INT8 = 20;
const DATE = 1082;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribe to a NOTIFY channel (PostgreSQL only; PGlite runs in one process). The subscription
   * survives a database restart: it reconnects, and calls `onMessage('')` once it listens again,
   * since notifications sent meanwhile were missed (a catch-up).
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

/**
 * Opens the database: PostgreSQL when `url` is given, otherwise embedded PGlite stored in
 * `dataDir` (or in memory when `dataDir` is `memory://`).
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  pg.types.setTypeParser(INT8, (value) => Number(value));
  pg.types.setTypeParser(DATE, (value) => value);
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // While the database is away, a request fails within seconds (503) instead of waiting forever.
    connectionTimeoutMillis: 5_000,
    // No parallel workers for the site's queries: with many requests at once they compete for the
    // same cores, and a search of a common word ran 27–37 % fewer queries per second with them
    // (docs/decisions/0162-search-walks.md).
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection that the server closes (restart, failover) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`[db] idle connection closed: ${error.message}`));
  // The pool listens for errors only on idle connections: one that the server closes while it is
  // checked out (between the statements of a transaction) would crash the process. It is logged;
  // its query fails (503) and the pool drops it on release.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`[db] connection closed: ${error.message}`)),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    listen: (channel, onMessage) => listenWithReconnect(url, channel, onMessage),
    close: () => db.destroy(),
  };
}

/** Delays between reconnect attempts of a LISTEN connection: quick at first, then every 5 s. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * LISTEN on a dedicated connection outside the query pool, for as long as the process runs:
 * when the connection ends (restart, failover, network), it is opened again with backoff, and
 * `onMessage('')` tells the subscriber to catch up on what it missed.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => console.warn(`[db] LISTEN ${channel} connection lost: ${error.message}`));
    next.on('end', () => {
      if (client === next && !stopped) reconnectSoon();
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };

  const reconnectSoon = () => {
    if (stopped || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 5_000;
    attempt += 1;
    timer = setTimeout(async () => {
      timer = undefined;
      const previous = client;
      try {
        await connect();
        attempt = 0;
        console.warn(`[db] LISTEN ${channel} re-established`);
        // Notifications sent while we were away are lost: the subscriber catches up now.
        onMessage('');
      } catch (error) {
        console.warn(`[db] LISTEN ${channel} reconnect failed: ${(error as Error).message}`);
        if (client !== previous) await client?.end().catch(() => {});
        reconnectSoon();
      }
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/** PostgreSQL settings of the embedded database (measured in docs/operations.md "Memory"). */
export const PGLITE_SETTINGS = (
  process.env.FOYER_PGLITE_CONF ??
  'shared_buffers=32MB,maintenance_work_mem=16MB,temp_buffers=4MB,wal_buffers=1MB'
)
  .split(',')
  .map((setting) => setting.trim())
  .filter(Boolean);

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // Loaded only here: a server on PostgreSQL never pays for PGlite's WASM in its memory.
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
    // PostgreSQL's defaults assume a server of its own (128 MB shared buffers); in our process,
    // WASM memory grows to what these allow and never shrinks, so they are sized to a site's
    // working set (docs/operations.md "Memory").
    postgresqlconf: PGLITE_SETTINGS,
  });
  const pool = new PglitePool(client);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  writeCounters.set(db, () => pool.writes);
  return {
    db,
    kind: 'pglite',
    listen: async () => async () => {},
    close: async () => {
      await db.destroy();
      await client.close();
    },
  };
}

/**
 * Adapts PGlite to the pool interface of Kysely's PostgresDialect. PGlite is one connection, so
 * the pool hands it to one borrower at a time: a transaction holds it until it commits, and no
 * other query can slip in between its statements.
 */
class PglitePool implements PostgresPool {
  #queue: Promise<void> = Promise.resolve();
  /** Statements run that may have written (counted before and after each one, `mayWrite`). */
  writes = 0;

  constructor(private readonly client: PGlite) {}

  connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    const client = this.client;
    const pool = this;
    const borrowed = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const writes = mayWrite(sql);
        if (writes) pool.writes++;
        let result: Awaited<ReturnType<typeof client.query<R>>>;
        try {
          result = await client.query<R>(sql, parameters as unknown[]);
        } finally {
          // Counted again once it ran (committed, when outside a transaction), before its caller
          // goes on: whoever learns of the write sees the count moved.
          if (writes) pool.writes++;
        }
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release,
    };
    return previous.then(() => borrowed as unknown as PostgresPoolClient); // streaming (cursor) is not offered
  }

  async end(): Promise<void> {}
}

/**
 * Counters of the statements that may have written, per database that only this process writes
 * (embedded PGlite; docs/decisions/0161-pglite-versions-in-process.md). Undefined on PostgreSQL:
 * other processes write there, so a version has to be read.
 */
const writeCounters = new WeakMap<Kysely<Database>, () => number>();

export function inProcessWrites(db: Kysely<Database>): (() => number) | undefined {
  return writeCounters.get(db);
}

/**
 * Whether a statement may write: anything but a plain SELECT, and a SELECT that names a writing
 * statement or function (a row lock, `FOR UPDATE`, writes nothing). Errs towards "may write": a
 * false yes costs one version read, a false no would serve a stale answer.
 */
export function mayWrite(sql: string): boolean {
  if (!/^\s*select\b/i.test(sql)) return true;
  const withoutLocks = sql.replace(/\bfor\s+(no\s+key\s+)?update\b/gi, '');
  return /\b(insert|update|delete|merge|truncate|copy|call|nextval|setval|foyer_search_index_\w*)\b/i.test(
    withoutLocks,
  );
}

type Command = PostgresQueryResult<unknown>['command'];
const WRITE_COMMANDS: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** The command word Kysely uses to decide whether `rowCount` counts affected rows. */
function commandOf(sql: string): Command {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  return (WRITE_COMMANDS.has(word) ? word : 'SELECT') as Command;
}
