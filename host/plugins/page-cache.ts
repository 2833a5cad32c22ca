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
  /**
   * Loads a value once and keeps it until the next content change (settings, redirects, menus):
   * what every page view needs is read from memory, not the database.
   */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
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
    const memos = new Map<string, Promise<unknown>>();
    const clear = () => {
      entries.clear();
      memos.clear();
    };
    const cache: PageCache = {
      get: (key) => entries.get(key),
      set: (key, html) => {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, html);
      },
      memo: <T>(key: string, load: () => Promise<T>) => {
        let value = memos.get(key) as Promise<T> | undefined;
        if (!value) {
          value = load();
          memos.set(key, value);
          // A failed load is not kept: the next request tries again.
          value.catch(() => memos.delete(key));
        }
        return value;
      },
      contentChanged: async () => {
        clear();
        if (options.database.kind === 'postgres') {
          await sql`select pg_notify(${CHANNEL}, ${String(process.pid)})`.execute(options.database.db);
        }
      },
      get size() {
        return entries.size;
      },
    };
    app.decorate('pageCache', cache);
    const stop = await options.database.listen(CHANNEL, clear);
    app.addHook('onClose', async () => stop());
  },
  { name: 'page-cache' },
);
