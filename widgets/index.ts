import { readCookie } from '../src/client/cookies';
import { cameFromLegalPage, forgetLegalVisit, inSession, keepLegalVisit } from '../src/client/legal-visit';
import { CART_AMOUNT_COOKIE } from '../src/contract/constants';
import { now } from '../src/domain/clock';
import {
  CONSENT_COOKIE,
  currentConsent,
  isLegalPath,
  parseConsent,
  signalsOptOut,
} from '../src/domain/consent';
import {
  ELEMENT_REGISTRATIONS,
  type HydrationPolicy,
  hydrationPolicy,
  NAVIGATING_MARK,
  type PageNeed,
} from '../src/domain/element-loading';
import { reloadAfterChunkFailure } from './shared/chunk-reload';
import { installErrorReporting, reportError, reportNotFound } from './shared/error-reporting';
import { holdForFallbackNotice, registerServiceWorker, watchSlowLoad } from './shared/frame';
import { holdWakeEvent, watchElement } from './shared/hydration';

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

/** An idle element is defined at the latest this long after the page's load event. */
const IDLE_TIMEOUT_MS = 3000;

/** After the page's load event, when the browser is idle (at the latest after IDLE_TIMEOUT_MS). */
function whenIdle(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Tags whose chunk was asked for, with the import on its way (or done). */
const requested = new Map<string, Promise<unknown>>();
/** Tags waiting for their policy (idle, visible), so the wait is set up once. */
const waiting = new Set<string>();
/** Element instances watched for a visitor's reach (shared/hydration.ts). */
const watched = new WeakSet<Element>();
/** On the host site itself (not a webshop template on another origin). */
const onHostSite = new URL(import.meta.url).origin === location.origin;
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

/** Set on the banner when the previous page of this visit was a legal page (the component reads it). */
const CAME_FROM_LEGAL_ATTRIBUTE = 'data-came-from-legal-page';

/**
 * A cookie's value without holding up the page: `document.cookie` is a synchronous round trip to
 * the browser process, 10–40 ms at load on this project's test machine (decision 0159). The Cookie
 * Store API asks asynchronously; where it is missing (an insecure origin, older engines) the
 * cookie is read when the browser is idle after load.
 */
function cookieLater(name: string): Promise<string | undefined> {
  if (typeof cookieStore !== 'undefined')
    return cookieStore.get(name).then(
      (cookie) => cookie?.value ?? undefined,
      () => readCookie(name),
    );
  return new Promise((resolve) => whenIdle(() => resolve(readCookie(name))));
}

/** The consent cookie's answer for this policy revision, if any. */
function consentIn(value: string | undefined, banner: Element) {
  const revision = Number(banner.getAttribute('revision')) || 1;
  return currentConsent(parseConsent(value, Math.floor(now().getTime() / 1000)), revision);
}

/**
 * Whether the cookie banner has script work at load (issue 23 item 1, decisions 0111 and 0159): it
 * has no server HTML (a webshop template); the stored answer allows statistics on a site with a tag
 * manager (load it); it refused them and the visitor comes back from a legal page (reopen it,
 * spec: frame §4). Otherwise it waits for the visitor: its server HTML is plain forms. Hides the
 * server banner under Do Not Track or Global Privacy Control (no banner then, spec: frame §1).
 *
 * A banner the server drew open (no answer for this revision; never on a legal page) needs
 * nothing at load, so a first visit reads neither the consent cookie nor the session flag here:
 * each is a synchronous round trip to the browser process. The flag of a legal page seen before
 * is cleared when the visitor answers (`saveConsent`). A page the browser kept from before an
 * answer (history navigation) is caught by asking the cookie again without blocking.
 */
function bannerWorkAtLoad(banner: Element): boolean {
  if (!banner.firstElementChild) return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const optOut = signalsOptOut({
    doNotTrack: nav.doNotTrack,
    msDoNotTrack: nav.msDoNotTrack,
    windowDoNotTrack: (window as { doNotTrack?: string | null }).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  });
  if (optOut)
    for (const open of banner.querySelectorAll('.consent-banner[data-open]')) open.setAttribute('hidden', '');
  const legalPage = isLegalPath(location.pathname);
  if (!legalPage && banner.querySelector('.consent-banner[data-open]')) {
    void cookieLater(CONSENT_COOKIE).then((value) => {
      if (consentIn(value, banner)) void request(banner.localName).catch(() => {});
    });
    return false;
  }
  const cameFromLegal = cameFromLegalPage();
  keepLegalVisit(legalPage);
  if (cameFromLegal) banner.setAttribute(CAME_FROM_LEGAL_ATTRIBUTE, '');
  const consent = consentIn(readCookie(CONSENT_COOKIE), banner);
  if (!consent) return false;
  if (consent.choices.statistics) return !optOut && banner.hasAttribute('tag-manager-id');
  return !legalPage && cameFromLegal && !optOut;
}

/**
 * Whether this visitor's page needs the element's work (`idleWhen`, decisions 0157 and 0159), asked
 * when the browser is idle: the cart cookie through the Cookie Store API where there is one, the
 * navigation mark in session storage (each a synchronous round trip to the browser process
 * otherwise, kept out of the page's start).
 */
function pageNeeds(need: PageNeed, element: Element): Promise<boolean> {
  if (need === 'cart') {
    const amount = (value: string | undefined) => Number.parseInt(value ?? '0', 10) > 0;
    if (typeof cookieStore === 'undefined') return Promise.resolve(amount(readCookie(CART_AMOUNT_COOKIE)));
    return cookieStore.get(CART_AMOUNT_COOKIE).then(
      (cookie) => amount(cookie?.value ?? undefined),
      () => amount(readCookie(CART_AMOUNT_COOKIE)),
    );
  }
  if (need === 'navigating') return Promise.resolve(inSession((s) => s.getItem(NAVIGATING_MARK)) !== null);
  const until = element.querySelector('[data-valid-until]')?.getAttribute('data-valid-until');
  return Promise.resolve(until !== null && until !== undefined && now().getTime() >= Number(until));
}

/** An `interaction` element that this page needs anyway (`idleWhen`) is defined when the browser is idle. */
function idleWhenNeeded(tag: string, element: Element, needs: readonly PageNeed[]): void {
  whenIdle(() => {
    void Promise.all(needs.map((need) => pageNeeds(need, element))).then((answers) => {
      if (answers.some(Boolean)) void request(tag).catch(() => {});
    });
  });
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
  if (registration?.loadForConsentWork && bannerWorkAtLoad(element)) return 'load';
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
      without: tag === 'foyer-cookie-banner' ? BANNER_ANSWERS : undefined,
    });
  }
  const registration = ELEMENT_REGISTRATIONS[tag];
  if (policy === 'interaction' && registration?.wakeOnPageInput) whenPageInput(tag);
  if (policy === 'interaction' && registration?.idleWhen) idleWhenNeeded(tag, element, registration.idleWhen);
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
      if (onHostSite) reportError(error);
    }
  });
  return loading;
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(ELEMENTS)) for (const element of root.querySelectorAll(tag)) load(element);
}

// The footer's cookie-settings link (a plain `#cookie-settings` link to the banner's server HTML
// without script) asks the banner for its settings, whether or not the header is hydrated yet.
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('[data-cookie-settings]') || !document.querySelector('foyer-cookie-banner')) return;
  event.preventDefault();
  document.dispatchEvent(
    new CustomEvent('foyer-open-cookie-settings', { detail: null, bubbles: true, composed: true }),
  );
});

/** The cookie banner's server buttons that answer without the element (decision 0112). */
const BANNER_ANSWERS = '[data-foyer-replay="consent-all"], [data-foyer-replay="consent-necessary"]';

// "Alle akzeptieren" / "Alle ablehnen" on the server banner before the element is hydrated: a
// small chunk without React answers in place (cookie, proof, tag manager); if it cannot load, the
// form posts as it does without script.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(BANNER_ANSWERS);
    const banner = button?.closest<HTMLElement>('foyer-cookie-banner');
    if (!button || !banner || customElements.get('foyer-cookie-banner')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const all = button.getAttribute('data-foyer-replay') === 'consent-all';
    import('./cookie-banner/quick-answer').then(
      (quick) => quick.answerBanner(banner, { statistics: all, media: all }),
      () => button.form?.requestSubmit(button),
    );
  },
  { capture: true },
);

// A banner form posted before the element is hydrated (its settings saved): an answer, as in
// `saveConsent`, so a legal page seen before it no longer reopens the banner afterwards.
document.addEventListener(
  'submit',
  (event) => {
    if (event.target instanceof Element && event.target.closest('foyer-cookie-banner')) forgetLegalVisit();
  },
  { capture: true },
);

// Another element asking for one that is not hydrated yet (the sticky navigation's ticket button
// opening the event overlay): the event waits for it.
for (const [tag, registration] of Object.entries(ELEMENT_REGISTRATIONS))
  for (const type of registration.wakeOn ?? []) holdWakeEvent(type, tag, () => request(tag));

/** Runs `work` after the page's load event (at once when it has fired already). */
function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else addEventListener('load', work, { once: true });
}

/** The elements of the document, and any added later, set up by their policies. */
function start(): void {
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
        if (node.localName in ELEMENTS) load(node);
        if (node.firstElementChild) scan(node);
      }
  }).observe(document.documentElement, { childList: true, subtree: true });
  // A hash in the address or an anchor list: the scrolling rules of spec frame §2, §9 (a small chunk).
  if (onHostSite && (location.hash.length > 1 || document.querySelector('nav.m-anchor-list')))
    import('./shared/anchors').then(
      (anchors) => {
        anchors.scrollToHashTarget();
        anchors.enhanceAnchorLists();
      },
      () => {},
    );
}

// The loader's start in three tasks (decision 0159). Cold, it is 25–35 ms of main-thread work on
// the test machine (compiling, and the first touch of navigator, document and the observers),
// four times that under Lighthouse's CPU slowdown: as one task it blocked input for over 50 ms.
// Here, while the module runs: the listeners that hold a visitor's early input (above), and error
// reporting. Next task: the elements. The one after: the info layer's timer and the service worker.
if (onHostSite) {
  installErrorReporting();
  reportNotFound();
}
setTimeout(() => {
  start();
  if (onHostSite)
    setTimeout(() => {
      slowLoad = watchSlowLoad(() => inFlight > 0);
      afterLoad(registerServiceWorker);
    }, 0);
}, 0);

/** Lets other elements (and templates) ask for an element that is created in a shadow root. */
export function defineFoyerElement(tag: string): void {
  void request(tag).catch(() => {});
}

export { reportError };
