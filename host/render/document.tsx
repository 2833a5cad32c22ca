import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../src/contract/common';
import { CLOCK_META_NAME, type Clock, clockMeta } from '../../src/domain/clock';
import { elementTagsIn, preloadFiles } from '../../src/domain/element-loading';
import { ROOT_DIR } from '../config';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './og-image';

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
  /** A feed of the page (`<link rel="alternate" type="application/atom+xml">`). */
  feed?: { title: string; href: string };
}

/** Versioned by the build: `/widgets/foyer.js` is the loader that every page and template uses. */
export const LOADER_URL = '/widgets/foyer.js';

const PRELOAD_MANIFEST = path.join(ROOT_DIR, 'dist', 'widgets', 'preload.json');
let manifestCache: { mtimeMs: number; chunks: Record<string, string[]> } | undefined;

let checkedAt = Number.NEGATIVE_INFINITY;
/** How often the manifest's change time is looked at: not a file system call per page view. */
const RECHECK_MS = 1000;

/**
 * The build's element → chunks map (rollup `preload.json`), re-read when a new build replaced it
 * (seen within a second: its change time is read at most once a second, on the monotonic clock).
 */
function preloadManifest(): Record<string, string[]> {
  const now = performance.now();
  if (manifestCache && now - checkedAt < RECHECK_MS) return manifestCache.chunks;
  checkedAt = now;
  try {
    const { mtimeMs } = statSync(PRELOAD_MANIFEST);
    if (manifestCache?.mtimeMs !== mtimeMs)
      manifestCache = { mtimeMs, chunks: JSON.parse(readFileSync(PRELOAD_MANIFEST, 'utf8')) };
    return manifestCache.chunks;
  } catch {
    return {}; // not built: the loader still fetches every chunk itself
  }
}

/**
 * Identifies the element build whose chunk names the pages carry (preload links): part of the
 * page-cache key, so a page rendered before a rebuild never names chunks that are gone.
 */
export function elementBuildStamp(): string {
  preloadManifest();
  return String(manifestCache?.mtimeMs ?? 0);
}

/**
 * modulepreload links for the chunks of the elements in a page that are defined at once, so the
 * browser fetches them while it parses the HTML rather than a round trip after the loader ran.
 * Low priority: they must not hold up the stylesheet and the first paint (at high priority
 * Lighthouse measured first contentful paint 1.1 s → 1.8 s on /de).
 */
export function preloadLinks(bodyHtml: string): string {
  return preloadFiles(elementTagsIn(bodyHtml), preloadManifest())
    .map((file) => `<link rel="modulepreload" href="/widgets/${file}" fetchpriority="low"/>`)
    .join('');
}

/**
 * The HTML document around every page: head with meta and Open Graph tags, the stylesheet, the
 * element loader, and the body with its classes.
 */
export function renderDocument(props: {
  locale: Locale;
  meta: HeadMeta;
  bodyClass: string;
  headHtml?: string;
  /**
   * The app's clock. When it is not the machine's (`FOYER_NOW`, tests), the head tells the
   * browser through `<meta name="foyer-clock">`, which `src/domain/clock.ts` adopts at load.
   */
  clock: Clock;
  children: ReactNode;
}): string {
  const { meta } = props;
  const clock = clockMeta(props.clock);
  const markup = renderToStaticMarkup(
    <html lang={props.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {clock ? <meta name={CLOCK_META_NAME} content={clock} /> : null}
        <title>{meta.title}</title>
        {meta.description ? <meta name="description" content={meta.description} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta property="og:title" content={meta.ogTitle || meta.title} />
        {meta.ogDescription || meta.description ? (
          <meta property="og:description" content={meta.ogDescription || meta.description} />
        ) : null}
        <meta property="og:type" content={meta.ogType || 'website'} />
        {meta.ogImage ? <meta property="og:image" content={meta.ogImage} /> : null}
        {meta.ogImage?.endsWith('.jpg') ? <meta property="og:image:type" content="image/jpeg" /> : null}
        {meta.ogImage?.includes('/og-image/') ? (
          <>
            <meta property="og:image:width" content={String(OG_IMAGE_WIDTH)} />
            <meta property="og:image:height" content={String(OG_IMAGE_HEIGHT)} />
          </>
        ) : null}
        {/* Twitter (X) reads Open Graph for the rest; a large card whenever there is an image. */}
        <meta name="twitter:card" content={meta.ogImage ? 'summary_large_image' : 'summary'} />
        {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
        {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
        {Object.entries(meta.alternates ?? {}).map(([language, url]) => (
          <link key={language} rel="alternate" hrefLang={language} href={url} />
        ))}
        {/* German is the site's default language: the version for every other language. */}
        {meta.alternates?.de ? <link rel="alternate" hrefLang="x-default" href={meta.alternates.de} /> : null}
        {meta.feed ? (
          <link rel="alternate" type="application/atom+xml" title={meta.feed.title} href={meta.feed.href} />
        ) : null}
        <meta name="theme-color" content="#1d1a2f" />
        {/* A raster icon only: the browser would prefer an SVG one and parse it as a document on
            the page's main thread after load (decision 0156). The SVG stays in the manifest. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="stylesheet" href="/assets/site.css" />
        <script type="module" src={LOADER_URL} />
      </head>
      <body className={props.bodyClass || undefined}>{props.children}</body>
    </html>,
  );
  const bodyStart = markup.indexOf('<body');
  const preload = preloadLinks(markup.slice(bodyStart));
  // Staff-authored head HTML (site settings) goes in as written.
  const head = markup.replace('</head>', `${preload}${props.headHtml ?? ''}</head>`);
  return `<!doctype html>${head}`;
}
