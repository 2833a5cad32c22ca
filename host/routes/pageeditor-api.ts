import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { localeSchema } from '../../src/contract/common';
import { pageQuerySchema } from '../../src/contract/pages';
import { loadNavigation, loadRedirects } from '../db/navigation/navigation.repository';
import {
  buildPage,
  findContainerBySlug,
  findPageByPath,
  loadPageSections,
  loadVersionSections,
} from '../db/pages/pages.repository';
import { notFound, parseInput } from '../http/errors';
import { isSafePath, isStaff } from '../plugins/request-context';

const localeParams = z.object({ locale: localeSchema });
const pageParams = localeParams.extend({ '*': z.string().max(500, 'path is too long').default('') });
const slugParams = localeParams.extend({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and dashes'),
});

/** Normalises a page path: no slashes at either end, no empty segments. */
export function normalisePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment.length > 0)
    .join('/');
}

/**
 * The reading side of the page editor API (spec: frame §7). Unknown locales and paths answer 404
 * JSON; a malformed version_id answers 400.
 */
export async function pageeditorApiRoutes(app: FastifyInstance) {
  const guardPath = (request: FastifyRequest) => {
    if (!isSafePath(request.raw.url ?? '')) throw notFound('Page not found');
  };

  const pageHandler = async (request: FastifyRequest) => {
    guardPath(request);
    const params = parseLocale(request.params, pageParams);
    const query = parseInput(pageQuerySchema, request.query, 'query');
    const row = await findPageByPath(app.db, params.locale, normalisePath(params['*']));
    // A page that is not online does not exist for visitors (spec: frame §4, §8 'Page offline').
    if (!row || (!row.is_online && !isStaff(request))) throw notFound('404 Not Found');
    let sections = await loadPageSections(app.db, row.id);
    let versionId: number | null = null;
    if (query.version_id !== undefined) {
      if (!isStaff(request)) throw notFound('404 Not Found');
      const version = await loadVersionSections(app.db, row.id, query.version_id);
      if (!version) throw notFound('This version does not exist for this page');
      sections = version;
      versionId = query.version_id;
    }
    return buildPage(app.db, row, sections, versionId);
  };
  app.get('/:locale/pageeditor-api/page', pageHandler);
  app.get('/:locale/pageeditor-api/page/*', pageHandler);

  app.get('/:locale/pageeditor-api/container/by-slug/:slug', async (request) => {
    const params = parseLocale(request.params, slugParams);
    const section = await findContainerBySlug(app.db, params.slug);
    if (!section) throw notFound('Container not found');
    return section;
  });

  app.get('/:locale/pageeditor-api/nav', async (request) => {
    const { locale } = parseLocale(request.params, localeParams);
    return loadNavigation(app.db, locale);
  });

  app.get('/:locale/pageeditor-api/redirect', async (request) => {
    parseLocale(request.params, localeParams);
    return loadRedirects(app.db);
  });
}

/** An unknown locale is a path that does not exist: 404, not 400. */
function parseLocale<T extends z.ZodType>(params: unknown, schema: T): z.infer<T> {
  const locale = (params as { locale?: unknown }).locale;
  if (!localeSchema.safeParse(locale).success) throw notFound('Unknown locale');
  return parseInput(schema, params, 'params') as z.infer<T>;
}
