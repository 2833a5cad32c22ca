import type { Kysely } from 'kysely';
import { timeslotStart } from '../../src/domain/tickets';
import type { Database } from '../db/schema';
import type { TestApp } from './test-app';

/**
 * When the events of the box-office tests start: 20:00 in Berlin a week after the day of `now`
 * (the app's clock), so they are bookable at the test's instant, whatever instant it is.
 */
export function fixtureStart(now: Date): Date {
  return timeslotStart(new Date(now.getTime() + 7 * 86_400_000), '20:00');
}

/**
 * One event with two seat groups (capacity 50 and 4) and one with two timeslots (10:00 and 11:00),
 * both starting at `fixtureStart(t.now)`, which it answers as `start`.
 */
export async function insertTicketingFixtures(t: TestApp) {
  const db = t.app.db;
  const start = fixtureStart(t.now);
  const event = await db
    .insertInto('events')
    .values({
      name: JSON.stringify({ de: 'Testvorstellung', en: 'Test show' }),
      slug: JSON.stringify({ de: 'test', en: 'test' }),
      date_start: start,
      id_jet: 'JET-1',
      images: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parkett = await db
    .insertInto('seat_groups')
    .values({ event_id: event.id, seat_group: 'P', text: JSON.stringify({ de: 'Parkett' }), capacity: 50 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rang = await db
    .insertInto('seat_groups')
    .values({
      event_id: event.id,
      seat_group: 'R',
      text: JSON.stringify({ de: 'Rang' }),
      capacity: 4,
      position: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('seat_groups')
    .values({
      event_id: event.id,
      seat_group: 'X',
      text: JSON.stringify({ de: 'Loge' }),
      capacity: 4,
      status: '0',
    })
    .execute();
  const loge = await db
    .selectFrom('seat_groups')
    .select('id')
    .where('seat_group', '=', 'X')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('prices')
    .values({
      seat_group_id: loge.id,
      sale_type_id: 1,
      text: JSON.stringify({ de: 'Vollpreis' }),
      amount: '40.00',
    })
    .execute();
  for (const group of [parkett.id, rang.id]) {
    await db
      .insertInto('prices')
      .values([
        {
          seat_group_id: group,
          sale_type_id: 1,
          text: JSON.stringify({ de: 'Vollpreis', en: 'Full price' }),
          amount: '24.00',
        },
        {
          seat_group_id: group,
          sale_type_id: 2,
          text: JSON.stringify({ de: 'Ermäßigt', en: 'Reduced' }),
          amount: '12.50',
          position: 1,
        },
      ])
      .execute();
  }
  const timed = await db
    .insertInto('events')
    .values({
      name: JSON.stringify({ de: 'Führung' }),
      slug: JSON.stringify({ de: 'fuehrung' }),
      date_start: start,
      id_jet: 'JET-2',
      images: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('seat_groups')
    .values({
      event_id: timed.id,
      seat_group: 'F',
      text: JSON.stringify({ de: 'Freie Platzwahl' }),
      capacity: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('prices')
    .values({
      seat_group_id: group.id,
      sale_type_id: 1,
      text: JSON.stringify({ de: 'Vollpreis' }),
      amount: '8.00',
    })
    .execute();
  await db
    .insertInto('timeslots')
    .values([
      { event_id: timed.id, time_start: '10:00:00', block_id: 101, capacity: 3 },
      { event_id: timed.id, time_start: '11:00:00', block_id: 102, capacity: null, position: 1 },
    ])
    .execute();
  return { eventId: event.id, timedId: timed.id, start };
}

/** One event with one seat group and one full price: what a rush test or bench sells from. */
export interface OneSale {
  /** The event's `id_jet`, which carts name. */
  jetId: string;
  /** German name of the event; its slug is derived from it. */
  name: string;
  start: Date;
  seatGroup: string;
  capacity: number;
  /** Full price, e.g. '10.00'. */
  amount: string;
}

/** Inserts a sale and answers its seat group's id (what reservations and holds are counted by). */
export async function insertSale(db: Kysely<Database>, sale: OneSale): Promise<number> {
  const event = await db
    .insertInto('events')
    .values({
      name: JSON.stringify({ de: sale.name }),
      slug: JSON.stringify({ de: sale.name.toLowerCase().replaceAll(' ', '-') }),
      date_start: sale.start,
      id_jet: sale.jetId,
      images: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('seat_groups')
    .values({
      event_id: event.id,
      seat_group: sale.seatGroup,
      text: JSON.stringify({ de: 'Alle' }),
      capacity: sale.capacity,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('prices')
    .values({
      seat_group_id: group.id,
      sale_type_id: 1,
      text: JSON.stringify({ de: 'Vollpreis' }),
      amount: sale.amount,
    })
    .execute();
  return group.id;
}
