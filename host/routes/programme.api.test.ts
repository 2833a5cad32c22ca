import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPageSchema } from '../../src/contract/events';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /{locale}/programm (spec: programme §2)', () => {
  it('renders the first 25 events inside the calendar element as fallback', async () => {
    const response = await t.app.inject('/de/programm');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const inside = html.slice(html.indexOf('<foyer-event-calendar'), html.indexOf('</foyer-event-calendar>'));
    expect(inside).toContain('event-style="style1"');
    expect(inside.match(/<article class="event-card">/g)).toHaveLength(25);
    const first = eventsPageSchema.parse((await t.app.inject('/de/api/events/')).json()).results[0];
    expect(inside).toContain(`href="${first?.url}"`);
    expect(inside).toMatch(/\d{2}:\d{2} Uhr/);
    expect(inside).toContain('<foyer-quick-buy event-id=');
    expect(html).toContain('<h1>Programm</h1>');
    const en = await t.app.inject('/en/programm');
    expect(en.body).toContain('<h1>Programme</h1>');
  });

  it('drops overlay=true from the address', async () => {
    const response = await t.app.inject('/de/programm?overlay=true&room=1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/programm?room=1');
  });
});

describe('GET /{locale}/programm/{slug}/{id}', () => {
  it('renders the event with the non-CMS body class, JSON-LD and the booking place', async () => {
    const event = eventsPageSchema
      .parse((await t.app.inject('/de/api/events/')).json())
      .results.find((e) => e.status !== '0');
    if (!event) throw new Error('no bookable event');
    const response = await t.app.inject(event.url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<body[^>]*class="[^"]*non-cms/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
    const data = JSON.parse(ld);
    expect(data).toMatchObject({ '@type': 'Event', name: event.name, startDate: event.date_start });
    expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(response.body).toContain(`<foyer-quick-buy event-id="${event.id}" locale="de">`);
    // Sections follow the design settings' order: Description before ImageSlider.
    const description = response.body.indexOf('data-section="Description"');
    const images = response.body.indexOf('data-section="ImageSlider"');
    expect(description).toBeGreaterThan(0);
    expect(images).toBeGreaterThan(description);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.app.inject('/de/programm/x/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/de/programm/x/abc')).statusCode).toBe(404);
  });
});
