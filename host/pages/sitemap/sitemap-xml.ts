import { DEFAULT_LOCALE, LOCALES } from '../../../src/contract/common';
import type { SitemapPage } from '../../db/sitemap/sitemap.repository';

/** One `<url>` of a sitemap: a page in one language with its language alternates. */
export interface SitemapUrl {
  loc: string;
  lastmod: Date;
  /** hreflang → absolute URL, the page itself included (Google: "each version lists all"). */
  alternates: [string, string][];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** Each page in each of its languages, alternates naming every language and `x-default` (German). */
export function sitemapUrls(pages: SitemapPage[], siteUrl: string): SitemapUrl[] {
  return pages.flatMap((page) => {
    const present = LOCALES.filter((locale) => page.paths[locale] !== undefined);
    const alternates: [string, string][] = present.map((locale) => [locale, siteUrl + page.paths[locale]]);
    const fallback = page.paths[DEFAULT_LOCALE] ?? page.paths[present[0] ?? DEFAULT_LOCALE];
    if (present.length > 1 && fallback) alternates.push(['x-default', siteUrl + fallback]);
    return present.map((locale) => ({
      loc: siteUrl + page.paths[locale],
      lastmod: page.lastmod,
      alternates: present.length > 1 ? alternates : [],
    }));
  });
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>` (sitemaps.org 0.9 with xhtml:link alternates). */
export function renderUrlSet(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = url.alternates
        .map(
          ([hreflang, href]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(url.loc)}</loc><lastmod>${url.lastmod.toISOString()}</lastmod>${links}</url>`;
    })
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** A `<sitemapindex>` of the numbered files, each with the newest lastmod of its URLs. */
export function renderSitemapIndex(files: { loc: string; lastmod: Date }[]): string {
  const body = files
    .map(
      (file) =>
        `<sitemap><loc>${escapeXml(file.loc)}</loc><lastmod>${file.lastmod.toISOString()}</lastmod></sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** The URLs split into files of at most `limit`. */
export function chunk<T>(items: T[], limit: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += limit) chunks.push(items.slice(start, start + limit));
  return chunks;
}
