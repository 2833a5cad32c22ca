import type { ReactNode } from 'react';
import { berlinToday } from '../../src/domain/events';
import { AlertBar, SiteFooter, SiteHeader } from './chrome';
import { ConsentFrame } from './consent-frame';
import { renderDocument } from './document';
import type { FrameData } from './site-page';

/** The mark around the provider's content area: a provider finds it by this text. */
export const WEBSHOP_CONTENT_MARK = 'FOYER-WEBSHOP-CONTENT';

/**
 * The webshop layout (spec: frame §2 "Webshop routes use a separate layout"; issue 21 item 2;
 * docs/decisions/0065-webshop-templates.md). A ticketing provider fetches a webshop page as the
 * frame around its shop, so the page carries the venue's whole chrome as the same elements as
 * every site page: the site header (menus, search box, cart badge, account, language switch), the
 * alert bar, the footer navigation and the cookie banner. Every address in it is absolute and
 * every element names the host in `api-base`, so the page works unchanged on the provider's
 * origin. No page class on the body (spec: frame §2 "Body CSS classes … suppressed on … webshop
 * routes"); no sticky navigation or programme overlay (the shop has its own flow).
 */
export function renderWebshopPage(options: {
  frame: FrameData;
  /** The host's address (config SITE_URL): the origin every path and `api-base` get. */
  siteUrl: string;
  title: string;
  cartCount: number;
  /** Language → the same webshop page in that language (the header's language switch). */
  languages: Record<string, string>;
  /**
   * A template for another origin (absolute addresses, `api-base`); the box office's own cart
   * page is only ever shown on the host and keeps site paths.
   */
  template: boolean;
  children: ReactNode;
}): string {
  const { frame } = options;
  const { locale, design } = frame;
  const html = renderDocument({
    locale,
    clock: frame.clock,
    // No body class on webshop routes (spec: frame §2).
    bodyClass: '',
    meta: { title: `${options.title} | ${design.siteName}`, noindex: true },
    children: (
      <>
        <SiteHeader
          locale={locale}
          navigation={frame.navigation}
          languages={options.languages}
          landingPage={false}
          siteName={design.siteName}
          design={design}
          shopOnline={frame.settings.is_shop_online}
          user={frame.user}
          cartCount={options.cartCount}
        />
        <AlertBar alert={frame.alert} locale={locale} />
        <main id="main" tabIndex={-1} className="webshop-main">
          {options.children}
        </main>
        <SiteFooter
          locale={locale}
          navigation={frame.navigation}
          settings={frame.settings}
          design={design}
          siteName={design.siteName}
          year={berlinToday(frame.now).slice(0, 4)}
        />
        <ConsentFrame locale={locale} design={design} />
      </>
    ),
  });
  return options.template ? absoluteForEmbedding(html, options.siteUrl) : html;
}

/**
 * The provider's content area (issue 21 item 2): one element, clearly marked by an HTML comment
 * before and after it and by `data-webshop-content`, holding what the box office shows there
 * itself (a pointer to the programme, the test shop's events).
 */
export function WebshopContent({ children }: { children: ReactNode }) {
  return (
    <div id="foyer-webshop-content" className="webshop-content" data-webshop-content="">
      {children}
    </div>
  );
}

const URL_ATTRIBUTES = /\s(href|src|action|poster|privacy-url)="\/(?!\/)/g;

/**
 * A page made to be served from another origin: site paths in addresses become absolute
 * (`/de/programm` → `https://theater.example/de/programm`; in-page `#…` links stay), every
 * `<foyer-*>` element gets `api-base`, and the content area gets its marking comments.
 * Exported for its test.
 */
export function absoluteForEmbedding(html: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  const escaped = origin.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html
    .replace(URL_ATTRIBUTES, (_, name: string) => ` ${name}="${escaped}/`)
    .replace(/<(foyer-[a-z-]+)(?=[\s>/])(?![^>]*\sapi-base=)/g, `<$1 api-base="${escaped}"`)
    .replace(
      /<div id="foyer-webshop-content"/,
      `<!-- ${WEBSHOP_CONTENT_MARK}: the ticketing provider's shop replaces this element -->$&`,
    )
    .replace(/(<div id="foyer-webshop-content"[\s\S]*?)(<\/main>)/, `$1<!-- /${WEBSHOP_CONTENT_MARK} -->$2`);
}
