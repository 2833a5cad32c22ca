import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const calendar = (page: Page) => page.locator('foyer-event-calendar');
const cards = (page: Page) => calendar(page).locator('[part="event"]');

test.describe('programme journey (issue 3)', () => {
  test('filter by room, reload restores it, scrolling loads page 2, Reset clears', async ({ page }) => {
    await page.goto('/de/programm');
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(25);
    const room = calendar(page).getByLabel('Spielort');
    await expect(room.locator('option')).toHaveCount(5);
    await room.selectOption({ label: 'Großes Haus' });
    await expect(page).toHaveURL(/\?room=\d+$/);
    const url = page.url();
    await expect(calendar(page).getByRole('button', { name: 'Filter entfernen: Großes Haus' })).toBeVisible();
    await expect(calendar(page).locator('[part="teaser"]')).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(calendar(page).getByLabel('Spielort')).toHaveValue(/\d+/);
    await expect(calendar(page).getByRole('button', { name: 'Filter entfernen: Großes Haus' })).toBeVisible();
    await expect(cards(page)).toHaveCount(25);
    for (const text of await cards(page).locator('.room').allTextContents())
      expect(text).toContain('Großes Haus');

    const page2 = page.waitForRequest((request) => /\/api\/events\/\?.*page=2/.test(request.url()));
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page2;
    await expect.poll(() => cards(page).count()).toBeGreaterThan(25);

    await calendar(page).getByLabel('Genre').selectOption({ index: 1 });
    await calendar(page).getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(calendar(page).getByLabel('Spielort')).toHaveValue('');
    await expect(cards(page)).toHaveCount(25);
  });

  test('the same journey by keyboard only', async ({ page }) => {
    await page.goto('/de/programm');
    await expect(cards(page).first()).toBeVisible();
    const room = calendar(page).getByLabel('Spielort');
    await expect(room.locator('option')).toHaveCount(5);
    await room.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?room=\d+$/);
    await page.reload();
    await expect(calendar(page).getByLabel('Spielort')).toHaveValue(/\d+/);
    await expect(cards(page)).toHaveCount(25);
    // The load-more button is the keyboard way to page 2; focus stays on it.
    const more = calendar(page).getByRole('button', { name: 'Weitere Veranstaltungen laden' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(25);
    await expect(more).toBeFocused();
    const remove = calendar(page).getByRole('button', { name: 'Alle entfernen' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(calendar(page).getByLabel('Spielort')).toHaveValue('');
  });

  test('the programme and an event detail have no accessibility violations', async ({ page }) => {
    await page.goto('/de/programm');
    await expect(cards(page).first()).toBeVisible();
    const list = await new AxeBuilder({ page }).analyze();
    expect(list.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
    const href = await cards(page).first().locator('[part="event-link"]').getAttribute('href');
    await page.goto(href ?? '/');
    await expect(page.locator('body.non-cms')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const detail = await new AxeBuilder({ page }).analyze();
    expect(detail.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
  });
});
