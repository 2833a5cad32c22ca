import { ELEMENT_REGISTRATIONS, type HydrationPolicy, hydrationPolicy } from '../src/domain/element-loading';
import { reloadAfterChunkFailure } from './shared/chunk-reload';
import { holdWakeEvent, watchElement } from './shared/hydration';
import { whenIdle } from './shared/idle';

type HostFrame = typeof import('./shared/host-frame');

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
  'foyer-rich-text-field': () => import('./rich-text-field/rich-text-field'),
  'foyer-site-header': () => import('./site-header/site-header'),
  'foyer-sticky-nav': () => import('./sticky-nav/sticky-nav'),
  'foyer-embed': () => import('./embed/embed'),
  'foyer-event-calendar': () => import('./event-calendar/event-calendar'),
  'foyer-event-overlay': () => import('./event-overlay/event-overlay'),
  'foyer-production-list': () => import('./production-list/production-list'),
  'foyer-form': () => import('./form/form'),
  'foyer-article-list': () => import('./article-list/article-list'),
};

/** Tags whose chunk was asked for, with the import on its way (or done). */
const requested = new Map<string, Promise<unknown>>();
/** Tags waiting for their policy (idle, visible), so the wait is set up once. */
const waiting = new Set<string>();
/** Element instances watched for a visitor's reach (shared/hydration.ts). */
const watched = new WeakSet<Element>();
/** On the host site itself (not a webshop template on another origin). */
const onHostSite = new URL(import.meta.url).origin === location.origin;
/**
 * The host site's part of the loader (shared/host-frame.ts, decision 0163), once it has arrived;
 * never on a webshop template, and not when its chunk failed to load (the page then works as
 * server HTML with the elements the visitor reaches for).
 */
let frame: HostFrame | undefined;
let holding = false;

/**
 * Starts importing an element's chunk, once; the promise rejects when the chunk fails to load.
 * While the page holds for the fallback notice nothing loads (the promise waits).
 */
function request(tag: string): Promise<unknown> {
  const known = requested.get(tag);
  if (known) return known;
  const importer = ELEMENTS[tag];
  if (!importer) return Promise.reject(new Error(`unknown element ${tag}`));
  if (customElements.get(tag)) return Promise.resolve();
  if (holding) return new Promise(() => {});
  const loading = importElement(tag, importer);
  requested.set(tag, loading);
  return loading;
}

let nearViewport: IntersectionObserver | undefined;
/** Requests a tag's chunk when one of its elements comes within a screen height of the viewport. */
function whenNearViewport(element: Element): void {
  if (typeof IntersectionObserver === 'undefined') {
    void request(element.localName).catch(() => {});
    return;
  }
  nearViewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport?.unobserve(entry.target);
        void request(entry.target.localName).catch(() => {});
      }
    },
    { rootMargin: '100% 0px' },
  );
  nearViewport.observe(element);
}

/** The query of the address asks for this element at once (an overlay opened by URL). */
function askedByAddress(tag: string): boolean {
  const wanted = ELEMENT_REGISTRATIONS[tag]?.loadWhenQuery;
  if (!wanted) return false;
  const [name = '', value = ''] = wanted.split('=');
  return new URLSearchParams(location.search).get(name) === value;
}

/** The visitor's input anywhere on the page, including a scroll (the browser restoring one too). */
const PAGE_INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
/** Tags hydrated by the first page input (`wakeOnPageInput`), until it comes. */
const onPageInput = new Set<string>();

/** Hydrates `tag` on the visitor's first input anywhere on the page (one set of listeners for all). */
function whenPageInput(tag: string): void {
  if (onPageInput.has(tag)) return;
  const first = onPageInput.size === 0;
  onPageInput.add(tag);
  if (!first) return;
  const options = { capture: true, passive: true } as const;
  const wake = () => {
    for (const type of PAGE_INPUT_EVENTS) removeEventListener(type, wake, options);
    for (const waiting of onPageInput) void request(waiting).catch(() => {});
    onPageInput.clear();
  };
  for (const type of PAGE_INPUT_EVENTS) addEventListener(type, wake, options);
}

/** This element's policy: the table's, adjusted by what the table says depends on the page. */
function policyOf(element: Element): HydrationPolicy {
  const tag = element.localName;
  const registration = ELEMENT_REGISTRATIONS[tag];
  if (askedByAddress(tag)) return 'load';
  // The cookie banner: without server HTML (a webshop template) it renders at once; with it, the
  // host frame decides whether the visitor's stored answer gives it work at load.
  if (
    registration?.loadForConsentWork &&
    (!element.firstElementChild || frame?.bannerWorkAtLoad(element, () => void request(tag).catch(() => {})))
  )
    return 'load';
  const policy = hydrationPolicy(tag);
  if (
    policy === 'interaction' &&
    registration?.visibleWithout &&
    !element.querySelector(registration.visibleWithout)
  )
    return 'visible';
  const idleWith = registration?.idleWith ?? [];
  if (
    policy === 'interaction' &&
    idleWith.some((wanted) => {
      const [name = '', value] = wanted.split('=');
      return element.hasAttribute(name) && (value === undefined || element.getAttribute(name) === value);
    })
  )
    return 'idle';
  return policy;
}

/** An element in the document: set up its tag's policy and watch this instance for a visitor's reach. */
function load(element: Element): void {
  const tag = element.localName;
  if (holding || !ELEMENTS[tag] || customElements.get(tag)) return;
  const policy = policyOf(element);
  if (policy === 'load') {
    void request(tag).catch(() => {});
    return;
  }
  if (element instanceof HTMLElement && !watched.has(element)) {
    watched.add(element);
    watchElement(element, {
      load: () => request(tag),
      without: ELEMENT_REGISTRATIONS[tag]?.worksWithout,
    });
  }
  const registration = ELEMENT_REGISTRATIONS[tag];
  if (policy === 'interaction' && registration?.wakeOnPageInput) whenPageInput(tag);
  if (policy === 'interaction' && registration?.idleWhen)
    frame?.idleWhenNeeded(element, registration.idleWhen, () => void request(tag).catch(() => {}));
  if (policy === 'visible') whenNearViewport(element);
  if (policy === 'idle' && !waiting.has(tag)) {
    waiting.add(tag);
    whenIdle(() => void request(tag).catch(() => {}));
  }
}

/** Element chunks on their way; the info layer shows while some still are after 4 s. */
let inFlight = 0;
let slowLoad = () => {};

function importElement(tag: string, importer: () => Promise<unknown>): Promise<unknown> {
  inFlight++;
  const settled = () => {
    inFlight--;
    slowLoad();
  };
  const loading = importer();
  loading.then(settled, (error: unknown) => {
    settled();
    requested.delete(tag);
    // A chunk that fails to load (a deploy replaced it) reloads the page once a minute at most
    // (spec: frame §8 "Chunk load failure"); otherwise it is reported.
    if (!reloadAfterChunkFailure()) {
      console.error(`[foyer] could not load <${tag}>`, error);
      frame?.reportError(error);
    }
  });
  return loading;
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(ELEMENTS)) for (const element of root.querySelectorAll(tag)) load(element);
}

// Another element asking for one that is not hydrated yet (the sticky navigation's ticket button
// opening the event overlay): the event waits for it.
for (const [tag, registration] of Object.entries(ELEMENT_REGISTRATIONS))
  for (const type of registration.wakeOn ?? []) holdWakeEvent(type, tag, () => request(tag));

/** The elements of the document, and any added later, set up by their policies. */
function start(): void {
  // Unsupported browser, low bandwidth or weak hardware: the server-rendered page stays as it is
  // until the visitor chooses 'Fortfahren und Inhalte laden' (spec: frame §1).
  holding =
    frame?.holdForFallbackNotice(() => {
      holding = false;
      scan(document);
    }) ?? false;
  scan(document);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.localName in ELEMENTS) load(node);
        if (node.firstElementChild) scan(node);
      }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

// The loader's start in tasks (decision 0159). Cold, it is 25–35 ms of main-thread work on the
// test machine (compiling, and the first touch of navigator, document and the observers), four
// times that under Lighthouse's CPU slowdown: as one task it blocked input for over 50 ms. Here,
// while the module runs: the listeners that hold a visitor's early input (above). On the host
// site, the host frame's chunk (preloaded by the page) comes next: error reporting, then the
// elements in a task of their own, then the info layer's timer and the service worker.
if (onHostSite)
  import('./shared/host-frame').then(
    (hostFrame) => {
      frame = hostFrame;
      hostFrame.startHostFrame({
        whenIdle,
        bannerAnswers: ELEMENT_REGISTRATIONS['foyer-cookie-banner']?.worksWithout,
      });
      setTimeout(() => {
        start();
        setTimeout(() => {
          slowLoad = hostFrame.watchSlowLoad(() => inFlight > 0);
          hostFrame.afterLoad(hostFrame.registerServiceWorker);
        }, 0);
      }, 0);
    },
    () => setTimeout(start, 0),
  );
else setTimeout(start, 0);

/** Lets other elements (and templates) ask for an element that is created in a shadow root. */
export function defineFoyerElement(tag: string): void {
  void request(tag).catch(() => {});
}

/**
 * Reports an error to the venue's error log (docs/api.md "Client errors"); on the host site only,
 * once its frame has arrived.
 */
export function reportError(error: unknown): void {
  frame?.reportError(error);
}
