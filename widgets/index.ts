import { IDLE_ELEMENTS } from '../src/domain/element-loading';
import { reloadAfterChunkFailure } from './shared/chunk-reload';
import { installErrorReporting, reportError, reportNotFound } from './shared/error-reporting';
import { holdForFallbackNotice, registerServiceWorker, watchSlowLoad } from './shared/frame';

/**
 * The loader (`/widgets/foyer.js`): the one script a page or a webshop template includes. It
 * defines each element only when one is in the document, importing that element's chunk then;
 * React, r2wc and signals come in one shared chunk, loaded once.
 */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  // First: a first visitor's largest paint is the banner's text (Lighthouse LCP on the programme
  // and the event detail), and the elements are imported, evaluated and rendered in this order.
  'foyer-cookie-banner': () => import('./cookie-banner/cookie-banner'),
  'foyer-alert-bar': () => import('./alert-bar/alert-bar'),
  'foyer-quick-buy': () => import('./quick-buy/quick-buy'),
  'foyer-cart-countdown': () => import('./cart-countdown/cart-countdown'),
  'foyer-cart-badge': () => import('./cart-badge/cart-badge'),
  'foyer-search-box': () => import('./search-box/search-box'),
  'foyer-page-editor': () => import('./page-editor/page-editor'),
  'foyer-site-header': () => import('./site-header/site-header'),
  'foyer-sticky-nav': () => import('./sticky-nav/sticky-nav'),
  'foyer-embed': () => import('./embed/embed'),
  'foyer-event-calendar': () => import('./event-calendar/event-calendar'),
  'foyer-event-overlay': () => import('./event-overlay/event-overlay'),
  'foyer-production-list': () => import('./production-list/production-list'),
  'foyer-form': () => import('./form/form'),
  'foyer-article-list': () => import('./article-list/article-list'),
};

/** An idle element is defined at the latest after this long (requestIdleCallback timeout). */
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 200);
}

const requested = new Set<string>();
/** On the host site itself (not a webshop template on another origin). */
const onHostSite = new URL(import.meta.url).origin === location.origin;
let holding = false;

function load(tag: string): void {
  if (holding || requested.has(tag) || customElements.get(tag)) return;
  const importer = ELEMENTS[tag];
  if (!importer) return;
  requested.add(tag);
  if (IDLE_ELEMENTS.has(tag)) whenIdle(() => importElement(tag, importer));
  else importElement(tag, importer);
}

/** Element chunks on their way; the info layer shows while some still are after 4 s. */
let inFlight = 0;
let slowLoad = () => {};

function importElement(tag: string, importer: () => Promise<unknown>): void {
  inFlight++;
  const settled = () => {
    inFlight--;
    slowLoad();
  };
  importer().then(settled, (error: unknown) => {
    settled();
    requested.delete(tag);
    // A chunk that fails to load (a deploy replaced it) reloads the page once a minute at most
    // (spec: frame §8 "Chunk load failure"); otherwise it is reported.
    if (!reloadAfterChunkFailure()) {
      console.error(`[foyer] could not load <${tag}>`, error);
      if (onHostSite) reportError(error);
    }
  });
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(ELEMENTS)) if (root.querySelector(tag)) load(tag);
}

if (onHostSite) {
  slowLoad = watchSlowLoad(() => inFlight > 0);
  installErrorReporting();
  reportNotFound();
  addEventListener('load', registerServiceWorker);
}
// Unsupported browser, low bandwidth or weak hardware: the server-rendered page stays as it is
// until the visitor chooses 'Fortfahren und Inhalte laden' (spec: frame §1).
holding = holdForFallbackNotice(() => {
  holding = false;
  scan(document);
});
scan(document);
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      const tag = node.localName;
      if (tag in ELEMENTS) load(tag);
      if (node.firstElementChild) scan(node);
    }
}).observe(document.documentElement, { childList: true, subtree: true });

/** Lets other elements (and templates) ask for an element that is created in a shadow root. */
export function defineFoyerElement(tag: string): void {
  load(tag);
}

export { reportError };
