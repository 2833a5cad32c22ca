/**
 * How the loader (`widgets/index.ts`) brings in each element, shared with the host, which puts
 * modulepreload links for the elements a page needs at once into the document head
 * (docs/decisions/0110-interaction-driven-hydration.md).
 */

/**
 * When an element's chunk (and with it, for React elements, the shared runtime) is fetched and run:
 * - `load`: at once; only what must run before the visitor does anything (the editor for staff;
 *   the webshop's tiny cart badge; the cookie banner when it has script work, see below).
 * - `idle`: when the browser is idle after the page's `load` event, or earlier when the visitor
 *   reaches for the element; for elements whose work is wanted soon without the visitor (the cart
 *   timer ticking).
 * - `visible`: when an element comes within a screen height of the viewport, or the visitor
 *   reaches for it; for elements whose server HTML is a placeholder (an embed, a form).
 * - `interaction`: only when the visitor reaches for the element (pointerdown, touchstart, focusin,
 *   keydown on it) or a wake event asks for it; for elements whose server HTML is complete.
 * "Reaching for" always hydrates at once, whatever the policy; the click or key that did it is
 *   replayed on the hydrated element (widgets/shared/hydration.ts).
 */
export type HydrationPolicy = 'interaction' | 'visible' | 'idle' | 'load';

export interface ElementRegistration {
  hydrate: HydrationPolicy;
  /**
   * Events dispatched on `document` that need this element (another element asks it to open): the
   * loader holds such an event until the element is hydrated, then dispatches it again.
   */
  wakeOn?: readonly string[];
  /** A query parameter (`name=value`) that makes the element needed at load (an overlay opened by URL). */
  loadWhenQuery?: string;
  /**
   * Attributes (`name`, or `name=value`) that mean the server HTML is not the element's content
   * (an element in a webshop template on another origin, `api-base`, renders what it fetches; the
   * search page's open box, `variant=full`): then `idle`.
   */
  idleWith?: readonly string[];
  /**
   * The cookie banner: its server HTML is plain forms (issue 23 item 1), so it waits for the
   * visitor; but it is needed at load when there is script work for the stored answer (a tag
   * manager to load, the legal-page rule reopening it, a privacy signal hiding it) or when it has
   * no server HTML (a webshop template on another origin). Decided by the loader.
   */
  loadForConsentWork?: boolean;
  /**
   * For an `interaction` element: a selector its server HTML must contain for the visitor to have
   * something to reach for and replay (the booking's ticket link marked `data-foyer-replay`);
   * without it (a webshop template's own markup) the element is `visible`.
   */
  visibleWithout?: string;
  /**
   * For an `interaction` element whose work concerns the whole page (the header's scrolled state
   * and navigation progress bar, the sticky items past half the window height): the visitor's
   * first input anywhere on the page (a pointer or touch down, a key, a wheel turn, a scroll,
   * including the browser restoring a scroll position) hydrates it, not only input on it.
   */
  wakeOnPageInput?: boolean;
  /**
   * For an `interaction` element: when its server HTML is not what this visitor should see, it is
   * wanted as soon as the browser is idle (`idle`): `cart`, the visitor has tickets in the cart
   * (the cart cookie; a kept page cannot show its count); `stale-hours`, the page is a kept copy
   * whose opening-hours label is past its `data-valid-until` (decision 0157). (The navigation
   * progress bar is the host frame's, not the header's: widgets/shared/navigation-progress.ts.)
   */
  idleWhen?: readonly PageNeed[];
  /**
   * Controls of the server HTML (a selector) that do their work without the element's chunk: the
   * cookie banner's accept and reject answer in place through a small chunk without React
   * (decision 0112). Reaching for them does not hydrate the element.
   */
  worksWithout?: string;
}

/** What makes an `interaction` element wanted when the browser is idle (see `idleWhen`). */
export type PageNeed = 'cart' | 'stale-hours';

/** The one table of hydration policies: the loader and the host's preload links both read it. */
export const ELEMENT_REGISTRATIONS: Readonly<Record<string, ElementRegistration>> = {
  // Its server HTML is the banner as plain forms (decision 0111): a first visit loads no React
  // until the visitor touches it; the footer's cookie-settings link wakes it.
  'foyer-cookie-banner': {
    hydrate: 'interaction',
    loadForConsentWork: true,
    wakeOn: ['foyer-open-cookie-settings'],
    worksWithout: '[data-foyer-replay="consent-all"], [data-foyer-replay="consent-necessary"]',
  },
  // The alert's server HTML is its text, link and close button; the close is replayed. Hidden while
  // the header menu is open by the site stylesheet until it is hydrated.
  'foyer-alert-bar': { hydrate: 'interaction', idleWith: ['api-base'] },
  // The event page's booking: its server HTML is the ticket link, marked for replay; a click on it
  // hydrates the element, which asks for the live offer and opens the widget (decision 0112). Its
  // instances on the programme's cards live in the calendar's shadow root (mounted per card there).
  'foyer-quick-buy': { hydrate: 'interaction', visibleWithout: '[data-foyer-replay]' },
  // The reservation timer ticks; its server HTML shows the expiry time.
  'foyer-cart-countdown': { hydrate: 'idle' },
  // A few hundred bytes without React; it keeps the cart cookie in step with the shop's badge.
  'foyer-cart-badge': { hydrate: 'load' },
  // Closed, the search box is its toggle button (a GET form to the search page without script).
  // The search page's open box (`variant="full"`) is not closed: `idle`.
  'foyer-search-box': { hydrate: 'interaction', idleWith: ['api-base', 'variant=full'] },
  // Staff only.
  'foyer-page-editor': { hydrate: 'load' },
  // Staff only: the rich text fields of the admin's forms (decision 0173). The form is what the
  // page is for, so the editor replaces the raw HTML textarea at once (its chunks preloaded), before
  // staff reach it, rather than swapping it under their cursor when they scroll or click there.
  'foyer-rich-text-field': { hydrate: 'load' },
  // Light DOM without React, complete as server HTML (today's opening-hours label included): the
  // menus are replayed on interaction; the first input anywhere on the page (a scroll among them)
  // brings the scrolled state. A visitor with a cart (its count) or a kept page whose label is out
  // of date gets it when the browser is idle (decision 0157).
  // In a webshop template on another origin (`api-base`) it fills in what it fetches: `idle`.
  'foyer-site-header': {
    hydrate: 'interaction',
    wakeOnPageInput: true,
    idleWhen: ['cart', 'stale-hours'],
    idleWith: ['api-base'],
  },
  // Its server HTML is the booking and overlay buttons; the sticky items and scroll-to-top appear
  // past half the window height, so the first scroll (or any input) hydrates it.
  'foyer-sticky-nav': { hydrate: 'interaction', wakeOnPageInput: true },
  'foyer-embed': { hydrate: 'visible' },
  // The programme: its server HTML is complete (a GET filter form with the five filters and the
  // date, the cards, page links); focus on a filter or a tap on the narrow row's links hydrates it
  // and is replayed on its own controls (decision 0150). In a webshop template on another origin
  // (`api-base`) its content is what it fetches: `idle`.
  'foyer-event-calendar': { hydrate: 'interaction', idleWith: ['api-base'] },
  // Lists: a GET filter form and a next-page link (productions), category links and a next-page
  // link (the magazine): complete without script. Touching the list (a tap, a scroll gesture
  // starting on it, focus) hydrates it; the next-page link is then the element's load-more button,
  // and further pages load on scroll (decision 0112).
  'foyer-production-list': { hydrate: 'interaction' },
  'foyer-article-list': { hydrate: 'interaction' },
  // Closed until the sticky navigation's ticket button asks (or the address says overlay=true).
  'foyer-event-overlay': {
    hydrate: 'interaction',
    wakeOn: ['foyer-open-event-overlay'],
    loadWhenQuery: 'overlay=true',
  },
  'foyer-form': { hydrate: 'visible' },
};

/** An element's policy; an element missing from the table is defined at once. */
export function hydrationPolicy(tag: string): HydrationPolicy {
  return ELEMENT_REGISTRATIONS[tag]?.hydrate ?? 'load';
}

/** The element tags in a piece of HTML, in order of first appearance. */
export function elementTagsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/<(foyer-[a-z-]+)[\s>]/g), (match) => match[1] ?? ''))];
}

/**
 * The manifest's key for the loader's host frame (widgets/shared/host-frame.ts): what only the
 * venue's own pages run, imported by the loader before it sets up their elements (decision 0163).
 */
export const HOST_FRAME = 'host-frame';

/**
 * The chunk files to preload for a page: the loader's host frame first (every host page needs it
 * at start); then, for every element it renders whose policy is `load`, that element's chunks
 * (from the build's `preload.json`), the cookie banner's first (it is the largest thing a first
 * visitor sees); each file once. Elements that wait (interaction, visible, idle) get none: a page
 * made only of them fetches no React runtime before it is needed.
 */
export function preloadFiles(tags: string[], manifest: Record<string, string[]>): string[] {
  const eager = tags.filter((tag) => hydrationPolicy(tag) === 'load' && manifest[tag]);
  eager.sort((a, b) => Number(b === 'foyer-cookie-banner') - Number(a === 'foyer-cookie-banner'));
  return [...new Set([HOST_FRAME, ...eager].flatMap((key) => manifest[key] ?? []))];
}
