import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { containerSlugSchema } from '../../../src/contract/editor';
import { navigationSchema, redirectListSchema } from '../../../src/contract/navigation';
import { pagePathParamSchema, pageQuerySchema, pageSchema, sectionSchema } from '../../../src/contract/pages';
import { normalisePath } from '../../../src/domain/page-path';
import { publishedSections } from '../../db/editor/drafts.repository';
import { loadNavigation, loadRedirects } from '../../db/navigation/navigation.repository';
import {
  buildPage,
  findContainerBySlug,
  findPageByPath,
  loadPageSections,
  loadVersionSections,
} from '../../db/pages/pages.repository';
import { notFound } from '../../http/errors';
import { localeParams, localeParamsWith } from '../../http/locale';
import { isSafePath, isStaff } from '../../plugins/request-context';

/**
 * The reading side of the page editor API (spec: frame §7): pages, shared containers, navigation
 * and redirects. Unknown locales and paths answer 404 JSON; a malformed version_id answers 400.
 * (The site settings, `…/pageeditor-api/settings`, are served with the public settings route.)
 */
export const readRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = {
    schema: {
      params: localeParamsWith({ '*': pagePathParamSchema }),
      querystring: pageQuerySchema,
      response: { 200: pageSchema },
    },
    preValidation: [rejectUnsafePath],
  };
  // The home page is `/page` (or `/page/`), any other `/page/{path}`.
  for (const url of ['/page', '/page/*']) {
    app.get(url, page, async (request) => {
      const { locale, '*': path } = request.params;
      const { version_id: versionId } = request.query;
      const row = await findPageByPath(app.db, locale, normalisePath(path));
      // A page that is not online does not exist for visitors (spec: frame §4, §8 'Page offline').
      if (!row || (!row.is_online && !isStaff(request))) throw notFound('404 Not Found');
      // Staff read the draft; anyone else what is published now (issue 19 item 1).
      if (versionId === undefined)
        return buildPage(
          app.db,
          row,
          isStaff(request)
            ? await loadPageSections(app.db, row.id)
            : await publishedSections(app.db, row, app.clock.now()),
          null,
        );
      if (!isStaff(request)) throw notFound('404 Not Found');
      const sections = await loadVersionSections(app.db, row.id, versionId);
      if (!sections) throw notFound('This version does not exist for this page');
      return buildPage(app.db, row, sections, versionId);
    });
  }

  app.get(
    '/container/by-slug/:slug',
    { schema: { params: localeParamsWith({ slug: containerSlugSchema }), response: { 200: sectionSchema } } },
    async (request) => {
      const section = await findContainerBySlug(app.db, request.params.slug);
      if (!section) throw notFound('Container not found');
      return section;
    },
  );

  app.get(
    '/nav',
    { schema: { params: localeParams, response: { 200: navigationSchema } } },
    async (request) => loadNavigation(app.db, request.params.locale),
  );

  app.get(
    '/redirect',
    { schema: { params: localeParams, response: { 200: redirectListSchema } } },
    async () => loadRedirects(app.db),
  );
};

/** Paths with `..`, encoded slashes or NUL bytes are never pages (404 before anything else). */
async function rejectUnsafePath(request: FastifyRequest) {
  if (!isSafePath(request.raw.url ?? '')) throw notFound('Page not found');
}
