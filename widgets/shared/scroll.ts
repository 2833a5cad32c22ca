/** Scroll-to-top duration (spec: programme §9 "scroll-to-top button 0.7 s"). */
export const SCROLL_TOP_MS = 700;

/**
 * Scrolls the window to the top in `duration` ms (ease-in-out), instantly for visitors who
 * prefer reduced motion, then moves focus to `focusTarget` so keyboard users start at the top.
 */
export function scrollToTop(focusTarget: HTMLElement | null, duration = SCROLL_TOP_MS): void {
  const start = window.scrollY;
  const finish = () => focusTarget?.focus({ preventScroll: true });
  if (start === 0 || duration <= 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    finish();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
    else finish();
  };
  requestAnimationFrame(step);
}
