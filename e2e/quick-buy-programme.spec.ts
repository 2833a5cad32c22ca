import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { EventItem, EventsPage } from '../src/contract/events';
import type { QuickBuyEventResponse } from '../src/contract/ticketing';

/**
 * The booking journeys from the programme's own <foyer-quick-buy> (issue 4 deliverable 7): on an
 * event card in /de/programm and on the event detail, by mouse and by keyboard only.
 */

/** The first event of the programme's first page that sells tickets now (status, open slot). */
async function bookableEvent(
  request: APIRequestContext,
): Promise<{ event: EventItem; offer: QuickBuyEventResponse }> {
  const list = (await (await request.get('/de/api/events/?page=1&page_size=25')).json()) as EventsPage;
  for (const event of list.results) {
    const response = await request.get(`/api/quick-buy/${event.id}/`);
    if (!response.ok()) continue;
    const offer = (await response.json()) as QuickBuyEventResponse;
    const groups = offer.seat_groups.filter((group) => group.status !== '0' && group.prices.length > 0);
    if (offer.status !== '0' && groups.some((group) => group.available > 10)) return { event, offer };
  }
  throw new Error('no bookable event on the first programme page');
}

/** Focus inside shadow roots: the name of the deepest focused element. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // A select is named by its label (the programme's filters), others by aria-label or text.
    const label = active instanceof HTMLSelectElement ? active.labels?.[0]?.textContent : null;
    return (label ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
  });
}

async function tabTo(page: Page, name: RegExp | string, max = 250): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let i = 0; i < max; i += 1) {
    if (matches(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name} (last: ${await focusedName(page)})`);
}

const headerCount = (page: Page) => page.locator('foyer-site-header [data-cart-count]');
const cartCookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;

test.describe('quick-buy in the programme', () => {
  test('from an event card in /de/programm: book, header count, one widget open at a time', async ({
    page,
    request,
  }) => {
    const { event } = await bookableEvent(request);
    await page.goto('/de/programm');
    // The list is server HTML until the visitor touches it (decision 0150): a click on the first
    // day's heading hydrates the calendar, whose cards carry the booking widgets.
    await page.locator('foyer-event-calendar .event-list-fallback .day-group__heading').first().click();
    const card = page
      .locator('foyer-event-calendar')
      .locator('[part="event"]')
      .filter({
        has: page.locator(`foyer-quick-buy[event-id="${event.id}"]`),
      });
    const widget = card.locator('foyer-quick-buy');
    const trigger = widget.getByRole('button', { name: `Tickets: ${event.name}` });
    await expect(trigger).toBeEnabled();
    const updates: unknown[] = [];
    await page.exposeFunction('recordCartUpdate', (detail: unknown) => updates.push(detail));
    await page.evaluate(() =>
      document.addEventListener('foyer-cart-updated', (e) =>
        (window as unknown as { recordCartUpdate: (d: unknown) => void }).recordCartUpdate(
          (e as CustomEvent).detail,
        ),
      ),
    );

    await trigger.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(event.name) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    await dialog
      .getByRole('button', { name: /^Ein Ticket mehr:/ })
      .first()
      .click();
    await dialog
      .getByRole('button', { name: /^Ein Ticket mehr:/ })
      .first()
      .click();
    await expect(dialog.getByText(/^Summe/).first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);

    // The POST as spec §7 says: credentials, the CSRF header from the cookie, the lists.
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/shop-cart/') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    const post = await posted;
    expect(post.headers()['x-csrftoken']).toBe(await cartCookie(page, 'csrftoken'));
    expect(post.postDataJSON()).toMatchObject({ quantities: [2], sale_type_ids: [expect.any(Number)] });
    await expect(dialog.getByText('2 Tickets wurden in den Warenkorb gelegt')).toBeVisible();
    await expect(dialog.getByText(/Reserviert für noch 1[45]:\d\d Minuten/)).toBeVisible();
    await expect.poll(() => updates.length).toBe(1);
    await expect(headerCount(page)).toHaveText('2');
    expect(await cartCookie(page, 'cartAmount')).toBe('2');
    const expires = (await page.context().cookies()).find((c) => c.name === 'cartUrl')?.expires ?? 0;
    expect(expires - Date.now() / 1000).toBeGreaterThan(14 * 60);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60 + 5);
    // On the event list the success offers to add more tickets (spec §8).
    await expect(dialog.getByRole('button', { name: 'Weitere Tickets hinzufügen' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('programme-success.png') });

    // Only one widget open at a time: another card's widget opening closes this one.
    const others = page
      .locator('foyer-event-calendar')
      .locator('foyer-quick-buy')
      .filter({ hasNot: page.locator(`[event-id="${event.id}"]`) });
    const otherCount = await others.count();
    expect(otherCount).toBeGreaterThan(0);
    await page.evaluate((id) => {
      const calendar = document.querySelector('foyer-event-calendar');
      const all = [...(calendar?.shadowRoot?.querySelectorAll('foyer-quick-buy') ?? [])];
      const other = all.find(
        (el) =>
          el.getAttribute('event-id') !== String(id) &&
          !el.shadowRoot?.querySelector('[part="trigger"]')?.hasAttribute('disabled'),
      );
      (other?.shadowRoot?.querySelector('[part="trigger"]') as HTMLButtonElement | null)?.click();
    }, event.id);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('from the event detail: book, then the cart lists the tickets with a countdown', async ({
    page,
    request,
  }) => {
    const { event } = await bookableEvent(request);
    await page.goto(event.url);
    const widget = page.locator(`foyer-quick-buy[event-id="${event.id}"]`).first();
    const trigger = widget.getByRole('button', { name: `Tickets: ${event.name}` });
    // Server HTML until the visitor reaches for it (decision 0112): the click on the ticket link
    // hydrates the widget and is replayed on its button, which opens the dialog.
    await widget.getByRole('link', { name: /^Tickets/ }).click();
    const dialog = widget.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(new URL(event.url, page.url()).pathname);
    const plus = dialog.getByRole('button', { name: /^Ein Ticket mehr:/ }).first();
    // A click outside the widget (on the backdrop) closes it and clears the selection.
    await plus.click();
    await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(dialog.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    await plus.click();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(dialog.getByText('1 Ticket wurde in den Warenkorb gelegt')).toBeVisible();
    await expect(headerCount(page)).toHaveText('1');
    await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(event.name) }).first()).toBeVisible();
    await expect(
      page.locator('foyer-cart-countdown').getByText(/noch 1[45]:\d\d Minuten reserviert/),
    ).toBeVisible();
    // The webshop header's badge is kept in the cookie.
    await expect.poll(() => cartCookie(page, 'cartAmount')).toBe('1');
  });

  test('by keyboard only from /de/programm: Tab to the card, book, Escape clears', async ({
    page,
    request,
  }) => {
    const { event } = await bookableEvent(request);
    await page.goto('/de/programm');
    const name = `Tickets: ${event.name}`;
    // Tab into the programme's filter form: focus hydrates the calendar and moves to its own
    // select (decision 0150); Tab on from there to the card's booking.
    await tabTo(page, 'Spielort');
    await expect(page.locator('foyer-event-calendar').locator('[part="filters"]')).toBeVisible();
    await expect(
      page
        .locator('foyer-event-calendar')
        .locator(`foyer-quick-buy[event-id="${event.id}"]`)
        .getByRole('button', { name }),
    ).toBeEnabled();
    await tabTo(page, name);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, /^Ein Ticket mehr:/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await focusedName(page)).toBe(name); // focus back on the trigger
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled(); // cleared
    await tabTo(page, /^Ein Ticket mehr:/);
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await tabTo(page, 'In den Warenkorb');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('2 Tickets wurden in den Warenkorb gelegt')).toBeVisible();
    await tabTo(page, 'Zum Warenkorb');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(event.name) }).first()).toBeVisible();
  });

  test('on a phone: the dialog and the cart page fit 390 px without sideways scrolling', async ({
    page,
    request,
  }) => {
    const { event } = await bookableEvent(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(event.url);
    const widget = page.locator(`foyer-quick-buy[event-id="${event.id}"]`).first();
    // The ticket link before hydration: the widget opens (decision 0112).
    await widget.getByRole('link', { name: /^Tickets/ }).click();
    const dialog = widget.getByRole('dialog');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await dialog
      .getByRole('button', { name: /^Ein Ticket mehr:/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Warenkorb' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('phone-cart.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const remove = page.getByRole('button', { name: /^Entfernen/ }).first();
    const removeBox = await remove.boundingBox();
    expect(removeBox && removeBox.x + removeBox.width <= 390).toBe(true);
  });
});
