import type { Kysely } from 'kysely';
import {
  type ArticleTermChange,
  articleChangeSchema,
  articleCreateSchema,
  articleTermChangeSchema,
  articleTermCreateSchema,
} from '../../../src/contract/admin';
import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import { missingIds } from '../../db/admin/record-list.repository';
import { articlePath, categoryPath, tagPath } from '../../db/articles/articles.repository';
import {
  createArticleRecord,
  createTermRecord,
  deleteArticleRecord,
  deleteTermRecord,
  findArticleRecord,
  findTermRecord,
  type TermRecord,
  updateArticleRecord,
  updateTermRecord,
} from '../../db/articles/articles-admin.repository';
import { text } from '../../db/events/events.repository';
import type { Database } from '../../db/schema';
import {
  ArticleInputs,
  articleValues,
  NewArticleInputs,
  TermInputs,
  termValues,
} from '../../pages/admin/article-records';
import type { Fields } from '../../pages/admin/form-controls';
import { nameColumn, onlineColumn, onlineFilter } from './listing';
import { recordArea } from './record-routes';

/** The categories or topics as choices, in their order. */
async function termChoices(
  db: Kysely<Database>,
  table: 'article_categories' | 'article_tags',
  locale: Locale,
) {
  return (await db.selectFrom(table).select(['id', 'name']).orderBy('position').orderBy('id').execute()).map(
    (row) => ({ value: String(row.id), label: text(row.name, locale) }),
  );
}

/** A category or topic that does not exist: 400 with the field ("ids of other records"). */
async function checkArticleTerms(
  db: Kysely<Database>,
  input: { category_id?: number; tags: number[] },
): Promise<Fields | null> {
  const problems: Fields = {};
  const message = adminTexts('de');
  if (input.category_id !== undefined) {
    const missing = await missingIds(db, 'article_categories', [input.category_id]);
    if (missing.length > 0)
      problems.category_id = message('validation.unknownReference', { id: missing.join(', ') });
  }
  const missingTags = await missingIds(db, 'article_tags', input.tags);
  if (missingTags.length > 0)
    problems.tags = message('validation.unknownReference', { id: missingTags.join(', ') });
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * Magazine articles (issue 15): title, slugs, preline, teaser, body, author, main image with alt
 * text, publication date and online window (Berlin time), online.
 */
export const articleArea = recordArea({
  path: 'articles',
  changeTitle: 'article.change',
  plural: 'articles',
  menu: 'menu.articles',
  missing: { api: 'No such article.', page: 'notFound.record' },
  body: articleChangeSchema,
  listing: {
    table: 'articles',
    columns: [
      { key: 'name', sql: 't.title', kind: 'localised', label: 'column.title', link: true },
      { key: 'published', sql: 't.publication_date', kind: 'datetime', label: 'column.published' },
      { key: 'author', sql: 't.author', kind: 'text', label: 'field.author' },
      onlineColumn,
    ],
    search: ['t.title', 't.teaser_text', 't.author', 't.slug'],
    filters: [
      onlineFilter,
      {
        key: 'category',
        sql: 't.category_id',
        label: 'column.category',
        options: async (db, locale) =>
          (
            await db.selectFrom('article_categories').select(['id', 'name']).orderBy('position').execute()
          ).map((row) => ({ value: String(row.id), label: text(row.name, locale) })),
      },
    ],
    sort: '-published',
  },
  load: findArticleRecord,
  values: articleValues,
  options: async (db, locale) => ({
    category_id: await termChoices(db, 'article_categories', locale),
    tags: await termChoices(db, 'article_tags', locale),
  }),
  check: (db, input) => checkArticleTerms(db, input),
  Inputs: ArticleInputs,
  viewUrl: (row, locale) => articlePath(locale, text(row.slug, locale), row.id),
  save: (db, row, input) => updateArticleRecord(db, row.id, input),
  create: {
    body: articleCreateSchema,
    Inputs: NewArticleInputs,
    defaults: { is_online: true },
    check: (db, input) => checkArticleTerms(db, input),
    insert: (db, input, now) => createArticleRecord(db, input, now),
  },
  remove: { references: [], delete: (db, row, version) => deleteArticleRecord(db, row.id, version) },
});

/** The magazine's categories and topics (issue 15): names and slugs. */
const termArea = (table: 'article_categories' | 'article_tags') => {
  const category = table === 'article_categories';
  return recordArea<TermRecord, ArticleTermChange, Omit<ArticleTermChange, 'version'>>({
    path: category ? 'article-categories' : 'article-tags',
    changeTitle: category ? 'articleCategory.change' : 'articleTag.change',
    plural: category ? 'articleCategories' : 'articleTags',
    menu: category ? 'menu.articleCategories' : 'menu.articleTags',
    missing: { api: category ? 'No such category.' : 'No such topic.', page: 'notFound.record' },
    body: articleTermChangeSchema,
    listing: {
      table,
      columns: [nameColumn, { key: 'position', sql: 't.position', kind: 'number', label: 'column.position' }],
      search: ['t.name', 't.slug'],
      sort: 'position',
    },
    load: (db, id) => findTermRecord(db, table, id),
    values: termValues,
    Inputs: TermInputs,
    viewUrl: (row, locale) => (category ? categoryPath : tagPath)(locale, text(row.slug, locale), row.id),
    save: (db, row, input) => updateTermRecord(db, table, row.id, input),
    create: {
      body: articleTermCreateSchema,
      insert: (db, input) => createTermRecord(db, table, input),
    },
    remove: {
      references: category
        ? [{ table: 'articles', column: 'category_id', label: 'used.articles' }]
        : [{ table: 'article_tag_links', column: 'tag_id', label: 'used.articles' }],
      delete: (db, row, version) => deleteTermRecord(db, table, row.id, version),
    },
  });
};
export const articleCategoryArea = termArea('article_categories');
export const articleTagArea = termArea('article_tags');
