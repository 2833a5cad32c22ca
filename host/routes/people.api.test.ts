import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSON_CATEGORIES, DEMO_PERSONS } from '../../demo/content/people';
import { DEMO_SUB_EVENTS } from '../../demo/content/sub-events';
import { personCategoryListSchema, personsPageSchema } from '../../src/contract/people';
import { searchGroupResponseSchema } from '../../src/contract/search';
import { venueListSchema } from '../../src/contract/venues';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Ensemble, venues, series and the data-backed detail sections (issue 16; checklist R-ROUTE-16/17/
 * 22/23/33, R-API-35, R-MISC-10/11, R-EVD-1, R-PROD-7) on the demo content.
 */
let t: TestApp;
let staff: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'ensemble-redaktion' });
});
afterAll(async () => t.close());

const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ url, cookies });
const html = async (url: string, cookies?: Record<string, string>) => {
  const response = await get(url, cookies);
  expect(response.statusCode, `${url}: ${response.statusCode}`).toBe(200);
  return response.body;
};
const persons = async (query = '') => {
  const response = await get(`/de/api/persons/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return personsPageSchema.parse(response.json());
};
const personNamed = async (name: string) => {
  const found = (await persons('?page_size=200')).results.find((person) => person.name === name);
  if (!found) throw new Error(`no person ${name}`);
  return found;
};
/** A section of a page by its data-section name, or undefined. */
const section = (body: string, name: string) =>
  new RegExp(`<(section|div)[^>]*data-section="${name}"[\\s\\S]*?</\\1>`).exec(body)?.[0];
const setDesign = async (patch: Record<string, unknown>) => {
  const row = await t.app.db.selectFrom('design_settings').select(['id', 'data']).executeTakeFirstOrThrow();
  await t.app.db
    .updateTable('design_settings')
    .set({ data: JSON.stringify({ ...row.data, ...patch }) as never })
    .where('id', '=', row.id)
    .execute();
  await t.app.pageCache.contentChanged();
};

describe('persons and person categories APIs', () => {
  it('lists the categories in their order, in both languages', async () => {
    const de = personCategoryListSchema.parse((await get('/api/person-categories/')).json()).data;
    expect(de.map((item) => item.name)).toEqual(DEMO_PERSON_CATEGORIES.map((item) => item.name.de));
    const en = personCategoryListSchema.parse((await get('/en/api/person-categories/')).json()).data;
    expect(en.map((item) => item.name)).toEqual(DEMO_PERSON_CATEGORIES.map((item) => item.name.en));
  });

  it('pages the online persons and filters by category', async () => {
    const all = await persons('?page_size=200');
    expect(all.count).toBe(DEMO_PERSONS.length);
    const first = await persons('?page_size=10');
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe('/de/api/persons/?page=2&page_size=10');
    const second = await persons('?page_size=10&page=2');
    expect(second.results.map((p) => p.id)).not.toContain(first.results[0]?.id);
    const categories = personCategoryListSchema.parse((await get('/api/person-categories/')).json()).data;
    const orchestra = categories.find((item) => item.name === 'Orchester');
    const members = await persons(`?category=${orchestra?.id}&page_size=200`);
    expect(members.count).toBe(DEMO_PERSONS.filter((person) => person.category === 1).length);
    expect(members.results.every((person) => person.categories.some((c) => c.name === 'Orchester'))).toBe(
      true,
    );
    expect(members.results[0]?.url).toMatch(/^\/de\/team\/[a-z0-9-]+\/\d+$/);
  });

  it('refuses bad queries with 400 and names the field', async () => {
    for (const query of ['?category=abc', '?page_size=0', '?unknown=1', '?page=99']) {
      const response = await get(`/api/persons/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    }
  });

  it('leaves offline persons out', async () => {
    const person = await personNamed('Oskar Peters');
    // Kept for visitors first: the write must reach them at once all the same.
    expect(await html(person.url)).toContain('<h1>Oskar Peters</h1>');
    await t.app.db.updateTable('persons').set({ is_online: false }).where('id', '=', person.id).execute();
    try {
      expect((await persons('?page_size=200')).count).toBe(DEMO_PERSONS.length - 1);
      expect((await get(person.url)).statusCode).toBe(404);
      // Staff still see the page, with a notice.
      const body = await html(person.url, staff.cookies);
      expect(body).toContain('offline-notice');
    } finally {
      await t.app.db.updateTable('persons').set({ is_online: true }).where('id', '=', person.id).execute();
    }
  });
});

describe('the team page', () => {
  it('groups people by category as sections, or as disclosures with the accordion setting', async () => {
    await setDesign({ teamAccordion: false });
    const plain = await html('/de/team');
    const headings = [...plain.matchAll(/<h2[^>]*class="team-group__title"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(headings).toEqual(DEMO_PERSON_CATEGORIES.map((item) => item.name.de));
    // (The cookie banner's settings are a <details> of their own.)
    expect(plain).not.toContain('<details class="team-group"');
    expect(plain).toContain('href="/de/team/lena-hoffmann/');
    await setDesign({ teamAccordion: true });
    try {
      const accordion = await html('/de/team');
      expect(accordion.match(/<details class="team-group"/g)).toHaveLength(DEMO_PERSON_CATEGORIES.length);
      expect(accordion).toContain('<summary class="team-group__summary">');
    } finally {
      await setDesign({ teamAccordion: true });
    }
    const en = await html('/en/team');
    expect(en).toContain('>Company and team<');
    expect(en).toContain('>Orchestra<');
  });
});

describe('a person page', () => {
  it('shows portrait, biography, productions, upcoming events and schema.org Person data', async () => {
    const person = await personNamed('Eva Brandt');
    const body = await html(person.url);
    expect(body).toContain('<h1>Eva Brandt</h1>');
    expect(body).toContain('alt="Porträt von Eva Brandt"');
    expect(body).toContain('"@type":"Person"');
    expect(body).toContain('"jobTitle":"Oberspielleiterin Schauspiel"');
    // Both productions she directs, with her role.
    expect(body).toMatch(/href="\/de\/produktionen\/der-zerbrochne-krug\/\d+">Der zerbrochne Krug<\/a>/);
    expect(body).toMatch(/Kabale und Liebe<\/a><span class="person-production-roles"> – Regie/);
    // Upcoming dates of her productions, each with its booking.
    expect(body).toMatch(/class="upcoming-event"/);
    // The ensemble-detail route carries no page class (spec: frame §2).
    expect(body).toMatch(/<body class="">|<body>/);
  });

  it('redirects a wrong slug to the canonical address and answers 404 for unknown ids', async () => {
    const person = await personNamed('Lena Hoffmann');
    const wrong = await get(`/de/team/falsch/${person.id}?x=1`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${person.url}?x=1`);
    expect((await get('/de/team/x/999999')).statusCode).toBe(404);
    expect((await get('/de/team/x/abc')).statusCode).toBe(404);
    expect((await get('/de/team/x/1234567890123')).statusCode).toBe(404);
  });
});

describe('venues', () => {
  it('lists the venues with their rooms', async () => {
    const venues = venueListSchema.parse((await get('/api/venues/')).json()).data;
    expect(venues.map((venue) => venue.name)).toEqual([
      'Theater am Rosenhain – Haupthaus',
      'Studiobühne im Alten Depot',
      'Sommerbühne im Rosengarten',
    ]);
    expect(venues[0]?.rooms.map((room) => room.name)).toEqual(['Großes Haus', 'Kammerspiele', 'Foyer']);
    const en = venueListSchema.parse((await get('/en/api/venues/')).json()).data;
    expect(en[0]?.url).toBe(`/en/venues/main-house/${en[0]?.id}`);
  });

  it('shows address, hours with the exception, directions, a consent-gated map and upcoming events', async () => {
    const [venue] = venueListSchema.parse((await get('/api/venues/')).json()).data;
    const body = await html(venue?.url ?? '');
    expect(body).toContain('Rosenhain 1');
    expect(body).toMatch(/<th scope="row">Montag<\/th><td>geschlossen<\/td>/);
    expect(body).toContain('Betriebsversammlung: Kasse nur bis 14 Uhr');
    expect(body).toContain('https://www.openstreetmap.org/directions?route=');
    // The map is the consent element with a link inside; no frame is in the server's HTML.
    expect(body).toMatch(
      /<foyer-embed provider="openstreetmap" src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );
    expect(body).not.toContain('<iframe');
    expect(body).toContain('Induktive Höranlage');
    expect(body).toMatch(/class="upcoming-event"/);
    // Events listed are in the venue's rooms only.
    const rooms = [...body.matchAll(/class="upcoming-event__when"><time[^>]*>[^<]*<\/time> · ([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) expect(['Großes Haus', 'Kammerspiele', 'Foyer']).toContain(room);
  });

  it("lists the design settings' map markers near the venue, nearest first, not the venue itself", async () => {
    const [main, studio] = venueListSchema.parse((await get('/api/venues/')).json()).data;
    const nearby = (body: string) =>
      /<ul class="venue-nearby">([\s\S]*?)<\/ul>/
        .exec(body)?.[1]
        ?.match(/>([^<]+)<span class="visually-hidden">/g) ?? [];
    const mainBody = await html(main?.url ?? '');
    expect(mainBody).toContain('In der Nähe');
    expect(nearby(mainBody)).toEqual([
      '>Haltestelle Rosenhain (Straßenbahn 2, 4)<span class="visually-hidden">',
      '>Parkhaus am Rosengarten<span class="visually-hidden">',
    ]);
    expect(mainBody).toContain('https://www.openstreetmap.org/?mlat=51.0011&amp;mlon=11.0024');
    // The studio stage is 700–850 m away: the house and both markers are within 1.5 km of it.
    expect(nearby(await html(studio?.url ?? ''))).toHaveLength(3);
  });

  it('redirects a wrong slug, 404s unknown and offline venues for visitors', async () => {
    const [venue] = venueListSchema.parse((await get('/api/venues/')).json()).data;
    const wrong = await get(`/de/venues/main-house/${venue?.id}`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(venue?.url);
    expect((await get('/de/venues/x/424242')).statusCode).toBe(404);
    await t.app.db
      .updateTable('venues')
      .set({ is_online: false })
      .where('id', '=', venue?.id ?? 0)
      .execute();
    try {
      expect((await get(venue?.url ?? '')).statusCode).toBe(404);
      expect(await html(venue?.url ?? '', staff.cookies)).toContain('offline-notice');
    } finally {
      await t.app.db
        .updateTable('venues')
        .set({ is_online: true })
        .where('id', '=', venue?.id ?? 0)
        .execute();
    }
  });
});

describe('series and subscriptions', () => {
  it('lists the series with subscriptions, where the webshop series redirect lands', async () => {
    const redirect = await get('/webshop/webticket/series');
    expect(redirect.statusCode).toBe(301);
    const body = await html(redirect.headers.location as string);
    expect(body).toContain('<h1>Abonnements</h1>');
    for (const name of ['Sonntagsmatinee', 'Jazz im Foyer', 'Junges Theater', 'Lesereihe Rosenhain'])
      expect(body).toContain(`>${name}</a></h2>`);
    expect(body).toContain('href="/webshop/abo/familienabo"');
    expect((await get('/en/abonnements')).headers.location).toBe('/en/subscriptions');
    expect(await html('/en/subscriptions')).toContain('<h1>Subscriptions</h1>');
  });

  it('shows a series with its upcoming events, quick-buy and the subscription offer', async () => {
    const series = await t.app.db
      .selectFrom('series')
      .select('id')
      .where((eb) => eb(eb.ref('slug', '->>').key('de'), '=', 'sonntagsmatinee'))
      .executeTakeFirstOrThrow();
    const url = `/de/series/sonntagsmatinee/${series.id}`;
    const body = await html(url);
    expect(body).toContain('<h1>Sonntagsmatinee</h1>');
    expect(body).toMatch(/class="upcoming-event"/);
    expect(body).toMatch(/<foyer-quick-buy|class="booking/);
    expect(body).toContain('Abonnement „Sonntagsmatinee“ buchen');
    expect((await get(`/de/series/falsch/${series.id}`)).headers.location).toBe(url);
    expect((await get('/de/series/x/999999')).statusCode).toBe(404);
  });
});

describe('detail sections with data', () => {
  const eventOf = async (name: string) => {
    const row = await t.app.db
      .selectFrom('events')
      .select(['id', 'slug'])
      .where((eb) => eb(eb.ref('name', '->>').key('de'), '=', name))
      .where('is_online', '=', true)
      .where('date_start', '>=', t.now)
      .orderBy('date_start')
      .executeTakeFirstOrThrow();
    return `/de/programm/${row.slug.de}/${row.id}`;
  };

  it('an event of a production shows contributors linking to person pages, works, sponsors and opening hours', async () => {
    const body = await html(await eventOf('Die Zauberflöte'));
    const contributors = section(body, 'Contributors') ?? '';
    expect(contributors).toContain('<h2 id="event-contributors">Mitwirkende</h2>');
    expect(contributors).toMatch(/href="\/de\/team\/nadia-petrova\/\d+">Nadia Petrova<\/a>/);
    expect(contributors).toContain('Königin der Nacht');
    expect(section(body, 'Programs')).toContain('Wolfgang Amadeus Mozart');
    expect(section(body, 'Sponsors')).toContain('alt="Kellberger Bank"');
    expect(section(body, 'Video')).toContain('<foyer-embed provider="vimeo"');
    expect(section(body, 'OpeningHours')).toContain('Öffnungszeiten');
    expect(section(body, 'Events')).toContain('Weitere Termine');
  });

  it('renders no heading for a section without data', async () => {
    // The guided tour has a guide but no works, no sponsors, no video.
    const body = await html(await eventOf('Hausführung hinter den Kulissen'));
    expect(section(body, 'Contributors')).toContain('Karl Meier');
    for (const name of ['Programs', 'Sponsors', 'Promoter', 'Video', 'Children'])
      expect(section(body, name), name).toBeUndefined();
    expect(body).not.toContain('>Programm</h2>');
  });

  it('an event shows its sub-events as Children, with their day and time (demo: the exhibition)', async () => {
    const parent = await t.app.db
      .selectFrom('events')
      .select(['id', 'slug'])
      .where('id', '=', (eb) =>
        eb.selectFrom('events').select('parent_id').where('parent_id', 'is not', null).limit(1),
      )
      .executeTakeFirstOrThrow();
    const children = section(await html(`/de/programm/${parent.slug.de}/${parent.id}`), 'Children');
    expect(children).toContain('Programmpunkte');
    for (const sub of DEMO_SUB_EVENTS) {
      expect(children).toContain(`>${sub.de}</a>`);
      expect(children).toContain(`${sub.time}</time>`);
    }
    // Offline sub-events are not listed.
    const first = await t.app.db
      .selectFrom('events')
      .select('id')
      .where('parent_id', '=', parent.id)
      .orderBy('date_start')
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('events').set({ is_online: false }).where('id', '=', first.id).execute();
    try {
      const without = section(
        await html(`/de/programm/${parent.slug.de}/${parent.id}?v=offline`),
        'Children',
      );
      expect(without).not.toContain(`>${DEMO_SUB_EVENTS[0]?.de}</a>`);
      expect(without).toContain(`>${DEMO_SUB_EVENTS[1]?.de}</a>`);
    } finally {
      await t.app.db.updateTable('events').set({ is_online: true }).where('id', '=', first.id).execute();
    }
  });

  it('a production shows contributors, works, video and promoter in the configured order', async () => {
    const row = await t.app.db
      .selectFrom('productions')
      .select(['id', 'slug'])
      .where((eb) => eb(eb.ref('name', '->>').key('de'), '=', 'Momo'))
      .executeTakeFirstOrThrow();
    const body = await html(`/de/produktionen/${row.slug.de}/${row.id}`);
    expect(section(body, 'Contributors')).toMatch(/href="\/de\/team\/sophie-keller\/\d+">Sophie Keller/);
    expect(section(body, 'Programs')).toContain('Michael Ende');
    expect(section(body, 'Promoter')).toContain('Freundeskreis des Theaters am Rosenhain');
    // Sponsors are no production section (spec: programme §2).
    expect(section(body, 'Sponsors')).toBeUndefined();
    const order = [...body.matchAll(/data-section="(\w+)"/g)].map((m) => m[1]);
    expect(order.indexOf('Contributors')).toBeLessThan(order.indexOf('Events'));
    expect(order.indexOf('Events')).toBeLessThan(order.indexOf('Promoter'));
  });
});

describe('search', () => {
  const others = async (query: string, locale = 'de') => {
    const response = await get(`/${locale}/api/search/others/?query=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchGroupResponseSchema.parse(response.json());
  };
  const events = async (query: string) => {
    const response = await get(`/de/api/search/events/?query=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchGroupResponseSchema.parse(response.json());
  };

  it('finds people, venues and series in the others group', async () => {
    const person = await others('Lena Hoffmann');
    expect(person.results[0]).toMatchObject({ type: 'person', title: 'Lena Hoffmann' });
    expect(person.results[0]?.url).toMatch(/^\/de\/team\/lena-hoffmann\/\d+$/);
    expect((await others('Studiobühne')).results.some((hit) => hit.type === 'venue')).toBe(true);
    expect((await others('Sonntagsmatinee')).results.some((hit) => hit.type === 'series')).toBe(true);
    expect((await others('summer stage', 'en')).results.some((hit) => hit.type === 'venue')).toBe(true);
  });

  it("finds events by tag, room, series, contributor and work ('Familie' finds the family events)", async () => {
    const family = await events('Familie');
    expect(family.count).toBeGreaterThan(0);
    const tagged = await t.app.db
      .selectFrom('event_tag_links')
      .innerJoin('event_tags', 'event_tags.id', 'event_tag_links.tag_id')
      .innerJoin('events', 'events.id', 'event_tag_links.event_id')
      .where((eb) => eb(eb.ref('event_tags.name', '->>').key('de'), '=', 'Familie'))
      .where('events.is_online', '=', true)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(family.count).toBeGreaterThanOrEqual(Number(tagged.count));
    expect((await events('Kammerspiele')).count).toBeGreaterThan(0);
    expect((await events('Nadia Petrova')).results[0]?.title).toBe('Die Zauberflöte');
    expect((await events('Kaiserquartett')).results[0]?.title).toBe('Sonntagsmatinee: Streichquartett');
  });
});

describe('Venue modules and the venue finder', () => {
  it('the finder answers staff only, filtered by the search text', async () => {
    expect((await get('/de/pageeditor-api/finder/venues')).statusCode).toBe(401);
    const response = await get('/de/pageeditor-api/finder/venues?q=depot', staff.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { results } = response.json() as { results: Array<{ id: number; name: string; address: string }> };
    expect(results.map((venue) => venue.name)).toEqual(['Studiobühne im Alten Depot']);
    expect(results[0]?.address).toBe('Depotstraße 7, 07745 Kellberg');
  });

  it('a Venue list renders real venue cards for visitors', async () => {
    const [main, studio] = venueListSchema.parse((await get('/api/venues/')).json()).data;
    const page = await t.app.db
      .selectFrom('pages')
      .select('id')
      .where('locale', '=', 'de')
      .where('path', '=', 'ueber-uns')
      .executeTakeFirstOrThrow();
    const venueList = {
      id: 'venues-test',
      type: 'venue_list',
      children: [
        { id: 'v1', type: 'venue', venue: main?.id },
        { id: 'v2', type: 'venue', venue: studio?.id },
        { id: 'v3', type: 'venue', venue: 999999 },
      ],
    };
    await t.app.db
      .insertInto('sections')
      .values({
        uid: 'venues-test',
        page_id: page.id,
        position: 99,
        layout: '100',
        image: null,
        columns: JSON.stringify([{ index: 0, classes: '', children: [venueList] }]) as never,
      })
      .execute();
    await t.app.pageCache.contentChanged();
    const body = await html('/de/ueber-uns');
    expect(body).toContain(`<a href="${main?.url}">Theater am Rosenhain – Haupthaus</a>`);
    expect(body).toContain('<p class="venue-card__address">Depotstraße 7, 07745 Kellberg</p>');
    expect(body.match(/class="venue-card"/g)).toHaveLength(2);
  });
});

describe('staff edit the detail sections on the admin change pages', () => {
  const json = { accept: 'application/json' };
  const productionNamed = async (name: string) =>
    t.app.db
      .selectFrom('productions')
      .select(['id', 'slug'])
      .where((eb) => eb(eb.ref('name', '->>').key('de'), '=', name))
      .executeTakeFirstOrThrow();
  const form = async (url: string) => {
    const page = await get(url, staff.cookies);
    expect(page.statusCode).toBe(200);
    return page.body;
  };

  it('shows the stored contributors, works and sponsors as lines and stores a change', async () => {
    const production = await productionNamed('Woyzeck');
    const url = `/admin/productions/${production.id}/change/`;
    const body = await form(url);
    const lena = await personNamed('Lena Hoffmann');
    // Each contributor is a row: the person picked by name, the role in German and English.
    expect(body).toContain(
      '<select name="contributors" id="field-contributors" aria-label="Person, Zeile 1">',
    );
    expect(body).toContain(`<option value="${lena.id}" selected="">Lena Hoffmann (${lena.id})</option>`);
    expect(body).toMatch(/aria-label="Rolle, Zeile \d+" value="Marie"/);
    expect(body).toContain('Georg Büchner; Woyzeck');
    // A sponsor's line ends with its logo's media address.
    expect(body).toContain('sponsor; Stadt Kellberg; https://www.kellberg.example; /media/logo-stadt.svg');
    const version = /name="version" value="(\d+)"/.exec(body)?.[1];
    const response = await t.write({
      method: 'POST',
      url,
      headers: json,
      cookies: staff.cookies,
      payload: {
        version,
        name_de: 'Woyzeck',
        name_en: 'Woyzeck',
        is_online: true,
        contributors: `${lena.id}; Marie; Marie\n${lena.id}; Chor; Chorus`,
        works: 'Georg Büchner; Woyzeck (Fragment); Woyzeck (fragment)',
        sponsors: [
          'sponsor; Stadt Kellberg; https://www.kellberg.example; /media/logo-stadt.svg',
          'promoter; Büchner-Gesellschaft; ; /media/buehne.jpg',
        ].join('\n'),
        video_url: 'https://vimeo.com/76979871',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = await html(`/de/produktionen/${production.slug.de}/${production.id}`);
    expect(section(page, 'Contributors')).toContain('Chor');
    expect(section(page, 'Contributors')).not.toContain('Jonas Becker');
    expect(section(page, 'Programs')).toContain('Woyzeck (Fragment)');
    // The logo kept under the same address keeps its size and alt texts; a new one takes the name
    // as its alt text.
    const kept = await t.app.db
      .selectFrom('sponsors')
      .select('logo')
      .where('production_id', '=', production.id)
      .where('name', '=', 'Stadt Kellberg')
      .executeTakeFirstOrThrow();
    expect(kept.logo).toMatchObject({
      url: '/media/logo-stadt.svg',
      width: 240,
      alt: { en: 'City of Kellberg' },
    });
    expect(section(page, 'Promoter')).toMatch(
      /<img[^>]*src="\/media\/buehne.jpg"[^>]*alt="Büchner-Gesellschaft"/,
    );
    expect(section(page, 'Video')).toContain('provider="vimeo"');
  });

  it("stores the form's contributor rows as sent (a ';' stays in its role) and keeps a bad row", async () => {
    const production = await productionNamed('Schwanensee');
    const url = `/admin/productions/${production.id}/change/`;
    const version = /name="version" value="(\d+)"/.exec(await form(url))?.[1] ?? '';
    const lena = await personNamed('Lena Hoffmann');
    const eva = await personNamed('Eva Brandt');
    const post = (rows: string[]) => {
      const body = new URLSearchParams({ version, name_de: 'Schwanensee', is_online: 'on' });
      for (const cell of rows) body.append('contributors', cell);
      return t.write({
        method: 'POST',
        url,
        cookies: staff.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body.toString(),
      });
    };
    // Two filled rows around an empty one, as the form sends them.
    const saved = await post([
      String(lena.id),
      'Regie; Bühne',
      'Direction',
      '',
      '',
      '',
      String(eva.id),
      'Licht',
      '',
    ]);
    expect(saved.statusCode, saved.body).toBe(303);
    const stored = await t.app.db
      .selectFrom('contributions')
      .select(['person_id', 'role'])
      .where('production_id', '=', production.id)
      .orderBy('position')
      .execute();
    expect(stored).toEqual([
      { person_id: lena.id, role: { de: 'Regie; Bühne', en: 'Direction' } },
      { person_id: eva.id, role: { de: 'Licht' } },
    ]);
    // A person without a role: the form again with the message and the rows as sent.
    const bad = await post([String(eva.id), '', '', String(lena.id), 'Regie', '']);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('href="#field-contributors"');
    expect(bad.body).toMatch(/aria-describedby="field-contributors-hint field-contributors-error"/);
    expect(bad.body).toMatch(
      new RegExp(`aria-label="Person, Zeile 2">.*?<option value="${lena.id}" selected=""`),
    );
    expect(
      await t.app.db
        .selectFrom('contributions')
        .select('person_id')
        .where('production_id', '=', production.id)
        .execute(),
    ).toHaveLength(2);
  });

  it('refuses unknown persons and malformed lines with field messages, storing nothing', async () => {
    const production = await productionNamed('Momo');
    const url = `/admin/productions/${production.id}/change/`;
    const version = /name="version" value="(\d+)"/.exec(await form(url))?.[1];
    const send = (fields: Record<string, string>) =>
      t.write({
        method: 'POST',
        url,
        headers: json,
        cookies: staff.cookies,
        payload: { version, name_de: 'Momo', is_online: true, ...fields },
      });
    const unknown = await send({ contributors: '999999; Regie' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.contributors).toContain('999999');
    for (const [field, value] of [
      ['contributors', 'Regie; 12'],
      ['works', 'nur ein Teil'],
      ['sponsors', 'gönner; Name'],
      ['sponsors', 'sponsor; Name; javascript:alert(1)'],
      ['sponsors', 'sponsor; Name; ; javascript:alert(1)'],
      ['video_url', 'https://evil.example/video'],
    ] as const) {
      const response = await send({ [field]: value });
      expect(response.statusCode, `${field}: ${value}`).toBe(400);
      expect(Object.keys(response.json().fields)).toContain(field);
    }
    const page = await html(`/de/produktionen/${production.slug.de}/${production.id}`);
    expect(section(page, 'Contributors')).toContain('Sophie Keller');
  });

  it('an event change page carries the fields; a client that leaves them out keeps the data', async () => {
    const event = await t.app.db
      .selectFrom('events')
      .select(['id', 'slug'])
      .where((eb) => eb(eb.ref('name', '->>').key('de'), '=', 'Jazz im Foyer: Trio Kellberg'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/admin/events/${event.id}/change/`;
    const body = await form(url);
    expect(body).toContain('promoter; Jazzclub Kellberg e. V.');
    const version = /name="version" value="(\d+)"/.exec(body)?.[1];
    const response = await t.write({
      method: 'POST',
      url,
      headers: json,
      cookies: staff.cookies,
      payload: { version, name_de: 'Jazz im Foyer: Trio Kellberg', status: '1', is_online: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await form(url)).toContain('promoter; Jazzclub Kellberg e. V.');
  });
});
