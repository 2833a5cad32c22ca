import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventDays, listEvents, venueToday } from './events.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo programme (issue 3 Data)', () => {
  it('seeds at least 150 events over the next four months in four rooms', async () => {
    const today = venueToday(t.now);
    const page = await listEvents(t.app.db, 'de', { date: today }, 1, 25);
    expect(page.count).toBeGreaterThanOrEqual(150);
    expect(page.results).toHaveLength(25);
    const last = await listEvents(t.app.db, 'de', { date: today }, Math.ceil(page.count / 25), 25);
    const lastStart = last.results.at(-1)?.date_start ?? '';
    const days = (Date.parse(lastStart) - t.now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(100);
    expect(days).toBeLessThan(125);
    const rooms = await t.app.db.selectFrom('rooms').select('id').execute();
    expect(rooms).toHaveLength(4);
  });

  it('gives every event seat groups with a main price, and marks some sold out', async () => {
    const all = await listEvents(t.app.db, 'de', { date: venueToday(t.now) }, 1, 100);
    for (const event of all.results) {
      expect(event.seat_groups.length).toBeGreaterThan(0);
      expect(event.date_start).toMatch(/[+-]\d{2}:\d{2}$/);
      for (const group of event.seat_groups) {
        expect(group.prices.filter((price) => price.is_main)).toHaveLength(1);
        expect(group.prices[0]?.text).toBe('Vollpreis');
      }
    }
    expect(all.results.some((event) => event.status === '0')).toBe(true);
    expect(all.results.some((event) => event.timeslots.length > 1)).toBe(true);
    expect(all.results.some((event) => event.seat_groups.some((group) => group.status === '0'))).toBe(true);
    const teasers = await t.app.db
      .selectFrom('event_teasers')
      .select('id')
      .where('locale', '=', 'de')
      .execute();
    expect(teasers).toHaveLength(5);
  });

  it('lists the Berlin days that have events', async () => {
    const days = await eventDays(t.app.db, { date: venueToday(t.now) });
    expect(days.length).toBeGreaterThan(90);
    expect(days).toContain(venueToday(t.now));
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);
  });
});
