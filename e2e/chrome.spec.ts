import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('site chrome (issue 7)', () => {
  test('keyboard journey: skip link, submenu, language switch, locale cookie', async ({ page, context }) => {
    await page.goto('/de/ueber-uns/geschichte');
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveAttribute('data-enhanced', '');
    await expect(page.locator('[data-opening-hours]')).toHaveText(/^Heute (geöffnet|geschlossen)/);

    // The first Tab reaches the skip link; Enter moves focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Submenu by keyboard: Enter opens, Tab enters it, Escape closes and returns to the toggle.
    const toggle = page.getByRole('button', { name: 'Untermenü Über uns' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Das Haus' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('link', { name: 'Das Haus' })).toBeHidden();

    // Language switch: the sibling page in English; the locale cookie remembers it for a year.
    const languages = page.getByRole('button', { name: /Sprache wählen/ });
    await languages.focus();
    await page.keyboard.press('Enter');
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('a[hreflang="en"][data-locale-link]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/about\/history$/);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    const cookie = (await context.cookies()).find((c) => c.name === 'foyer_locale');
    expect(cookie?.value).toBe('en');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('mobile burger: opens the sliding panel, hides the alert, Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de');
    const alert = page.locator('foyer-alert-bar');
    await expect(alert.locator('[part="title"]')).toBeVisible();
    const burger = page.getByRole('button', { name: 'Menü', exact: true });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu.getByRole('link', { name: 'Spielplan' })).toBeFocused();
    await expect(menu).toBeInViewport();
    await expect(page.locator('body')).toHaveClass(/no-scroll/);
    await expect(alert.locator('[part="title"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await expect(alert.locator('[part="title"]')).toBeVisible();
  });

  test('scroll: header shrinks past a quarter, sticky items after half, hidden at the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/de');
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveAttribute('data-enhanced', '');
    const height = await page.evaluate(() => innerHeight);
    await page.evaluate((y) => scrollTo(0, y), Math.floor(height / 4) + 10);
    await expect(header).toHaveClass(/is-scrolled/);
    const top = page.locator('.sticky-nav__top');
    await expect(top).toBeHidden();
    // The shrinking sticky header moves the content up a little (scroll anchoring): go well past.
    await page.evaluate((y) => scrollTo(0, y), Math.floor(height / 2) + 80);
    await expect(top).toBeVisible();
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('.sticky-nav__book')).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nach oben' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });

  test('no accessibility violations on home, programme and a content page', async ({ page }) => {
    for (const url of ['/de', '/de/programm', '/de/ueber-uns/geschichte', '/en/visit']) {
      const response = await page.goto(url);
      if (url === '/de/programm' && response?.status() !== 200) continue; // built on another branch
      await expect(page.locator('[data-site-header]')).toHaveAttribute('data-enhanced', '');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${url}: ${v.id} ${v.help}`)).toEqual([]);
      // With a submenu open too.
      await page
        .getByRole('button', { name: /Untermenü|Submenu/ })
        .first()
        .click();
      const open = await new AxeBuilder({ page }).analyze();
      expect(open.violations.map((v) => `${url} (submenu open): ${v.id} ${v.help}`)).toEqual([]);
    }
  });
});
