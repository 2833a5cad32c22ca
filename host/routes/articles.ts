import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ARTICLES_PAGE_SIZE,
  articlesPageSchema,
  articlesQuerySchema,
  articlesTeaserSchema,
  articleTermsSchema,
} from '../../src/contract/articles';
import { langOnlyQuerySchema } from '../../src/contract/common';
import { minuteOf } from '../../src/domain/clock';
import { leadArticle, listArticles, listTerms } from '../db/articles/articles.repository';
import { ProgrammeCache } from '../db/events/programme-cache';
import { apiTwins, sendJsonBytes, serializeAnswer, twinParams } from '../http/api-twins';
import { requestLocale } from '../http/locale';
import { pagedAnswer } from '../http/paging';

/**
 * The magazine's JSON API (spec: programme §7; frame §7 article-tags; docs/api.md "Magazine"):
 * the paged articles, the lead teaser, the categories and the topics. Each is answered under
 * `/{locale}/api/…/` and `/api/…/?lang=`.
 */
export const articleApiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers kept per process against the programme version, which every write to the magazine's
  // tables bumps (migration 0830); the minute of the app's clock is part of each key, as an
  // article's online window opens and closes with time (docs/decisions/0020-magazine.md, "Speed").
  const cache = new ProgrammeCache(app.db);
  const minute = () => minuteOf(app.clock.now());

  for (const url of apiTwins('articles')) {
    const schema = {
      params: twinParams,
      querystring: articlesQuerySchema,
      response: { 200: articlesPageSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const locale = requestLocale(request, request.query.lang);
      const { page, page_size: pageSize, category, tag } = request.query;
      const filter = { category, tag };
      const key = `articles|${locale}|${minute()}|${category ?? ''}|${tag ?? ''}|${page}|${pageSize}`;
      const body = await cache.body(key, async () => {
        const now = app.clock.now();
        const { count, results } = await listArticles(app.db, locale, filter, page, pageSize, now);
        const path = `/${locale}/api/articles/`;
        const answer = { path, query: filter, count, results, page, pageSize };
        return serializeAnswer(reply, pagedAnswer({ ...answer, defaultPageSize: ARTICLES_PAGE_SIZE }));
      });
      return sendJsonBytes(reply, body, 'public, max-age=60');
    });
  }

  for (const url of apiTwins('articles-teaser')) {
    const schema = {
      params: twinParams,
      querystring: langOnlyQuerySchema,
      response: { 200: articlesTeaserSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const locale = requestLocale(request, request.query.lang);
      const body = await cache.body(`articles-teaser|${locale}|${minute()}`, async () =>
        serializeAnswer(reply, { data: await leadArticle(app.db, locale, app.clock.now()) }),
      );
      return sendJsonBytes(reply, body, 'public, max-age=60');
    });
  }

  const terms = { 'article-categories': 'article_categories', 'article-tags': 'article_tags' } as const;
  for (const [path, table] of Object.entries(terms)) {
    for (const url of apiTwins(path)) {
      const schema = {
        params: twinParams,
        querystring: langOnlyQuerySchema,
        response: { 200: articleTermsSchema },
      };
      app.get(url, { schema }, async (request, reply) => {
        const locale = requestLocale(request, request.query.lang);
        try {
          const data = await listTerms(app.db, table, locale);
          reply.header('cache-control', 'public, max-age=300');
          return { data };
        } catch (error) {
          // spec: programme §8 "Article categories load failure: category list becomes empty".
          request.log.error({ err: error }, `${path} failed`);
          reply.header('cache-control', 'no-store');
          return { data: [] };
        }
      });
    }
  }
};
