import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickBuyEventResponse } from '../../src/contract/ticketing';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The design-settings quick-buy widget flag (spec: frame §3; checklist R-BUY-38). */
let t: TestApp;
let detailUrl = '';
let eventId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const event = await t.app.db
    .selectFrom('events')
    .select(['id', 'slug'])
    .where('date_start', '>', t.now)
    .where('status', '<>', '0')
    .where('ticket_url', 'is not', null)
    .orderBy('date_start')
    .executeTakeFirstOrThrow();
  eventId = event.id;
  detailUrl = `/de/programm/${(event.slug as { de: string }).de}/${event.id}`;
}, 120_000);
afterAll(async () => t?.close());

async function setFlag(on: boolean) {
  await sql`update design_settings set data = jsonb_set(data::jsonb, '{quickBuyWidget}', ${JSON.stringify(on)}::jsonb)`.execute(
    t.app.db,
  );
  await t.app.pageCache.contentChanged();
}

describe('quick-buy widget flag', () => {
  it('on: the event detail carries <foyer-quick-buy>, the offer says so', async () => {
    await setFlag(true);
    expect((await t.app.inject({ url: detailUrl })).body).toContain(`<foyer-quick-buy event-id="${eventId}"`);
    // The programme's server-rendered list holds plain ticket links (its cards with quick-buy are
    // drawn by the calendar element), so no widget there fetches its offer twice.
    expect((await t.app.inject({ url: '/de/programm' })).body).toContain('class="event-tickets"');
    const offer = (await t.app.inject({ url: `/api/quick-buy/${eventId}/` })).json<QuickBuyEventResponse>();
    expect(offer.quick_buy_widget).toBe(true);
  });

  it('off: no <foyer-quick-buy> on the pages, only the ticket link; the offer tells the element', async () => {
    await setFlag(false);
    const detail = (await t.app.inject({ url: detailUrl })).body;
    expect(detail).not.toContain('<foyer-quick-buy');
    expect(detail).toContain('class="event-tickets"');
    expect((await t.app.inject({ url: '/de/programm' })).body).not.toContain('<foyer-quick-buy');
    const offer = (await t.app.inject({ url: `/api/quick-buy/${eventId}/` })).json<QuickBuyEventResponse>();
    expect(offer.quick_buy_widget).toBe(false);
    await setFlag(true);
  });
});
