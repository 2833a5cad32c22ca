import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '../../src/contract/common';
import {
  autocompleteResponseSchema,
  SEARCH_CATEGORIES,
  SEARCH_SUGGESTIONS_MAX,
  type SearchCategory,
  searchGroupParamsSchema,
  searchGroupResponseSchema,
  searchKeywordsQuerySchema,
  searchKeywordsResponseSchema,
  searchPageParamsSchema,
  searchPageQuerySchema,
  searchParamsSchema,
  searchResponseSchema,
} from '../../src/contract/search';
import { searchTokens } from '../../src/domain/search';
import { autocomplete, topSearchTerms } from '../db/search/search.repository';
import { searchGroups } from '../db/search/search-group';
import { apiTwins, twinParams } from '../http/api-twins';
import { requireStaff } from '../http/guards';
import { sendHtml } from '../http/html';
import { localeParamsWith, requestLocale } from '../http/locale';
import { renderSearchPage } from '../pages/search/results';
import { loadFrameData } from '../render/site-page';

/** The API path prefix of a request: `''` for `/api/…`, `/en` for `/en/api/…`. */
const prefixOf = (locale: Locale | undefined) => (locale ? `/${locale}` : '');

/**
 * Search (spec: programme §2 Search, §7 search calls, §8 empty texts; issue 5): the JSON API
 * and the server-rendered results page `/{locale}/search/{category?}/{page?}?q=`. The answer
 * cache and the term counter are the app's (host/plugins/search.ts).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = (options: Omit<Parameters<typeof searchGroups>[2], 'now'>) =>
    searchGroups(app.db, app.searchCache, { ...options, now: app.clock.now() });

  for (const url of apiTwins('search/autocomplete')) {
    const schema = {
      params: twinParams,
      querystring: searchParamsSchema,
      response: { 200: autocompleteResponseSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const { query, lang } = request.query;
      const locale = requestLocale(request, lang);
      reply.header('cache-control', 'public, max-age=60');
      const key = ['autocomplete', locale, searchTokens(query).join(' ')].join('\u0000');
      const suggestions = await app.searchCache.get(key, () =>
        autocomplete(app.db, { locale, query, limit: SEARCH_SUGGESTIONS_MAX, now: app.clock.now() }),
      );
      return { query, suggestions };
    });
  }

  for (const url of apiTwins('search')) {
    const schema = {
      params: twinParams,
      querystring: searchParamsSchema,
      response: { 200: searchResponseSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const { query, lang } = request.query;
      const locale = requestLocale(request, lang);
      const path = (category: SearchCategory) => `${prefixOf(request.params.locale)}/api/search/${category}/`;
      app.searchTerms.count(locale, query);
      const { events, others } = await groups({
        locale,
        query,
        categories: SEARCH_CATEGORIES,
        page: 1,
        path,
      });
      reply.header('cache-control', 'no-cache');
      return { query, events, others };
    });
  }

  for (const category of SEARCH_CATEGORIES) {
    for (const url of apiTwins(`search/${category}`)) {
      const schema = {
        params: twinParams,
        querystring: searchGroupParamsSchema,
        response: { 200: searchGroupResponseSchema },
      };
      app.get(url, { schema }, async (request, reply) => {
        const { query, lang, page } = request.query;
        const locale = requestLocale(request, lang);
        const path = () => `${prefixOf(request.params.locale)}/api/search/${category}/`;
        reply.header('cache-control', 'no-cache');
        return (await groups({ locale, query, categories: [category], page, path }))[category];
      });
    }
  }

  // The content hub's top keywords (spec: frame §7 dashboard "search keywords"): staff only.
  app.get(
    '/api/dashboard-search-keywords/',
    {
      schema: { querystring: searchKeywordsQuerySchema, response: { 200: searchKeywordsResponseSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { lang, limit } = request.query;
      await app.searchTerms.flush();
      reply.header('cache-control', 'no-store');
      const terms = await topSearchTerms(app.db, { locale: lang, limit });
      return {
        data: terms.map((term) => ({
          locale: term.locale,
          term: term.term,
          count: term.count,
          // A timestamp column: a Date from both drivers.
          last_searched_at: new Date(term.last_searched_at as unknown as string).toISOString(),
        })),
      };
    },
  );

  const pageSchema = {
    params: localeParamsWith(searchPageParamsSchema.shape),
    querystring: searchPageQuerySchema,
  };
  for (const url of ['/:locale/search', '/:locale/search/:category', '/:locale/search/:category/:page']) {
    app.get(url, { schema: pageSchema }, async (request, reply) => {
      const { locale, category, page = 1 } = request.params;
      const query = request.query.q;
      const frame = await loadFrameData(request, locale);
      const found = [];
      if (query) {
        if (page === 1) app.searchTerms.count(locale, query);
        const categories = category ? [category] : SEARCH_CATEGORIES;
        const path = (name: SearchCategory) => `/api/search/${name}/`;
        const data = await groups({ locale, query, categories, page: category ? page : 1, path });
        for (const name of categories) found.push({ category: name, data: data[name] });
      }
      const html = renderSearchPage({ frame, siteUrl: app.config.siteUrl, query, category, groups: found });
      return sendHtml(reply, html, 'no-store');
    });
  }
};
