import { scrollWindowTo } from './scroll';

/**
 * Anchors and hashes (spec: frame §2, §9; programme §9; issue 22; checklist R-ROUTE-45,
 * R-CONST-11, R-CONST-21, R-MISC-8, R-MISC-9). Loaded by the loader only on pages with a hash in
 * the address or an anchor list.
 */
export interface HashTiming {
  waitMs: number;
  pollMs: number;
  tries: number;
  offsetPx: number;
  scrollMs: number;
}
export interface AnchorListTiming {
  scrollMs: number;
  offsetPx: number;
  faqDelayMs: number;
  stickyOffsetPx: number;
}
export const HASH: HashTiming = { waitMs: 1000, pollMs: 250, tries: 100, offsetPx: 130, scrollMs: 700 };
export const ANCHOR_LIST: AnchorListTiming = {
  scrollMs: 700,
  offsetPx: 200,
  faqDelayMs: 700,
  stickyOffsetPx: 600,
};

/** The top of an element in page coordinates. */
const pageTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

function focusWithoutScroll(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/.test(target.tagName))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * With a hash in the address: wait 1 s, then look for its element every 250 ms, up to 100 times
 * (content that appears later is still reached), and scroll smoothly so it is 130 px below the
 * viewport top. Returns a function that stops looking.
 */
export function scrollToHashTarget(hash = location.hash, timing: HashTiming = HASH): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!hash || hash === '#') return () => {};
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => {};
  }
  let tries = 0;
  const look = () => {
    const target = document.getElementById(id);
    if (target) {
      scrollWindowTo(
        () => pageTop(target) - timing.offsetPx,
        timing.scrollMs,
        () => focusWithoutScroll(target),
      );
      return;
    }
    tries++;
    if (tries < timing.tries) timer = setTimeout(look, timing.pollMs);
  };
  timer = setTimeout(look, timing.waitMs);
  return () => clearTimeout(timer);
}

/**
 * The anchor-list offset: the list's own `data-offset`, else the design settings' as the page
 * states it (`<meta name="foyer-anchor-offset">`), else 600.
 */
function stickyOffset(list: HTMLElement, fallback: number): number {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="foyer-anchor-offset"]')?.content;
  for (const value of [Number(list.dataset.offset), Number(meta)])
    if (Number.isFinite(value) && value > 0) return value;
  return fallback;
}

/**
 * Anchor lists (`nav.m-anchor-list`): a link scrolls in 0.7 s to 200 px above its target (an
 * answer inside a closed FAQ item opens it and scrolls 700 ms later); a sticky list becomes stuck
 * once the page is scrolled past the anchor-list offset (600), with the entry of the section in
 * view marked `aria-current`.
 */
export function enhanceAnchorLists(
  root: ParentNode = document,
  timing: AnchorListTiming = ANCHOR_LIST,
): void {
  for (const list of root.querySelectorAll<HTMLElement>('nav.m-anchor-list:not([data-enhanced])')) {
    list.dataset.enhanced = '';
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    list.addEventListener('click', (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!target) return;
      event.preventDefault();
      history.pushState(history.state, '', link.hash);
      const faq = target.closest('details');
      const delay = faq && !faq.open ? timing.faqDelayMs : 0;
      if (faq) faq.open = true;
      setTimeout(
        () =>
          scrollWindowTo(
            () => pageTop(target) - timing.offsetPx,
            timing.scrollMs,
            () => focusWithoutScroll(target),
          ),
        delay,
      );
    });
    if (list.dataset.sticky === undefined) continue;
    const offset = stickyOffset(list, timing.stickyOffsetPx);
    let queued = false;
    const update = () => {
      queued = false;
      list.classList.toggle('is-stuck', window.scrollY > offset);
      // The active entry: the last target whose top has passed the list's scroll offset.
      let active: HTMLAnchorElement | undefined;
      for (const link of links) {
        const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
        if (target && target.getBoundingClientRect().top <= timing.offsetPx + 1) active = link;
      }
      for (const link of links) {
        if (link === active) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    };
    addEventListener(
      'scroll',
      () => {
        if (queued) return;
        queued = true;
        requestAnimationFrame(update);
      },
      { passive: true },
    );
    update();
  }
}
