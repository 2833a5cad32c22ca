import type {
  AggregateOffer,
  BreadcrumbList,
  MusicEvent,
  PerformingArtsTheater,
  Person,
  Place,
  TheaterEvent,
  WithContext,
} from 'schema-dts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventItem, eventsPageSchema } from '../../src/contract/events';
import { productionsPageSchema } from '../../src/contract/productions';
import { venueListSchema } from '../../src/contract/venues';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Structured data and social cards (issue 21 "Search engines and social networks"): the JSON-LD
 * of the pages parsed back and compared with expectations typed by schema-dts (a property or type
 * schema.org does not have fails the type check), Twitter cards, and raster Open Graph images.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every JSON-LD block of a page, parsed (top-level arrays flattened). */
function jsonLd(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return blocks.flatMap((match) => {
    const data = JSON.parse(match[1] ?? 'null') as unknown;
    return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  });
}
const ofType = (blocks: Array<Record<string, unknown>>, type: string) =>
  blocks.filter((block) => block['@type'] === type);

async function html(url: string) {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

const site = () => t.app.config.siteUrl;
let events: EventItem[] = [];
beforeAll(async () => {
  events = eventsPageSchema.parse((await t.app.inject('/de/api/events/?page_size=100')).json()).results;
});

describe('an event page', () => {
  it('is a MusicEvent or TheaterEvent by genre, with Place, PostalAddress, AggregateOffer and status', async () => {
    const venues = venueListSchema.parse((await t.app.inject('/de/api/venues/')).json()).data;
    const venueOf = (event: EventItem) =>
      venues.find((venue) => venue.rooms.some((room) => room.id === event.room?.id));
    const concert = events.find(
      (event) => event.genre?.name === 'Konzert' && venueOf(event) && event.prices.length,
    );
    const play = events.find(
      (event) => event.genre?.name === 'Schauspiel' && venueOf(event) && event.prices.length,
    );
    if (!concert || !play) throw new Error('the demo has concerts and plays in venues with prices');

    for (const [event, type] of [
      [concert, 'MusicEvent'],
      [play, 'TheaterEvent'],
    ] as const) {
      const venue = venueOf(event);
      if (!venue) throw new Error('unreachable');
      const amounts = event.prices.map((price) => Number(price.amount));
      const place: Place = {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: venue.address.street,
          postalCode: venue.address.postal_code,
          addressLocality: venue.address.city,
          addressCountry: 'DE',
        },
        url: site() + venue.url,
      };
      const offers: AggregateOffer = {
        '@type': 'AggregateOffer',
        lowPrice: Math.min(...amounts).toFixed(2),
        highPrice: Math.max(...amounts).toFixed(2),
        priceCurrency: 'EUR',
        availability: event.status === '0' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        validThrough: event.date_start,
      };
      const expected: Partial<WithContext<MusicEvent | TheaterEvent>> = {
        '@context': 'https://schema.org',
        '@type': type,
        name: event.name,
        startDate: event.date_start,
        url: site() + event.url,
        eventStatus: 'https://schema.org/EventScheduled',
        location: place,
        offers,
      };
      const [data, ...others] = ofType(jsonLd(await html(event.url)), type);
      expect(others).toEqual([]);
      expect(data, event.name).toMatchObject(expected);
    }
  });

  it('names its contributors as performers', async () => {
    const rows = await t.app.db
      .selectFrom('contributions')
      .innerJoin('persons', 'persons.id', 'contributions.person_id')
      .where('contributions.event_id', 'is not', null)
      .where('persons.is_online', '=', true)
      .select(['contributions.event_id', 'persons.name'])
      .execute();
    const event = events.find((item) => rows.some((row) => row.event_id === item.id));
    if (!event) throw new Error('the demo has an upcoming event with contributors');
    const names = rows.filter((row) => row.event_id === event.id).map((row) => row.name);
    const data = jsonLd(await html(event.url)).find((block) => 'startDate' in block);
    const performers = (data?.performer ?? []) as Person[];
    const performerNames = performers.map((person) => (typeof person === 'string' ? person : person.name));
    for (const name of names) expect(performerNames).toContain(name);
    for (const person of performers) expect(typeof person === 'object' && person['@type']).toBe('Person');
  });

  it('carries a BreadcrumbList matching its breadcrumbs, with absolute URLs', async () => {
    const event = events[0];
    if (!event) throw new Error('the demo has events');
    const expected: WithContext<BreadcrumbList> = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${site()}/de` },
        { '@type': 'ListItem', position: 2, name: 'Programm', item: `${site()}/de/programm` },
        { '@type': 'ListItem', position: 3, name: event.name, item: site() + event.url },
      ],
    };
    expect(ofType(jsonLd(await html(event.url)), 'BreadcrumbList')).toEqual([expected]);
  });
});

describe('other pages', () => {
  it('a production page describes its next dates as events', async () => {
    const production = productionsPageSchema
      .parse((await t.app.inject('/de/api/productions/?page_size=100')).json())
      .results.find((item) => item.upcoming_events > 1);
    if (!production) throw new Error('the demo has a production with dates');
    const blocks = jsonLd(await html(production.url));
    const dates = blocks.filter((block) => 'startDate' in block);
    expect(dates.length).toBe(Math.min(production.upcoming_events, 10));
    for (const date of dates) expect(date.name).toBe(production.name);
    expect(ofType(blocks, 'BreadcrumbList')).toHaveLength(1);
  });

  it('the home page describes the house as a PerformingArtsTheater with its address', async () => {
    const venue = venueListSchema.parse((await t.app.inject('/de/api/venues/')).json()).data[0];
    if (!venue) throw new Error('the demo has venues');
    const expected: WithContext<PerformingArtsTheater> = {
      '@context': 'https://schema.org',
      '@type': 'PerformingArtsTheater',
      url: `${site()}/de`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: venue.address.street,
        postalCode: venue.address.postal_code,
        addressLocality: venue.address.city,
        addressCountry: 'DE',
      },
    };
    expect(ofType(jsonLd(await html('/de')), 'PerformingArtsTheater')[0]).toMatchObject(expected);
  });

  it('the programme lists the events of its page', async () => {
    const [list] = ofType(jsonLd(await html('/de/programm')), 'ItemList');
    const items = (list?.itemListElement ?? []) as Array<{ url: string }>;
    expect(items.map((item) => item.url)).toEqual(events.slice(0, 25).map((event) => site() + event.url));
  });
});

describe('social cards', () => {
  const meta = (page: string, name: string) =>
    new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(page)?.[1];

  it('every page names a raster og:image of 1200×630 and a twitter:card', async () => {
    const event = events.find((item) => item.images[0]?.url.startsWith('/media/'));
    if (!event) throw new Error('the demo has events with images');
    for (const url of [event.url, '/de/programm', '/de', '/en/produktionen']) {
      const page = await html(url);
      const image = meta(page, 'og:image');
      expect(image, url).toMatch(new RegExp(`^${site()}/og-image/.+\\.jpg$`));
      expect(meta(page, 'twitter:card'), url).toBe('summary_large_image');
      expect(meta(page, 'og:image:width')).toBe('1200');
      const response = await t.app.inject((image ?? '').slice(site().length));
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const info = await sharp(response.rawPayload).metadata();
      expect([info.format, info.width, info.height], image).toEqual(['jpeg', 1200, 630]);
    }
    // The event's own image, not the template.
    expect(meta(await html(event.url), 'og:image')).toContain(event.images[0]?.thumbnails.large ?? '?');
    // A vector image (a staff upload may be SVG) becomes a raster card too.
    const vector = await t.app.inject('/og-image/media/haus.svg.jpg');
    expect(vector.statusCode).toBe(200);
    const card = await sharp(vector.rawPayload).metadata();
    expect([card.format, card.width, card.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('only files the site serves can be named', async () => {
    for (const path of [
      '/og-image/media/no-such.svg.jpg',
      '/og-image/media/..%2F..%2Fhost%2Fconfig.ts.jpg',
      '/og-image/config.ts.jpg',
      '/og-image/media/foyer.svg',
    ])
      expect((await t.app.inject(path)).statusCode, path).toBe(404);
  });
});
