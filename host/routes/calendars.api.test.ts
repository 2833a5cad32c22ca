import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPageSchema, optionListSchema } from '../../src/contract/events';
import { productionsPageSchema } from '../../src/contract/productions';
import { venueListSchema } from '../../src/contract/venues';
import { toAddressDate } from '../../src/domain/events';
import { listEvents, venueToday } from '../db/events/events.repository';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Calendar files (issue 21 "Calendars"), read back with an independent parser (ical.js): an event,
 * a production's dates, the programme feed with the programme's filters, and the bad input.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Parsed {
  calendar: ICAL.Component;
  events: ICAL.Event[];
}

/** Parses an answer as iCalendar, with the zones its own VTIMEZONE blocks define. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((item) => new ICAL.Event(item)) };
}

async function calendarAt(url: string): Promise<Parsed> {
  const response = await t.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
  return parse(response.body);
}

const events = async (query = '') =>
  eventsPageSchema.parse((await t.app.inject(`/de/api/events/?page_size=100${query}`)).json());

describe('an event as .ics', () => {
  it('carries its name, its instant in Europe/Berlin, its page and its venue address', async () => {
    const venues = venueListSchema.parse((await t.app.inject('/de/api/venues/')).json()).data;
    const roomsWithVenue = new Map(venues.flatMap((venue) => venue.rooms.map((room) => [room.id, venue])));
    const event = (await events()).results.find((item) => item.room && roomsWithVenue.has(item.room.id));
    if (!event?.room) throw new Error('the demo has an event in a venue room');
    const venue = roomsWithVenue.get(event.room.id);
    if (!venue) throw new Error('unreachable');

    const { calendar, events: parsed } = await calendarAt(`/de/kalender/veranstaltungen/${event.id}.ics`);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(
      calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ).toEqual(['Europe/Berlin']);
    expect(parsed).toHaveLength(1);
    const [item] = parsed;
    if (!item) throw new Error('unreachable');
    expect(item.summary).toContain(event.name);
    expect(item.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(item.startDate.toJSDate().toISOString()).toBe(new Date(event.date_start).toISOString());
    expect(item.endDate.compare(item.startDate)).toBe(1);
    expect(item.location).toContain(venue.name);
    expect(item.location).toContain(venue.address.street);
    expect(item.location).toContain(`${venue.address.postal_code} ${venue.address.city}`);
    expect(item.component.getFirstPropertyValue('url')).toBe(t.app.config.siteUrl + event.url);
    expect(item.uid).toMatch(new RegExp(`^event-${event.id}@`));
    // DTSTAMP is UTC (RFC 5545 §3.8.7.2) and the app's clock, not the machine's.
    const stamp = item.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe(t.now.toISOString());
  });

  it('the event page links to it in its language', async () => {
    const event = (await events()).results[0];
    if (!event) throw new Error('the demo has events');
    const de = (await t.app.inject(event.url)).body;
    expect(de).toContain(`href="/de/kalender/veranstaltungen/${event.id}.ics"`);
    expect(de).toContain('In den Kalender');
    const en = await t.app.inject(`/en/kalender/veranstaltungen/${event.id}.ics`);
    expect(en.statusCode).toBe(200);
  });

  it('an unknown or malformed id is 404', async () => {
    for (const file of ['999999999.ics', 'abc.ics', '12', '12.ics.exe']) {
      const response = await t.app.inject(`/de/kalender/veranstaltungen/${file}`);
      expect(response.statusCode, file).toBe(404);
    }
    expect((await t.app.inject('/fr/kalender/veranstaltungen/1.ics')).statusCode).toBe(404);
  });
});

describe('a production as .ics', () => {
  it('carries every upcoming date of the production', async () => {
    const productions = productionsPageSchema.parse(
      (await t.app.inject('/de/api/productions/?page_size=100')).json(),
    ).results;
    const production = productions.find((item) => item.next_date);
    if (!production) throw new Error('the demo has a production with dates');
    const today = venueToday(t.now);
    const expected = await listEvents(t.app.db, 'de', { production: production.id, date: today }, 1, 500);
    expect(expected.count).toBeGreaterThan(0);
    const { events: parsed } = await calendarAt(`/de/kalender/produktionen/${production.id}.ics`);
    expect(parsed.map((item) => item.uid.split('@')[0]).sort()).toEqual(
      expected.results.map((item) => `event-${item.id}`).sort(),
    );
    const page = (await t.app.inject(production.url)).body;
    expect(page).toContain(`href="/de/kalender/produktionen/${production.id}.ics"`);
    expect(page).toContain('Alle Termine in den Kalender');
    expect((await t.app.inject(`/en/produktionen/${production.slug.en}/${production.id}`)).body).toContain(
      'Add all dates to calendar',
    );
  });

  it('an unknown id is 404', async () => {
    expect((await t.app.inject('/de/kalender/produktionen/999999999.ics')).statusCode).toBe(404);
    expect((await t.app.inject('/de/kalender/produktionen/x.ics')).statusCode).toBe(404);
  });
});

describe('the programme feed', () => {
  it('takes the programme address filters and answers the same events as the list', async () => {
    const rooms = optionListSchema.parse((await t.app.inject('/de/api/rooms/')).json()).data;
    let checked = 0;
    for (const room of rooms) {
      const list = await events(`&room=${room.id}`);
      if (list.count === 0 || list.count > 100) continue;
      const { events: parsed } = await calendarAt(`/de/kalender/programm.ics?room=${room.id}&utm_source=x`);
      expect(parsed.map((item) => item.uid.split('@')[0])).toEqual(
        list.results.map((item) => `event-${item.id}`),
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('takes the date of the address (DD-MM-YYYY)', async () => {
    const all = (await events()).results;
    const later = all[all.length - 1];
    if (!later) throw new Error('the demo has events');
    const day = venueToday(new Date(later.date_start));
    const { events: parsed } = await calendarAt(`/de/kalender/programm.ics?date=${toAddressDate(day)}`);
    expect(parsed.length).toBeGreaterThan(0);
    for (const item of parsed) expect(venueToday(item.startDate.toJSDate()) >= day, item.summary).toBe(true);
  });

  it('a filter that matches nothing is a valid, empty calendar', async () => {
    for (const query of ['?room=999999', '?room=abc', '?type=no-such-type', '?date=01-01-2999']) {
      const { calendar, events: parsed } = await calendarAt(`/de/kalender/programm.ics${query}`);
      expect(parsed, query).toHaveLength(0);
      expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    }
  });

  it('the programme page links to it with the webcal: scheme', async () => {
    const page = (await t.app.inject('/de/programm')).body;
    const siteHost = new URL(t.app.config.siteUrl).host;
    expect(page).toContain(`href="webcal://${siteHost}/de/kalender/programm.ics"`);
    expect(page).toContain('Programm im Kalender abonnieren');
  });
});
