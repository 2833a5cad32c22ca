import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { dayStart, monthStart, VENUE_ZONE, venueDay, venueToday, withOffset } from './venue-time';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('venue time (Europe/Berlin without dayjs on the hot path)', () => {
  it('writes instants with their offset exactly as dayjs does, every 7 hours 13 minutes over two years', () => {
    const start = Date.UTC(2025, 11, 30);
    for (let ms = start; ms < start + 2 * 366 * 86_400_000; ms += 433 * 60_000 + 13_000) {
      const date = new Date(ms);
      expect(withOffset(date)).toBe(dayjs(date).tz(VENUE_ZONE).format('YYYY-MM-DDTHH:mm:ssZ'));
      expect(venueDay(date)).toBe(dayjs(date).tz(VENUE_ZONE).format('YYYY-MM-DD'));
    }
  });

  it('knows both sides of the clock changes', () => {
    expect(withOffset(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(withOffset(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(withOffset(new Date('2026-10-25T00:59:59Z'))).toBe('2026-10-25T02:59:59+02:00');
    expect(withOffset(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
    expect(venueToday(new Date('2026-01-18T23:30:00Z'))).toBe('2026-01-19');
  });

  it('finds the Berlin midnight of every day of two years, 23- and 25-hour days included', () => {
    for (let day = dayjs('2026-01-01'); day.isBefore('2028-01-01'); day = day.add(1, 'day')) {
      const text = day.format('YYYY-MM-DD');
      expect(dayStart(text).toISOString()).toBe(dayjs.tz(text, VENUE_ZONE).toDate().toISOString());
    }
    expect(dayStart('2026-03-30').getTime() - dayStart('2026-03-29').getTime()).toBe(23 * 3_600_000);
    expect(dayStart('2026-10-26').getTime() - dayStart('2026-10-25').getTime()).toBe(25 * 3_600_000);
    expect(monthStart('2026-11-23')).toBe('2026-11-01');
  });
});
