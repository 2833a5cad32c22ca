import {
  type ArticleTermChange,
  articleChangeSchema,
  articleTermChangeSchema,
} from '../../../src/contract/admin';
import { articlePath, categoryPath, tagPath } from '../../db/articles/articles.repository';
import {
  findArticleRecord,
  findTermRecord,
  listArticleRecords,
  listTermRecords,
  type TermRecord,
  updateArticleRecord,
  updateTermRecord,
} from '../../db/articles/articles-admin.repository';
import { text } from '../../db/events/events.repository';
import type { Localised } from '../../db/schema';
import {
  ArticleInputs,
  ArticleList,
  articleValues,
  CategoryList,
  TagList,
  TermInputs,
  termValues,
} from '../../pages/admin/article-records';
import { recordArea } from './record-routes';

/** Magazine articles (issue 15): title, slugs, preline, teaser, body, author, online. */
export const articleArea = recordArea({
  path: 'articles',
  changeTitle: 'article.change',
  plural: 'articles',
  menu: 'menu.articles',
  missing: { api: 'No such article.', page: 'notFound.record' },
  body: articleChangeSchema,
  list: listArticleRecords,
  List: ArticleList,
  load: findArticleRecord,
  values: articleValues,
  Inputs: ArticleInputs,
  viewUrl: (row, locale) => articlePath(locale, text(row.slug, locale), row.id),
  save: (db, row, input) => updateArticleRecord(db, row.id, input),
});

/** The magazine's categories and topics (issue 15): names and slugs. */
const termArea = (table: 'article_categories' | 'article_tags') => {
  const category = table === 'article_categories';
  const path = category ? 'article-categories' : 'article-tags';
  return recordArea<TermRecord, ArticleTermChange, { id: number; name: Localised }>({
    path,
    changeTitle: category ? 'articleCategory.change' : 'articleTag.change',
    plural: category ? 'articleCategories' : 'articleTags',
    menu: category ? 'menu.articleCategories' : 'menu.articleTags',
    missing: { api: category ? 'No such category.' : 'No such topic.', page: 'notFound.record' },
    body: articleTermChangeSchema,
    list: (db) => listTermRecords(db, table),
    List: category ? CategoryList : TagList,
    load: (db, id) => findTermRecord(db, table, id),
    values: termValues,
    Inputs: TermInputs,
    viewUrl: (row, locale) => (category ? categoryPath : tagPath)(locale, text(row.slug, locale), row.id),
    save: (db, row, input) => updateTermRecord(db, table, row.id, input),
  });
};
export const articleCategoryArea = termArea('article_categories');
export const articleTagArea = termArea('article_tags');
