import { type Clock, clockFromMeta, systemClock } from '../src/domain/clock';

/**
 * The site's clock in the journeys (docs/architecture.md "Clock"). The global setup starts the
 * server on a running clock from `E2E_NOW` (default below), seeds the demo against it and hands
 * it to the test workers as `E2E_CLOCK` (the content of the pages' `foyer-clock` meta tag, which
 * the browser adopts too). Cookie expiries are judged by the browser's real clock: the server
 * sets Max-Age, never Expires, so they are unaffected.
 */
export const E2E_NOW_DEFAULT = '2026-11-24T10:00:00+01:00';

/** Where the journeys' clock starts: `E2E_NOW` when set, else a Tuesday morning in November. */
export function e2eStart(): string {
  return process.env.E2E_NOW?.trim() || E2E_NOW_DEFAULT;
}

/** The server's clock as the setup announced it; the machine's when it announced none. */
export function siteClock(): Clock {
  return clockFromMeta(process.env.E2E_CLOCK) ?? systemClock;
}

/** Now on the site's clock. */
export function siteNow(): Date {
  return siteClock().now();
}
