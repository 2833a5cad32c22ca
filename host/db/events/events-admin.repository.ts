import { type Kysely, sql } from 'kysely';
import type { EventChange, EventCreate } from '../../../src/contract/admin';
import { slugOf } from '../../../src/domain/slug';
import {
  deleteAtVersion,
  localisedJson,
  optionalLocalisedJson,
  richTextJson,
  sameVersion,
  versionColumn,
} from '../admin/record-columns';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** An event as its change page shows it, with its version. */
export function findEventRecord(db: Db, id: number) {
  return db.selectFrom('events').selectAll().select(versionColumn).where('id', '=', id).executeTakeFirst();
}
export type EventRecord = NonNullable<Awaited<ReturnType<typeof findEventRecord>>>;

/** Stores the change page's fields unless the event changed since `input.version`. */
export async function updateEventRecord(db: Db, id: number, input: EventChange): Promise<boolean> {
  const updated = await db
    .updateTable('events')
    .set({
      name: localisedJson(input.name_de, input.name_en),
      subtitle: optionalLocalisedJson(input.subtitle_de, input.subtitle_en),
      description: richTextJson(input.description_de, input.description_en),
      important_info: optionalLocalisedJson(input.important_info_de, input.important_info_en),
      status: input.status,
      ticket_url: input.ticket_url,
      is_online: input.is_online,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where(sameVersion(input.version))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/**
 * A new event with its seat groups and their prices (issue 18: "create with seat groups and
 * prices, so a new event can be booked"); call it inside a transaction. Its ticketing id is made
 * here (`ADMIN-{id}`), as the event does not come from the ticketing provider.
 */
export async function createEventRecord(db: Db, input: EventCreate, start: Date): Promise<number> {
  const slug = slugOf(input.name_de, { fallback: 'veranstaltung' });
  const { id } = await db
    .insertInto('events')
    .values({
      name: localisedJson(input.name_de, input.name_en),
      slug: JSON.stringify({
        de: slug,
        en: input.name_en ? slugOf(input.name_en, { locale: 'en', fallback: 'event' }) : slug,
      }),
      subtitle: optionalLocalisedJson(input.subtitle_de, input.subtitle_en),
      description: null,
      important_info: null,
      date_start: start,
      room_id: input.room_id,
      genre_id: input.genre_id,
      series_id: input.series_id,
      production_id: input.production_id,
      status: input.status,
      ticket_url: input.ticket_url,
      is_online: input.is_online,
      id_jet: `ADMIN-${start.getTime()}-${Math.random().toString(36).slice(2, 10)}`,
      images: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('events')
    .set({ id_jet: `ADMIN-${id}` })
    .where('id', '=', id)
    .execute();
  for (const [position, group] of input.seat_groups.entries()) {
    const seatGroup = await db
      .insertInto('seat_groups')
      .values({
        event_id: id,
        seat_group: `G${position + 1}`,
        text: localisedJson(group.name, undefined),
        capacity: group.capacity,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('prices')
      .values(
        group.prices.map((price, index) => ({
          seat_group_id: seatGroup.id,
          sale_type_id: index + 1,
          text: localisedJson(price.text, undefined),
          amount: price.amount,
          position: index,
        })),
      )
      .execute();
  }
  return id;
}

/** What goes with a deleted event: its seat groups (with their prices) and timeslots. */
export async function eventParts(db: Db, id: number) {
  return db
    .selectFrom('seat_groups')
    .select(['id', 'text', 'capacity'])
    .where('event_id', '=', id)
    .orderBy('position')
    .execute();
}

/** Deletes an event unless it changed since `version` (its seat groups, prices, slots go with it). */
export async function deleteEventRecord(db: Db, id: number, version: number): Promise<boolean> {
  return deleteAtVersion(db, 'events', id, version);
}
