import type { ArticleItem } from '../../../src/contract/articles';
import { otherLocale } from '../../../src/contract/locales';
import { formatInstant } from '../../../src/domain/date-format';
import { t } from '../../../src/i18n';
import type { ArticleDetail } from '../../db/articles/articles.repository';
import { articlePath } from '../../db/articles/articles.repository';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { RecordStaffTools } from '../../render/staff-tools';
import { jsonLdText } from '../../render/structured-data';
import { ArticleCards, feedPath, magazinePath } from './parts';

const absolute = (siteUrl: string, url: string) => (/^https?:/.test(url) ? url : siteUrl + url);

/** schema.org NewsArticle (issue 15). */
export function newsArticleJsonLd(article: ArticleDetail, siteUrl: string, siteName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    ...(article.teaser_text ? { description: article.teaser_text } : {}),
    datePublished: article.date,
    url: siteUrl + article.url,
    mainEntityOfPage: siteUrl + article.url,
    ...(article.image ? { image: [absolute(siteUrl, article.image.url)] } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: { '@type': 'Organization', name: siteName, url: siteUrl },
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
  };
}

export interface ArticlePageOptions {
  frame: FrameData;
  siteUrl: string;
  headline: string;
  article: ArticleDetail;
  related: ArticleItem[];
  /** Staff get the link to the article's admin change page (spec: frame §3, R-EDIT-7). */
  staff: boolean;
}

/**
 * `/{locale}/news/{slug}/{id}` (spec: frame §2): headline, preline, date, author, image, body,
 * its topics and related articles; NewsArticle JSON-LD, Open Graph with its raster image, the
 * language switch to the same article in the other language.
 */
export function renderArticlePage(props: ArticlePageOptions): string {
  const { frame, siteUrl, article, headline } = props;
  const { locale } = frame;
  const other = otherLocale(locale);
  const image = article.image;
  return renderSitePage({
    frame,
    siteUrl,
    title: article.title,
    meta: {
      description: (article.teaser_text || article.title).slice(0, 160),
      ogImage: image ? absolute(siteUrl, image.url) : null,
      ogType: 'article',
      feed: { title: t(locale, 'magazine.feed'), href: feedPath(locale) },
    },
    // No body class: page classes are suppressed on news-detail routes; the non-CMS class is for
    // event and production details only (spec: frame §2).
    printUrl: true,
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: headline, url: magazinePath(locale) },
      ...(article.category ? [{ title: article.category.name, url: article.category.url }] : []),
      { title: article.title, url: article.url },
    ],
    languages: {
      [locale]: article.url,
      [other]: articlePath(other, article.slug[other] ?? article.slug.de, article.id),
    },
    children: (
      <article className="article-detail">
        {props.staff ? <RecordStaffTools locale={locale} pathname={article.url} /> : null}
        <script
          type="application/ld+json"
          // JSON-LD is data, never run (jsonLdText).
          dangerouslySetInnerHTML={{
            __html: jsonLdText(newsArticleJsonLd(article, siteUrl, frame.design.siteName)),
          }}
        />
        <p className="magazine-headline">
          <a href={magazinePath(locale)}>{headline}</a>
        </p>
        <header className="page-header article-header">
          {article.preline ? <p className="article-preline">{article.preline}</p> : null}
          <h1>{article.title}</h1>
          <p className="article-meta">
            <span className="visually-hidden">{t(locale, 'magazine.publishedOn')} </span>
            <time dateTime={article.date}>{formatInstant(article.date, locale, 'articleDate')}</time>
            {article.author ? <> · {t(locale, 'magazine.by', { author: article.author })}</> : null}
          </p>
        </header>
        {image ? (
          <figure className="article-image">
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} />
          </figure>
        ) : null}
        {/* Rich text sanitised when stored (admin: host/render/sanitize.ts; the demo seed writes plain markup). */}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: article.body }} />
        {article.tags.length ? (
          <nav className="article-topics" aria-label={t(locale, 'magazine.articleTopics')}>
            <ul>
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <a href={tag.url}>#{tag.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {props.related.length ? (
          <section className="article-related" aria-labelledby="article-related-heading">
            <h2 id="article-related-heading">{t(locale, 'magazine.related')}</h2>
            <ArticleCards
              locale={locale}
              articles={props.related}
              label={t(locale, 'magazine.related')}
              headingLevel={3}
            />
          </section>
        ) : null}
      </article>
    ),
  });
}
