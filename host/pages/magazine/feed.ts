import { Feed } from 'feed';
import type { ArticleItem } from '../../../src/contract/articles';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { feedPath, magazinePath } from './parts';

/**
 * The magazine's Atom feed (issue 15 "with a library rather than string templates": the `feed`
 * package, docs/decisions/0020-magazine.md): the newest articles, each with its teaser and link.
 * `updated` is the newest article's date, else the app clock's instant (never the machine's).
 */
export function renderFeed(options: {
  locale: Locale;
  siteUrl: string;
  siteName: string;
  articles: ArticleItem[];
  now: Date;
}): string {
  const { locale, siteUrl, articles } = options;
  const newest = articles[0];
  const feed = new Feed({
    title: `${t(locale, 'magazine.title')} | ${options.siteName}`,
    description: t(locale, 'magazine.feedDescription'),
    id: siteUrl + magazinePath(locale),
    link: siteUrl + magazinePath(locale),
    language: locale,
    copyright: options.siteName,
    updated: newest ? new Date(newest.date) : options.now,
    generator: options.siteName,
    feedLinks: { atom: siteUrl + feedPath(locale) },
  });
  for (const article of articles) {
    feed.addItem({
      title: article.title,
      id: siteUrl + article.url,
      link: siteUrl + article.url,
      description: article.teaser_text,
      date: new Date(article.date),
      ...(article.author ? { author: [{ name: article.author }] } : {}),
      ...(article.category ? { category: [{ name: article.category.name }] } : {}),
      ...(article.image
        ? { image: /^https?:/.test(article.image.url) ? article.image.url : siteUrl + article.image.url }
        : {}),
    });
  }
  return feed.atom1();
}
