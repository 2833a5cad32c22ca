import type { Kysely } from 'kysely';
import type { Database } from '../../host/db/schema';

/** The demo venue's weekly hours (ISO weekday): closed Mondays, a lunch break on Saturdays. */
export const DEMO_OPENING_HOURS = [
  { weekday: 1, time_from: '00:00', time_to: '23:59', closed: true },
  ...[2, 3, 4, 5].map((weekday) => ({ weekday, time_from: '10:00', time_to: '18:30', closed: false })),
  { weekday: 6, time_from: '10:00', time_to: '13:00', closed: false },
  { weekday: 6, time_from: '14:30', time_to: '20:00', closed: false },
  { weekday: 7, time_from: '14:00', time_to: '19:00', closed: false },
];

export const DEMO_FOOTER = {
  whistleblowerUrl: 'https://hinweisgeber.kellberg.example/theater-am-rosenhain',
  organisationUrl: 'https://www.kellberg.example/kultur',
  organisationName: 'Kulturbetriebe der Stadt Kellberg',
};

/** Seeds the chrome's demo data (issue 7) when its tables are empty. */
export async function seedChrome(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('opening_hours').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('opening_hours')
      .values(DEMO_OPENING_HOURS.map((entry, position) => ({ ...entry, position })))
      .execute();
    // The footer links live in the design settings document; add them when missing.
    const design = await trx
      .selectFrom('design_settings')
      .select(['id', 'data'])
      .orderBy('id')
      .executeTakeFirst();
    if (design && typeof design.data === 'object' && design.data && !('footer' in design.data)) {
      await trx
        .updateTable('design_settings')
        .set({ data: JSON.stringify({ ...design.data, footer: DEMO_FOOTER }) as never })
        .where('id', '=', design.id)
        .execute();
    }
  });
}
