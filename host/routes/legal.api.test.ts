import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlBlocksSchema, legalTextSchema } from '../../src/contract/legal';
import { loginStaff } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The legal texts and the HTML blocks as JSON (spec: frame §7; R-API-35). */
describe('legal texts and HTML blocks for webshop templates', () => {
  it('answers the imprint, terms and privacy policy of the asked language with the page content', async () => {
    for (const [url, address] of [
      ['/de/api/imprint/', '/de/impressum'],
      ['/api/imprint/?lang=en', '/en/imprint'],
      ['/api/agb/', '/de/agb'],
      ['/de/api/privacy-policy/', '/de/datenschutz'],
      ['/en/api/privacy-policy/', '/en/privacy'],
      ['/en/api/agb/', '/en/terms'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=60');
      const body = legalTextSchema.parse(response.json());
      expect(body.url, url).toBe(address);
      // The same title and text as the page itself shows.
      const page = (await t.app.inject({ url: address })).body;
      expect(page, url).toContain(`<h1>${body.title}</h1>`);
      const words = body.html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter((word) => word.length > 6);
      expect(words.length, url).toBeGreaterThan(5);
      for (const word of words.slice(0, 5)) expect(page, `${url}: ${word}`).toContain(word);
      // Without the site's frame.
      expect(body.html, url).not.toContain('<foyer-site-header');
      expect(body.html, url).not.toContain('<html');
    }
    const imprint = (await t.app.inject({ url: '/de/api/imprint/' })).json();
    expect(imprint.html).toContain('Eigenbetrieb der Stadt Kellberg');
  });

  it('answers 400 for an unknown language, with the field', async () => {
    const wrong = await t.app.inject({ url: '/api/agb/?lang=fr' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('fields');
  });

  it('answers an offline legal page as missing, not with its draft', async () => {
    const staff = await loginStaff(t, { username: 'legal-offline', role: 'admin' });
    await t.app.db.updateTable('pages').set({ is_online: false }).where('path', '=', 'datenschutz').execute();
    try {
      const missing = await t.app.inject({ url: '/de/api/privacy-policy/' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found' });
      // Staff do not get it either: the JSON is for the public.
      expect(
        (await t.app.inject({ url: '/de/api/privacy-policy/', cookies: staff.cookies })).statusCode,
      ).toBe(404);
    } finally {
      await t.app.db
        .updateTable('pages')
        .set({ is_online: true })
        .where('path', '=', 'datenschutz')
        .execute();
    }
  });

  it("answers the site's HTML blocks", async () => {
    const response = await t.app.inject({ url: '/api/html/' });
    expect(response.statusCode).toBe(200);
    const body = htmlBlocksSchema.parse(response.json());
    expect(body.data.html_footer_top.code).toContain('footer-claim');
    expect((await t.app.inject({ url: '/de/api/html/' })).json()).toEqual(body);
  });
});
