import { expect, type Page } from '@playwright/test';

/**
 * The visitor's first input on the page: a Shift press, which does nothing else. The header and
 * the sticky navigation are server HTML until then (decision 0157); this waits until both are
 * hydrated (the sticky navigation where the page has one).
 */
export async function firstInput(page: Page): Promise<void> {
  // The loader sets up its listeners in tasks after the page's load event (decision 0159): a press
  // in the same instant as `goto` returns can come before them, as no person's can. Pressed again
  // until the header answers.
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-site-header]')).toHaveAttribute('data-enhanced', '', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  if ((await page.locator('[data-sticky-nav]').count()) > 0)
    await expect(page.locator('[data-sticky-nav]')).toHaveAttribute('data-enhanced', '');
}
