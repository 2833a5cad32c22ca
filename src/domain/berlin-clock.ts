/**
 * The venue's wall clock (Europe/Berlin) without Intl.
 *
 * Why not Intl: the first `Intl.DateTimeFormat` a page builds loads ICU's locale and zone data,
 * 15–60 ms on this machine's Chromium and four times that under Lighthouse's CPU slowdown, inside
 * whichever task first formats a date. On the programme that was the calendar's first render
 * (issue 7, total blocking time). Berlin's offset follows one fixed rule since 1996 (EU Directive
 * 2000/84/EC and its predecessors): summer time, UTC+2, from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October; UTC+1 otherwise. Instants before 1996 (Germany
 * ended summer time in September then) go to Intl. `berlin-clock.test.ts` compares every hour of
 * 1996–2040 with ICU's zone data, so a change of the rule in tzdata fails the suite.
 */

const HOUR_MS = 3_600_000;
const RULE_SINCE_YEAR = 1996;

/** 01:00 UTC on the last Sunday of a month (0-based), as epoch ms. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

let fallbackFormat: Intl.DateTimeFormat | undefined;
function offsetFromIntl(epochMs: number): number {
  fallbackFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const part = (type: string) =>
    Number(fallbackFormat?.formatToParts(epochMs).find((each) => each.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/** Berlin's UTC offset in minutes at an instant: 60 in winter, 120 in summer. */
export function berlinOffsetMinutes(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  if (year < RULE_SINCE_YEAR) return offsetFromIntl(epochMs);
  const summer = epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9);
  return summer ? 120 : 60;
}

export interface WallClock {
  /** 'YYYY' */
  year: string;
  /** '01'–'12' */
  month: string;
  /** '01'–'31' */
  day: string;
  /** '00'–'23' */
  hour: string;
  /** '00'–'59' */
  minute: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The Berlin calendar day and time of an instant, or null for an unreadable date. */
export function berlinWallClock(instant: Date | string | number): WallClock | null {
  const epochMs = new Date(instant).getTime();
  if (Number.isNaN(epochMs)) return null;
  const local = new Date(epochMs + berlinOffsetMinutes(epochMs) * 60_000);
  return {
    year: String(local.getUTCFullYear()).padStart(4, '0'),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
  };
}
