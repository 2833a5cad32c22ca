import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { LruCache, stringBytes } from '../cache/lru';
import type { DatabaseHandle } from '../db/database';

const CHANNEL = 'foyer_content_changed';
/**
 * Bounds (docs/decisions/0003-programme.md, "Memory"): rendered pages by count and size, least
 * recently used first out; memos (settings, menus, alerts per language and day) by count.
 */
export const PAGE_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 };
export const MEMO_LIMITS = { maxEntries: 500, maxBytes: Number.POSITIVE_INFINITY };

export interface PageCache {
  get(key: string): string | undefined;
  /**
   * Keeps a rendered page; with `generation` (read before loading what the page shows), only when
   * no content change came in between, or a page rendered from old content would be kept after it.
   */
  set(key: string, html: string, generation?: number): void;
  /** Counts the clearings: a page rendered across a content change is not kept (see `set`). */
  readonly generation: number;
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
    const entries = new LruCache<string>(PAGE_CACHE_LIMITS, stringBytes);
    const memos = new LruCache<Promise<unknown>>(MEMO_LIMITS, () => 0);
    let generation = 0;
    const clear = () => {
      generation += 1;
      entries.clear();
      memos.clear();
    };
    const cache: PageCache = {
      get: (key) => entries.get(key),
      set: (key, html, renderedAt) => {
        if (renderedAt === undefined || renderedAt === generation) entries.set(key, html);
      },
      memo: <T>(key: string, load: () => Promise<T>) => {
        let value = memos.get(key) as Promise<T> | undefined;
        if (!value) {
          value = load();
          memos.set(key, value);
          // A failed load is not kept: the next request tries again.
          value.catch(() => {
            if (memos.peek(key) === value) memos.delete(key);
          });
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
      get generation() {
        return generation;
      },
    };
    app.decorate('pageCache', cache);
    const stop = await options.database.listen(CHANNEL, clear);
    app.addHook('onClose', async () => stop());
  },
  { name: 'page-cache' },
);
