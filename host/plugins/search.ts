import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SearchTermCounter } from '../db/search/search.repository';
import { SearchCache } from '../db/search/search-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search terms counted for the content hub (buffered; `flush()` writes them now). */
    searchTerms: SearchTermCounter;
    /** Search answers kept per index version (host/db/search/search-cache.ts). */
    searchCache: SearchCache;
  }
}

/**
 * The search's state of a process (docs/decisions/0005-search.md): the answer cache and the
 * buffered counter of search terms, written once more when the app closes.
 */
export const searchPlugin = fp(
  async (app: FastifyInstance) => {
    const counter = new SearchTermCounter(app.db);
    app.decorate('searchTerms', counter);
    const cache = new SearchCache(app.db);
    cache.enabled = app.config.searchAnswerCache;
    app.decorate('searchCache', cache);
    app.addHook('onClose', async () => {
      await counter.flush().catch(() => {});
    });
  },
  { name: 'search' },
);
