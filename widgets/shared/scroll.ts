/** Scroll-to-top duration (spec: programme §9 "scroll-to-top button 0.7 s"). */
export const SCROLL_TOP_MS = 700;

/**
 * Scrolls the window to `top` in `duration` ms (ease-in-out), instantly for visitors who prefer
 * reduced motion, then calls `done`. A function `top` is asked again on every frame, so a layout
 * that moves while scrolling (the header shrinking) still ends at the element.
 */
export function scrollWindowTo(
  top: number | (() => number),
  duration: number,
  done: () => void = () => {},
): void {
  const start = window.scrollY;
  const targetNow = () => Math.max(0, Math.round(typeof top === 'function' ? top() : top));
  if (start === targetNow() || duration <= 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, targetNow());
    done();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(start + (targetNow() - start) * eased));
    if (progress < 1) requestAnimationFrame(step);
    else {
      // One more frame for what the last scroll moved (a header shrinking past its threshold).
      requestAnimationFrame(() => {
        window.scrollTo(0, targetNow());
        done();
      });
    }
  };
  requestAnimationFrame(step);
}

/**
 * Scrolls the window to the top in `duration` ms (ease-in-out), instantly for visitors who
 * prefer reduced motion, then moves focus to `focusTarget` so keyboard users start at the top.
 */
export function scrollToTop(focusTarget: HTMLElement | null, duration = SCROLL_TOP_MS): void {
  scrollWindowTo(0, duration, () => focusTarget?.focus({ preventScroll: true }));
}
