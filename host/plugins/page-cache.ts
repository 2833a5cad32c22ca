import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

const CHANNEL = 'foyer_content_changed';
const MAX_ENTRIES = 2000;

export interface PageCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
  /** Forget every rendered page here and, through PostgreSQL NOTIFY, in every other process. */
  contentChanged(): Promise<void>;
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

/**
 * Rendered HTML of anonymous page views, invalidated on any content change. Correctness first:
 * one change clears everything, which is cheap next to rendering and never serves stale pages.
 */
export const pageCachePlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const entries = new Map<string, string>();
    const cache: PageCache = {
      get: (key) => entries.get(key),
      set: (key, html) => {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, html);
      },
      contentChanged: async () => {
        entries.clear();
        if (options.database.kind === 'postgres') {
          await sql`select pg_notify(${CHANNEL}, ${String(process.pid)})`.execute(options.database.db);
        }
      },
      get size() {
        return entries.size;
      },
    };
    app.decorate('pageCache', cache);
    const stop = await options.database.listen(CHANNEL, () => entries.clear());
    app.addHook('onClose', async () => stop());
  },
  { name: 'page-cache' },
);
