import { type Browser, expect, test } from '@playwright/test';
import {
  launchChromium,
  type OtherOrigin,
  type SecondFoyer,
  serveTemplate,
  startSecondFoyer,
} from './other-origin';

/**
 * Elements on any origin (issue 21 item 1): a page on an origin that is not in
 * ALLOWED_EMBED_ORIGINS loads the loader and the chunks (served with `Access-Control-Allow-Origin:
 * *`), so the elements are defined there; their API calls are refused, so they keep their fallback
 * and the console names ALLOWED_EMBED_ORIGINS. (A listed origin booking with quick-buy:
 * e2e/quick-buy.spec.ts.)
 */
test.describe('elements on an origin that is not listed', () => {
  let foyer: SecondFoyer;
  let template: OtherOrigin;
  let browser: Browser;
  let foyerOrigin = '';
  let templateOrigin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    template = await serveTemplate(() => ({
      html: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Shop</title>
<script type="module" src="${foyerOrigin}/widgets/foyer.js"></script></head><body>
<foyer-alert-bar locale="de" api-base="${foyerOrigin}"><p>Hinweis-Ersatz</p></foyer-alert-bar>
<foyer-event-calendar locale="de" api-base="${foyerOrigin}"><p>Programm-Ersatz</p></foyer-event-calendar>
</body></html>`,
    }));
    templateOrigin = template.origin;
    foyer = await startSecondFoyer('https://listed.example');
    foyerOrigin = foyer.origin;
    browser = await launchChromium();
  });

  test.afterAll(async () => {
    await browser?.close();
    await foyer?.close();
    await template?.close();
  });

  test('the elements are defined, keep their fallback, and the console names ALLOWED_EMBED_ORIGINS', async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${templateOrigin}/`);
    // The loader and the chunks came across origins: both elements are defined.
    await page.waitForFunction(
      () =>
        customElements.get('foyer-alert-bar') !== undefined &&
        customElements.get('foyer-event-calendar') !== undefined,
    );
    await expect
      .poll(() => messages.filter((text) => text.includes('ALLOWED_EMBED_ORIGINS')).length)
      .toBeGreaterThan(0);
    const hint = messages.find((text) => text.includes('ALLOWED_EMBED_ORIGINS')) ?? '';
    expect(hint).toContain(foyerOrigin);
    expect(hint).toContain(templateOrigin);
    // The API refused them: each still shows its fallback (its slotted light DOM).
    await expect(page.getByText('Hinweis-Ersatz')).toBeVisible();
    await expect(page.getByText('Programm-Ersatz')).toBeVisible();
    // No module script was refused: only the API calls were.
    expect(messages.filter((text) => /foyer\.js|\/widgets\/.*blocked by CORS/i.test(text))).toEqual([]);
    await page.close();
  });
});
