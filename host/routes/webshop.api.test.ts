import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSite } from '../../demo/seed';
import type { ShopCartResponse } from '../../src/contract/ticketing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { insertTicketingFixtures } from '../testing/ticketing-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // The chrome around the shop: the demo's settings, menus and alert (not its events).
  await seedSite(t.app.db);
  await insertTicketingFixtures(t);
});
afterAll(async () => t?.close());

describe('webshop layout and routes (spec: frame §2)', () => {
  it.each([
    '/webshop',
    '/webshop/',
    '/eventim-template',
    '/eventim-template/seite',
    '/eventim.webshop',
    '/test.webshop',
    '/test.webshop/x',
    '/testshop',
    '/testshop/x/y',
  ])('serves %s in the webshop layout without a page class', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    // No body class on webshop routes (spec: frame §2, R-ROUTE-41); the layout is its main.
    expect(response.body).toContain('<body>');
    expect(response.body).toContain('<main id="main" tabindex="-1" class="webshop-main">');
    expect(response.body).toContain('data-foyer-cart-badge="0"');
    expect(response.body).toContain(`<script type="module" src="${t.app.config.siteUrl}/widgets/foyer.js">`);
  });

  it.each(['/webshop', '/eventim-template', '/eventim.webshop', '/test.webshop', '/testshop'])(
    '%s is a template with the whole chrome, absolute addresses and api-base (issue 21 item 2)',
    async (url) => {
      const { body } = await t.app.inject({ url });
      const site = t.app.config.siteUrl;
      // The same elements as every site page, each naming the host.
      for (const tag of [
        'foyer-site-header',
        'foyer-search-box',
        'foyer-alert-bar',
        'foyer-cookie-banner',
        'foyer-cart-badge',
      ])
        expect(body, tag).toMatch(new RegExp(`<${tag} [^>]*api-base="${site}"`));
      expect(body).not.toMatch(/<foyer-[a-z-]+(?![^>]*api-base=)[\s>]/);
      // Header: menus, the search form, the cart with its count, the account, the language switch.
      expect(body).toContain('class="site-header__menu"');
      expect(body).toContain(`action="${site}/de/search"`);
      expect(body).toMatch(new RegExp(`class="tool site-header__cart" href="${site}/webshop/cart"`));
      expect(body).toContain(`href="${site}/de/login"`);
      expect(body).toContain(`href="${site}${url}?language=en"`);
      // Footer navigation and the cookie settings.
      expect(body).toContain('class="site-footer"');
      expect(body).toContain('data-cookie-settings=""');
      expect(body).toContain(`privacy-url="${site}/de/datenschutz"`);
      // No site path is left relative: only in-page links (#main, #top) start without the host.
      expect(body.match(/\s(?:href|src|action|poster|privacy-url)="\/[^/]/g)).toBeNull();
      // One marked place for the provider's content.
      expect(body.match(/<div id="foyer-webshop-content"/g)).toHaveLength(1);
      expect(body).toMatch(/<!-- FOYER-WEBSHOP-CONTENT: [^>]*--><div id="foyer-webshop-content"/);
      expect(body).toMatch(/<!-- \/FOYER-WEBSHOP-CONTENT --><\/main>/);
    },
  );

  it('gives English with ?language=en, and keeps the cart page on site paths', async () => {
    const english = await t.app.inject({ url: '/webshop?language=en' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`href="${t.app.config.siteUrl}/webshop?language=de"`);
    const cart = await t.app.inject({ url: '/webshop/cart' });
    expect(cart.body).toContain('<foyer-site-header locale="de">');
    expect(cart.body).toContain('<script type="module" src="/widgets/foyer.js">');
    expect(cart.body).not.toContain('foyer-webshop-content');
  });

  it.each([
    ['/webshop/webticket/eventlist', '/de/programm'],
    ['/eventim.webshop/webticket/itemgroups', '/de/news'],
    ['/webshop/webticket/series?language=en', '/en/subscriptions'],
    ['/testshop/webticket/series', '/de/abonnements'],
  ])('redirects the webticket path %s to %s', async (url, target) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(target);
  });
});

describe('the cart page', () => {
  it('shows an empty state without a cart', async () => {
    const response = await t.app.inject({ url: '/webshop/cart' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Ihr Warenkorb ist leer.');
  });

  it('takes over a cart link from a template, lists the tickets with a countdown, and removes one', async () => {
    const booked = await t.write({
      method: 'POST',
      url: '/api/shop-cart/',
      payload: { event_jet_id: 'JET-1', seat_group: 'P', sale_type_ids: [1, 2], quantities: [2, 1] },
    });
    const { cart_url: cartUrl, cart_token: token } = booked.json<ShopCartResponse>();
    // The link from another origin carries the token; our page turns it into our cookie.
    const landing = await t.app.inject({ url: new URL(cartUrl).pathname + new URL(cartUrl).search });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/webshop/cart');
    const cookie = landing.cookies.find((c) => c.name === 'foyer_cart');
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBe(true);

    const page = await t.app.inject({ url: '/webshop/cart', cookies: { foyer_cart: token } });
    expect(page.body).toContain('Testvorstellung');
    expect(page.body).toContain('Parkett, Vollpreis');
    expect(page.body).toContain('Parkett, Ermäßigt');
    expect(page.body).toContain('60,50 €');
    expect(page.body).toMatch(/<foyer-cart-countdown expires-at="\d{4}-\d\d-\d\dT[^"]+"/);
    expect(page.body).toContain('data-foyer-cart-badge="3"');

    const id = /name="id" value="(\d+)"/.exec(page.body)?.[1];
    const removed = await t.write({
      method: 'POST',
      url: '/webshop/cart/remove',
      payload: `id=${id}&csrfmiddlewaretoken=test-csrf-token-0123456789abcdef0123`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { foyer_cart: token },
    });
    expect(removed.statusCode).toBe(303);
    const after = await t.app.inject({ url: '/webshop/cart', cookies: { foyer_cart: token } });
    expect(after.body).not.toContain('Parkett, Vollpreis');
    expect(after.body).toContain('data-foyer-cart-badge="1"');
  });

  it('refuses a removal without the CSRF field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/webshop/cart/remove',
      payload: 'id=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('webticket redirects land on real pages of the demo site', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ seed: true });
  }, 120_000);
  afterAll(async () => seeded?.close());

  it.each([
    ['/webshop/webticket/eventlist', 'Programm'],
    // item groups → /de/news: the magazine, a content page of the demo until articles have a route.
    ['/webshop/webticket/itemgroups', 'Magazin'],
    ['/webshop/webticket/series', 'Abonnements'],
    ['/webshop/webticket/series?language=en', 'Subscriptions'],
  ])('%s → a 200 page', async (url, title) => {
    const redirect = await seeded.app.inject({ url });
    expect(redirect.statusCode).toBe(301);
    const target = await seeded.app.inject({ url: String(redirect.headers.location) });
    expect(target.statusCode).toBe(200);
    expect(target.body).toMatch(new RegExp(`<title>[^<]*${title}`));
  });
});
