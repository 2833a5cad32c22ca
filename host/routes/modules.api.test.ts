import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const page = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

describe('content modules on real pages (spec: frame §3)', () => {
  it('renders the discover page: hero, full teaser, image list, logos, and media behind <foyer-embed>', async () => {
    const html = await page('/de/entdecken');
    expect(html).toContain('<h2 class="m-hero__headline">Theaterfest am 12. September</h2>');
    expect(html).toContain('class="m-full-teaser m-full-teaser--image-right"');
    expect(html).toContain('class="m-image-list m-image-list--masonry m-image-list--standard"');
    expect(html.match(/<li class="m-logo">/g)).toHaveLength(3);
    // Third-party media never reach the page as iframes: consent decides (spec: frame §9 media).
    expect(html).not.toContain('<iframe');
    expect(html).toContain(
      '<foyer-embed provider="spotify" src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5"',
    );
    expect(html).toContain(
      '<foyer-embed provider="issuu" src="https://e.issuu.com/embed.html?d=spielzeit-2026-27&amp;u=theater-rosenhain"',
    );
    const english = await page('/en/discover');
    expect(english).toContain('Theatre festival on 12 September');
    expect(english).toContain('(Open on Spotify)');
  });

  it('renders the YouTube video through youtube-nocookie with a poster fallback', async () => {
    const html = await page('/de/junges-theater');
    expect(html).toContain(
      '<foyer-embed provider="youtube" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"',
    );
    expect(html).toContain('<img class="m-embed__poster" src="/media/junges-theater.jpg"');
    expect(html).toContain('class="m-two-columns m-two-columns--text-image"');
  });

  it('renders FAQ disclosures and the anchor list pointing at headline anchors', async () => {
    const html = await page('/de/besuch');
    expect(html).toContain('<summary class="m-faq__question">Gibt es ermäßigte Karten?</summary>');
    expect(html).toContain('<a href="#barrierefreiheit">Barrierefreiheit</a>');
    expect(html).toContain('id="barrierefreiheit"');
  });

  it('lists upcoming events from the database in the event list, and an empty state without any', async () => {
    await t.app.db.deleteFrom('events').execute();
    expect(await page('/de/entdecken')).toContain('Für diesen Zeitraum sind keine Veranstaltungen geplant.');

    const room = await t.app.db
      .insertInto('rooms')
      .values({
        name: JSON.stringify({ de: 'Kammerspiele', en: 'Chamber theatre' }) as never,
        slug: JSON.stringify({ de: 'kammerspiele' }) as never,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inDays = (days: number) => new Date(t.now.getTime() + days * 86_400_000);
    await t.app.db
      .insertInto('events')
      .values([
        {
          name: JSON.stringify({ de: 'Der Kirschgarten', en: 'The Cherry Orchard' }) as never,
          slug: JSON.stringify({ de: 'der-kirschgarten', en: 'the-cherry-orchard' }) as never,
          date_start: inDays(2),
          room_id: room.id,
          id_jet: 'modules-test-1',
          images: '[]' as never,
        },
        {
          name: JSON.stringify({ de: 'Gestern gespielt' }) as never,
          slug: JSON.stringify({ de: 'gestern' }) as never,
          date_start: inDays(-1),
          id_jet: 'modules-test-2',
          images: '[]' as never,
        },
        {
          name: JSON.stringify({ de: 'Offline' }) as never,
          slug: JSON.stringify({ de: 'offline' }) as never,
          date_start: inDays(3),
          id_jet: 'modules-test-3',
          images: '[]' as never,
          is_online: false,
        },
      ])
      .execute();

    const html = await page('/de/entdecken');
    expect(html).toMatch(
      /<h3 class="m-event-card__name"><a href="\/de\/programm\/der-kirschgarten\/\d+">Der Kirschgarten<\/a><\/h3>/,
    );
    expect(html).toContain('<p class="m-event-card__room">Kammerspiele</p>');
    expect(html).not.toContain('Gestern gespielt');
    expect(html).not.toContain('>Offline<');
    const english = await page('/en/discover');
    expect(english).toMatch(/href="\/en\/programm\/the-cherry-orchard\/\d+">The Cherry Orchard</);
    expect(english).toContain('Chamber theatre');
  });
});
