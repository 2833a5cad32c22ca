import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { siteNow } from './clock';
import {
  launchChromium,
  type OtherOrigin,
  type SecondFoyer,
  serveTemplate,
  startSecondFoyer,
} from './other-origin';

/** Focus inside shadow roots: the name of the deepest focused element. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
  });
}

/** Keyboard only: Tab until the focused control's name matches, then stop there. */
async function tabTo(page: Page, name: RegExp, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name} (last: ${await focusedName(page)})`);
}

test.describe('quick-buy on the site', () => {
  test('book with the mouse: select, add to cart, see the cart with its countdown, remove', async ({
    page,
  }) => {
    await page.goto('/testshop');
    const updates: unknown[] = [];
    await page.exposeFunction('recordCartUpdate', (detail: unknown) => updates.push(detail));
    await page.evaluate(() =>
      document.addEventListener('foyer-cart-updated', (event) =>
        (window as unknown as { recordCartUpdate: (d: unknown) => void }).recordCartUpdate(
          (event as CustomEvent).detail,
        ),
      ),
    );
    const widget = page.locator('foyer-quick-buy').first();
    await widget.getByRole('button', { name: /^Tickets:/ }).click();
    const dialog = widget.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const addToCart = dialog.getByRole('button', { name: 'In den Warenkorb' });
    await expect(addToCart).toBeDisabled();
    await dialog
      .getByRole('button', { name: /^Ein Ticket mehr:/ })
      .first()
      .click();
    await dialog
      .getByRole('button', { name: /^Ein Ticket mehr:/ })
      .first()
      .click();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
    await addToCart.click();
    await expect(dialog.getByText('2 Tickets wurden in den Warenkorb gelegt')).toBeVisible();
    await expect(dialog.getByText(/Reserviert für noch 1[45]:\d\d Minuten/)).toBeVisible();
    await expect.poll(() => updates.length).toBe(1);
    expect(updates[0]).toMatchObject({ ticketsQuantity: 2 });
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'cartAmount')?.value).toBe('2');
    expect(decodeURIComponent(cookies.find((c) => c.name === 'cartUrl')?.value ?? '')).toContain(
      '/webshop/cart',
    );
    // The webshop header's counter shows the new count (foyer-cart-badge).
    await expect(page.locator('.site-header__cart [data-foyer-cart-badge]')).toHaveText('2');

    await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(
      page.locator('foyer-cart-countdown').getByText(/noch 1[45]:\d\d Minuten reserviert/),
    ).toBeVisible();
    const cartAxe = await new AxeBuilder({ page }).analyze();
    expect(cartAxe.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
    await page
      .getByRole('button', { name: /^Entfernen/ })
      .first()
      .click();
    await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    // The header read the shop's badge (now 0) and stored it in the cookie (spec: programme §7).
    await expect(page.locator('.site-header__cart [data-foyer-cart-badge]')).toHaveAttribute(
      'data-foyer-cart-badge',
      '0',
    );
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cartAmount')?.value)
      .toBe('0');
  });

  test('book by keyboard only, and Escape closes and clears the selection', async ({ page }) => {
    await page.goto('/testshop');
    await page
      .locator('foyer-quick-buy')
      .first()
      .getByRole('button', { name: /^Tickets:/ })
      .waitFor();
    await page.keyboard.press('Tab');
    await tabTo(page, /^Tickets:/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await tabTo(page, /^Ein Ticket mehr:/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await focusedName(page)).toMatch(/^Tickets:/); // focus returns to the trigger
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    await tabTo(page, /^Ein Ticket mehr:/);
    await page.keyboard.press('Space');
    await tabTo(page, /^In den Warenkorb$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByText(/1 Ticket wurde in den Warenkorb gelegt/)).toBeVisible();
    await tabTo(page, /^Zum Warenkorb$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Vollpreis|Ermäßigt|,/ }).first()).toBeVisible();
  });
});

test.describe('quick-buy from a webshop template on another origin', () => {
  let foyer: SecondFoyer;
  let template: OtherOrigin;
  let browser: Browser;
  let foyerOrigin = '';
  let templateOrigin = '';
  const csp = (origin: string) =>
    [
      "default-src 'none'",
      `script-src ${origin}`,
      `connect-src ${origin}`,
      // The site's stylesheet for the venue's chrome (issue 21); shadow roots carry their own
      // <style>: styles only, never script.
      `style-src ${origin} 'unsafe-inline'`,
      `img-src ${origin} data:`,
      `manifest-src ${origin}`,
    ].join('; ');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The template server first: Foyer must know its origin (ALLOWED_EMBED_ORIGINS).
    const html = await readFile('demo/webshop/index.html', 'utf8');
    let eventId = 0;
    template = await serveTemplate(() => ({
      html: html
        .replaceAll('https://theater.example', foyerOrigin)
        .replace('event-id="2"', `event-id="${eventId}"`),
      headers: { 'content-security-policy': csp(foyerOrigin) },
    }));
    templateOrigin = template.origin;
    foyer = await startSecondFoyer(templateOrigin);
    foyerOrigin = foyer.origin;
    const bookable = await foyer.database.db
      .selectFrom('events')
      .innerJoin('seat_groups', 'seat_groups.event_id', 'events.id')
      .select('events.id')
      .where('events.date_start', '>', siteNow())
      .where('events.status', '<>', '0')
      .where('seat_groups.status', '<>', '0')
      .orderBy('events.date_start')
      .executeTakeFirstOrThrow();
    eventId = bookable.id;
    browser = await launchChromium(['--test-third-party-cookie-phaseout']);
  });

  test.afterAll(async () => {
    await browser?.close();
    await foyer?.close();
    await template?.close();
  });

  test('books from the template with third-party cookies blocked and a strict CSP', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${templateOrigin}/`);
    expect(response?.headers()['content-security-policy']).toContain(`script-src ${foyerOrigin}`);
    expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-eval|'unsafe-inline'.*script/);

    const widget = page.locator('foyer-quick-buy');
    await widget.getByRole('button', { name: /^Tickets:/ }).click();
    const dialog = widget.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /^Ein Ticket mehr:/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(dialog.getByText(/1 Ticket wurde in den Warenkorb gelegt/)).toBeVisible();
    // A second booking lands in the same cart: the token travels as a header, not a cookie.
    await dialog.getByRole('button', { name: 'Weitere Tickets hinzufügen' }).click();
    await dialog
      .getByRole('button', { name: /^Ein Ticket mehr:/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(dialog.getByText(/2 Tickets wurden in den Warenkorb gelegt/)).toBeVisible();
    // Foyer's origin got no cookie at all: nothing depended on one.
    expect(await context.cookies(foyerOrigin)).toEqual([]);
    // The template's own cookies for its header counter, which shows the count.
    expect((await context.cookies(templateOrigin)).find((c) => c.name === 'cartAmount')?.value).toBe('2');
    await expect(page.locator('.site-header__cart [data-cart-count]')).toHaveText('2');
    expect(violations).toEqual([]);

    await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page).toHaveURL(`${foyerOrigin}/webshop/cart`);
    await expect(page.getByRole('row')).toHaveCount(4); // head, two lines, total
    await context.close();
  });

  test('an origin that is not allowed gets no CORS access', async () => {
    const denied = await fetch(`${foyerOrigin}/api/shop-cart/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrftoken',
      },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${foyerOrigin}/api/shop-cart/`, {
      method: 'OPTIONS',
      headers: {
        origin: templateOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrftoken,x-foyer-cart',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(templateOrigin);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
