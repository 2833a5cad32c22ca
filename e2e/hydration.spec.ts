import { expect, test } from '@playwright/test';

/**
 * Interaction-driven hydration (issue 23 item 1, docs/decisions/0110): a visitor who answered the
 * cookie banner gets the home page as server HTML with no React runtime; the first click hydrates
 * what it lands on and is replayed there, once; a chunk that fails leaves the links working.
 */
test.describe('hydration by the first interaction', () => {
  // The site's service worker would fetch the chunks past the test's routes.
  test.use({ serviceWorkers: 'block' });

  test('no React element runs before the first click; the first click on the search opens it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/de');
    // The header is defined when the browser is idle after load (policy `idle`, no React).
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-enhanced', '');
    await page.waitForTimeout(1000);
    const defined = () =>
      page.evaluate(() =>
        [...new Set([...document.querySelectorAll('*')].map((element) => element.localName))].filter(
          (tag) => tag.startsWith('foyer-') && customElements.get(tag),
        ),
      );
    // The answered cookie banner, the alert, the search box and the event overlay wait.
    expect((await defined()).sort()).toEqual(['foyer-site-header', 'foyer-sticky-nav']);
    expect(scripts.filter((path) => /\/(alert-bar|search-box|event-overlay)-/.test(path))).toEqual([]);
    // The first click lands on the server HTML's search icon: it opens the search box.
    await page.locator('foyer-search-box').getByRole('button', { name: 'Suche öffnen' }).click();
    await expect(page.locator('foyer-search-box').getByRole('combobox')).toBeFocused();
    await expect(page).toHaveURL(/\/de$/);
    expect(await defined()).toContain('foyer-search-box');
  });

  test('a click on the menu button while its chunk is on its way opens the menu once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/\/widgets\/site-header-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/de');
    const burger = page.getByRole('button', { name: 'Menü', exact: true });
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await page.waitForTimeout(500);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a header chunk that fails to load: the menu link still opens the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/\/widgets\/site-header-[\w-]+\.js$/, (route) => route.abort());
    // The page reloaded for a failed chunk a moment ago (the guard allows one a minute): this
    // failure must leave the server HTML working rather than reload again.
    await page.addInitScript(() => sessionStorage.setItem('foyer:chunk-reload', String(Date.now())));
    await page.goto('/de');
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await expect(page).toHaveURL(/#site-header-panel$/);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link').first()).toBeVisible();
  });
});
