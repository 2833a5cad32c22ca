// The element tags used here are declared for JSX by the element components (widgets/search-box).
import type { Locale } from '../../../src/contract/common';
import {
  SEARCH_PAGE_SIZE,
  type SearchCategory,
  type SearchGroupResponse,
} from '../../../src/contract/search';
import { formatInstant } from '../../../src/domain/date-format';
import { t } from '../../../src/i18n';
import { type FrameData, renderSitePage } from '../../render/site-page';

export interface SearchPageOptions {
  frame: FrameData;
  siteUrl: string;
  /** The search text; empty when nothing was searched. */
  query: string;
  /** The one group asked for (`/search/{category}/{page}`), else both on their first page. */
  category: SearchCategory | undefined;
  groups: Array<{ category: SearchCategory; data: SearchGroupResponse }>;
}

const formatDate = (iso: string, locale: Locale): string => formatInstant(iso, locale, 'dateTime');

/**
 * The results page `/{locale}/search/{category?}/{page?}?q=` (spec: programme §2 Search, §8 empty
 * texts; issue 5): the full search box with a form as its fallback, then the groups with paging.
 */
export function renderSearchPage({ frame, siteUrl, query, category, groups }: SearchPageOptions): string {
  const { locale } = frame;
  const total = groups.reduce((sum, entry) => sum + entry.data.count, 0);
  const searchUrl = (name: SearchCategory | null, target: number) =>
    `/${locale}/search${name ? `/${name}/${target}` : ''}?${new URLSearchParams({ q: query })}`;
  const title = t(locale, 'search.title');

  return renderSitePage({
    frame,
    siteUrl,
    title: query ? `${title}: ${query}` : title,
    meta: { description: '' },
    languages: {
      de: searchUrl(null, 1).replace(`/${locale}/`, '/de/'),
      en: searchUrl(null, 1).replace(`/${locale}/`, '/en/'),
    },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title, url: `/${locale}/search` },
    ],
    children: (
      <div className="search-page">
        <div className="page-header">
          <h1>{query ? t(locale, 'search.resultsFor', { query }) : title}</h1>
        </div>
        <foyer-search-box variant="full" locale={locale} value={query}>
          <form className="search-fallback" action={`/${locale}/search`} method="get">
            <label htmlFor="search-fallback-input">{t(locale, 'search.label')}</label>
            <input
              id="search-fallback-input"
              type="search"
              name="q"
              defaultValue={query}
              autoComplete="off"
            />
            <button type="submit">{t(locale, 'search.submit')}</button>
          </form>
        </foyer-search-box>
        {!query ? <p className="search-page__hint">{t(locale, 'search.enterTerm')}</p> : null}
        {query && total === 0 ? (
          <div className="search-page__empty" role="status">
            <p>
              <strong>{t(locale, 'search.noResults')}</strong>
            </p>
            <p>{t(locale, 'search.tryAnother')}</p>
          </div>
        ) : null}
        {category ? (
          <p>
            <a href={searchUrl(null, 1)}>{t(locale, 'search.allResults')}</a>
          </p>
        ) : null}
        {groups
          .filter((entry) => entry.data.count > 0 || category)
          .map(({ category: name, data }) => {
            const pages = Math.max(1, Math.ceil(data.count / SEARCH_PAGE_SIZE));
            const atLeast = data.count_relation === 'gte';
            const headingId = `search-group-${name}`;
            return (
              <section key={name} className="search-group" aria-labelledby={headingId} data-group={name}>
                <h2 id={headingId}>
                  {t(locale, name === 'events' ? 'search.events' : 'search.others')}{' '}
                  <span className="search-group__count">
                    ({t(locale, atLeast ? 'search.countAtLeast' : 'search.count', { count: data.count })})
                  </span>
                </h2>
                <ol className="search-results" start={(data.page - 1) * SEARCH_PAGE_SIZE + 1}>
                  {data.results.map((result) => (
                    <li
                      key={`${result.type}-${result.id}`}
                      className={`search-result search-result--${result.type}`}
                    >
                      <a className="search-result__title" href={result.url}>
                        {result.title}
                      </a>
                      {result.date || result.detail ? (
                        <p className="search-result__meta">
                          {result.date ? (
                            <time className="search-result__date" dateTime={result.date}>
                              {formatDate(result.date, locale)}
                            </time>
                          ) : null}
                          {result.date && result.detail ? ' · ' : null}
                          {result.detail}
                        </p>
                      ) : null}
                      {/* The snippet is escaped text with <mark> around the matches (searchSnippet). */}
                      {result.snippet ? (
                        <p
                          className="search-result__snippet"
                          dangerouslySetInnerHTML={{ __html: result.snippet }}
                        />
                      ) : null}
                    </li>
                  ))}
                </ol>
                {category ? (
                  <nav
                    className="search-paging"
                    aria-label={`${t(locale, name === 'events' ? 'search.events' : 'search.others')}: ${t(locale, 'search.paging')}`}
                  >
                    {data.page > 1 ? (
                      <a rel="prev" href={searchUrl(name, Math.min(data.page - 1, pages))}>
                        {t(locale, 'search.previous')}
                      </a>
                    ) : null}
                    <span>{t(locale, 'search.pageOf', { page: data.page, pages })}</span>
                    {data.page < pages ? (
                      <a rel="next" href={searchUrl(name, data.page + 1)}>
                        {t(locale, 'search.next')}
                      </a>
                    ) : null}
                  </nav>
                ) : data.count > data.results.length ? (
                  <p className="search-paging">
                    <a href={searchUrl(name, 2)}>{t(locale, 'search.next')}</a>{' '}
                    <a href={searchUrl(name, 1)}>
                      {atLeast
                        ? t(locale, 'search.moreAtLeast')
                        : t(locale, 'search.more', { count: data.count })}
                    </a>
                  </p>
                ) : null}
              </section>
            );
          })}
      </div>
    ),
  });
}
