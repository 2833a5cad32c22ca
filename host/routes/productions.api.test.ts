import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeasons } from '../../demo/content/productions';
import { DATES_AND_TICKETS_ANCHOR, PRODUCTIONS_PAGE_SIZE } from '../../src/contract/constants';
import { optionListSchema } from '../../src/contract/events';
import { type ProductionItem, productionsPageSchema } from '../../src/contract/productions';
import type { SearchGroupResponse } from '../../src/contract/search';
import { toAddressDate } from '../../src/domain/events';
import { dayStart, venueDay, venueToday } from '../db/events/venue-time';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The productions area (spec: programme §2 Productions, §7; checklist R-ROUTE-12/13/37/40,
 * R-API-19/26/39, R-PROD-1/7/8/9, R-STICKY-5, R-EDIT-7) on the demo content: eight productions
 * whose dates are the demo programme's events.
 */
let t: TestApp;
let staff: StaffLogin;
/** The demo's seasons: the current one (of the app clock's day, when it was seeded) and the one before. */
let currentSeason: ReturnType<typeof demoSeasons>[number] | undefined;
let earlierSeason: ReturnType<typeof demoSeasons>[number] | undefined;
beforeAll(async () => {
  t = await createTestApp();
  [currentSeason, earlierSeason] = demoSeasons(t.now);
  staff = await loginStaff(t, { username: 'produktionen-redaktion' });
});
afterAll(async () => t.close());

const list = async (url: string) => {
  const response = await t.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return productionsPageSchema.parse(response.json());
};
const names = (items: ProductionItem[]) => items.map((item) => item.name);
const optionId = async (path: string, name: string) => {
  const options = optionListSchema.parse((await t.app.inject(path)).json()).data;
  const option = options.find((item) => item.name === name);
  if (!option) throw new Error(`no option ${name} in ${path}`);
  return option.id;
};
const production = async (name: string) => {
  const item = (await list('/de/api/productions/?page_size=100')).results.find((p) => p.name === name);
  if (!item) throw new Error(`no production ${name}`);
  return item;
};
/** A production of our own, with events at the given instants (online unless told). */
async function insertProduction(name: string, starts: Date[], online = true) {
  const { id } = await t.app.db
    .insertInto('productions')
    .values({
      name: JSON.stringify({ de: name, en: `${name} (en)` }) as never,
      slug: JSON.stringify({ de: name.toLowerCase().replace(/\W+/g, '-'), en: 'english' }) as never,
      images: '[]' as never,
      is_online: online,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, start] of starts.entries()) {
    await t.app.db
      .insertInto('events')
      .values({
        production_id: id,
        name: JSON.stringify({ de: name }) as never,
        slug: JSON.stringify({ de: 'x' }) as never,
        date_start: start,
        id_jet: `test-${id}-${index}`,
        images: '[]' as never,
      })
      .execute();
  }
  return id;
}
/** Instants and days relative to the app's clock (the suite runs at any instant: FOYER_NOW). */
const daysFromNow = (days: number) => new Date(t.now.getTime() + days * 86_400_000);
/** The Berlin day `days` after the clock's day, `YYYY-MM-DD` (noon steps over any clock change). */
const venueDayAfter = (days: number) =>
  venueDay(new Date(dayStart(venueToday(t.now)).getTime() + (days * 24 + 12) * 3_600_000));

describe('GET /{locale}/api/productions/ (spec: programme §7, R-API-26)', () => {
  it('answers count, next, previous and results: the productions playing from today, by next date', async () => {
    const response = await t.app.inject('/de/api/productions/?page=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(Object.keys(response.json()).sort()).toEqual(['count', 'next', 'previous', 'results']);
    const page = productionsPageSchema.parse(response.json());
    expect(page.count).toBe(8);
    expect(page.results).toHaveLength(8);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
    const dates = page.results.map((item) => Date.parse(item.next_date ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const today = dayStart(venueToday(t.now)).getTime();
    for (const item of page.results) {
      expect(Date.parse(item.next_date ?? '')).toBeGreaterThanOrEqual(today);
      expect(item.upcoming_events).toBeGreaterThan(1);
      expect(item.url).toBe(`/de/produktionen/${item.slug.de}/${item.id}`);
      expect(item.next_date).toMatch(/[+-]\d{2}:\d{2}$/);
    }
    const en = await list('/en/api/productions/');
    expect(names(en.results)).toContain('The Magic Flute');
    const flute = en.results.find((item) => item.name === 'The Magic Flute');
    expect(flute?.url).toBe(`/en/produktionen/the-magic-flute/${flute?.id}`);
    // Without a prefix: German, or the language of ?lang=.
    expect(names((await list('/api/productions/?lang=en')).results)).toContain('Swan Lake');
  });

  it('narrows by season, exhibition type (either slug) and tag; an unknown id matches nothing (R-API-39)', async () => {
    const all = (await list('/de/api/productions/')).count;
    const earlier = await optionId('/api/seasons/', earlierSeason?.name.de ?? '');
    const bySeason = await list(`/de/api/productions/?season=${earlier}`);
    expect(names(bySeason.results).sort()).toEqual(['Kabale und Liebe', 'Woyzeck']);
    const byType = await list('/de/api/productions/?exhibition_type=ausstellung');
    expect(names(byType.results)).toEqual(['100 Jahre Bühnenbild']);
    expect(names((await list('/de/api/productions/?exhibition_type=exhibition')).results)).toEqual([
      '100 Jahre Bühnenbild',
    ]);
    const family = await optionId('/api/production-tags/', 'Für die ganze Familie');
    const byTag = await list(`/de/api/productions/?tag=${family}`);
    expect(byTag.count).toBeGreaterThan(0);
    expect(byTag.count).toBeLessThan(all);
    for (const item of byTag.results) expect(item.tags.map((tag) => tag.id)).toContain(family);
    const classic = await optionId('/api/production-tags/', 'Klassiker');
    const combined = await list(
      `/de/api/productions/?season=${earlier}&tag=${classic}&exhibition_type=auffuehrung`,
    );
    expect(combined.count).toBe(2);
    expect((await list('/de/api/productions/?season=999999')).count).toBe(0);
    expect((await list('/de/api/productions/?exhibition_type=gibt-es-nicht')).count).toBe(0);
  });

  it('date keeps the productions with an event on that Berlin day or later', async () => {
    const all = (await list('/de/api/productions/')).results;
    // The day after the production that ends first: it drops out, the others stay.
    const first = [...all].sort((a, b) => Date.parse(a.last_date ?? '') - Date.parse(b.last_date ?? ''))[0];
    if (!first?.last_date) throw new Error('no production with dates');
    const lastDay = venueDay(new Date(first.last_date));
    const after = venueDay(new Date(dayStart(lastDay).getTime() + 36 * 3_600_000));
    const [y, m, d] = after.split('-');
    const later = await list(`/de/api/productions/?date=${d}-${m}-${y}`);
    expect(names(later.results)).not.toContain(first.name);
    for (const item of later.results) {
      expect(Date.parse(item.next_date ?? '')).toBeGreaterThanOrEqual(dayStart(after).getTime());
    }
    // On its last day it is still listed, and the ISO form of a day is read too.
    const onLastDay = await list(`/de/api/productions/?date=${lastDay}`);
    expect(names(onLastDay.results)).toContain(first.name);
    expect(onLastDay.results.find((item) => item.name === first.name)?.upcoming_events).toBe(1);
    expect((await list('/de/api/productions/?date=01-01-2099')).count).toBe(0);
  });

  it('pages with next/previous links that keep the query; page size 12 by default', async () => {
    expect(PRODUCTIONS_PAGE_SIZE).toBe(12);
    const first = await list('/de/api/productions/?exhibition_type=auffuehrung&page_size=3');
    expect(first.count).toBe(7);
    expect(first.results).toHaveLength(3);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/de/api/productions/?exhibition_type=auffuehrung&page=2&page_size=3');
    const second = await list(first.next ?? '');
    expect(second.previous).toBe('/de/api/productions/?exhibition_type=auffuehrung&page=1&page_size=3');
    const third = await list(second.next ?? '');
    expect(third.results).toHaveLength(1);
    expect(third.next).toBeNull();
    const seen = [...first.results, ...second.results, ...third.results].map((item) => item.id);
    expect(new Set(seen).size).toBe(7);
    const day = venueDayAfter(7);
    const dated = await list(`/en/api/productions/?date=${toAddressDate(day)}&page_size=1`);
    expect(dated.next).toBe(`/en/api/productions/?date=${day}&page=2&page_size=1`);
  });

  it('refuses bad input with 400 { error, message } naming the parameter, never 500', async () => {
    const cases: [string, string][] = [
      ['/de/api/productions/?room=1', 'room'],
      ['/de/api/productions/?date=31-02-2026', 'date'],
      ['/de/api/productions/?page=0', 'page'],
      ['/de/api/productions/?page=abc', 'page'],
      ['/de/api/productions/?page=99', 'page'],
      ['/de/api/productions/?season=abc', 'season'],
      ['/de/api/productions/?tag=-1', 'tag'],
      ['/de/api/productions/?exhibition_type=Not%20A%20Slug', 'exhibition_type'],
      ['/de/api/productions/?page_size=1000', 'page_size'],
    ];
    for (const [url, field] of cases) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.error, url).toBe('bad_request');
      expect(body.message, url).toContain(`${field}:`);
    }
    expect((await t.app.inject('/fr/api/productions/')).statusCode).toBe(404);
  });

  it('lists neither offline productions nor those without an upcoming date; shows changes at once', async () => {
    const before = (await list('/de/api/productions/')).results;
    // A minute before the demo's next date (still today or later): it must come first once online.
    const soonest = Math.min(...before.map((item) => Date.parse(item.next_date ?? '')));
    const start = new Date(soonest - 60_000);
    expect(start.getTime()).toBeGreaterThanOrEqual(dayStart(venueToday(t.now)).getTime());
    const past = await insertProduction('Vergangene Produktion', [daysFromNow(-30)]);
    const offline = await insertProduction('Offline-Produktion', [start], false);
    const cached = await list('/de/api/productions/');
    expect(names(cached.results)).not.toContain('Vergangene Produktion');
    expect(names(cached.results)).not.toContain('Offline-Produktion');
    // A write shows on the next request although the answer is kept (migration 0700's triggers).
    await t.app.db.updateTable('productions').set({ is_online: true }).where('id', '=', offline).execute();
    const after = await list('/de/api/productions/');
    expect(names(after.results)).toContain('Offline-Produktion');
    expect(after.results[0]?.name).toBe('Offline-Produktion');
    await t.app.db.deleteFrom('events').where('production_id', 'in', [past, offline]).execute();
    await t.app.db.deleteFrom('productions').where('id', 'in', [past, offline]).execute();
    expect((await list('/de/api/productions/')).count).toBe(8);
  });
});

describe('GET /api/seasons/ and /api/production-tags/ (R-API-19)', () => {
  it('answer option lists with id and name inside data, in both languages', async () => {
    for (const path of [
      '/api/seasons/',
      '/de/api/seasons/',
      '/api/production-tags/',
      '/en/api/production-tags/',
    ]) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const data = optionListSchema.parse(response.json()).data;
      expect(data.length, path).toBeGreaterThan(1);
    }
    const seasons = optionListSchema.parse((await t.app.inject('/api/seasons/')).json()).data;
    expect(seasons[0]).toMatchObject({ id: expect.any(Number), name: currentSeason?.name.de });
    expect(optionListSchema.parse((await t.app.inject('/en/api/seasons/')).json()).data[0]?.name).toBe(
      currentSeason?.name.en,
    );
    expect(
      optionListSchema.parse((await t.app.inject('/api/production-tags/?lang=en')).json()).data[0]?.name,
    ).toBe('Classic');
    expect((await t.app.inject('/api/seasons/?lang=fr')).statusCode).toBe(400);
    expect((await t.app.inject('/api/production-tags/?x=1')).statusCode).toBe(400);
  });
});

describe('GET /{locale}/produktionen (R-ROUTE-12, R-ROUTE-37, R-PROD-1)', () => {
  it('renders the page header, the element and its no-JavaScript fallback: form, cards', async () => {
    const response = await t.app.inject('/de/produktionen');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div class="page-header"><h1>Produktionen</h1></div>');
    expect(html).toContain('<foyer-production-list locale="de">');
    const inside = html.slice(
      html.indexOf('<foyer-production-list'),
      html.indexOf('</foyer-production-list>'),
    );
    expect(inside).toContain('<form class="production-filters" method="get" action="/de/produktionen"');
    for (const [id, label] of [
      ['season', 'Saison'],
      ['exhibition_type', 'Art'],
      ['tag', 'Schlagwort'],
    ]) {
      expect(inside).toContain(`<label for="production-filter-${id}">${label}</label>`);
      expect(inside).toContain(
        `<select id="production-filter-${id}" name="${id}" data-foyer-replay="filter-${id}">`,
      );
    }
    expect(inside).toContain('type="date" name="date"');
    expect(inside.match(/<article class="production-card">/g)).toHaveLength(8);
    const first = (await list('/de/api/productions/')).results[0];
    expect(inside).toContain(`<h2><a href="${first?.url}">${first?.name}</a></h2>`);
    expect(inside).toContain('Nächster Termin: ');
    expect(inside).not.toContain('Weitere Produktionen');
    const en = await t.app.inject('/en/produktionen');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<h1>Productions</h1>');
    expect(en.body).toContain('<label for="production-filter-exhibition_type">Type</label>');
    expect(en.body).toContain(
      '<link rel="alternate" hrefLang="de" href="http://localhost:3000/de/produktionen"/>',
    );
    expect((await t.app.inject('/fr/produktionen')).statusCode).toBe(404);
  });

  it('filters from the address, hands the filters to the element, and writes the form address canonically', async () => {
    const earlier = await optionId('/api/seasons/', earlierSeason?.name.de ?? '');
    const day = venueDayAfter(7);
    const html = (await t.app.inject(`/de/produktionen?season=${earlier}&date=${toAddressDate(day)}`)).body;
    expect(html).toContain(
      `<foyer-production-list locale="de" season="${earlier}" date="${toAddressDate(day)}">`,
    );
    // The earlier season's revivals, as far as they still play from that day.
    const expected = await list(`/de/api/productions/?season=${earlier}&date=${day}`);
    expect(names(expected.results).sort()).toEqual(['Kabale und Liebe', 'Woyzeck']);
    expect(html.match(/<article class="production-card">/g)).toHaveLength(2);
    expect(html).toContain(`<option value="${earlier}" selected="">${earlierSeason?.name.de}</option>`);
    expect(html).toContain(`value="${day}"`);
    const typed = (await t.app.inject('/de/produktionen?exhibition_type=ausstellung&tag=3')).body;
    expect(typed).toContain('<foyer-production-list locale="de" exhibition-type="ausstellung" tag="3">');
    // The plain form sends empty fields and the date input's YYYY-MM-DD.
    const form = await t.app.inject(`/de/produktionen?season=&exhibition_type=ausstellung&tag=&date=${day}`);
    expect(form.statusCode).toBe(302);
    expect(form.headers.location).toBe(
      `/de/produktionen?exhibition_type=ausstellung&date=${toAddressDate(day)}`,
    );
    const none = (await t.app.inject('/de/produktionen?exhibition_type=workshop')).body;
    expect(none).toContain('Leider hat Ihre Auswahl kein Ergebnis ergeben.');
  });

  it('links to the next page when there are more than 12', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) ids.push(await insertProduction(`Zusatz ${n}`, [daysFromNow(200 + n)]));
    try {
      const first = (await t.app.inject('/de/produktionen')).body;
      expect(first.match(/<article class="production-card">/g)).toHaveLength(12);
      expect(first).toContain(
        '<a href="/de/produktionen?page=2" rel="next" data-foyer-replay="more">Weitere Produktionen</a>',
      );
      const second = (await t.app.inject('/de/produktionen?page=2')).body;
      expect(second.match(/<article class="production-card">/g)).toHaveLength(1);
      expect(second).not.toContain('Weitere Produktionen');
      const past = await t.app.inject('/de/produktionen?tag=1&page=9');
      expect(past.statusCode).toBe(302);
      expect(past.headers.location).toBe('/de/produktionen?tag=1');
    } finally {
      await t.app.db.deleteFrom('events').where('production_id', 'in', ids).execute();
      await t.app.db.deleteFrom('productions').where('id', 'in', ids).execute();
    }
  });
});

describe('GET /{locale}/produktionen/{slug}/{id} (R-ROUTE-13, R-ROUTE-40, R-PROD-7/9, R-STICKY-5)', () => {
  it('renders the production, its dates and tickets with quick-buy per date, the non-CMS class', async () => {
    const item = await production('Die Zauberflöte');
    const response = await t.app.inject(item.url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1>Die Zauberflöte</h1>');
    expect(html).toContain('<title>Die Zauberflöte | ');
    expect(html).toMatch(/<body[^>]*class="[^"]*non-cms/);
    expect(html).toMatch(/<meta name="description" content="Prinz Tamino/);
    expect(html).toContain(`id="${DATES_AND_TICKETS_ANCHOR}"`);
    expect(html).toContain('<h2 id="production-dates-heading">Termine und Tickets</h2>');
    expect(html).toContain(
      `<a class="sticky-nav__book" href="#${DATES_AND_TICKETS_ANCHOR}">Termine und Tickets</a>`,
    );
    expect(html).toContain('<foyer-sticky-nav locale="de" route="production-detail">');
    // Every upcoming date: its event link and the booking place the event detail uses.
    const dates = html.match(/<li class="production-date">/g) ?? [];
    expect(dates).toHaveLength(item.upcoming_events);
    const bookable = (html.match(/<foyer-quick-buy event-id="\d+" locale="de">/g) ?? []).length;
    const soldOut = (html.match(/<span class="event-sold-out">/g) ?? []).length;
    expect(bookable + soldOut).toBe(item.upcoming_events);
    expect(bookable).toBeGreaterThan(0);
    expect(html).toMatch(/<a class="production-date__link" href="\/de\/programm\/die-zauberfloete\/\d+">/);
    // Sections in the design settings' order: Description, ImageSlider, then Events.
    const description = html.indexOf('data-section="Description"');
    const images = html.indexOf('data-section="ImageSlider"');
    const events = html.indexOf('data-section="Events"');
    expect(description).toBeGreaterThan(0);
    expect(images).toBeGreaterThan(description);
    expect(events).toBeGreaterThan(images);
    // The language switch leads to the English slug.
    expect(html).toContain(`href="/en/produktionen/the-magic-flute/${item.id}"`);

    const en = await t.app.inject(`/en/produktionen/the-magic-flute/${item.id}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<h1>The Magic Flute</h1>');
    expect(en.body).toContain(
      `<a class="sticky-nav__book" href="#${DATES_AND_TICKETS_ANCHOR}">Dates and Tickets</a>`,
    );
    expect(en.body).toContain('<h2 id="production-dates-heading">Dates and Tickets</h2>');
    expect(en.body).toMatch(/<foyer-quick-buy event-id="\d+" locale="en">/);
  });

  it('follows the configured section order (R-PROD-8)', async () => {
    const row = await t.app.db.selectFrom('design_settings').select(['id', 'data']).executeTakeFirstOrThrow();
    const set = async (data: unknown) => {
      await t.app.db
        .updateTable('design_settings')
        .set({ data: JSON.stringify(data) as never })
        .where('id', '=', row.id)
        .execute();
      await t.app.pageCache.contentChanged();
    };
    const item = await production('Schwanensee');
    try {
      await set({ ...row.data, productionSections: ['Events', 'ImageSlider', 'Description'] });
      const html = (await t.app.inject(item.url)).body;
      const events = html.indexOf('data-section="Events"');
      const images = html.indexOf('data-section="ImageSlider"');
      const description = html.indexOf('data-section="Description"');
      expect(events).toBeGreaterThan(0);
      expect(images).toBeGreaterThan(events);
      expect(description).toBeGreaterThan(images);
      // Left out of the order, the dates still come (last): the sticky button needs its anchor.
      await set({ ...row.data, productionSections: ['Description'] });
      const without = (await t.app.inject(item.url)).body;
      expect(without).not.toContain('data-section="ImageSlider"');
      expect(without.indexOf('data-section="Events"')).toBeGreaterThan(
        without.indexOf('data-section="Description"'),
      );
    } finally {
      await set(row.data);
    }
  });

  it('answers 404 for an unknown, offline or malformed id and redirects a wrong slug (301)', async () => {
    const item = await production('Woyzeck');
    expect((await t.app.inject('/de/produktionen/woyzeck/999999')).statusCode).toBe(404);
    expect((await t.app.inject('/de/produktionen/woyzeck/abc')).statusCode).toBe(404);
    expect((await t.app.inject(`/fr/produktionen/woyzeck/${item.id}`)).statusCode).toBe(404);
    const wrong = await t.app.inject(`/de/produktionen/falscher-name/${item.id}?x=1`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${item.url}?x=1`);
    const german = await t.app.inject(
      `/en/produktionen/kabale-und-liebe/${(await production('Kabale und Liebe')).id}`,
    );
    expect(german.statusCode).toBe(301);
    expect(german.headers.location).toMatch(/^\/en\/produktionen\/intrigue-and-love\/\d+$/);
    await t.app.db.updateTable('productions').set({ is_online: false }).where('id', '=', item.id).execute();
    try {
      const offline = await t.app.inject(item.url);
      expect(offline.statusCode).toBe(404);
      expect(offline.headers['content-type']).toContain('text/html');
    } finally {
      await t.app.db.updateTable('productions').set({ is_online: true }).where('id', '=', item.id).execute();
    }
  });

  it('shows a production without upcoming dates with an empty dates section', async () => {
    const id = await insertProduction('Abgespielt', [daysFromNow(-10)]);
    try {
      const html = (await t.app.inject(`/de/produktionen/abgespielt/${id}`)).body;
      expect(html).toContain('<h1>Abgespielt</h1>');
      expect(html).toContain('Zurzeit sind keine Termine geplant.');
      expect(html).not.toContain('<foyer-quick-buy');
    } finally {
      await t.app.db.deleteFrom('events').where('production_id', '=', id).execute();
      await t.app.db.deleteFrom('productions').where('id', '=', id).execute();
    }
  });

  it('gives staff the link to the admin change page (R-EDIT-7), visitors nothing of it', async () => {
    const item = await production('Momo');
    const visitor = await t.app.inject(item.url);
    expect(visitor.body).not.toContain('/admin/productions/');
    expect(visitor.body).not.toContain('<foyer-page-editor');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const view = await t.app.inject({ url: item.url, cookies: staff.cookies });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain(`<a href="/admin/productions/${item.id}/change/">`);
    expect(view.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the event detail of a production date', () => {
  it('links to all dates of its production', async () => {
    const item = await production('La Traviata');
    const html = (await t.app.inject(item.url)).body;
    const eventUrl = /<a class="production-date__link" href="([^"]+)">/.exec(html)?.[1] ?? '';
    const event = (await t.app.inject(eventUrl)).body;
    expect(event).toContain(
      `<a href="${item.url}#${DATES_AND_TICKETS_ANCHOR}">Alle Termine von La Traviata</a>`,
    );
  });
});

describe('search hits of productions', () => {
  it('lead to the production detail page', async () => {
    const item = await production('Schwanensee');
    const response = await t.app.inject('/de/api/search/others/?query=schwanensee&page=1');
    expect(response.statusCode).toBe(200);
    const hit = response.json<SearchGroupResponse>().results.find((result) => result.type === 'production');
    expect(hit?.url).toBe(item.url);
    expect((await t.app.inject(hit?.url ?? '')).statusCode).toBe(200);
    const en = await t.app.inject('/en/api/search/others/?query=swan&page=1');
    const enHit = en.json<SearchGroupResponse>().results.find((result) => result.type === 'production');
    expect(enHit?.url).toBe(`/en/produktionen/swan-lake/${item.id}`);
    expect((await t.app.inject(enHit?.url ?? '')).statusCode).toBe(200);
  });
});
