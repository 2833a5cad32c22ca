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
  /** Subscribe to a NOTIFY channel (PostgreSQL only; PGlite runs in one process). */
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
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection that the server closes (restart, failover) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`[db] idle connection closed: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onMessage) => {
      // A dedicated connection: LISTEN lasts as long as the process, outside the query pool.
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) =>
        console.warn(`[db] LISTEN ${channel} connection closed: ${error.message}`),
      );
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    close: () => db.destroy(),
  };
}

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
  });
  const pool = new PglitePool(client);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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

  constructor(private readonly client: PGlite) {}

  connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    const client = this.client;
    const borrowed = {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const result = await client.query<R>(sql, parameters as unknown[]);
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

type Command = PostgresQueryResult<unknown>['command'];
const WRITE_COMMANDS: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** The command word Kysely uses to decide whether `rowCount` counts affected rows. */
function commandOf(sql: string): Command {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  return (WRITE_COMMANDS.has(word) ? word : 'SELECT') as Command;
}
