import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOnlyQuerySchema } from '../../src/contract/common';
import { anyQuery } from '../../src/contract/page-address';
import {
  PERSONS_PAGE_SIZE,
  personCategoryListSchema,
  personDetailParamsSchema,
  personsPageSchema,
  personsQuerySchema,
} from '../../src/contract/people';
import { listEvents, venueToday } from '../db/events/events.repository';
import { PageDataCache } from '../db/events/page-data-cache';
import {
  findPerson,
  listPersonCategories,
  listPersonProductions,
  listPersons,
  listTeam,
  personPath,
} from '../db/people/people.repository';
import { apiTwins, twinParams } from '../http/api-twins';
import { sendHtml } from '../http/html';
import { localeParams, localeParamsWith, requestLocale } from '../http/locale';
import { pagedAnswer } from '../http/paging';
import { sendErrorPage } from '../pages/error';
import { renderPersonPage } from '../pages/people/detail';
import { renderTeamPage } from '../pages/people/list';
import { isStaff } from '../plugins/request-context';
import { loadFrameData } from '../render/site-page';

/** Upcoming dates on a person's page. */
const PERSON_DATES = 12;

/**
 * Ensemble and team (spec: frame §2 team routes, §7 persons and person-categories; issue 16):
 * the two APIs and the team and person pages.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Visitors' page data, kept against the programme version (host/db/events/page-data-cache.ts).
  const pages = new PageDataCache(app.db);

  for (const url of apiTwins('persons')) {
    const schema = {
      params: twinParams,
      querystring: personsQuerySchema,
      response: { 200: personsPageSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const locale = requestLocale(request, request.query.lang);
      const { page, page_size: pageSize, category } = request.query;
      const { count, results } = await listPersons(app.db, locale, { category }, page, pageSize);
      reply.header('cache-control', 'public, max-age=60');
      const path = `/${locale}/api/persons/`;
      return pagedAnswer({
        path,
        query: { category },
        count,
        results,
        page,
        pageSize,
        defaultPageSize: PERSONS_PAGE_SIZE,
      });
    });
  }

  for (const url of apiTwins('person-categories')) {
    const schema = {
      params: twinParams,
      querystring: langOnlyQuerySchema,
      response: { 200: personCategoryListSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await listPersonCategories(app.db, requestLocale(request, request.query.lang)) };
    });
  }

  app.get(
    '/:locale/team',
    { schema: { params: localeParams, querystring: anyQuery } },
    async (request, reply) => {
      const { locale } = request.params;
      const html = await pages.html(request, `team|${locale}`, async () => {
        const [frame, groups] = await Promise.all([loadFrameData(request, locale), listTeam(app.db, locale)]);
        return renderTeamPage({ frame, siteUrl: app.config.siteUrl, groups });
      });
      return sendHtml(reply, html, 'no-cache');
    },
  );

  app.get(
    '/:locale/team/:slug/:id',
    { schema: { params: localeParamsWith(personDetailParamsSchema.shape), querystring: anyQuery } },
    async (request, reply) => {
      const { locale, slug, id } = request.params;
      const staff = isStaff(request);
      // An offline person is a 404 for visitors; staff see the page with a notice.
      const today = venueToday(app.clock.now());
      const pageKey = `person|${locale}|${slug}|${id}|${today}`;
      const kept = await pages.kept(request, pageKey);
      if (kept !== undefined) return sendHtml(reply, kept, 'no-cache');
      const load = async () => {
        const found = await findPerson(app.db, locale, id, staff);
        if (!found) return undefined;
        const [productions, { results: events }] = await Promise.all([
          listPersonProductions(app.db, locale, found.id),
          listEvents(app.db, locale, { person: found.id, date: today }, 1, PERSON_DATES),
        ]);
        return { person: found, productions, events };
      };
      // Staff see offline persons: their answers are never kept.
      const data = staff ? await load() : await pages.get(`person|${locale}|${id}|${today}`, load);
      const person = data?.person;
      if (!person) return sendErrorPage(app, request, reply, 404);
      if (person.url !== personPath(locale, slug, person.id)) {
        const search = new URL(request.url, 'http://site').search;
        return reply.redirect(`${person.url}${search}`, 301);
      }
      const { productions, events } = data;
      const html = await pages.html(request, pageKey, async () => {
        const frame = await loadFrameData(request, locale);
        return renderPersonPage({ frame, siteUrl: app.config.siteUrl, person, productions, events, staff });
      });
      return sendHtml(reply, html, staff ? 'private, no-store' : 'no-cache');
    },
  );
};
