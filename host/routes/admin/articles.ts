import { articleChangeSchema } from '../../../src/contract/admin';
import { articlePath } from '../../db/articles/articles.repository';
import {
  findArticleRecord,
  listArticleRecords,
  updateArticleRecord,
} from '../../db/articles/articles-admin.repository';
import { text } from '../../db/events/events.repository';
import { ArticleInputs, ArticleList, articleValues } from '../../pages/admin/article-records';
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
