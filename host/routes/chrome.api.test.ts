import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingHoursTodaySchema } from '../../src/contract/opening-hours';
import { berlinTime, openingHoursLabel } from '../../src/domain/opening-hours';
import { venueInstant, venueToday } from '../db/opening-hours/opening-hours.repository';
import { loginStaff } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (
  url: string,
  options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) => t.app.inject({ url, ...options });

describe('GET /api/opening-hours-today/ (spec: programme §7)', () => {
  it("answers today's hours from the weekly table, in the contract's shape", async () => {
    const today = venueToday(t.now);
    await t.app.db.deleteFrom('opening_hours').where('weekday', '=', today.weekday).execute();
    await t.app.db
      .insertInto('opening_hours')
      .values([
        { weekday: today.weekday, time_from: '14:30', time_to: '18:00' },
        { weekday: today.weekday, time_from: '10:00', time_to: '13:00' },
        { weekday: (today.weekday % 7) + 1, time_from: '08:00', time_to: '09:00' },
      ])
      .execute();
    await t.app.pageCache.contentChanged(); // as every staff edit does
    for (const url of [
      '/api/opening-hours-today/',
      '/de/api/opening-hours-today/',
      '/en/api/opening-hours-today/',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = openingHoursTodaySchema.parse(response.json());
      expect(body.opening_hours).toEqual([
        { time_from: '10:00', time_to: '13:00' },
        { time_from: '14:30', time_to: '18:00' },
      ]);
      expect(body.opening_hours_exceptions).toEqual([]);
    }
  });

  it("includes today's exceptions (and only today's), with the closed flag", async () => {
    const today = venueToday(t.now);
    await t.app.db
      .insertInto('opening_hours_exceptions')
      .values([
        { date: today.date, time_from: '12:00', time_to: '14:00' },
        { date: '2001-01-01', closed: true },
      ])
      .execute();
    await t.app.pageCache.contentChanged();
    const body = (await get('/api/opening-hours-today/')).json();
    expect(body.opening_hours_exceptions).toEqual([{ time_from: '12:00', time_to: '14:00' }]);
    await t.app.db
      .insertInto('opening_hours_exceptions')
      .values({ date: today.date, closed: true })
      .execute();
    await t.app.pageCache.contentChanged();
    const closed = (await get('/api/opening-hours-today/')).json();
    expect(closed.opening_hours_exceptions).toContainEqual({
      time_from: '00:00',
      time_to: '23:59',
      closed: true,
    });
  });

  it("the header shows today's label as server HTML, with the instant it stops being true (0157)", async () => {
    const today = venueToday(t.now);
    const label = (html: string) =>
      /<p class="site-header__hours" data-opening-hours="" aria-live="polite" data-state="(\w+)" data-valid-until="(\d+)"><a href="\/de\/besuch">([^<]*)<\/a>/.exec(
        html,
      );
    // Closed today (the exception above): closed until the venue day ends.
    const closed = label((await get('/de/ueber-uns')).body);
    expect(closed?.slice(1)).toEqual(['closed', String(venueInstant(today.date, null)), 'Heute geschlossen']);
    // The weekly hours again: the label the element would draw at this instant, true until the
    // next opening or closing (or the day's end).
    await t.app.db.deleteFrom('opening_hours_exceptions').execute();
    await t.app.pageCache.contentChanged();
    const hours = (await get('/api/opening-hours-today/')).json();
    const expected = openingHoursLabel(hours, berlinTime(t.now), 'de');
    const open = label((await get('/de/ueber-uns')).body);
    expect(open?.[1]).toBe(expected?.state);
    expect(open?.[3]).toBe(expected?.text);
    const until = Number(open?.[2]);
    expect(until).toBeGreaterThan(t.now.getTime());
    expect([
      venueInstant(today.date, '10:00'),
      venueInstant(today.date, '18:00'),
      venueInstant(today.date, null),
    ]).toContain(until);
    // In English on /en.
    expect((await get('/en')).body).toMatch(
      /data-opening-hours=""[^>]*><a href="\/en\/visit">(Open|Closed) today/,
    );
  });

  it('venue instants follow Berlin through the clock changes', () => {
    // The day summer time starts has 23 hours; its end is the next midnight, UTC+2.
    expect(new Date(venueInstant('2027-03-28', null)).toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(new Date(venueInstant('2027-03-28', '10:00')).toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(new Date(venueInstant('2026-10-25', null)).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(new Date(venueInstant('2026-10-25', '00:30')).toISOString()).toBe('2026-10-24T22:30:00.000Z');
  });

  it('answers 404 JSON for an unknown locale prefix', async () => {
    const response = await get('/xx/api/opening-hours-today/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('computes the venue day in Europe/Berlin', () => {
    // 23:30 UTC on a Sunday is already Monday in Berlin (winter, UTC+1).
    expect(venueToday(new Date('2026-01-18T23:30:00Z'))).toEqual({ date: '2026-01-19', weekday: 1 });
    expect(venueToday(new Date('2026-01-18T12:00:00Z'))).toEqual({ date: '2026-01-18', weekday: 7 });
  });
});

describe('locales (spec: frame §1, §9)', () => {
  it('a page sets the locale cookie for 365 days when it differs, not again when it matches', async () => {
    const response = await get('/en');
    const cookie = response.cookies.find((c) => c.name === 'foyer_locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.maxAge).toBe(60 * 60 * 24 * 365);
    expect(cookie?.path).toBe('/');
    const again = await get('/en', { cookies: { foyer_locale: 'en' } });
    expect(again.cookies.find((c) => c.name === 'foyer_locale')).toBeUndefined();
    // JSON answers never set it.
    expect((await get('/de/api/opening-hours-today/')).cookies.map((c) => c.name)).not.toContain(
      'foyer_locale',
    );
  });

  it('/ sends a visitor to their locale: cookie first, then Accept-Language, then German', async () => {
    expect((await get('/', { cookies: { foyer_locale: 'en' } })).headers.location).toBe('/en');
    expect((await get('/', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).headers.location).toBe(
      '/en',
    );
    expect((await get('/', { headers: { 'accept-language': 'fr' } })).headers.location).toBe('/de');
    expect((await get('/', { cookies: { foyer_locale: 'xx' } })).headers.location).toBe('/de');
  });

  it('weighs Accept-Language by its q-values and reads regional variants (issue 21)', async () => {
    const to = async (header: string) =>
      (await get('/', { headers: { 'accept-language': header } })).headers.location;
    expect(await to('en;q=0.1, de;q=0.9')).toBe('/de');
    expect(await to('fr-FR, en-US;q=0.8, de;q=0.5')).toBe('/en');
    expect(await to('de-AT')).toBe('/de');
    expect(await to('*')).toBe('/de');
    expect(await to(';;;q=abc,,')).toBe('/de');
  });

  it('the language switch links to the page in the other language', async () => {
    const html = (await get('/de/ueber-uns/geschichte')).body;
    expect(html).toMatch(/href="\/en\/about\/history" hrefLang="en" lang="en"/);
    const en = (await get('/en/about/history')).body;
    expect(en).toMatch(/href="\/de\/ueber-uns\/geschichte" hrefLang="de" lang="de"/);
    expect(en).toContain('Skip to content');
    expect(en).toContain('Book tickets');
  });
});

describe('the server-rendered chrome (spec: programme §2 Header, Footer, Sticky navigation)', () => {
  it('header: skip link, logo 140 × 84 home, menus with submenu toggles, search slot, tools', async () => {
    const html = (await get('/de')).body;
    expect(html).toContain('<a class="skip-link" href="#main" id="top">Zum Inhalt springen</a>');
    // The logo is drawn inline (no SVG image document, no request), named like an image.
    expect(html).toMatch(
      /<a class="site-header__logo" href="\/de"><svg [^>]*viewBox="0 0 140 84" width="140" height="84" role="img" aria-label="Theater am Rosenhain – [^"]+"/,
    );
    expect(html).not.toContain('src="/assets/logo.svg"');
    expect(html).toContain('aria-label="Hauptmenü"');
    expect(html).toContain('aria-label="Servicemenü"');
    expect(html).toMatch(
      /<button type="button" class="disclosure__button menu__toggle" aria-expanded="false" aria-controls="submenu-2"/,
    );
    expect(html).toContain('<foyer-search-box variant="compact" locale="de">');
    expect(html).toMatch(/class="tool site-header__cart" href="\/webshop\/cart"/);
    expect(html).toMatch(/class="tool site-header__account" href="\/de\/login"/);
    // R-HEAD-18: a link to the ticketing webshop, exactly the design settings' header.webshopLink.
    const { header } = (await get('/api/settings')).json() as { header: { webshopLink: string } };
    expect(html).toContain(`class="tool site-header__webshop" href="${header.webshopLink}"`);
    expect(html).toMatch(/site-header__webshop"[^>]*>[\s\S]*?Ticketshop/);
    expect(html).toContain('data-opening-hours');
    // R-ROUTE-34: the info layer of the default layout is there, hidden until a slow load.
    expect(html).toMatch(
      /<aside id="foyer-info-layer" class="info-layer" aria-label="Ladehinweis" hidden="">/,
    );
  });

  it('footer: settings blocks, external links in a new tab, legal links, whistleblower, cookie settings, logos', async () => {
    const html = (await get('/de')).body;
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('Theater am Rosenhain – Schauspiel, Oper');
    expect(footer).toContain('Gefördert von der Stadt Kellberg');
    // The blocks are German on both sides; on the English pages they say so (WCAG 3.1.2).
    const en = (await get('/en')).body;
    expect(en.slice(en.indexOf('<footer'))).toContain('<p lang="de">Gefördert von der Stadt Kellberg');
    const blank = [...footer.matchAll(/<a href="([^"]+)" target="_blank"/g)].map((m) => m[1]);
    expect(blank.length).toBeGreaterThan(0);
    for (const url of blank) expect(url).toMatch(/^https:\/\//);
    expect(footer).not.toMatch(/href="\/de\/kontakt" target/);
    for (const path of ['agb', 'impressum', 'datenschutz']) expect(footer).toContain(`href="/de/${path}"`);
    expect(footer).toContain('Hinweisgebersystem');
    expect(footer).toContain('data-cookie-settings="">Cookie-Einstellungen</a>');
    expect(footer).toMatch(/<svg [^>]*role="img" aria-label="Logo: [^"]+"[^>]*>.*Kulturbetriebe/);
    expect(footer).toMatch(
      /<svg [^>]*class="site-footer__regional"[^>]*role="img" aria-label="Kulturregion Kellberg"/,
    );
    expect(footer).toContain('href="#top" data-scroll-top=""');
  });

  it('footer: custom logos replace the regional culture logo', async () => {
    await t.app.db.updateTable('site_settings').set({ html_footer_logos: '<p>LOGOS-X</p>' }).execute();
    await t.app.pageCache.contentChanged();
    const html = (await get('/de/ueber-uns')).body;
    expect(html).toContain('LOGOS-X');
    expect(html).not.toContain('site-footer__regional');
    await t.app.db.updateTable('site_settings').set({ html_footer_logos: null }).execute();
  });

  it('shop offline: cart and account greyed out with the tooltip Webshop offline', async () => {
    await t.app.db.updateTable('site_settings').set({ is_shop_online: false }).execute();
    await t.app.pageCache.contentChanged();
    const html = (await get('/de/ueber-uns/geschichte?x=1')).body;
    expect(html).toMatch(
      /class="tool is-disabled site-header__cart" role="link" aria-disabled="true" tabindex="0" title="Webshop offline"/,
    );
    expect(html).toMatch(/class="tool is-disabled site-header__account"/);
    await t.app.db.updateTable('site_settings').set({ is_shop_online: true }).execute();
    await t.app.pageCache.contentChanged();
  });

  it('sticky navigation: booking button and overlay button by route', async () => {
    const html = (await get('/de')).body;
    expect(html).toMatch(/<foyer-sticky-nav locale="de" route="page">/);
    expect(html).toContain('class="sticky-nav__overlay" href="/de/programm" data-open-overlay=""');
    expect(html).toContain('<a class="sticky-nav__book" href="/de/programm">Ticket buchen</a>');
    // On an event detail it jumps to the booking, without JavaScript too.
    const events = (await get('/de/api/events/?page=1')).json() as {
      results: Array<{ url: string; date_start: string }>;
    };
    // One that has not begun: today's list keeps those that have, and they are off sale.
    const upcoming = events.results.find((event) => Date.parse(event.date_start) > t.now.getTime());
    const detail = (await get(upcoming?.url ?? '')).body;
    expect(detail).toMatch(/<foyer-sticky-nav locale="de" route="event-detail">/);
    expect(detail).toContain('<a class="sticky-nav__book" href="#tickets">Ticket buchen</a>');
    expect(detail).toContain('<div class="event-booking" id="tickets">');
    // Sold out: nothing to book, so no button leading there (0157: the element no longer hides it).
    const first = (await get('/de/api/events/?page=1')).json() as {
      results: Array<{ id: number; url: string }>;
    };
    const soldOut = first.results[0] as { id: number; url: string };
    const before = await t.app.db
      .selectFrom('events')
      .select('status')
      .where('id', '=', soldOut.id)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('events').set({ status: '0' }).where('id', '=', soldOut.id).execute();
    await t.app.pageCache.contentChanged();
    expect((await get(soldOut.url)).body).toContain('<a class="sticky-nav__book" href="#tickets" hidden="">');
    await t.app.db
      .updateTable('events')
      .set({ status: before.status })
      .where('id', '=', soldOut.id)
      .execute();
    await t.app.pageCache.contentChanged();
  });

  it("logged in: the name, the shop's account area, My Profile and Log out; the profile page answers", async () => {
    const staff = await loginStaff(t, { username: 'ines', first_name: 'Ines', last_name: 'Intendanz' });
    const html = (await get('/de/ueber-uns', { cookies: staff.cookies })).body;
    expect(html).toContain('<span class="site-header__user-name">Ines Intendanz</span>');
    expect(html).toContain('site-header--logged-in');
    const dropdown = html.slice(
      html.indexOf('id="site-header-user"'),
      html.indexOf('site-header__languages'),
    );
    const links = [...dropdown.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(links).toEqual([
      'Mein Bereich /webshop/account',
      'Mein Warenkorb /webshop/cart',
      'Bestellungen /webshop/account/orders',
      'Reservierungen /webshop/account/reservations',
      'Gutscheine /webshop/account/coupons',
      'Guthaben /webshop/account/credit',
      'Favoriten /webshop/favorites',
      'Abonnements /webshop/account/subscriptions',
      'Persönliche Daten /webshop/account/personal-data',
      'E-Mail-Adresse ändern /webshop/account/email',
      'Passwort ändern /webshop/account/password',
      'Verwaltung /admin/',
      'Inhalte-Hub /cms-hub',
      'Mein Profil /de/user/profile',
      'Abmelden /de/logout',
    ]);
    const english = (await get('/en/about', { cookies: staff.cookies })).body;
    for (const label of [
      'My Account',
      'My Area',
      'My Cart',
      'Orders',
      'Reservations',
      'Coupons',
      'Credit',
      'Favorites',
      'Subscriptions',
      'Personal Data',
      'Change Email',
      'Change Password',
      'Admin',
      'Content hub',
      'My Profile',
      'Log out',
    ])
      expect(english).toContain(`>${label}</`);
    // The profile page the dropdown links to, for the signed-in user only.
    const profile = await get('/de/user/profile', { cookies: staff.cookies });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.body).toContain('<h1>Mein Profil</h1>');
    expect(profile.body).toContain('ines@foyer.example');
    const anonymous = await get('/de/user/profile');
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/de/login?next=%2Fde%2Fuser%2Fprofile');
    expect((await get('/xx/user/profile')).statusCode).toBe(404);
  });

  it('logged in: the user menu leads staff to the admin and the content hub, which open for them; visitors get neither link', async () => {
    // An editor, the least a staff member is: both places let every signed-in staff member in.
    const editor = await loginStaff(t, { username: 'wera', role: 'editor' });
    const menu = (html: string) =>
      html.slice(html.indexOf('id="site-header-user"'), html.indexOf('site-header__languages'));
    const links = (html: string) =>
      [...menu(html).matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(links((await get('/de/ueber-uns', { cookies: editor.cookies })).body)).toEqual(
      expect.arrayContaining(['Verwaltung /admin/', 'Inhalte-Hub /cms-hub']),
    );
    expect(links((await get('/en/about', { cookies: editor.cookies })).body)).toEqual(
      expect.arrayContaining(['Admin /admin/', 'Content hub /cms-hub']),
    );
    for (const url of ['/admin/', '/cms-hub'])
      expect((await get(url, { cookies: editor.cookies })).statusCode, url).toBe(200);
    // The admin pages (and the hub) carry the same menu.
    expect(links((await get('/admin/', { cookies: editor.cookies })).body)).toEqual(
      expect.arrayContaining(['Verwaltung /admin/', 'Inhalte-Hub /cms-hub']),
    );
    const visitor = (await get('/de/ueber-uns')).body;
    expect(visitor).not.toContain('href="/admin/"');
    expect(visitor).not.toContain('href="/cms-hub"');
  });
});
