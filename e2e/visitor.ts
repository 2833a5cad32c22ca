import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { siteNow } from './clock';

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

/**
 * The address of the programme's first event that can still be booked on the site's clock: not
 * sold out and not begun (today's list keeps the performances that have begun; they are off sale
 * and their pages draw no ticket link).
 */
export async function upcomingEventUrl(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/de/api/events/?page=1')).json()) as {
    results: Array<{ url: string; status: string; date_start: string }>;
  };
  const event = list.results.find(
    (item) => item.status !== '0' && Date.parse(item.date_start) > siteNow().getTime(),
  );
  if (!event) throw new Error("no upcoming bookable event on the programme's first page");
  return event.url;
}
