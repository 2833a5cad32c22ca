import { describe, expect, it } from 'vitest';
import { systemClock } from '../src/domain/clock';
import { configClock, loadConfig } from './config';

describe('the clock in the configuration (FOYER_NOW, FOYER_CLOCK)', () => {
  it('is the machine clock unless FOYER_NOW is set', () => {
    expect(configClock(loadConfig({}))).toBe(systemClock);
  });

  it('starts at FOYER_NOW and runs, or stands there with FOYER_CLOCK=fixed', () => {
    const running = configClock(loadConfig({ FOYER_NOW: '2027-03-28T01:59:30+01:00' }));
    const drift = running.now().getTime() - Date.parse('2027-03-28T00:59:30Z');
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(5_000);
    const fixed = configClock(loadConfig({ FOYER_NOW: '2027-03-28T01:59:30+01:00', FOYER_CLOCK: 'fixed' }));
    expect(fixed.now().toISOString()).toBe('2027-03-28T00:59:30.000Z');
  });

  it('refuses to start with a clock setting it cannot read', () => {
    expect(() => loadConfig({ FOYER_NOW: '28.03.2027 01:59' })).toThrow(/FOYER_NOW|ISO 8601/);
    expect(() => loadConfig({ FOYER_NOW: '2027-03-28T01:59:30+01:00', FOYER_CLOCK: 'stop' })).toThrow(
      /FOYER_CLOCK/,
    );
  });
});

describe('the search answer cache switch (SEARCH_ANSWER_CACHE)', () => {
  it('is on unless set to off, and refuses anything else', () => {
    expect(loadConfig({}).searchAnswerCache).toBe(true);
    expect(loadConfig({ SEARCH_ANSWER_CACHE: 'on' }).searchAnswerCache).toBe(true);
    expect(loadConfig({ SEARCH_ANSWER_CACHE: 'off' }).searchAnswerCache).toBe(false);
    expect(() => loadConfig({ SEARCH_ANSWER_CACHE: 'no' })).toThrow(/SEARCH_ANSWER_CACHE/);
  });
});
