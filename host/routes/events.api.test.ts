import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPageSchema, teasersResponseSchema } from '../../src/contract/events';
import { venueToday } from '../db/events/events.repository';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const response = await t.app.inject(url);
  return { status: response.statusCode, body: response.json() };
};
const ids = async (table: 'rooms' | 'event_tags' | 'series' | 'genres') =>
  (await t.app.db.selectFrom(table).select('id').orderBy('position').execute()).map((row) => row.id);

describe('GET /{lang}/api/events/ (spec: programme §7)', () => {
  it('answers the first 25 upcoming events in start order with paging links', async () => {
    const { status, body } = await get('/de/api/events/');
    expect(status).toBe(200);
    const page = eventsPageSchema.parse(body);
    expect(page.results).toHaveLength(25);
    expect(page.count).toBeGreaterThanOrEqual(150);
    expect(page.previous).toBeNull();
    expect(page.next).toBe('/de/api/events/?page=2');
    const starts = page.results.map((event) => Date.parse(event.date_start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const first = page.results[0];
    expect(first?.xtype).toBe('event');
    expect(first?.url).toBe(`/de/programm/${first?.slug.de}/${first?.id}`);
    // Localised items carry slug objects with de and en keys (spec: programme §3).
    expect(Object.keys(first?.slug ?? {}).sort()).toEqual(['de', 'en']);
    expect(first?.date_start.slice(-6)).toMatch(/^\+0[12]:00$/);
  });

  it('pages on: page 2 continues where page 1 stopped and links back', async () => {
    const one = eventsPageSchema.parse((await get('/de/api/events/?page=1')).body);
    const two = eventsPageSchema.parse((await get('/de/api/events/?page=2')).body);
    expect(two.previous).toBe('/de/api/events/?page=1');
    const seen = new Set(one.results.map((event) => event.id));
    expect(two.results.every((event) => !seen.has(event.id))).toBe(true);
    const last = Math.ceil(one.count / 25);
    const end = eventsPageSchema.parse((await get(`/de/api/events/?page=${last}`)).body);
    expect(end.next).toBeNull();
    const small = eventsPageSchema.parse((await get('/de/api/events/?page_size=5&page=2')).body);
    expect(small.results).toHaveLength(5);
    expect(small.next).toBe('/de/api/events/?page=3&page_size=5');
  });

  it('answers English names under /en', async () => {
    const de = eventsPageSchema.parse((await get('/de/api/events/?page_size=50')).body);
    const en = eventsPageSchema.parse((await get('/en/api/events/?page_size=50')).body);
    const flute = de.results.findIndex((event) => event.name === 'Die Zauberflöte');
    if (flute >= 0) expect(en.results[flute]?.name).toBe('The Magic Flute');
    expect(en.results[0]?.url.startsWith('/en/programm/')).toBe(true);
    expect(de.results.map((e) => e.id)).toEqual(en.results.map((e) => e.id));
  });

  it('filters by room, series, genre, tag and exhibition type', async () => {
    const [room] = await ids('rooms');
    const [series] = await ids('series');
    const [genre] = await ids('genres');
    const [tag] = await ids('event_tags');
    for (const [key, value, check] of [
      ['room', room, (e: { room: { id: number } | null }) => e.room?.id === room],
      ['series', series, (e: { series: { id: number } | null }) => e.series?.id === series],
      ['genre', genre, (e: { genre: { id: number } | null }) => e.genre?.id === genre],
    ] as const) {
      const page = eventsPageSchema.parse((await get(`/de/api/events/?${key}=${value}&page_size=100`)).body);
      expect(page.count, key).toBeGreaterThan(0);
      expect(page.count, key).toBeLessThan(150);
      expect(page.results.every(check as (e: unknown) => boolean), key).toBe(true);
      expect(page.next === null || page.next.includes(`${key}=${value}`)).toBe(true);
    }
    const tagged = eventsPageSchema.parse((await get(`/de/api/events/?tag=${tag}&page_size=100`)).body);
    expect(tagged.count).toBeGreaterThan(0);
    expect(tagged.results.every((event) => event.tags.some((t) => t.id === tag))).toBe(true);
    const tours = eventsPageSchema.parse((await get('/de/api/events/?type=fuehrung&page_size=100')).body);
    expect(tours.count).toBeGreaterThan(0);
    expect(tours.results.every((event) => event.exhibition_type?.slug === 'fuehrung')).toBe(true);
    const english = eventsPageSchema.parse(
      (await get('/en/api/events/?type=guided-tour&page_size=100')).body,
    );
    expect(english.count).toBe(tours.count);
    const combined = eventsPageSchema.parse((await get(`/de/api/events/?room=${room}&genre=${genre}`)).body);
    expect(combined.results.every((e) => e.room?.id === room && e.genre?.id === genre)).toBe(true);
  });

  it('filters by day: date in day-month-year or ISO form', async () => {
    const all = eventsPageSchema.parse((await get('/de/api/events/?page_size=100')).body);
    const later = all.results[60]?.date_start.slice(0, 10) ?? '';
    const [y, m, d] = later.split('-');
    const dmy = eventsPageSchema.parse((await get(`/de/api/events/?date=${d}-${m}-${y}`)).body);
    const iso = eventsPageSchema.parse((await get(`/de/api/events/?date=${later}`)).body);
    expect(dmy.count).toBe(iso.count);
    expect(dmy.count).toBeLessThan(all.count);
    expect(dmy.results[0]?.date_start.slice(0, 10)).toBe(later);
    expect(dmy.next).toContain(`date=${later}`);
  });

  it('answers an empty result for unknown filter ids', async () => {
    for (const query of ['room=99999', 'tag=99999', 'series=99999', 'genre=99999', 'type=no-such-type']) {
      const { status, body } = await get(`/de/api/events/?${query}`);
      expect(status, query).toBe(200);
      expect(body, query).toEqual({ count: 0, next: null, previous: null, results: [] });
    }
  });

  it('refuses bad input with 400 naming the parameter', async () => {
    for (const [query, name] of [
      ['date=31-02-2026', 'date'],
      ['date=tomorrow', 'date'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=9999', 'page'],
      ['page_size=1000', 'page_size'],
      ['room=abc', 'room'],
      ['room=-1', 'room'],
      ['tag=1.5', 'tag'],
      ['type=Not%20A%20Slug', 'type'],
      ['colour=red', 'colour'],
    ] as const) {
      const { status, body } = await get(`/de/api/events/?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toBe('bad_request');
      expect(body.message, query).toContain(name);
    }
  });
});

describe('GET /api/calendar/ (spec: programme §7)', () => {
  it('answers the days with events, narrowed by the filters', async () => {
    const { status, body } = await get('/api/calendar/');
    expect(status).toBe(200);
    expect(body.data).toContain(venueToday(t.now));
    const [room] = await ids('rooms');
    const narrowed = (await get(`/api/calendar/?room=${room}`)).body.data as string[];
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(body.data.length);
    const roomEvents = eventsPageSchema.parse((await get(`/de/api/events/?room=${room}&page_size=100`)).body);
    for (const event of roomEvents.results) expect(narrowed).toContain(event.date_start.slice(0, 10));
    const tours = (await get('/api/calendar/?type=fuehrung')).body.data as string[];
    expect(tours.length).toBeLessThan(body.data.length);
    expect((await get('/api/calendar/?tag=99999')).body.data).toEqual([]);
  });

  it('starts at the first of the month of the given date', async () => {
    const next = new Date(t.now);
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 2);
    const month = next.toISOString().slice(0, 7);
    const days = (await get(`/api/calendar/?date=15-${month.slice(5, 7)}-${month.slice(0, 4)}`)).body
      .data as string[];
    expect(days.length).toBeGreaterThan(0);
    expect(days[0]?.slice(0, 7)).toBe(month);
  });

  it('refuses bad dates and unknown names', async () => {
    expect((await get('/api/calendar/?date=31-02-2026')).status).toBe(400);
    const unknown = await get('/api/calendar/?foo=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid query: foo: is not a known parameter');
    expect(unknown.body.fields).toEqual({ foo: 'is not a known parameter' });
  });
});

describe('option lists (spec: programme §7)', () => {
  it('answers rooms, tags, series and genres with id and name in data', async () => {
    const rooms = (await get('/api/rooms/')).body.data;
    expect(rooms).toHaveLength(4);
    expect(rooms[0]).toMatchObject({ id: expect.any(Number), name: 'Großes Haus' });
    expect((await get('/en/api/rooms/')).body.data[0].name).toBe('Main Stage');
    expect((await get('/api/rooms/?lang=en')).body.data[0].name).toBe('Main Stage');
    expect((await get('/api/event-tags/')).body.data.length).toBeGreaterThan(3);
    expect((await get('/api/series/')).body.data.length).toBeGreaterThan(2);
    expect((await get('/api/genres/')).body.data.map((g: { name: string }) => g.name)).toContain('Oper');
  });

  it('answers exhibition types with slug and name', async () => {
    const types = (await get('/api/exhibition-types/')).body.data;
    expect(types).toContainEqual({ slug: 'fuehrung', name: 'Führung' });
    expect((await get('/en/api/exhibition-types/')).body.data).toContainEqual({
      slug: 'fuehrung',
      name: 'Guided tour',
    });
    expect((await get('/api/rooms/?lang=fr')).status).toBe(400);
  });
});

describe('GET /{lang}/api/teasers/ (spec: programme §7)', () => {
  it('answers the five teasers of the language in position order', async () => {
    const de = teasersResponseSchema.parse((await get('/de/api/teasers/')).body).data;
    expect(de).toHaveLength(5);
    expect(de.map((t) => t.position)).toEqual([...de.map((t) => t.position)].sort());
    expect(de[0]?.position).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const en = teasersResponseSchema.parse((await get('/en/api/teasers/')).body).data;
    expect(en[0]?.headline).toBe('The Magic Flute');
    expect(de[0]?.headline).toBe('Die Zauberflöte');
  });
});
