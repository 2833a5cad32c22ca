import { runningClock, setClock } from '../../src/domain/clock';

/**
 * Where the elements' clock starts in the browser tests: the Saturday evening before the October
 * clock change, three days before a month ends, and far from the machine's clock on purpose, so an
 * element that read the machine's clock instead of `now()` (src/domain/clock.ts) would show it.
 */
export const BROWSER_TEST_NOW = '2027-10-30T21:20:00+02:00';

/**
 * Starts the page's clock at `at` and lets it run (countdowns tick, timers fire). Call it at the
 * top of a test file, before the elements render; stores that read "today" when they load take it
 * again when the test resets them.
 */
export function startTestClock(at: string = BROWSER_TEST_NOW): void {
  setClock(runningClock(at));
}
