import { createElement } from 'react';
import { ARTICLES_PAGE_SIZE, type ArticleItem, type ArticleTerm } from '../../../src/contract/articles';
import type { Locale } from '../../../src/contract/common';
import { articlesFirstPageKey } from '../../../src/domain/articles';
import { t } from '../../../src/i18n';
import { ArticleCard } from '../../../src/views/article-card';
import type { HeadingLevel } from '../../../src/views/heading';
import { pagedAnswer } from '../../http/paging';
import { FirstPageData } from '../../render/first-page';

/** Where the magazine lives in each language (spec: frame §2). */
export const magazinePath = (locale: Locale) => `/${locale}/news`;
export const topicsPath = (locale: Locale) => `/${locale}/news/tags`;
export const feedPath = (locale: Locale) => `/${locale}/news/feed.xml`;

/** The search start box (spec: programme §2 Magazine): a GET form to the search results. */
export function MagazineSearch({ locale }: { locale: Locale }) {
  return (
    <search className="magazine-search" aria-label={t(locale, 'magazine.searchLabel')}>
      <form method="get" action={`/${locale}/search`}>
        <label htmlFor="magazine-search-q">{t(locale, 'magazine.searchLabel')}</label>
        <input
          id="magazine-search-q"
          name="q"
          type="search"
          placeholder={t(locale, 'magazine.searchPlaceholder')}
        />
        <button type="submit">{t(locale, 'magazine.searchSubmit')}</button>
      </form>
    </search>
  );
}

/** The category links (All plus one per category) and the All #Topics link (spec: programme §2 Magazine). */
export function CategoryNav(props: { locale: Locale; categories: ArticleTerm[]; current: number | null }) {
  const { locale, categories, current } = props;
  return (
    <nav className="magazine-categories" aria-label={t(locale, 'magazine.categories')} slot="categories">
      <ul>
        <li>
          <a href={magazinePath(locale)} aria-current={current === null ? 'page' : undefined}>
            {t(locale, 'magazine.all')}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={category.url} aria-current={current === category.id ? 'page' : undefined}>
              {category.name}
            </a>
          </li>
        ))}
        <li className="magazine-categories__topics">
          <a href={topicsPath(locale)}>{t(locale, 'magazine.allTopics')}</a>
        </li>
      </ul>
    </nav>
  );
}

/** A list of article cards. */
export function ArticleCards(props: {
  locale: Locale;
  articles: ArticleItem[];
  label: string;
  headingLevel?: HeadingLevel;
}) {
  return (
    <ul className="article-list" aria-label={props.label}>
      {props.articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} locale={props.locale} headingLevel={props.headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `<foyer-article-list>` with its fallback: the category links (when asked), the cards of the
 * asked page, the next-page link and, on page 1, the first page as data for the element.
 */
export function ArticleListElement(props: {
  locale: Locale;
  filter: { category?: number; tag?: number };
  categories: ArticleTerm[] | null;
  /** The page's own path (the next-page link is `?page=n+1` on it). */
  path: string;
  page: number;
  count: number;
  results: ArticleItem[];
}) {
  const { locale, filter, page, count, results } = props;
  const more = page * ARTICLES_PAGE_SIZE < count ? `${props.path}?page=${page + 1}` : null;
  const data =
    page === 1
      ? {
          key: articlesFirstPageKey(locale, filter),
          page: pagedAnswer({
            path: `/${locale}/api/articles/`,
            query: filter,
            count,
            results,
            page: 1,
            pageSize: ARTICLES_PAGE_SIZE,
            defaultPageSize: ARTICLES_PAGE_SIZE,
          }),
        }
      : null;
  const fallback = (
    <>
      {props.categories ? (
        <CategoryNav locale={locale} categories={props.categories} current={filter.category ?? null} />
      ) : null}
      {results.length > 0 ? (
        <ArticleCards locale={locale} articles={results} label={t(locale, 'magazine.list')} />
      ) : (
        <p className="magazine-empty">{t(locale, 'magazine.empty')}</p>
      )}
      {data ? <FirstPageData firstPage={data} /> : null}
      {more ? (
        <p className="magazine-more">
          {/* With script, a click loads the next page in place (the element's load-more button). */}
          <a href={more} rel="next" data-foyer-replay="more">
            {t(locale, 'magazine.more')}
          </a>
        </p>
      ) : null}
    </>
  );
  return createElement(
    'foyer-article-list',
    {
      locale,
      category: filter.category?.toString(),
      tag: filter.tag?.toString(),
      'with-categories': props.categories ? '' : undefined,
    },
    fallback,
  );
}
