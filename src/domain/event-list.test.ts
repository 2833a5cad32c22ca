import { describe, expect, it } from 'vitest';
import { eventListWindow } from './event-list';

// Wednesday 25 November 2026, 10:00 in Berlin (UTC+1).
const wednesday = new Date('2026-11-25T09:00:00Z');

describe('event list windows (spec: frame §3 Event list), Europe/Berlin', () => {
  it('starts now when date_from is empty or past, and keeps date_to', () => {
    expect(eventListWindow({}, wednesday)).toEqual({ from: wednesday, to: null });
    expect(eventListWindow({ date_from: '2020-01-01T00:00:00+01:00' }, wednesday).from).toEqual(wednesday);
    const window = eventListWindow(
      { date_from: '2026-12-01T00:00:00+01:00', date_to: '2026-12-31T00:00:00+01:00' },
      wednesday,
    );
    expect(window.from.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(window.to?.toISOString()).toBe('2026-12-30T23:00:00.000Z');
  });

  it('next_3_days ends at midnight after the day after tomorrow, Berlin time', () => {
    const window = eventListWindow({ filters: 'next_3_days' }, wednesday);
    expect(window.from).toEqual(wednesday);
    expect(window.to?.toISOString()).toBe('2026-11-27T23:00:00.000Z'); // Sat 28 Nov 00:00 Berlin
  });

  it('weekend is the coming Saturday and Sunday; during the weekend it starts now', () => {
    const window = eventListWindow({ filters: 'weekend' }, wednesday);
    expect(window.from.toISOString()).toBe('2026-11-27T23:00:00.000Z'); // Sat 00:00 Berlin
    expect(window.to?.toISOString()).toBe('2026-11-29T23:00:00.000Z'); // Mon 00:00 Berlin
    const sunday = new Date('2026-11-29T15:00:00Z');
    const during = eventListWindow({ filters: 'weekend' }, sunday);
    expect(during.from).toEqual(sunday);
    expect(during.to?.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    // Saturday just after midnight in Berlin (still Friday in UTC) is already the weekend.
    const saturdayEarly = new Date('2026-11-27T23:30:00Z');
    expect(eventListWindow({ filters: 'weekend' }, saturdayEarly).to?.toISOString()).toBe(
      '2026-11-29T23:00:00.000Z',
    );
  });
});
