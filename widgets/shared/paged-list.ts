import { useEffect, useLayoutEffect, useRef } from 'react';

/** Infinite loading starts when the trigger is within 170 % of the viewport (spec: programme §9). */
const TRIGGER_MARGIN = '0px 0px 170% 0px';

export interface PagedListOptions {
  /** The element's shadow root (where the focused button lives). */
  container: ShadowRoot | HTMLElement | undefined;
  /** Cards shown now: the observer is re-armed after each page. */
  loadedCount: number;
  /** Whether there is a next page. */
  more: boolean;
  /** Read at the moment: a page is on its way / the last one failed. */
  loading: () => boolean;
  failed: () => boolean;
  requestNextPage: () => void;
}

/**
 * What the paged lists share (`<foyer-production-list>`, `<foyer-article-list>`): infinite loading
 * from a trigger below the cards, and a load-more or retry button whose focus, when the button goes
 * with the page it asked for, moves to the load-more button if there is one, else to the first new
 * card's link, never to the page's start. Focus is never moved otherwise.
 */
export function usePagedList(options: PagedListOptions) {
  const triggerRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the first card of a page asked for from the focused load-more button. */
  const focusFrom = useRef<number | null>(null);
  const { container, loadedCount, more, loading, failed, requestNextPage } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page must re-arm the observer
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !failed()) requestNextPage();
      },
      { rootMargin: TRIGGER_MARGIN },
    );
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [loadedCount, more]);

  useLayoutEffect(() => {
    const pending = focusFrom.current;
    if (pending === null || loading()) return;
    focusFrom.current = null;
    const root = container instanceof ShadowRoot ? container : null;
    // Only focus that went with the removed button: not where the visitor has moved it since.
    const lost =
      !root?.activeElement && (!document.activeElement || document.activeElement === document.body);
    if (!lost) return;
    if (moreRef.current?.isConnected) moreRef.current.focus();
    else listRef.current?.querySelectorAll<HTMLAnchorElement>('li > article a')[pending]?.focus();
  });

  /** Load more and Try again: remembers where the new cards start when the button had focus. */
  const next = (button: HTMLButtonElement) => {
    if (loading()) return;
    const root = container instanceof ShadowRoot ? container : null;
    focusFrom.current = root?.activeElement === button ? loadedCount : null;
    requestNextPage();
  };

  return { triggerRef, moreRef, listRef, next };
}
