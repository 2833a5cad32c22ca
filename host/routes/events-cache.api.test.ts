import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPageSchema } from '../../src/contract/events';
import { PROGRAMME_CACHE_LIMITS, ProgrammeCache } from '../db/events/programme-cache';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The programme answers are kept in memory per programme version (docs/decisions/0003-programme.md,
 * "Speed"). These tests fail if a kept answer is served after a write to the programme: every
 * write is followed at once by a request that must see it, whoever wrote it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const page = async (url: string) => {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  return eventsPageSchema.parse(response.json());
};
const days = async (url: string) => (await t.app.inject(url)).json().data as string[];
const firstEvent = async () => {
  const first = (await page('/de/api/events/?page=1')).results[0];
  if (!first) throw new Error('the demo programme is empty');
  return first;
};

describe('programme answers after writes (never stale)', () => {
  it('serves a kept answer until the programme changes, then the new state at once', async () => {
    const first = await firstEvent();
    const again = await t.app.inject('/de/api/events/?page=1');
    expect(again.json().results[0].name).toBe(first.name);

    // A write that bypasses the version trigger is NOT seen: proof that answers really are kept
    // (so the checks below test the invalidation, not a cache that never hits).
    await sql`ALTER TABLE events DISABLE TRIGGER events_programme_version`.execute(t.app.db);
    await t.app.db
      .updateTable('events')
      .set({ name: JSON.stringify({ de: 'Unsichtbar' }) as never })
      .where('id', '=', first.id)
      .execute();
    expect((await firstEvent()).name).toBe(first.name);
    await sql`ALTER TABLE events ENABLE TRIGGER events_programme_version`.execute(t.app.db);

    // A normal write (what a staff edit or the ticketing sync does) shows on the next request.
    await t.app.db
      .updateTable('events')
      .set({ name: JSON.stringify({ de: 'Geänderter Titel', en: 'Changed title' }) as never })
      .where('id', '=', first.id)
      .execute();
    expect((await firstEvent()).name).toBe('Geänderter Titel');
    expect((await page('/en/api/events/?page=1')).results[0]?.name).toBe('Changed title');
  });

  it('shows a new event in the list, its filters, its count and the calendar at once', async () => {
    const [room] = await t.app.db.selectFrom('rooms').select('id').orderBy('id').limit(1).execute();
    if (!room) throw new Error('no room');
    const far = new Date(t.now);
    far.setUTCFullYear(far.getUTCFullYear() + 3, 5, 17); // a June day three years on: no demo events
    far.setUTCHours(17, 0, 0, 0);
    const month = `${far.getUTCFullYear()}-06`;
    const before = await page(`/de/api/events/?room=${room.id}`);
    const calendarBefore = await days(`/api/calendar/?date=01-06-${far.getUTCFullYear()}&room=${room.id}`);
    expect(calendarBefore.filter((day) => day.startsWith(month))).toEqual([]);

    const inserted = await t.app.db
      .insertInto('events')
      .values({
        name: JSON.stringify({ de: 'Neu im Spielplan' }) as never,
        slug: JSON.stringify({ de: 'neu-im-spielplan' }) as never,
        date_start: far,
        room_id: room.id,
        id_jet: 'cache-test-new',
        images: '[]' as never,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await page(`/de/api/events/?room=${room.id}`);
    expect(after.count).toBe(before.count + 1);
    const calendarAfter = await days(`/api/calendar/?date=01-06-${far.getUTCFullYear()}&room=${room.id}`);
    expect(calendarAfter).toContain(`${month}-17`);

    // Tags, prices and timeslots are tables of their own: each write shows too.
    const [tag] = await t.app.db.selectFrom('event_tags').select('id').orderBy('id').limit(1).execute();
    if (!tag) throw new Error('no tag');
    const far1 = `date=17-06-${far.getUTCFullYear()}`;
    expect((await page(`/de/api/events/?tag=${tag.id}&${far1}`)).results.map((e) => e.id)).not.toContain(
      inserted.id,
    );
    await t.app.db.insertInto('event_tag_links').values({ event_id: inserted.id, tag_id: tag.id }).execute();
    expect((await page(`/de/api/events/?tag=${tag.id}&${far1}`)).results.map((e) => e.id)).toContain(
      inserted.id,
    );
    const group = await t.app.db
      .insertInto('seat_groups')
      .values({
        event_id: inserted.id,
        seat_group: 'P1',
        text: JSON.stringify({ de: 'Parkett' }) as never,
        capacity: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('prices')
      .values({
        seat_group_id: group.id,
        sale_type_id: 1,
        text: JSON.stringify({ de: 'Vollpreis' }) as never,
        amount: '30',
      })
      .execute();
    const priced = (await page(`/de/api/events/?${far1}`)).results.find((e) => e.id === inserted.id);
    expect(priced?.prices.map((price) => price.amount)).toEqual(['30.00']);
    await t.app.db
      .updateTable('prices')
      .set({ amount: '35' })
      .where('seat_group_id', '=', group.id)
      .execute();
    const repriced = (await page(`/de/api/events/?${far1}`)).results.find((e) => e.id === inserted.id);
    expect(repriced?.prices.map((price) => price.amount)).toEqual(['35.00']);
    await t.app.db
      .insertInto('timeslots')
      .values({ event_id: inserted.id, time_start: '18:00', block_id: 7 })
      .execute();
    const slotted = (await page(`/de/api/events/?${far1}`)).results.find((e) => e.id === inserted.id);
    expect(slotted?.timeslots.map((slot) => slot.time_start)).toEqual(['18:00']);

    // Taken offline, then deleted: gone from the list and the calendar at once.
    await t.app.db.updateTable('events').set({ is_online: false }).where('id', '=', inserted.id).execute();
    expect((await page(`/de/api/events/?room=${room.id}`)).count).toBe(before.count);
    await t.app.db.updateTable('events').set({ is_online: true }).where('id', '=', inserted.id).execute();
    expect((await page(`/de/api/events/?room=${room.id}`)).count).toBe(before.count + 1);
    await t.app.db.deleteFrom('events').where('id', '=', inserted.id).execute();
    expect((await page(`/de/api/events/?room=${room.id}`)).count).toBe(before.count);
    expect(await days(`/api/calendar/?date=01-06-${far.getUTCFullYear()}&room=${room.id}`)).toEqual(
      calendarBefore,
    );
  });

  it('shows a renamed room in every kept answer that names it', async () => {
    const first = await firstEvent();
    if (!first.room) return expect(first.room).not.toBeNull();
    await t.app.db
      .updateTable('rooms')
      .set({ name: JSON.stringify({ de: 'Neuer Saal', en: 'New hall' }) as never })
      .where('id', '=', first.room.id)
      .execute();
    expect((await firstEvent()).room?.name).toBe('Neuer Saal');
  });

  it('answers concurrent identical requests alike, and a page out of range stays a 400', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject('/de/api/events/?page=2').then((r) => r.body)),
    );
    expect(new Set(answers).size).toBe(1);
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject('/de/api/events/?page=9999')).statusCode).toBe(400);
  });
});

describe('programme cache memory (bounded, no leak)', () => {
  it('keeps at most its bounds however many different answers are asked for', async () => {
    const cache = new ProgrammeCache(t.app.db, { maxEntries: 50, maxBytes: 400_000 });
    for (let i = 0; i < 600; i++) {
      const body = await cache.body(`events|de|${i}`, async () =>
        JSON.stringify({ i, pad: 'x'.repeat(3000) }),
      );
      expect(JSON.parse(body.toString()).i).toBe(i);
    }
    expect(cache.size).toBeLessThanOrEqual(50);
    expect(cache.bytes).toBeLessThanOrEqual(400_000);
    // The most recent answers are the ones kept: asking again does not load.
    let loads = 0;
    await cache.body('events|de|599', async () => {
      loads++;
      return '{}';
    });
    expect(loads).toBe(0);
    expect(PROGRAMME_CACHE_LIMITS.maxBytes).toBeLessThanOrEqual(16 * 1024 * 1024);
  });
});
