import type { ArticleItem, ArticleTerm } from '../../../src/contract/articles';
import type { Locale } from '../../../src/contract/common';
import { otherLocale } from '../../../src/contract/locales';
import { t } from '../../../src/i18n';
import { ArticleCard } from '../../../src/views/article-card';
import type { Crumb } from '../../render/chrome';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { ArticleListElement, feedPath, MagazineSearch, magazinePath, topicsPath } from './parts';

/** Which list: the whole magazine, one category or one topic. */
export type MagazineScope =
  | { kind: 'all' }
  | { kind: 'category'; term: ArticleTerm; other: ArticleTerm }
  | { kind: 'tag'; term: ArticleTerm; other: ArticleTerm };

export interface MagazineListOptions {
  frame: FrameData;
  siteUrl: string;
  /** The magazine headline from the page data (the `news` content page), else the default. */
  headline: string;
  description: string;
  scope: MagazineScope;
  categories: ArticleTerm[];
  /** The lead teaser (overview, page 1). */
  lead: ArticleItem | null;
  page: number;
  count: number;
  results: ArticleItem[];
}

/** The page's path in a language. */
function scopePath(scope: MagazineScope, locale: Locale): string {
  if (scope.kind === 'all') return magazinePath(locale);
  return scope.term.url.startsWith(`/${locale}/`) ? scope.term.url : scope.other.url;
}

/**
 * `/{locale}/news`, `/{locale}/news/categories/{slug}/{id}` and `/{locale}/news/tags/{slug}/{id}`
 * (spec: programme §2 Magazine, frame §2): the magazine headline, breadcrumb, search start box,
 * category links with All and All #Topics, the lead teaser, and `<foyer-article-list>` whose
 * light DOM is the page without JavaScript (cards and a next-page link).
 */
export function renderMagazineList(props: MagazineListOptions): string {
  const { frame, scope, headline, page } = props;
  const { locale } = frame;
  const path = scopePath(scope, locale);
  const title =
    scope.kind === 'all'
      ? headline
      : scope.kind === 'category'
        ? scope.term.name
        : t(locale, 'magazine.topicTitle', { name: scope.term.name });
  const crumbs: Crumb[] = [
    { title: t(locale, 'site.home'), url: `/${locale}` },
    { title: headline, url: magazinePath(locale) },
  ];
  if (scope.kind === 'tag') crumbs.push({ title: t(locale, 'magazine.topics'), url: topicsPath(locale) });
  if (scope.kind !== 'all') crumbs.push({ title, url: path });
  const other = otherLocale(locale);
  const filter =
    scope.kind === 'category'
      ? { category: scope.term.id }
      : scope.kind === 'tag'
        ? { tag: scope.term.id }
        : {};

  return renderSitePage({
    frame,
    siteUrl: props.siteUrl,
    title: page > 1 ? `${title} (${page})` : title,
    meta: {
      description: props.description,
      feed: { title: t(locale, 'magazine.feed'), href: feedPath(locale) },
    },
    bodyClass: 'page-magazine',
    crumbs,
    languages: { [locale]: path, [other]: scopePath(scope, other) },
    children: (
      <div className="magazine">
        {/* data-magazine-headline: <foyer-article-list> retitles the page when it switches category in place. */}
        <header className="page-header magazine-header" data-magazine-headline={headline}>
          {scope.kind === 'all' ? (
            <h1>{headline}</h1>
          ) : (
            <>
              <p className="magazine-headline">
                <a href={magazinePath(locale)}>{headline}</a>
              </p>
              <h1>{title}</h1>
            </>
          )}
        </header>
        <MagazineSearch locale={locale} />
        {props.lead ? (
          <section className="magazine-lead" aria-label={t(locale, 'magazine.lead')}>
            <ArticleCard article={props.lead} locale={locale} main />
          </section>
        ) : null}
        <ArticleListElement
          locale={locale}
          filter={filter}
          categories={scope.kind === 'tag' ? null : props.categories}
          path={path}
          page={page}
          count={props.count}
          results={props.results}
        />
      </div>
    ),
  });
}

/** `/{locale}/news/tags` (spec: frame §2 "all topics"): every topic, each linking to its page. */
export function renderTopics(props: {
  frame: FrameData;
  siteUrl: string;
  headline: string;
  tags: ArticleTerm[];
}): string {
  const { frame, headline, tags } = props;
  const { locale } = frame;
  const title = t(locale, 'magazine.topicsTitle');
  return renderSitePage({
    frame,
    siteUrl: props.siteUrl,
    title,
    meta: {
      description: t(locale, 'magazine.topicsMeta'),
      feed: { title: t(locale, 'magazine.feed'), href: feedPath(locale) },
    },
    bodyClass: 'page-magazine',
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: headline, url: magazinePath(locale) },
      { title, url: topicsPath(locale) },
    ],
    languages: { de: topicsPath('de'), en: topicsPath('en') },
    children: (
      <div className="magazine">
        <header className="page-header magazine-header">
          <p className="magazine-headline">
            <a href={magazinePath(locale)}>{headline}</a>
          </p>
          <h1>{title}</h1>
        </header>
        <ul className="magazine-topics">
          {tags.map((tag) => (
            <li key={tag.id}>
              <a href={tag.url}>#{tag.name}</a>
            </li>
          ))}
        </ul>
      </div>
    ),
  });
}
