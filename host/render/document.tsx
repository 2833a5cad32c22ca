import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../src/contract/common';

export interface HeadMeta {
  title: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string | null;
  ogType?: string;
  canonical?: string;
  /** hreflang alternates: language → absolute URL. */
  alternates?: Record<string, string>;
  noindex?: boolean;
}

/** Versioned by the build: `/widgets/foyer.js` is the loader that every page and template uses. */
export const LOADER_URL = '/widgets/foyer.js';

/**
 * The HTML document around every page: head with meta and Open Graph tags, the stylesheet, the
 * element loader, and the body with its classes.
 */
export function renderDocument(props: {
  locale: Locale;
  meta: HeadMeta;
  bodyClass: string;
  headHtml?: string;
  children: ReactNode;
}): string {
  const { meta } = props;
  const markup = renderToStaticMarkup(
    <html lang={props.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:title" content={meta.ogTitle || meta.title} />
        {meta.ogDescription || meta.description ? (
          <meta property="og:description" content={meta.ogDescription || meta.description} />
        ) : null}
        <meta property="og:type" content={meta.ogType || 'website'} />
        {meta.ogImage ? <meta property="og:image" content={meta.ogImage} /> : null}
        {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
        {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
        {Object.entries(meta.alternates ?? {}).map(([language, url]) => (
          <link key={language} rel="alternate" hrefLang={language} href={url} />
        ))}
        <meta name="theme-color" content="#1d1a2f" />
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/assets/site.css" />
        <script type="module" src={LOADER_URL} />
      </head>
      <body className={props.bodyClass || undefined}>{props.children}</body>
    </html>,
  );
  // Staff-authored head HTML (site settings) goes in as written.
  const head = props.headHtml ? markup.replace('</head>', `${props.headHtml}</head>`) : markup;
  return `<!doctype html>${head}`;
}
