import { type Kysely, sql } from 'kysely';
import type { EventChange } from '../../../src/contract/admin';
import {
  localisedJson,
  optionalLocalisedJson,
  richTextJson,
  sameVersion,
  versionColumn,
} from '../admin/record-columns';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The admin's list of events: the latest 500 by start, newest first. */
export function listEventRecords(db: Db) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'date_start', 'status', 'is_online'])
    .orderBy('date_start', 'desc')
    .limit(500)
    .execute();
}
export type EventListItem = Awaited<ReturnType<typeof listEventRecords>>[number];

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
