/**
 * The one source of "now" (docs/decisions/0012-one-clock.md). Nothing else in the app reads the
 * machine's clock: the server's `app.clock` is built here and passed down as a parameter; the
 * browser's elements, stores and helpers call `now()` below, whose clock tests set with
 * `setClock()` and a page sets through `<meta name="foyer-clock">`. Durations that are not time
 * of day (cache lifetimes, animation timing) use `performance.now()` instead.
 *
 * Shared by server and browser: no Node and no DOM assumptions (the page's meta tag is looked for
 * only where there is a document).
 */

/** A source of the current instant. */
export interface Clock {
  now(): Date;
}

/**
 * How a clock relates to the machine's clock, so another process can follow it: the browser
 * adopts the server's through the host page's `foyer-clock` meta tag.
 */
export type ClockSetting = { kind: 'system' } | { kind: 'fixed'; at: Date } | { kind: 'offset'; ms: number };

/** A clock that says how it relates to the machine's clock (see `clockMeta`). */
export interface DescribedClock extends Clock {
  readonly setting: ClockSetting;
}

/** The machine's clock: the one place in the app that reads it. */
export const systemClock: DescribedClock = {
  setting: { kind: 'system' },
  now: () => new Date(),
};

function instant(at: Date | string | number): Date {
  const date =
    at instanceof Date ? new Date(at.getTime()) : typeof at === 'string' ? parseInstant(at) : new Date(at);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an instant: ${String(at)}`);
  return date;
}

/** A clock that stands still at `at` (tests, and `FOYER_CLOCK=fixed`). */
export function fixedClock(at: Date | string | number): DescribedClock {
  const frozen = instant(at);
  return { setting: { kind: 'fixed', at: frozen }, now: () => new Date(frozen.getTime()) };
}

/** The machine's clock shifted by `ms` milliseconds: it runs on at the machine's pace. */
export function offsetClock(ms: number): DescribedClock {
  if (!Number.isFinite(ms)) throw new Error(`Not a clock offset: ${ms}`);
  const whole = Math.round(ms);
  if (whole === 0) return systemClock;
  return { setting: { kind: 'offset', ms: whole }, now: () => new Date(systemClock.now().getTime() + whole) };
}

/** A clock that reads `start` now and runs on from there (`FOYER_NOW=…`). */
export function runningClock(start: Date | string | number): DescribedClock {
  return offsetClock(instant(start).getTime() - systemClock.now().getTime());
}

/**
 * An ISO 8601 instant with its offset or `Z`, e.g. `2026-03-28T23:30:00+01:00`. A local time
 * without an offset is refused: it would mean another instant on a machine in another zone.
 */
export function parseInstant(text: string): Date {
  const trimmed = text.trim();
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(trimmed);
  const date = match ? new Date(trimmed) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new Error(
      `Expected an ISO 8601 instant with offset, e.g. 2026-03-28T23:30:00+01:00, got "${text}"`,
    );
  return date;
}

/** The clock settings of the environment (process env on the server). */
export interface ClockEnv {
  /** Where the clock starts: an ISO 8601 instant with offset. Unset or empty: the machine's clock. */
  FOYER_NOW?: string | undefined;
  /** `running` (default): the clock runs on from FOYER_NOW. `fixed`: it stands still there. */
  FOYER_CLOCK?: string | undefined;
}

/**
 * The clock the environment asks for: `FOYER_NOW=2026-03-28T23:30:00+01:00` starts it there and
 * lets it run; with `FOYER_CLOCK=fixed` as well it stands still there. Neither: the machine's clock.
 */
export function clockFromEnv(env: ClockEnv): DescribedClock {
  const mode = (env.FOYER_CLOCK ?? '').trim() || 'running';
  if (mode !== 'running' && mode !== 'fixed')
    throw new Error(`FOYER_CLOCK must be "running" or "fixed", got "${env.FOYER_CLOCK}"`);
  const start = (env.FOYER_NOW ?? '').trim();
  if (!start) {
    if (mode === 'fixed') throw new Error('FOYER_CLOCK=fixed needs FOYER_NOW (the instant to stand at)');
    return systemClock;
  }
  return mode === 'fixed' ? fixedClock(start) : runningClock(start);
}

/** The name of the host page's meta tag that hands the server's clock to the browser. */
export const CLOCK_META_NAME = 'foyer-clock';

/**
 * The `content` of the host page's `foyer-clock` meta tag for a clock: `offset=<ms>` (pages are
 * cached, so an offset, never a rendered instant) or `fixed=<ISO>`; undefined for the machine's
 * clock and for clocks that do not describe themselves (no tag: the browser keeps its own).
 */
export function clockMeta(clock: Clock): string | undefined {
  const setting = (clock as Partial<DescribedClock>).setting;
  if (!setting || setting.kind === 'system') return undefined;
  return setting.kind === 'fixed' ? `fixed=${setting.at.toISOString()}` : `offset=${setting.ms}`;
}

/** The clock a `foyer-clock` meta content describes; undefined when it is not one. */
export function clockFromMeta(content: string | null | undefined): DescribedClock | undefined {
  const match = /^\s*(offset|fixed)=(.+?)\s*$/.exec(content ?? '');
  if (!match) return undefined;
  try {
    if (match[1] === 'fixed') return fixedClock(match[2] as string);
    if (!/^-?\d+$/.test(match[2] as string)) return undefined;
    return offsetClock(Number(match[2]));
  } catch {
    return undefined;
  }
}

// The current clock of this JavaScript realm: what browser code reads through `now()`.
let current: Clock = systemClock;

/** Now, on the current clock (browser code: elements, stores, domain helpers). */
export function now(): Date {
  return current.now();
}

/** Sets the current clock (tests; a page's `foyer-clock` meta tag). */
export function setClock(clock: Clock): void {
  current = clock;
}

/** The current clock. */
export function currentClock(): Clock {
  return current;
}

/**
 * Adopts the clock the host page announces in `<meta name="foyer-clock">`, so a server started
 * with `FOYER_NOW` gives a consistent site in the browser. Runs when this module loads; without
 * a document (the server) or a tag (a webshop template on another origin) nothing changes.
 */
export function adoptPageClock(): void {
  if (typeof document === 'undefined') return;
  const content = document.querySelector(`meta[name="${CLOCK_META_NAME}"]`)?.getAttribute('content');
  const clock = clockFromMeta(content);
  if (clock) setClock(clock);
}

adoptPageClock();

/**
 * The whole minute an instant falls in (minutes since the epoch): part of the keys of pages and
 * answers whose content time changes (an article going online, an event past), kept for a minute.
 */
export const minuteOf = (instant: Date): number => Math.floor(instant.getTime() / 60_000);
