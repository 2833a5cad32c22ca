import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPageSchema } from '../../src/contract/events';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let staff: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'programm-redaktion' });
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
    // Without JavaScript the cards link to the ticket shop; the element draws quick-buy itself,
    // so the fallback holds none (no second quick-buy per event once the element is up).
    expect(inside).toMatch(/<a class="event-tickets" href="[^"]+">Tickets/);
    expect(inside).not.toContain('<foyer-quick-buy');
    expect(html).toContain('<h1>Programm</h1>');
    const en = await t.app.inject('/en/programm');
    expect(en.body).toContain('<h1>Programme</h1>');
  });

  it('has no event overlay of its own (the events route), other pages carry it', async () => {
    const list = await t.app.inject('/de/programm');
    expect(list.body).not.toContain('<foyer-event-overlay');
    const home = await t.app.inject('/de');
    expect(home.body).toContain('<foyer-event-overlay locale="de" event-style="style1">');
    const en = await t.app.inject('/en');
    expect(en.body).toContain('<foyer-event-overlay locale="en"');
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
      // Today's list keeps the performances that have begun; they are off sale (the next test).
      .results.find((e) => e.status !== '0' && Date.parse(e.date_start) > t.now.getTime());
    if (!event) throw new Error('no bookable event');
    const response = await t.app.inject(event.url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<body[^>]*class="[^"]*non-cms/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
    const data = JSON.parse(ld);
    expect(data).toMatchObject({ name: event.name, startDate: event.date_start });
    expect(['Event', 'TheaterEvent', 'MusicEvent']).toContain(data['@type']);
    expect(data.offers.lowPrice).toMatch(/^\d+\.\d{2}$/);
    expect(response.body).toContain(`<foyer-quick-buy event-id="${event.id}" locale="de">`);
    // Berlin day in the German date format, time as HH:MM Uhr.
    const berlin = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(event.date_start));
    const [date, time] = berlin.split(', ');
    expect(response.body).toContain(`${date}, ${time} Uhr`);
    // Sections follow the design settings' order: Description before ImageSlider.
    const description = response.body.indexOf('data-section="Description"');
    const images = response.body.indexOf('data-section="ImageSlider"');
    expect(description).toBeGreaterThan(0);
    expect(images).toBeGreaterThan(description);
  });

  it('gives staff the editor toolbar (admin change page link), visitors nothing of it', async () => {
    const event = eventsPageSchema.parse((await t.app.inject('/de/api/events/')).json()).results[0];
    if (!event) throw new Error('no event');
    const visitor = await t.app.inject(event.url);
    expect(visitor.body).not.toContain('foyer-page-editor');
    const view = await t.app.inject({ url: event.url, cookies: staff.cookies });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain(`<a href="/admin/events/${event.id}/change/">`);
    expect(view.body).toContain('<foyer-page-editor locale="de">');
    expect(view.headers['cache-control']).toBe('private, no-store');
    // The event detail also has the overlay the sticky ticket button opens.
    expect(visitor.body).toContain('<foyer-event-overlay');
  });

  it('a performance that has begun says "Vorverkauf beendet": no ticket link, no sticky booking button', async () => {
    const event = eventsPageSchema
      .parse((await t.app.inject('/de/api/events/')).json())
      .results.find(
        (e) => e.status !== '0' && e.timeslots.length === 0 && Date.parse(e.date_start) > t.now.getTime(),
      );
    if (!event) throw new Error('no bookable event without timeslots');
    const before = await t.app.inject(event.url);
    expect(before.body).toContain('class="event-tickets"');
    expect(before.body).toMatch(/<a class="sticky-nav__book" href="[^"]*">/);
    expect(before.body).not.toContain('Vorverkauf beendet');
    // It began a minute ago on the app's clock.
    await t.app.db
      .updateTable('events')
      .set({ date_start: new Date(t.now.getTime() - 60_000) })
      .where('id', '=', event.id)
      .execute();
    const after = await t.app.inject(event.url);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<span class="event-sale-ended">Vorverkauf beendet</span>');
    expect(after.body).not.toContain('class="event-tickets"');
    expect(after.body).not.toContain(`<foyer-quick-buy event-id="${event.id}"`);
    expect(after.body).toMatch(/<a class="sticky-nav__book" href="[^"]*" hidden="">/);
    // The box office says the same of it.
    const offer = await t.app.inject(`/api/quick-buy/${event.id}/`);
    expect(offer.json()).toMatchObject({ off_sale: 'ended' });
    const englishUrl = eventsPageSchema
      .parse((await t.app.inject('/en/api/events/?page_size=100')).json())
      .results.find((e) => e.id === event.id)?.url;
    if (englishUrl) expect((await t.app.inject(englishUrl)).body).toContain('Sale ended');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.app.inject('/de/programm/x/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/de/programm/x/abc')).statusCode).toBe(404);
  });
});

describe('design settings on the programme pages (spec: programme §2, §3)', () => {
  it('follow event style, event section order and the detail-program overlay flag', async () => {
    const row = await t.app.db.selectFrom('design_settings').select(['id', 'data']).executeTakeFirstOrThrow();
    const event = eventsPageSchema
      .parse((await t.app.inject('/de/api/events/')).json())
      .results.find((item) => item.description && item.images.length > 0);
    if (!event) throw new Error('no event with description and images');
    const set = async (data: unknown) => {
      await t.app.db
        .updateTable('design_settings')
        .set({ data: JSON.stringify(data) as never })
        .where('id', '=', row.id)
        .execute();
      await t.app.pageCache.contentChanged();
    };
    try {
      await set({
        ...row.data,
        eventStyle: 'style3',
        eventSections: ['ImageSlider', 'Description'],
        detailProgramOverlay: false,
      });
      const list = (await t.app.inject('/de/programm')).body;
      expect(list).toContain('<foyer-event-calendar locale="de" event-style="style3">');
      const detail = (await t.app.inject(event.url)).body;
      const description = detail.indexOf('data-section="Description"');
      const images = detail.indexOf('data-section="ImageSlider"');
      expect(images).toBeGreaterThan(0);
      expect(description).toBeGreaterThan(images);
      // Without the flag the event detail has no overlay (the ticket button leads to the programme).
      expect(detail).not.toContain('<foyer-event-overlay');
      expect((await t.app.inject('/de')).body).toContain(
        '<foyer-event-overlay locale="de" event-style="style3">',
      );
    } finally {
      await set(row.data);
    }
  });
});
