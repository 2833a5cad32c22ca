import {
  type ArticleTermChange,
  articleChangeSchema,
  articleTermChangeSchema,
} from '../../../src/contract/admin';
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
import { ArticleInputs, articleValues, TermInputs, termValues } from '../../pages/admin/article-records';
import { nameColumn, onlineColumn, onlineFilter } from './listing';
import { recordArea } from './record-routes';

/** Magazine articles (issue 15): title, slugs, preline, teaser, body, author, online. */
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
  Inputs: ArticleInputs,
  viewUrl: (row, locale) => articlePath(locale, text(row.slug, locale), row.id),
  save: (db, row, input) => updateArticleRecord(db, row.id, input),
  create: {
    body: articleChangeSchema.omit({ version: true }),
    defaults: { is_online: true },
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
      body: articleTermChangeSchema.omit({ version: true }),
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
