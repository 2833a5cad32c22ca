import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordFinderAnswerSchema, recordFinderQuerySchema } from '../../../src/contract/articles';
import { formatInstant } from '../../../src/domain/date-format';
import { findArticlesForEditor, listTerms } from '../../db/articles/articles.repository';
import { text } from '../../db/events/events.repository';
import { requireStaff } from '../../http/guards';
import { localeParams } from '../../http/locale';

/**
 * The magazine's finders for the Blog List (articles) and Highlight teasers (categories) modules
 * (issue 15 "the editor picks articles and categories from finders"): staff only, never cached.
 */
export const magazineFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    params: localeParams,
    querystring: recordFinderQuerySchema,
    response: { 200: recordFinderAnswerSchema },
  };
  app.get('/finder/articles', { schema, onRequest: [requireStaff] }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { locale } = request.params;
    const ids = (request.query.ids ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
    const rows = await findArticlesForEditor(app.db, locale, request.query.q ?? '', ids);
    return {
      results: rows.map((row) => ({
        value: row.id,
        label: text(row.title, locale),
        detail: `${formatInstant(row.publication_date, locale, 'articleDate')}${row.is_online ? '' : ' · offline'}`,
      })),
    };
  });
  app.get('/finder/article-categories', { schema, onRequest: [requireStaff] }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { locale } = request.params;
    const q = (request.query.q ?? '').toLowerCase();
    const wanted = new Set((request.query.ids ?? '').split(',').filter(Boolean));
    const terms = await listTerms(app.db, 'article_categories', locale);
    return {
      results: terms
        .filter((term) =>
          wanted.size > 0
            ? wanted.has(term.slug.de) || wanted.has(term.slug.en ?? '')
            : term.name.toLowerCase().includes(q),
        )
        .map((term) => ({ value: term.slug.de, label: term.name, detail: term.slug.de })),
    };
  });
};
