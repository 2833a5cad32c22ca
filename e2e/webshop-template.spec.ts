import { type Browser, expect, type Page, test } from '@playwright/test';

import {
  launchChromium,
  type OtherOrigin,
  type SecondFoyer,
  serveTemplate,
  startSecondFoyer,
} from './other-origin';

/**
 * Webshop templates that are the site (issue 21 item 2): a ticketing provider fetches `/webshop`
 * from Foyer and serves it on its own origin as the frame around its shop. There the venue's
 * chrome works as on the site: the header's menu leads to the site, the search box suggests and
 * searches on the site, the cookie banner asks and remembers, and the footer reopens it.
 */
test.describe('the webshop template on the provider’s origin', () => {
  let foyer: SecondFoyer;
  let provider: OtherOrigin;
  let browser: Browser;
  let foyerOrigin = '';
  let providerOrigin = '';
  let templateHtml = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The provider's server: the fetched template with its shop in the marked content area.
    provider = await serveTemplate(() => ({
      html: templateHtml.replace(
        /(<div id="foyer-webshop-content"[^>]*>)[\s\S]*?(<\/div><!-- \/FOYER-WEBSHOP-CONTENT -->)/,
        '$1<h1>Shop des Anbieters</h1>$2',
      ),
    }));
    providerOrigin = provider.origin;
    foyer = await startSecondFoyer(providerOrigin);
    foyerOrigin = foyer.origin;
    // What the provider does: fetch the template.
    const fetched = await fetch(`${foyerOrigin}/webshop`);
    expect(fetched.status).toBe(200);
    templateHtml = await fetched.text();
    browser = await launchChromium();
  });

  test.afterAll(async () => {
    await browser?.close();
    await foyer?.close();
    await provider?.close();
  });

  const open = async (): Promise<{ page: Page; messages: string[] }> => {
    // A visitor new to the provider's page: none of the config's stored consent (its cookie is
    // for 127.0.0.1, the provider's host too; cookies do not care for ports).
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      storageState: { cookies: [], origins: [] },
    });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${providerOrigin}/`);
    await expect(page.getByRole('heading', { name: 'Shop des Anbieters' })).toBeVisible();
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-enhanced', '');
    return { page, messages };
  };

  test('the cookie banner asks on the provider’s origin, remembers the answer, and the footer reopens it', async () => {
    const { page, messages } = await open();
    const banner = page.locator('foyer-cookie-banner').getByRole('dialog');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(banner).toBeHidden();
    const consent = (await page.context().cookies(providerOrigin)).find((c) => c.name === 'foyer_consent');
    expect(consent?.value).toBeTruthy();
    await page.reload();
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-enhanced', '');
    await expect(banner).toBeHidden();
    // The footer's cookie settings open it again.
    await page.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();
    // Its privacy link is the site's page.
    await expect(banner.getByRole('link', { name: /Datenschutz/ }).first()).toHaveAttribute(
      'href',
      `${foyerOrigin}/de/datenschutz`,
    );
    expect(messages.filter((text) => text.includes('ALLOWED_EMBED_ORIGINS'))).toEqual([]);
    await page.close();
  });

  test('the menu opens its submenu and leads to the site; the alert, the styles, the cart and the languages are the site’s', async () => {
    const { page, messages } = await open();
    await page.locator('foyer-cookie-banner').getByRole('button', { name: 'Alle ablehnen' }).click();
    // The site's stylesheet applies across origins: hidden labels are hidden.
    const hiddenLabel = await page
      .locator('.site-header__cart .visually-hidden')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(hiddenLabel).toBeLessThanOrEqual(1);
    // The alert bar drew the venue's alert from the API.
    await expect(page.locator('foyer-alert-bar [part="title"]')).toBeVisible();
    await expect(page.locator('.site-header__cart')).toHaveAttribute('href', `${foyerOrigin}/webshop/cart`);
    await expect(page.locator('.site-header__languages a[hreflang="en"]')).toHaveAttribute(
      'href',
      `${foyerOrigin}/webshop?language=en`,
    );
    const toggle = page.getByRole('button', { name: 'Untermenü Über uns' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Geschichte' }).click();
    await expect(page).toHaveURL(`${foyerOrigin}/de/ueber-uns/geschichte`);
    expect(messages.filter((text) => /ALLOWED_EMBED_ORIGINS|blocked by CORS/.test(text))).toEqual([]);
    await page.close();
  });

  test('the search box suggests from the site and searches there', async () => {
    const { page } = await open();
    await page.locator('foyer-cookie-banner').getByRole('button', { name: 'Alle ablehnen' }).click();
    const header = page.locator('header foyer-search-box');
    await header.getByRole('button', { name: 'Suche öffnen' }).click();
    const input = header.getByRole('combobox', { name: 'Suchbegriff' });
    await expect(input).toBeFocused();
    const asked = page.waitForResponse((response) =>
      response.url().startsWith(`${foyerOrigin}/de/api/search/autocomplete/?query=zauberfl`),
    );
    await page.keyboard.type('ZauberFl');
    expect((await asked).status()).toBe(200);
    const option = header.getByRole('option', { name: 'Die Zauberflöte', exact: true });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(`${foyerOrigin}/de/search?q=Die%20Zauberfl%C3%B6te`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Die Zauberflöte“');
    await page.close();
  });
});
