import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, langQuerySchema } from '../../src/contract/common';
import { htmlBlocksSchema, LEGAL_TEXTS, legalTextSchema } from '../../src/contract/legal';
import { LEGAL_PAGES } from '../../src/domain/consent';
import { loadSiteSettings } from '../db/settings/settings.repository';
import { apiTwins, twinParams } from '../http/api-twins';
import { HttpError, notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { pageContentHtml } from '../pages/content/legal-text';
import { loadContentPage } from '../pages/content/load-page';

/** Kept by browsers and shared caches for a minute, as the other public API answers. */
const PUBLIC = 'public, max-age=60';

/**
 * The legal texts and the site's HTML blocks as JSON (spec: frame §7; docs/api.md "Legal texts"):
 * what a webshop template on another origin needs to show the venue's terms, imprint and privacy
 * policy, and its header and footer blocks, without copying them.
 */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, page] of Object.entries(LEGAL_TEXTS)) {
    const schema = {
      params: twinParams,
      querystring: langQuerySchema,
      response: { 200: legalTextSchema, 404: errorBodySchema },
    };
    for (const url of apiTwins(name)) {
      app.get(url, { schema }, async (request, reply) => {
        const locale = requestLocale(request, request.query.lang);
        const address = LEGAL_PAGES[locale][page];
        const now = app.clock.now();
        const loaded = await loadContentPage(app.db, {
          locale,
          path: address.slice(`/${locale}/`.length),
          staff: false,
          version: undefined,
          now,
        });
        if (!loaded) throw notFound(`This site has no ${name} page in this language.`);
        reply.header('cache-control', PUBLIC);
        return { title: loaded.page.title, url: address, html: pageContentHtml(loaded.page, locale, now) };
      });
    }
  }

  for (const url of apiTwins('html')) {
    const schema = { params: twinParams, response: { 200: htmlBlocksSchema, 503: errorBodySchema } };
    app.get(url, { schema }, async (_request, reply) => {
      const settings = await loadSiteSettings(app.db);
      if (!settings) throw new HttpError(503, 'site_offline', 'Website offline');
      reply.header('cache-control', PUBLIC);
      return {
        data: {
          html_header: settings.html_header,
          html_footer_top: settings.html_footer_top,
          html_footer_bottom: settings.html_footer_bottom,
          html_footer_logos: settings.html_footer_logos ?? { code: '' },
        },
      };
    });
  }
};
