import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../src/contract/common';
import { apiExampleSchema } from '../../src/contract/example';
import { findBookableEvents } from '../db/webshop/webshop.repository';
import { apiTwins, twinParams } from '../http/api-twins';
import { requestLocale } from '../http/locale';
import { embedSnippets } from '../pages/example/embed-snippets';

/**
 * `GET /{locale}/api/example/` and `/api/example/?lang=` (spec: programme §7; R-API-34;
 * docs/decisions/0175-api-example.md): a worked example for a page on another origin that embeds
 * the site's elements: the next bookable event and the markup that books it there.
 */
export const exampleRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of apiTwins('example')) {
    const schema = { params: twinParams, querystring: langQuerySchema, response: { 200: apiExampleSchema } };
    app.get(url, { schema }, async (request, reply) => {
      const locale = requestLocale(request, request.query.lang);
      const siteUrl = app.config.siteUrl;
      const [event = null] = await findBookableEvents(app.db, locale, app.clock.now(), 1);
      // The next event changes with the clock and the box office: a minute is fresh enough.
      reply.header('cache-control', 'public, max-age=60');
      return {
        locale,
        event: event && { id: event.id, name: event.name, date_start: event.date, url: event.url },
        embed: embedSnippets({ siteUrl, locale, event }),
        template_url: `${siteUrl}/test.webshop?language=${locale}`,
        docs_url: `${siteUrl}/api/docs`,
      };
    });
  }
};
