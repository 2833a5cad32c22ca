import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Platform files (issue 21 item 8): the web app manifest and the favicon set, the raster icons
 * made with sharp from the SVG; the print stylesheet and the page address on the detail pages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the favicon set and the manifest', () => {
  it('every page names them, and each answers with its kind and size', async () => {
    const page = (await t.app.inject('/de')).body;
    for (const link of [
      '<link rel="icon" href="/favicon.ico" sizes="32x32"/>',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
      '<link rel="manifest" href="/manifest.webmanifest"/>',
    ])
      expect(page).toContain(link);
    // No SVG icon link: a browser parses it as a document on the page's main thread (0156).
    expect(page).not.toContain('favicon.svg');

    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const data = manifest.json() as {
      name: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(data.name).toBe('Theater am Rosenhain');
    expect(data.start_url).toBe('/de');
    expect(data.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of data.icons) {
      const response = await t.app.inject(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type'], icon.src).toContain(icon.type);
      if (icon.type !== 'image/png') continue;
      const info = await sharp(response.rawPayload).metadata();
      expect(`${info.width}x${info.height}`, icon.src).toBe(icon.sizes);
    }
    // A maskable icon has no transparent corner: the platform cuts it to its own shape.
    const maskable = await sharp((await t.app.inject('/icons/maskable-512.png')).rawPayload)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...maskable].slice(0, 3)).toEqual([0x1d, 0x1a, 0x2f]);
  });

  it('favicon.ico is an icon file holding a 32×32 PNG; the apple-touch-icon is 180×180 and opaque', async () => {
    const ico = (await t.app.inject('/favicon.ico')).rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.length).toBe(ico.readUInt32LE(14));
    expect((await sharp(png).metadata()).width).toBe(32);
    const apple = await sharp((await t.app.inject('/apple-touch-icon.png')).rawPayload).metadata();
    expect([apple.width, apple.height, apple.hasAlpha]).toEqual([180, 180, false]);
  });
});

describe('print', () => {
  it('event, production and article pages carry their address for print; the stylesheet hides the chrome', async () => {
    const site = t.app.config.siteUrl;
    const event = (await t.app.inject('/de/api/events/')).json().results[0] as { url: string };
    const production = (await t.app.inject('/de/api/productions/')).json().results[0] as { url: string };
    const article = (await t.app.inject('/de/api/articles/')).json().results[0] as { url: string };
    for (const url of [event.url, production.url, article.url])
      expect((await t.app.inject(url)).body, url).toContain(
        `<p class="print-only print-url">${site}${url}</p>`,
      );
    const css = (await t.app.inject('/assets/site.css')).body;
    const print = css.slice(css.indexOf('@media print'));
    for (const selector of [
      'foyer-site-header',
      '.site-footer',
      'foyer-sticky-nav',
      '.event-booking',
      'foyer-cookie-banner',
    ])
      expect(print).toContain(selector);
  });
});
