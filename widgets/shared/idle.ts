/** An idle wait is over at the latest this long after the page's load event. */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs `work` when the browser is idle after the page's load event (at the latest after IDLE_TIMEOUT_MS). */
export function whenIdle(work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
