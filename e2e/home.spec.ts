import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page journey (issue: walking skeleton)', () => {
  test('see the home content and the alert, close it, reload, open a menu link', async ({ page }) => {
    await page.goto('/de');
    await expect(page).toHaveTitle('Startseite | Theater am Rosenhain');
    await expect(page.getByRole('heading', { name: 'Die neue Spielzeit hat begonnen' })).toBeVisible();

    // The alert is server HTML until the visitor reaches for it: the click on its close button
    // hydrates <foyer-alert-bar> and is replayed on the element's own button (docs/decisions/0110).
    const alert = page.locator('foyer-alert-bar');
    const close = alert.getByRole('button', { name: 'Hinweis schließen' });
    await expect(close).toBeVisible();
    await expect(alert).toContainText('Vorverkauf gestartet');
    await close.click();
    await expect.poll(() => alert.evaluate((host) => host.getBoundingClientRect().height)).toBe(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Die neue Spielzeit hat begonnen' })).toBeVisible();
    await expect(page.getByText('Vorverkauf gestartet')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Junges Theater' })
      .click();
    await expect(page).toHaveURL(/\/de\/junges-theater$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Junges Theater' })).toBeVisible();
    await expect(page.getByText('Theater von Anfang an')).toBeVisible();
  });

  test('the home page and a content page have no accessibility violations', async ({ page }) => {
    for (const url of ['/de', '/de/ueber-uns/geschichte', '/en/visit']) {
      await page.goto(url);
      await page.locator('foyer-alert-bar').getByRole('button').first().waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${url}: ${v.id} ${v.help}`)).toEqual([]);
    }
  });

  test('the not-found page offers the way home', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/de$/);
  });
});
