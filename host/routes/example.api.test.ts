import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSite } from '../../demo/seed';
import { apiExampleSchema } from '../../src/contract/example';
import { createTestApp, type TestApp } from '../testing/test-app';
import { insertTicketingFixtures } from '../testing/ticketing-fixtures';

/**
 * `GET /{locale}/api/example/` (spec: programme §7, R-API-34; decision 0175): the next bookable
 * event and the markup that books it on another origin, addressed to this site.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // The chrome of the template the example points to (the demo's settings, not its events).
  await seedSite(t.app.db);
});
afterAll(async () => t?.close());

const example = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return apiExampleSchema.parse(response.json());
};

describe('the API example', () => {
  it('says so when nothing is bookable: no event, no quick-buy, the loader and the cart still', async () => {
    const empty = await example('/de/api/example');
    expect(empty.event).toBeNull();
    expect(empty.embed.quick_buy).toBe('');
    expect(empty.embed.loader).toBe(
      `<script type="module" src="${t.app.config.siteUrl}/widgets/foyer.js"></script>`,
    );
    expect(empty.embed.cart_badge).toContain(`<foyer-cart-badge api-base="${t.app.config.siteUrl}">`);
  });

  it('gives the next bookable event and its quick-buy markup, in the asked language', async () => {
    await insertTicketingFixtures(t);
    const event = await t.app.db
      .selectFrom('events')
      .select(['id'])
      .where('id_jet', '=', 'JET-1')
      .executeTakeFirstOrThrow();
    const site = t.app.config.siteUrl;
    const de = await example('/de/api/example/');
    expect(de.locale).toBe('de');
    expect(de.event).toMatchObject({
      id: event.id,
      name: 'Testvorstellung',
      url: `/de/programm/test/${event.id}`,
    });
    expect(de.embed.quick_buy).toBe(
      `<foyer-quick-buy event-id="${event.id}" locale="de" api-base="${site}"><a href="${site}/de/programm/test/${event.id}">Tickets: Testvorstellung</a></foyer-quick-buy>`,
    );
    expect(de.template_url).toBe(`${site}/test.webshop?language=de`);
    // The template and the docs it points to exist.
    expect((await t.app.inject({ url: new URL(de.template_url).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ url: new URL(de.docs_url).pathname })).statusCode).toBe(200);

    const en = await example('/api/example/?lang=en');
    expect(en.event?.name).toBe('Test show');
    expect(en.embed.quick_buy).toContain('locale="en"');
    expect(en.template_url).toBe(`${site}/test.webshop?language=en`);
  });

  it('refuses an unknown language (404) and never answers a 500 for a bad query', async () => {
    expect((await t.app.inject({ url: '/fr/api/example/' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/example/?lang=xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
  });
});
