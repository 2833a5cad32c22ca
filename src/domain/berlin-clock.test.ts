import { describe, expect, it } from 'vitest';
import { berlinOffsetMinutes, berlinWallClock } from './berlin-clock';

const zone = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** ICU's answer, in the same shape as berlinWallClock's. */
function fromIcu(epochMs: number): string {
  const parts = Object.fromEntries(zone.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
function fromClock(epochMs: number): string {
  const clock = berlinWallClock(epochMs);
  return clock ? `${clock.year}-${clock.month}-${clock.day} ${clock.hour}:${clock.minute}` : 'null';
}

describe('berlinWallClock', () => {
  it('agrees with ICU zone data at every hour from 1996 to 2040', () => {
    const mismatches: string[] = [];
    const end = Date.UTC(2041, 0, 1);
    for (let at = Date.UTC(1996, 0, 1); at < end; at += 3_600_000)
      if (fromClock(at) !== fromIcu(at)) mismatches.push(new Date(at).toISOString());
    expect(mismatches).toEqual([]);
    // 394,000 hours through Intl: seconds on a busy machine.
  }, 60_000);

  it('turns exactly at 01:00 UTC on the last Sundays of March and October', () => {
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(berlinOffsetMinutes(Date.parse('2026-03-29T00:59:59Z'))).toBe(60);
    expect(berlinOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(Date.parse('2026-10-25T00:59:59Z'))).toBe(120);
    expect(berlinOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'))).toBe(60);
    expect(fromClock(Date.parse('2026-03-29T00:59:00Z'))).toBe('2026-03-29 01:59');
    expect(fromClock(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29 03:00');
  });

  it('reads any offset the date was written with', () => {
    expect(fromClock(Date.parse('2025-07-01T17:30:00+00:00'))).toBe('2025-07-01 19:30');
    expect(fromClock(Date.parse('2026-11-23T19:30:00+01:00'))).toBe('2026-11-23 19:30');
    expect(fromClock(Date.parse('2026-11-23T23:05:00Z'))).toBe('2026-11-24 00:05');
  });

  it('asks ICU before 1996, when summer time ended in September', () => {
    const lateSeptember1990 = Date.parse('1990-09-29T12:00:00Z');
    expect(berlinOffsetMinutes(lateSeptember1990)).toBe(120);
    expect(berlinOffsetMinutes(Date.parse('1990-10-05T12:00:00Z'))).toBe(60);
    expect(fromClock(lateSeptember1990)).toBe(fromIcu(lateSeptember1990));
  });

  it('gives null for an unreadable date', () => {
    expect(berlinWallClock('not a date')).toBeNull();
  });
});
