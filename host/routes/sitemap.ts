import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyQuery } from '../../src/contract/page-address';
import { listSitemapPages } from '../db/sitemap/sitemap.repository';
import { notFound } from '../http/errors';
import { chunk, renderSitemapIndex, renderUrlSet, sitemapUrls } from '../pages/sitemap/sitemap-xml';

const xml = z.string().describe('application/xml');

/**
 * `/sitemap.xml` (issue 21; docs/decisions/0061-sitemap.md): every public page in both languages
 * with hreflang alternates and lastmod. Past `SITEMAP_MAX_URLS` (the protocol's 50,000) it is an
 * index of `/sitemap-{n}.xml`; a number past the last file is 404. Named in robots.txt.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.sitemapMaxUrls;
  const files = async () =>
    chunk(sitemapUrls(await listSitemapPages(app.db, app.clock.now()), app.config.siteUrl), limit);

  app.get(
    '/sitemap.xml',
    { schema: { querystring: anyQuery, response: { 200: xml } } },
    async (_request, reply) => {
      const parts = await files();
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      if (parts.length <= 1) return reply.send(renderUrlSet(parts[0] ?? []));
      const index = parts.map((urls, number) => ({
        loc: `${app.config.siteUrl}/sitemap-${number + 1}.xml`,
        lastmod: new Date(Math.max(...urls.map((url) => url.lastmod.getTime()))),
      }));
      return reply.send(renderSitemapIndex(index));
    },
  );

  app.get(
    '/sitemap-:number.xml',
    { schema: { params: z.object({ number: z.string() }), querystring: anyQuery, response: { 200: xml } } },
    async (request, reply) => {
      const number = /^[1-9]\d{0,5}$/.test(request.params.number) ? Number(request.params.number) : 0;
      const parts = await files();
      const urls = parts.length > 1 ? parts[number - 1] : undefined;
      if (!urls) throw notFound('No such sitemap file');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(renderUrlSet(urls));
    },
  );
};
