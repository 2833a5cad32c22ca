import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_FINDER_PAGE_SIZE,
  eventFinderAnswerSchema,
  eventFinderQuerySchema,
  finderQuerySchema,
  imageFinderAnswerSchema,
  linkFinderAnswerSchema,
} from '../../../src/contract/editor';
import { formatInstant } from '../../../src/domain/date-format';
import { eventPath } from '../../../src/domain/events';
import { findMediaImages, findOnlineEventsByText, findPagesByText } from '../../db/editor/finders.repository';
import { findEventsByName } from '../../db/events/events.repository';
import { listMedia } from '../../db/media/media.repository';
import { pageUrl } from '../../db/pages/pages.repository';
import { requireStaff } from '../../http/guards';
import { localeParams } from '../../http/locale';
import { mediaItem } from '../../media/library';

/**
 * The editor's finders (spec: frame §3 "link finder, image finder, event finder"): staff only,
 * answered for this person alone (never cached), 400 for a query outside the contract.
 */
export const finderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/finder/images',
    {
      schema: {
        params: localeParams,
        querystring: finderQuerySchema,
        response: { 200: imageFinderAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const q = request.query.q ?? '';
      const library = await listMedia(app.db, { q, kind: 'image', page: 1, pageSize: 60 });
      const files = await findMediaImages(q);
      return {
        results: [
          ...library.results.map(mediaItem).map((item) => ({
            url: item.url,
            name: item.title || item.name,
            id: item.id,
            ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
            usable: item.usable,
          })),
          ...files.map((file) => ({ url: `/media/${file}`, name: file })),
        ],
      };
    },
  );

  app.get(
    '/finder/links',
    {
      schema: {
        params: localeParams,
        querystring: finderQuerySchema,
        response: { 200: linkFinderAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { locale } = request.params;
      const q = request.query.q ?? '';
      const pages = await findPagesByText(app.db, locale, q);
      const events = await findOnlineEventsByText(app.db, locale, q);
      return {
        results: [
          ...pages.map((row) => ({
            kind: 'page' as const,
            title: row.title,
            url: pageUrl(locale, row.path),
          })),
          ...events.map((row) => ({
            kind: 'event' as const,
            title: `${row.name[locale] ?? row.name.de} (${formatInstant(row.date_start, locale, 'dateTime')})`,
            url: eventPath(locale, row.slug[locale] ?? row.slug.de, row.id),
          })),
        ],
      };
    },
  );

  // Events by name, with date, time and room, a page at a time.
  app.get(
    '/finder/events',
    {
      schema: {
        params: localeParams,
        querystring: eventFinderQuerySchema,
        response: { 200: eventFinderAnswerSchema },
      },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { locale } = request.params;
      const { q = '', page = 1 } = request.query;
      const found = await findEventsByName(app.db, locale, q, page, EVENT_FINDER_PAGE_SIZE, app.clock.now());
      return {
        count: found.count,
        page,
        page_size: EVENT_FINDER_PAGE_SIZE,
        results: found.results.map(({ id, name, date_start, room, slug }) => ({
          id,
          name,
          date_start,
          room,
          url: eventPath(locale, slug, id),
        })),
      };
    },
  );
};
