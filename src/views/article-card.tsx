import type { Locale } from '../contract/common';
import { formatInstant } from '../domain/date-format';
import { CardImg } from './card-image';
import { Heading, type HeadingLevel, partIf } from './heading';

/** What an article card shows: the API's article (src/contract/articles.ts) or a module's article card. */
export interface ArticleCardData {
  title: string;
  url: string;
  preline?: string;
  teaser_text?: string;
  /** Publication instant (ISO). */
  date?: string;
  image?: { url: string; alt: string; width?: number; height?: number } | null;
}

/**
 * An article card (issue 15; spec: frame §3 Blog teaser list, programme §2 Magazine): image,
 * preline (its category), the title linking to the article, the publication date and the teaser
 * text. Drawn by the magazine pages' server fallback, `<foyer-article-list>`, the Blog List and
 * Highlight teasers modules and the related articles (docs/decisions/0014-one-card-per-thing.md).
 */
export function ArticleCard({
  article,
  locale,
  headingLevel = 2,
  main = false,
  parts = false,
}: {
  article: ArticleCardData;
  locale: Locale;
  headingLevel?: HeadingLevel;
  /** The lead teaser: drawn larger. */
  main?: boolean;
  parts?: boolean;
}) {
  const { image } = article;
  return (
    <article className={`article-card${main ? ' article-card--main' : ''}`} part={partIf(parts, 'article')}>
      <div className="article-card__media">
        {image ? (
          <CardImg image={{ src: image.url, alt: image.alt, width: image.width, height: image.height }} />
        ) : null}
      </div>
      <div className="article-card__body">
        {article.preline ? <p className="article-card__preline">{article.preline}</p> : null}
        <Heading level={headingLevel} className="article-card__title">
          <a href={article.url} part={partIf(parts, 'article-link')}>
            {article.title}
          </a>
        </Heading>
        {article.date ? (
          <p className="article-card__date">
            <time dateTime={article.date}>{formatInstant(article.date, locale, 'articleDate')}</time>
          </p>
        ) : null}
        {article.teaser_text ? <p className="article-card__teaser">{article.teaser_text}</p> : null}
      </div>
    </article>
  );
}
