import { ARTICLES_PAGE_SIZE } from '../contract/constants';
import { firstPageKey } from './first-page';

/** The magazine list's filter: a category or a topic (tag), by id. */
export interface ArticleListFilter {
  category?: number | null;
  tag?: number | null;
}

/** The key of the article list's first page (src/domain/first-page.ts): its filter and the page size. */
export const articlesFirstPageKey = (locale: string, filter: ArticleListFilter) =>
  firstPageKey(`/${locale}/api/articles/`, { ...filter, page_size: ARTICLES_PAGE_SIZE });
