import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import { eventPath } from '../../../src/domain/events';
import { text } from '../events/events.repository';
import type { Database } from '../schema';

/** An event the test shops offer with the quick-buy element. */
export interface BookableEvent {
  id: number;
  name: string;
  /** Its start, ISO 8601. */
  date: string;
  ticketUrl: string | null;
  /** Its page on the site (a path). */
  url: string;
}

/** The next bookable events after `now` (at most `limit`): online, not sold out, with a seat group on sale. */
export async function findBookableEvents(
  db: Kysely<Database>,
  locale: Locale,
  now: Date,
  limit = 6,
): Promise<BookableEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'name', 'slug', 'date_start', 'ticket_url'])
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
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: text(row.name, locale),
    date: new Date(row.date_start).toISOString(),
    ticketUrl: row.ticket_url,
    url: eventPath(locale, text(row.slug, locale), row.id),
  }));
}
