import { readCookie } from '../../src/client/cookies';
import { cameFromLegalPage, forgetLegalVisit, keepLegalVisit } from '../../src/client/legal-visit';
import { CART_AMOUNT_COOKIE } from '../../src/contract/constants';
import { now } from '../../src/domain/clock';
import {
  CONSENT_COOKIE,
  currentConsent,
  isLegalPath,
  parseConsent,
  signalsOptOut,
} from '../../src/domain/consent';
import type { PageNeed } from '../../src/domain/element-loading';
import { installErrorReporting, reportNotFound } from './error-reporting';
import { installNavigationProgress } from './navigation-progress';

/**
 * The host site's part of the loader (decision 0163): what only a page of the venue's own site
 * needs, in a chunk the host page preloads beside `foyer.js`; a webshop template on another
 * origin never runs it (its elements may still share the chunk's modules, see below). The loader
 * imports it on the host site before it sets up the elements: the fallback notice decides whether
 * they load at all, and the cookie banner's and the header's policies ask it about the visitor's
 * cookies and session. It also answers the cookie banner's server buttons and the footer's
 * cookie-settings link before the banner is hydrated; a click in the moment before it arrives
 * does what it does without script (the form posts, the link goes to the banner's settings).
 *
 * The build puts it in one chunk with what it imports that the elements share too (the clock,
 * cookies, consent: rollup.config.mjs `FRAME`), so a host page fetches two scripts before any
 * interaction, and an element on a webshop template gets those modules in one file.
 */

export { reportError } from './error-reporting';
export { holdForFallbackNotice, registerServiceWorker, watchSlowLoad } from './frame';

/**
 * What the host frame uses of the loader's own modules, handed over by `startHostFrame` instead of
 * imported: an import would make the build move those modules into this chunk, and the loader
 * would then need it on every origin.
 */
export interface LoaderParts {
  /** The loader's `whenIdle` (shared/idle.ts). */
  whenIdle: (work: () => void) => void;
  /** The cookie banner's server controls that work without its element (`worksWithout`). */
  bannerAnswers: string | undefined;
}

let loader: LoaderParts = { whenIdle: (work) => setTimeout(work, 0), bannerAnswers: undefined };

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
  return new Promise((resolve) => loader.whenIdle(() => resolve(readCookie(name))));
}

/** The consent cookie's answer for this policy revision, if any. */
function consentIn(value: string | undefined, banner: Element) {
  const revision = Number(banner.getAttribute('revision')) || 1;
  return currentConsent(parseConsent(value, Math.floor(now().getTime() / 1000)), revision);
}

/**
 * Whether the cookie banner's server HTML has script work at load (issue 23 item 1, decisions 0111
 * and 0159): the stored answer allows statistics on a site with a tag manager (load it); it
 * refused them and the visitor comes back from a legal page (reopen it, spec: frame §4).
 * Otherwise it waits for the visitor: its server HTML is plain forms. Hides the server banner
 * under Do Not Track or Global Privacy Control (no banner then, spec: frame §1).
 *
 * A banner the server drew open (no answer for this revision; never on a legal page) needs
 * nothing at load, so a first visit reads neither the consent cookie nor the session flag here:
 * each is a synchronous round trip to the browser process. The flag of a legal page seen before
 * is cleared when the visitor answers (`saveConsent`). A page the browser kept from before an
 * answer (history navigation) is caught by asking the cookie again without blocking: `load` is
 * called then.
 */
export function bannerWorkAtLoad(banner: Element, load: () => void): boolean {
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
      if (consentIn(value, banner)) load();
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
  const until = element.querySelector('[data-valid-until]')?.getAttribute('data-valid-until');
  return Promise.resolve(until !== null && until !== undefined && now().getTime() >= Number(until));
}

/** An `interaction` element that this page needs anyway (`idleWhen`) is loaded when the browser is idle. */
export function idleWhenNeeded(element: Element, needs: readonly PageNeed[], load: () => void): void {
  loader.whenIdle(() => {
    void Promise.all(needs.map((need) => pageNeeds(need, element))).then((answers) => {
      if (answers.some(Boolean)) load();
    });
  });
}

/**
 * The cookie banner's server HTML before its element is hydrated (decision 0112): the footer's
 * cookie-settings link (a plain `#cookie-settings` link to the banner's server HTML without script)
 * asks the banner for its settings, which hydrates it (the loader holds the event); "Alle
 * akzeptieren" / "Alle ablehnen" answer in place through a small chunk without React (cookie,
 * proof, tag manager), and the form posts as without script if that chunk cannot load; a settings
 * form posted is an answer, as in `saveConsent`, so a legal page seen before it no longer reopens
 * the banner afterwards. Once hydrated, the banner answers all of these itself.
 */
function answerBannerBeforeHydration(answers: string | undefined): void {
  const hydrated = () => customElements.get('foyer-cookie-banner') !== undefined;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('[data-cookie-settings]') || !document.querySelector('foyer-cookie-banner')) return;
    if (hydrated()) return;
    event.preventDefault();
    document.dispatchEvent(
      new CustomEvent('foyer-open-cookie-settings', { detail: null, bubbles: true, composed: true }),
    );
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = answers ? target?.closest<HTMLButtonElement>(answers) : null;
      const banner = button?.closest<HTMLElement>('foyer-cookie-banner');
      if (!button || !banner || hydrated()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const all = button.getAttribute('data-foyer-replay') === 'consent-all';
      import('../cookie-banner/quick-answer').then(
        (quick) => quick.answerBanner(banner, { statistics: all, media: all }),
        () => button.form?.requestSubmit(button),
      );
    },
    { capture: true },
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof Element && event.target.closest('foyer-cookie-banner')) forgetLegalVisit();
    },
    { capture: true },
  );
}

/** Runs `work` after the page's load event (at once when it has fired already). */
export function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else addEventListener('load', work, { once: true });
}

/**
 * The host frame's own start, as soon as it has arrived: error reporting, the 404 report, the
 * cookie banner's server HTML, and the scrolling rules of a hash in the address or an anchor list
 * (spec: frame §2, §9; a small chunk). The module itself has no side effects: the elements share
 * its chunk (the clock, cookies, consent) on any origin.
 */
export function startHostFrame(parts: LoaderParts): void {
  loader = parts;
  installErrorReporting();
  reportNotFound();
  // The progress bar of a navigation (spec: frame §2, §9) from the visit's first click on: the
  // page left shows it, the page arriving completes it when the browser is idle.
  installNavigationProgress(window, parts.whenIdle);
  answerBannerBeforeHydration(parts.bannerAnswers);
  if (location.hash.length > 1 || document.querySelector('nav.m-anchor-list'))
    import('./anchors').then(
      (anchors) => {
        anchors.scrollToHashTarget();
        anchors.enhanceAnchorLists();
      },
      () => {},
    );
}
