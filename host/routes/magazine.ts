import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ARTICLES_PAGE_SIZE,
  articleSlugParamsSchema,
  articlesPageQuerySchema,
} from '../../src/contract/articles';
import type { Locale } from '../../src/contract/common';
import { otherLocale } from '../../src/contract/locales';
import { anyQuery } from '../../src/contract/page-address';
import { minuteOf } from '../../src/domain/clock';
import { t } from '../../src/i18n';
import {
  findArticle,
  findTerm,
  leadArticle,
  listArticles,
  listTerms,
  relatedArticles,
} from '../db/articles/articles.repository';
import { PageDataCache } from '../db/events/page-data-cache';
import { findPageByPath } from '../db/pages/pages.repository';
import { sendHtml } from '../http/html';
import { localeParams, localeParamsWith } from '../http/locale';
import { sendErrorPage } from '../pages/error';
import { renderArticlePage } from '../pages/magazine/detail';
import { renderFeed } from '../pages/magazine/feed';
import { renderMagazineList, renderTopics } from '../pages/magazine/list';
import { isStaff } from '../plugins/request-context';
import { loadFrameData } from '../render/site-page';

const RELATED = 3;
const FEED_SIZE = 20;

/**
 * The magazine's pages (issue 15; spec: frame §2 news routes, programme §2 Magazine): overview,
 * category, topics, topic and article, complete without JavaScript, and the Atom feed.
 */
export const magazineRoutes: FastifyPluginAsyncZod = async (app) => {
  // Visitors' pages kept against the programme version, which every write to the magazine bumps
  // (migration 0830), and for the app clock's minute, as articles go online and offline with time
  // (docs/decisions/0020-magazine.md, "Speed"). Only canonical addresses are kept.
  const pages = new PageDataCache(app.db);
  const pageKey = (path: string, page = 1) => `news|${path}|${page}|${minuteOf(app.clock.now())}`;

  /** The magazine headline and description from the page data (the `news` content page). */
  const magazinePage = async (locale: Locale) => {
    const page = await app.pageCache.memo(`magazine-page:${locale}`, async () => {
      const row = await findPageByPath(app.db, locale, 'news');
      return { headline: row?.headline || row?.title || '', description: row?.meta_description || '' };
    });
    return {
      headline: page.headline || t(locale, 'magazine.title'),
      description: page.description || t(locale, 'magazine.metaDescription'),
    };
  };

  /** One list page: a page past the end leads to the first page. */
  const listPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    scope: Parameters<typeof renderMagazineList>[0]['scope'],
    path: string,
    page: number,
  ) => {
    const now = app.clock.now();
    const filter =
      scope.kind === 'category'
        ? { category: scope.term.id }
        : scope.kind === 'tag'
          ? { tag: scope.term.id }
          : {};
    const [frame, magazine, categories, lead, list] = await Promise.all([
      loadFrameData(request, locale),
      magazinePage(locale),
      listTerms(app.db, 'article_categories', locale).catch(() => []),
      scope.kind === 'all' && page === 1 ? leadArticle(app.db, locale, now) : null,
      listArticles(app.db, locale, filter, page, ARTICLES_PAGE_SIZE, now),
    ]);
    if (list.results.length === 0 && page > 1) return reply.redirect(path, 302);
    const html = await pages.html(request, pageKey(path, page), async () =>
      renderMagazineList({
        frame,
        siteUrl: app.config.siteUrl,
        ...magazine,
        scope,
        categories,
        lead,
        page,
        ...list,
      }),
    );
    return sendHtml(reply, html, 'no-cache');
  };

  const listSchema = { params: localeParams, querystring: articlesPageQuerySchema };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/:locale/news', { schema: listSchema }, async (request, reply) => {
      const { locale } = request.params;
      const path = `/${locale}/news`;
      const kept = await pages.kept(request, pageKey(path, request.query.page));
      if (kept !== undefined) return sendHtml(reply, kept, 'no-cache');
      return listPage(request, reply, locale, { kind: 'all' }, path, request.query.page);
    });

  const termSchema = {
    params: localeParamsWith(articleSlugParamsSchema.shape),
    querystring: articlesPageQuerySchema,
  };
  for (const [segment, table, kind] of [
    ['categories', 'article_categories', 'category'],
    ['tags', 'article_tags', 'tag'],
  ] as const) {
    app.get(`/:locale/news/${segment}/:slug/:id`, { schema: termSchema }, async (request, reply) => {
      const { locale, slug, id } = request.params;
      const kept = await pages.kept(request, pageKey(request.url, request.query.page));
      if (kept !== undefined) return sendHtml(reply, kept, 'no-cache');
      const other = otherLocale(locale);
      const [term, otherTerm] = await Promise.all([
        findTerm(app.db, table, locale, id),
        findTerm(app.db, table, other, id),
      ]);
      if (!term || !otherTerm) return sendErrorPage(app, request, reply, 404);
      const canonical = term.url;
      if (canonical !== `/${locale}/news/${segment}/${encodeURIComponent(slug)}/${id}`) {
        const search = new URL(request.url, 'http://site').search;
        return reply.redirect(`${canonical}${search}`, 301);
      }
      return listPage(
        request,
        reply,
        locale,
        { kind, term, other: otherTerm },
        canonical,
        request.query.page,
      );
    });
  }

  app.get(
    '/:locale/news/tags',
    { schema: { params: localeParams, querystring: anyQuery } },
    async (request, reply) => {
      const { locale } = request.params;
      const html = await pages.html(request, pageKey(`/${locale}/news/tags`), async () => {
        const [frame, magazine, tags] = await Promise.all([
          loadFrameData(request, locale),
          magazinePage(locale),
          listTerms(app.db, 'article_tags', locale),
        ]);
        return renderTopics({ frame, siteUrl: app.config.siteUrl, headline: magazine.headline, tags });
      });
      return sendHtml(reply, html, 'no-cache');
    },
  );

  app.get(
    '/:locale/news/feed.xml',
    { schema: { params: localeParams, querystring: anyQuery } },
    async (request, reply) => {
      const { locale } = request.params;
      const now = app.clock.now();
      const [frame, { results }] = await Promise.all([
        loadFrameData(request, locale),
        listArticles(app.db, locale, {}, 1, FEED_SIZE, now),
      ]);
      const xml = renderFeed({
        locale,
        siteUrl: app.config.siteUrl,
        siteName: frame.design.siteName,
        articles: results,
        now,
      });
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/atom+xml; charset=utf-8')
        .send(xml);
    },
  );

  app.get(
    '/:locale/news/:slug/:id',
    { schema: { params: localeParamsWith(articleSlugParamsSchema.shape), querystring: anyQuery } },
    async (request, reply) => {
      const { locale, slug, id } = request.params;
      const key = pageKey(request.url);
      const kept = await pages.kept(request, key);
      if (kept !== undefined) return sendHtml(reply, kept, 'no-cache');
      const now = app.clock.now();
      const article = await findArticle(app.db, locale, id, now);
      if (!article) return sendErrorPage(app, request, reply, 404);
      // One address per article and language: an old or mistyped slug leads to it for good.
      if (article.url !== `/${locale}/news/${encodeURIComponent(slug)}/${id}`) {
        const search = new URL(request.url, 'http://site').search;
        return reply.redirect(`${article.url}${search}`, 301);
      }
      const staff = isStaff(request);
      const html = await pages.html(request, key, async () => {
        const [frame, magazine, related] = await Promise.all([
          loadFrameData(request, locale),
          magazinePage(locale),
          relatedArticles(app.db, locale, article, RELATED, now),
        ]);
        return renderArticlePage({
          frame,
          siteUrl: app.config.siteUrl,
          headline: magazine.headline,
          article,
          related,
          staff,
        });
      });
      return sendHtml(reply, html, staff ? 'private, no-store' : 'no-cache');
    },
  );
};
