import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import { text } from '../events/events.repository';
import type { Database } from '../schema';

/** An event the test shops offer with the quick-buy element. */
export interface BookableEvent {
  id: number;
  name: string;
  /** Its start, ISO 8601. */
  date: string;
  ticketUrl: string | null;
}

/** The next bookable events after `now`: online, not sold out, with a seat group on sale. */
export async function findBookableEvents(
  db: Kysely<Database>,
  locale: Locale,
  now: Date,
): Promise<BookableEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'name', 'date_start', 'ticket_url'])
    .where('is_online', '=', true)
    .where('status', '<>', '0')
    .where('date_start', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('seat_groups')
          .select(sql`1`.as('one'))
          .whereRef('seat_groups.event_id', '=', 'events.id')
          .where('seat_groups.status', '<>', '0'),
      ),
    )
    .orderBy('date_start')
    .limit(6)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: text(row.name, locale),
    date: new Date(row.date_start).toISOString(),
    ticketUrl: row.ticket_url,
  }));
}
