/**
 * The top progress bar during navigation (spec: frame §2 "A top progress bar shows during
 * navigation", §9 "throttle 200 ms, duration 5000 ms, hide delay 500 ms, 2 px high").
 *
 * Every page of the site is a document of its own, so a navigation has two halves: the page being
 * left shows the bar 200 ms after the navigation starts (a fast one shows nothing) and fills it
 * over 5 s; the page arriving completes the bar and hides it 500 ms after its load, when the
 * navigation was one this bar started (a mark in sessionStorage, from the same tab only).
 */

import { NAVIGATING_MARK } from '../../src/contract/constants';
import { now as clockNow } from '../../src/domain/clock';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
/** The bar of a navigation that never left (cancelled, a download, a 204) goes after this long. */
export const PROGRESS_GIVE_UP_MS = 2 * PROGRESS_DURATION_MS;
/** A mark older than this is from another navigation (e.g. the tab was restored later). */
const MARK_MAX_AGE_MS = 30_000;
const MARK_KEY = NAVIGATING_MARK;

export class NavigationProgress {
  #doc: Document;
  #storage: Storage | null | (() => Storage | null);
  #bar: HTMLElement | null = null;
  #timers: number[] = [];

  constructor(doc: Document, storage: Storage | null | (() => Storage | null)) {
    this.#doc = doc;
    this.#storage = storage;
  }

  /** The bar, while one is on show. */
  get bar(): HTMLElement | null {
    return this.#bar;
  }

  /** A navigation away starts: the bar shows after the throttle and fills over the duration. */
  start(now = clockNow().getTime()): void {
    this.reset();
    this.#mark(now);
    this.#later(() => {
      const bar = this.#show();
      // Style the empty bar now, so the change below is a transition from it. Not in an animation
      // frame: with a navigation pending, Chromium may draw no more frames for this page.
      bar.getBoundingClientRect();
      bar.style.transitionDuration = `${PROGRESS_DURATION_MS - PROGRESS_THROTTLE_MS}ms`;
      bar.dataset.state = 'running';
    }, PROGRESS_THROTTLE_MS);
    this.#later(() => this.reset(), PROGRESS_GIVE_UP_MS);
  }

  /**
   * The page arrived: when the navigation was ours, the bar completes and hides after the delay,
   * counted from the document's load.
   */
  arrive(now = clockNow().getTime()): void {
    const started = Number(this.#store()?.getItem(MARK_KEY) ?? Number.NaN);
    this.#clearMark();
    if (!(now - started >= 0 && now - started <= MARK_MAX_AGE_MS)) return;
    const bar = this.#show();
    bar.dataset.state = 'done';
    const hide = () => this.#later(() => this.reset(), PROGRESS_HIDE_DELAY_MS);
    if (this.#doc.readyState === 'complete') hide();
    else this.#doc.defaultView?.addEventListener('load', hide, { once: true });
  }

  /** No bar, no timers (a page restored from the back/forward cache, the element removed). */
  reset(): void {
    for (const timer of this.#timers.splice(0)) clearTimeout(timer);
    this.#bar?.remove();
    this.#bar = null;
  }

  /** The tab's session storage, asked for when first needed (a synchronous round trip, 0159). */
  #store(): Storage | null {
    if (typeof this.#storage === 'function') this.#storage = this.#storage();
    return this.#storage;
  }

  #show(): HTMLElement {
    if (this.#bar) return this.#bar;
    const bar = this.#doc.createElement('div');
    bar.className = 'navigation-progress';
    // Decorative: the browser announces loading itself.
    bar.setAttribute('aria-hidden', 'true');
    this.#doc.body.append(bar);
    this.#bar = bar;
    return bar;
  }

  #later(run: () => void, ms: number): void {
    this.#timers.push(window.setTimeout(run, ms));
  }

  #mark(now: number): void {
    try {
      this.#store()?.setItem(MARK_KEY, String(now));
    } catch {
      // Storage full or denied: the arriving page simply shows no completing bar.
    }
  }

  #clearMark(): void {
    try {
      this.#store()?.removeItem(MARK_KEY);
    } catch {
      // As above.
    }
  }
}

/** Whether a click on this link leaves the page in this tab for another document of the site. */
export function leavesPage(event: MouseEvent, link: HTMLAnchorElement, here: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const to = new URL(link.href, here.href);
  if (to.origin !== here.origin || !/^https?:$/.test(to.protocol)) return false;
  // Only the hash changes: the same document scrolls.
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== '');
}

/** The windows whose navigations a bar already watches (the host frame's, or an element's). */
const watched = new WeakSet<Window>();

/**
 * Watches the navigations of a page: link clicks and form submissions that leave the page start
 * the bar; arriving completes the bar a previous page started, when `arrival` runs its work (the
 * host frame: when the browser is idle, since the mark is a synchronous session-storage read).
 * One watcher per window: a second install (the site header after the host frame) does nothing.
 * Returns the disposer.
 */
export function installNavigationProgress(
  win: Window & typeof globalThis,
  arrival: (work: () => void) => void = (work) => work(),
): () => void {
  if (watched.has(win)) return () => {};
  watched.add(win);
  // Read when a navigation starts or arrives, not at install: reading it is a synchronous round
  // trip to the browser process, kept out of the page's start (decision 0159).
  const storage = () => {
    try {
      return win.sessionStorage;
    } catch {
      // Storage denied (a sandboxed frame): the bar still shows on the page being left.
      return null;
    }
  };
  const progress = new NavigationProgress(win.document, storage);
  arrival(() => progress.arrive());
  // Bubbling listeners on the window run after the page's own handlers, so a click an element
  // handled itself (a menu toggle, a dialog) is seen as defaultPrevented and ignored.
  const onClick = (event: MouseEvent) => {
    const link = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof win.HTMLAnchorElement);
    if (link && leavesPage(event, link, win.location)) progress.start();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof win.HTMLFormElement)) return;
    const target = event.submitter?.getAttribute('formtarget') ?? form.target;
    if (!target || target === '_self') progress.start();
  };
  // Back from the back/forward cache: the page is shown as it was left, without a bar.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) progress.reset();
  };
  win.addEventListener('click', onClick);
  win.addEventListener('submit', onSubmit);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    watched.delete(win);
    win.removeEventListener('click', onClick);
    win.removeEventListener('submit', onSubmit);
    win.removeEventListener('pageshow', onPageShow);
    progress.reset();
  };
}
