import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The demo site as a visitor meets it: no dead links in the frame (every internal link of the
 * header and the footer, in both languages, leads to a page after at most one redirect), and the
 * events page's record that gives the overlay its headline.
 */
let seeded: TestApp;
beforeAll(async () => {
  seeded = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => seeded?.close());

/** The internal hrefs inside the page's header and footer elements. */
function frameLinks(html: string): string[] {
  const parts = [
    html.slice(html.indexOf('<header'), html.indexOf('</header>')),
    html.slice(html.indexOf('<footer'), html.indexOf('</footer>')),
  ];
  const hrefs = parts.flatMap((part) => [...part.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1] ?? ''));
  // The shop's own pages (cart, favorites) and the assets are not content pages of this site.
  return [...new Set(hrefs)].filter((href) => !/^\/(webshop|assets|media|widgets)\//.test(href));
}

describe('the frame of the demo site', () => {
  it.each(['de', 'en'] as const)('links only to pages that exist (/%s)', async (locale) => {
    const home = await seeded.app.inject({ url: `/${locale}` });
    const links = frameLinks(home.body);
    expect(links.length).toBeGreaterThan(8);
    const dead: string[] = [];
    for (const link of links) {
      let response = await seeded.app.inject({ url: link });
      if (response.statusCode === 301 || response.statusCode === 302)
        response = await seeded.app.inject({ url: String(response.headers.location) });
      if (response.statusCode !== 200) dead.push(`${link} → ${response.statusCode}`);
    }
    expect(dead).toEqual([]);
  });

  it.each(['de', 'en'] as const)('links the legal pages of its own language (/%s)', async (locale) => {
    const html = (await seeded.app.inject({ url: `/${locale}` })).body;
    const legal = html.slice(html.indexOf('site-footer__legal'));
    const links = [...legal.matchAll(/<a href="(\/[^"]+)"/g)].map((m) => m[1] ?? '').slice(0, 3);
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.startsWith(`/${locale}/`)).toBe(true);
  });
});

describe("the visit page's venues", () => {
  it.each([
    ['de', '/de/besuch', 'Unsere Spielstätten'],
    ['en', '/en/visit', 'Our venues'],
  ] as const)('lists every online venue with a link to its page (/%s)', async (locale, url, heading) => {
    const page = await seeded.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(heading);
    const venues = await seeded.app.db.selectFrom('venues').select(['id', 'slug']).orderBy('id').execute();
    expect(venues.length).toBe(3);
    for (const venue of venues) {
      const href = `/${locale}/venues/${venue.slug[locale] ?? venue.slug.de}/${venue.id}`;
      expect(page.body, href).toContain(`href="${href}"`);
      expect((await seeded.app.inject({ url: href })).statusCode).toBe(200);
    }
  });
});

describe("the demo's detail pages", () => {
  it('tell what the evening is before the box office hours', async () => {
    const production = await seeded.app.db
      .selectFrom('productions')
      .select(['id', 'slug'])
      .where('description', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await seeded.app.inject({ url: `/de/produktionen/${production.slug.de}/${production.id}` });
    expect(page.statusCode).toBe(200);
    const description = page.body.indexOf('data-section="Description"');
    const hours = page.body.indexOf('data-section="OpeningHours"');
    expect(description).toBeGreaterThan(0);
    expect(hours).toBeGreaterThan(description);
  });
});

describe('the events page in the page editor', () => {
  it.each([
    ['de', 'Programm und Karten'],
    ['en', 'Programme and tickets'],
  ] as const)('gives the event overlay its headline (/%s)', async (locale, headline) => {
    const response = await seeded.app.inject({ url: `/${locale}/pageeditor-api/page/programm` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { headline?: string }).headline).toBe(headline);
  });
});
