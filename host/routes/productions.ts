import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOnlyQuerySchema } from '../../src/contract/common';
import { optionListSchema } from '../../src/contract/events';
import { anyQuery } from '../../src/contract/page-address';
import {
  PRODUCTION_FILTER_NAMES,
  PRODUCTIONS_PAGE_SIZE,
  productionDetailParamsSchema,
  productionsPageQuerySchema,
  productionsPageSchema,
  productionsQuerySchema,
} from '../../src/contract/productions';
import { productionArticles } from '../db/articles/articles.repository';
import { listEvents, loadExhibitionTypes, loadOptions, venueToday } from '../db/events/events.repository';
import { ProgrammeCache } from '../db/events/programme-cache';
import { findProduction, listProductions, productionPath } from '../db/productions/productions.repository';
import { apiTwins, sendJsonBytes, serializeAnswer, twinParams } from '../http/api-twins';
import { sendHtml } from '../http/html';
import { localeParams, localeParamsWith, requestLocale } from '../http/locale';
import { pagedAnswer } from '../http/paging';
import { loadProductionSectionData } from '../pages/detail-data';
import { sendErrorPage } from '../pages/error';
import { addressOf, listPath } from '../pages/productions/address';
import { renderProductionDetail } from '../pages/productions/detail';
import { renderProductionList } from '../pages/productions/list';
import { isStaff } from '../plugins/request-context';
import { loadFrameData } from '../render/site-page';

/** Upcoming dates shown on a production's page (a long run is cut, the programme has the rest). */
const DETAIL_DATES = 100;

/**
 * The productions area (spec: programme §2 Productions, §7): the option lists of its filters, the
 * paged list API, and the list and detail pages.
 */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers kept per process against the programme version, which migration 0700 bumps on every
  // write to productions, their tags and seasons too (docs/decisions/0003-programme.md, "Speed").
  const cache = new ProgrammeCache(app.db);

  const optionLists = { seasons: 'seasons', 'production-tags': 'production_tags' } as const;
  for (const [path, table] of Object.entries(optionLists)) {
    for (const url of apiTwins(path)) {
      const schema = {
        params: twinParams,
        querystring: langOnlyQuerySchema,
        response: { 200: optionListSchema },
      };
      app.get(url, { schema }, async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { data: await loadOptions(app.db, table, requestLocale(request, request.query.lang)) };
      });
    }
  }

  // `/{locale}/api/productions/` (spec: programme §7); `/api/productions/` too, in `?lang=` or German.
  for (const url of apiTwins('productions')) {
    const schema = {
      params: twinParams,
      querystring: productionsQuerySchema,
      response: { 200: productionsPageSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const locale = requestLocale(request, request.query.lang);
      const { page, page_size: pageSize, lang: _lang, date, ...filters } = request.query;
      const today = venueToday(app.clock.now());
      const named = PRODUCTION_FILTER_NAMES.map((name) => filters[name] ?? '');
      const key = ['productions', locale, today, ...named, date ?? '', page, pageSize].join('|');
      const body = await cache.body(key, async () => {
        const filter = { ...filters, date: date ?? today };
        const { count, results } = await listProductions(app.db, locale, filter, page, pageSize);
        const path = `/${locale}/api/productions/`;
        const answer = { path, query: { ...filters, date }, count, results, page, pageSize };
        return serializeAnswer(reply, pagedAnswer({ ...answer, defaultPageSize: PRODUCTIONS_PAGE_SIZE }));
      });
      return sendJsonBytes(reply, body, 'public, max-age=60');
    });
  }

  app.get(
    '/:locale/produktionen',
    { schema: { params: localeParams, querystring: productionsPageQuerySchema } },
    async (request, reply) => {
      const { locale } = request.params;
      const url = new URL(request.url, 'http://site');
      const { season, exhibition_type, tag, date, page } = request.query;
      const state = { season, exhibition_type, tag, date, page };
      // The form without JavaScript sends empty filters and the date input's `YYYY-MM-DD`: answer
      // with the address the element writes, so both ways of filtering share one URL.
      const canonical = addressOf(url, state);
      if (url.search !== canonical) return reply.redirect(`${listPath(locale)}${canonical}`, 302);
      const [frame, seasons, types, tags] = await Promise.all([
        loadFrameData(request, locale),
        loadOptions(app.db, 'seasons', locale),
        loadExhibitionTypes(app.db, locale),
        loadOptions(app.db, 'production_tags', locale),
      ]);
      const today = venueToday(app.clock.now());
      const filter = { season, exhibition_type, tag, date: date ?? today };
      const { count, results } = await listProductions(app.db, locale, filter, page, PRODUCTIONS_PAGE_SIZE);
      // A page past the end (an old link after the list got shorter) leads to the first page.
      if (results.length === 0 && page > 1)
        return reply.redirect(`${listPath(locale)}${addressOf(url, { ...state, page: 1 })}`, 302);
      const options = { seasons, types, tags };
      const props = { frame, siteUrl: app.config.siteUrl, url, state, options, results, count, today };
      return sendHtml(reply, renderProductionList(props), 'no-cache');
    },
  );

  app.get(
    '/:locale/produktionen/:slug/:id',
    { schema: { params: localeParamsWith(productionDetailParamsSchema.shape), querystring: anyQuery } },
    async (request, reply) => {
      const { locale, slug, id } = request.params;
      const today = venueToday(app.clock.now());
      const production = await findProduction(app.db, locale, id, today);
      if (!production) return sendErrorPage(app, request, reply, 404);
      // One address per production and language: an old or mistyped slug leads to it for good.
      if (production.url !== productionPath(locale, slug, production.id)) {
        const search = new URL(request.url, 'http://site').search;
        return reply.redirect(`${production.url}${search}`, 301);
      }
      const [frame, { results: events }, articles] = await Promise.all([
        loadFrameData(request, locale),
        listEvents(app.db, locale, { production: production.id, date: today }, 1, DETAIL_DATES),
        productionArticles(app.db, locale, production.id, 3, app.clock.now()),
      ]);
      const data = await loadProductionSectionData(app.db, locale, production.id, events, app.clock.now());
      const staff = isStaff(request);
      const html = renderProductionDetail({
        frame,
        siteUrl: app.config.siteUrl,
        production,
        events,
        staff,
        articles,
        data,
      });
      // A staff copy carries the admin link and is never shared.
      return sendHtml(reply, html, staff ? 'private, no-store' : 'no-cache');
    },
  );
};
