import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/** The demo staff account the seed creates (e2e/global-setup.ts starts the server with it). */
export const STAFF = { username: 'redaktion', password: 'foyer-demo' } as const;

/** Signs in through the login form, as staff do, and waits for `next` (a same-site path). */
export async function signIn(page: Page, next = '/de'): Promise<void> {
  await page.goto(`/de/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Benutzername oder E-Mail').fill(STAFF.username);
  await page.getByLabel('Passwort').fill(STAFF.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const target = new URL(next, 'http://x').pathname;
  await page.waitForURL((url) => url.pathname === target);
}

/** A browser context of its own (a second person at another computer), signed in on `next`. */
export async function staffSession(
  browser: Browser,
  options: BrowserContextOptions & { next?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { next, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await signIn(page, next);
  return { context, page };
}
