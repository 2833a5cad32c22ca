import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyQuery } from '../../src/contract/page-address';

/**
 * `/robots.txt` (Lighthouse SEO, checklist: crawlable pages): every public page may be crawled; it names `/sitemap.xml`.
 * Without it the path fell through to the locale redirect and answered 404 at /de/robots.txt.
 */
export const robotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: anyQuery, response: { 200: z.string().describe('text/plain') } };
  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      // The sitemap's absolute address (sitemaps.org: robots.txt names it with its full URL).
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${app.config.siteUrl}/sitemap.xml\n`),
  );
};
