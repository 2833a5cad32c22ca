import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff';

/**
 * The staff workspace's own pages (issue 18 items 2 and 5): the page tree, a page's settings and
 * the user settings — keyboard-reachable plain forms, axe clean at 1280 and 390 px; reordering a
 * page with its "down" button works as a plain form post.
 */
async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id} ${v.help} ${v.nodes[0]?.target}`)).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`the page tree, a page's settings and the user settings at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/admin/pages/');
    await expect(page.getByRole('heading', { level: 1, name: 'Seiten' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Seiten (deutsch)' })).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Einstellungen von Über uns' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Über uns');
    await expect(page.getByLabel('Übergeordnete Seite')).toBeVisible();
    await expectAxeClean(page);

    await page.goto('/de/user/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Passwort ändern' })).toBeVisible();
    await expectAxeClean(page);
    await page.goto('/de/einstellungen');
    await expect(page).toHaveURL(/\/de\/user\/settings$/);
  });
}

test('staff screens fit a phone: nothing scrolls sideways, no sticky ticket buttons over the forms', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, '/admin/');
  const wide: string[] = [];
  for (const url of ['/admin/', '/cms-hub', '/admin/media/', '/admin/articles/', '/admin/pages/']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${url}: ${width} px`);
    await expect(page.locator('[data-sticky-nav]')).toHaveCount(0);
  }
  expect(wide).toEqual([]);
});

test('reorders a page with its "down" button, a plain form', async ({ page }) => {
  await signIn(page, '/admin/pages/');
  const titles = () =>
    page.locator('#tree-de ~ ul > li > ul > li > .admin__tree-row > a:first-child').allTextContents();
  const before = await titles();
  expect(before.length).toBeGreaterThan(2);
  await page.getByRole('button', { name: `Nach unten: ${before[0]}` }).click();
  await expect(page.getByRole('status')).toHaveText('Verschoben.');
  const after = await titles();
  expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
  // Put it back, so other journeys see the demo's order.
  await page.getByRole('button', { name: `Nach oben: ${before[0]}` }).click();
  expect(await titles()).toEqual(before);
});
