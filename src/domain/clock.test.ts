import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clockFromEnv,
  clockFromMeta,
  clockMeta,
  currentClock,
  fixedClock,
  now,
  offsetClock,
  parseInstant,
  runningClock,
  setClock,
  systemClock,
} from './clock';

// The machine's clock is faked here (vitest fakes Date), so "running" can be measured exactly.
const MACHINE = new Date('2031-06-15T08:00:00Z');

describe('clock (docs/decisions/0012-one-clock.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MACHINE);
  });
  afterEach(() => {
    vi.useRealTimers();
    setClock(systemClock);
  });

  it('reads ISO 8601 instants with an offset or Z, and nothing else', () => {
    expect(parseInstant('2026-03-28T23:30:00+01:00').toISOString()).toBe('2026-03-28T22:30:00.000Z');
    expect(parseInstant(' 2027-03-28T01:59:30+01:00 ').toISOString()).toBe('2027-03-28T00:59:30.000Z');
    expect(parseInstant('2026-11-24T20:20Z').toISOString()).toBe('2026-11-24T20:20:00.000Z');
    expect(parseInstant('2026-11-24T20:20:00.250-05:00').toISOString()).toBe('2026-11-25T01:20:00.250Z');
    // Without an offset it would be another instant on a machine in another zone.
    for (const bad of ['2026-03-28T23:30:00', '2026-03-28', 'tomorrow', '', '2026-02-30T10:00:00+01:00x'])
      expect(() => parseInstant(bad), bad).toThrow(/ISO 8601/);
  });

  it('a fixed clock stands still; a running clock starts at its instant and keeps pace', () => {
    const fixed = fixedClock('2026-11-24T21:20:00+01:00');
    const running = runningClock('2026-11-24T21:20:00+01:00');
    expect(fixed.now().toISOString()).toBe('2026-11-24T20:20:00.000Z');
    expect(running.now().toISOString()).toBe('2026-11-24T20:20:00.000Z');
    vi.setSystemTime(MACHINE.getTime() + 90_000);
    expect(fixed.now().toISOString()).toBe('2026-11-24T20:20:00.000Z');
    expect(running.now().toISOString()).toBe('2026-11-24T20:21:30.000Z');
    // A caller cannot move a fixed clock by changing the Date it was given.
    fixed.now().setTime(0);
    expect(fixed.now().toISOString()).toBe('2026-11-24T20:20:00.000Z');
    expect(offsetClock(-1000).now().getTime()).toBe(MACHINE.getTime() + 90_000 - 1000);
    expect(offsetClock(0)).toBe(systemClock);
  });

  it('FOYER_NOW starts the clock and lets it run; FOYER_CLOCK=fixed makes it stand', () => {
    expect(clockFromEnv({})).toBe(systemClock);
    expect(clockFromEnv({ FOYER_NOW: '  ' })).toBe(systemClock);
    const running = clockFromEnv({ FOYER_NOW: '2026-03-28T23:30:00+01:00' });
    const fixed = clockFromEnv({ FOYER_NOW: '2026-03-28T23:30:00+01:00', FOYER_CLOCK: 'fixed' });
    expect(running.setting).toEqual({
      kind: 'offset',
      ms: Date.parse('2026-03-28T22:30:00Z') - MACHINE.getTime(),
    });
    expect(fixed.setting).toEqual({ kind: 'fixed', at: new Date('2026-03-28T22:30:00Z') });
    vi.setSystemTime(MACHINE.getTime() + 5000);
    expect(running.now().toISOString()).toBe('2026-03-28T22:30:05.000Z');
    expect(fixed.now().toISOString()).toBe('2026-03-28T22:30:00.000Z');
    expect(() => clockFromEnv({ FOYER_NOW: '2026-03-28 23:30' })).toThrow(/ISO 8601/);
    expect(() => clockFromEnv({ FOYER_NOW: '2026-03-28T23:30:00Z', FOYER_CLOCK: 'frozen' })).toThrow(
      /FOYER_CLOCK/,
    );
    expect(() => clockFromEnv({ FOYER_CLOCK: 'fixed' })).toThrow(/needs FOYER_NOW/);
  });

  it('tells the browser an offset or a fixed instant, never a rendered instant of a running clock', () => {
    expect(clockMeta(systemClock)).toBeUndefined();
    expect(clockMeta({ now: () => new Date(0) })).toBeUndefined();
    const running = runningClock('2031-06-15T09:00:00Z');
    expect(clockMeta(running)).toBe('offset=3600000');
    expect(clockMeta(fixedClock('2026-11-24T21:20:00+01:00'))).toBe('fixed=2026-11-24T20:20:00.000Z');

    // The browser's side: the same clock again from the tag's content.
    vi.setSystemTime(MACHINE.getTime() + 60_000);
    expect(clockFromMeta('offset=3600000')?.now().toISOString()).toBe('2031-06-15T09:01:00.000Z');
    expect(clockFromMeta('offset=-60000')?.now().toISOString()).toBe('2031-06-15T08:00:00.000Z');
    expect(clockFromMeta('fixed=2026-11-24T20:20:00.000Z')?.now().toISOString()).toBe(
      '2026-11-24T20:20:00.000Z',
    );
    for (const bad of [
      null,
      undefined,
      '',
      'offset=',
      'offset=1e3',
      'offset=abc',
      'fixed=yesterday',
      'later=5',
    ])
      expect(clockFromMeta(bad), String(bad)).toBeUndefined();
  });

  it('now() reads the current clock, which tests and the page set', () => {
    expect(currentClock()).toBe(systemClock);
    expect(now().getTime()).toBe(MACHINE.getTime());
    setClock(fixedClock('2027-10-31T02:30:00+01:00'));
    expect(now().toISOString()).toBe('2027-10-31T01:30:00.000Z');
    setClock(systemClock);
    expect(now().getTime()).toBe(MACHINE.getTime());
  });
});
