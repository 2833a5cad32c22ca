import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../host/db/schema';
import { slugOf } from '../../src/domain/slug';
import { image, ZONE } from './events';

type Db = Kysely<Database>;

/** What the exhibition's opening day holds (the event page's Children section, issue 16). */
export const DEMO_SUB_EVENTS = [
  { de: 'Kuratorenführung', en: 'Curator’s tour', time: '11:00', minutes: 60, amount: '6.00' },
  {
    de: 'Familienführung mit Bastelstation',
    en: 'Family tour with craft table',
    time: '14:30',
    minutes: 75,
    amount: '4.00',
  },
  {
    de: 'Gespräch: Bühnenbild heute',
    en: 'Talk: stage design today',
    time: '18:00',
    minutes: 90,
    amount: '8.00',
  },
];

/**
 * The next day of the stage-design exhibition after `now` gets its sub-events: tours and a talk
 * in the same room, each bookable with free seating, listed on the exhibition's page. Runs once
 * (when no event has a parent yet), after the events.
 */
export async function seedSubEvents(db: Db, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('events')
    .select('id')
    .where('parent_id', 'is not', null)
    .limit(1)
    .execute();
  if (existing.length > 0) return;
  // Not today's: the sub-events of the demo should still lie ahead for a while.
  const parent = await db
    .selectFrom('events')
    .select(['id', 'room_id', 'date_start'])
    .where(sql<string>`name->>'de'`, '=', 'Ausstellung: 100 Jahre Bühnenbild')
    .where('date_start', '>', dayjs(now).add(1, 'day').toDate())
    .orderBy('date_start')
    .limit(1)
    .executeTakeFirst();
  if (!parent) return;
  const day = dayjs(parent.date_start).tz(ZONE).format('YYYY-MM-DD');
  await db.transaction().execute(async (trx) => {
    for (const [index, sub] of DEMO_SUB_EVENTS.entries()) {
      const start = dayjs.tz(`${day} ${sub.time}`, ZONE);
      const idJet = `SUB-${parent.id}-${index + 1}`;
      const { id } = await trx
        .insertInto('events')
        .values({
          parent_id: parent.id,
          name: JSON.stringify({ de: sub.de, en: sub.en }) as never,
          slug: JSON.stringify({ de: slugOf(sub.de), en: slugOf(sub.en, { locale: 'en' }) }) as never,
          subtitle: JSON.stringify({
            de: 'Zur Ausstellung „100 Jahre Bühnenbild“',
            en: 'With the exhibition “100 years of stage design”',
          }) as never,
          description: JSON.stringify({
            de: `<p>${sub.de}, etwa ${sub.minutes} Minuten. Treffpunkt an der Garderobe.</p>`,
            en: `<p>${sub.en}, about ${sub.minutes} minutes. Meeting point at the cloakroom.</p>`,
          }) as never,
          date_start: start.toDate(),
          date_end: start.add(sub.minutes, 'minute').toDate(),
          room_id: parent.room_id,
          event_type: 'other',
          id_jet: idJet,
          ticket_url: `/webshop/event/${idJet}`,
          images: JSON.stringify([image('haus.jpg', { de: sub.de, en: sub.en })]) as never,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const group = await trx
        .insertInto('seat_groups')
        .values({
          event_id: id,
          seat_group: 'FP',
          text: JSON.stringify({ de: 'Freie Platzwahl', en: 'Free seating' }) as never,
          capacity: 25,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('prices')
        .values({
          seat_group_id: group.id,
          sale_type_id: 1,
          text: JSON.stringify({ de: 'Vollpreis', en: 'Full price' }) as never,
          amount: sub.amount,
        })
        .execute();
    }
  });
}
