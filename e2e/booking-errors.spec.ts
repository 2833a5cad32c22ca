import { type APIRequestContext, expect, test } from '@playwright/test';
import type { EventsPage } from '../src/contract/events';
import type { CartResponse, QuickBuyEventResponse } from '../src/contract/ticketing';

/**
 * Issue 4 deliverable 5 for real (no stubs): -214 offers to try again with fewer tickets, -204
 * offers to reserve again, and both lead to a booking.
 */

async function csrf(request: APIRequestContext): Promise<string> {
  await request.get('/de');
  const state = await request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  if (!token) throw new Error('no csrftoken cookie');
  return token;
}

/** A bookable event of the programme's first page (from its end), with its first open timeslot. */
async function quietEvent(request: APIRequestContext, skip = 0) {
  const list = (await (await request.get('/de/api/events/?page=1&page_size=25')).json()) as EventsPage;
  const found = [];
  for (const event of [...list.results].reverse()) {
    const offer = (await (await request.get(`/api/quick-buy/${event.id}/`)).json()) as QuickBuyEventResponse;
    const group = offer.seat_groups.find((g) => g.status !== '0' && g.prices.length > 0 && g.available > 3);
    const slot = offer.timeslots.find((t) => t.status !== '0');
    if (offer.status !== '0' && group && (slot || offer.timeslots.length === 0))
      found.push({ event, offer, group, blockId: slot?.block_id });
    if (found.length > skip) return found[skip] as (typeof found)[number];
  }
  throw new Error('no bookable event');
}

test('-214: not enough seats offers fewer tickets, and one fewer books', async ({ page, request }) => {
  const { event, offer, group, blockId } = await quietEvent(request);
  const price = group.prices.find((p) => p.text === 'Vollpreis') ?? group.prices[0];
  if (!price) throw new Error('no price');
  // Someone else takes every seat of the first category but one (its own cart, by cookie).
  const token = await csrf(request);
  const reserve = (quantity: number) =>
    request.post('/api/shop-cart/', {
      headers: { 'x-csrftoken': token },
      data: {
        event_jet_id: offer.id_jet,
        seat_group: group.seat_group,
        sale_type_ids: [price.sale_type_id],
        quantities: [quantity],
        ...(blockId !== undefined ? { block_id: blockId } : {}),
      },
    });
  for (const size of [20, 10, 5, 2, 1])
    for (;;) {
      const response = await reserve(size);
      if (response.status() !== 200) {
        expect((await response.json()).response_code).toBe(-214);
        break;
      }
    }
  // Full now: give one seat back.
  const cart = (await (await request.get('/api/shop-cart/')).json()) as CartResponse;
  const line = [...cart.tickets].sort((a, b) => a.quantity - b.quantity)[0];
  if (!line) throw new Error('nothing reserved');
  const removed = await request.delete(`/api/shop-cart/tickets/${line.id}/`, {
    headers: { 'x-csrftoken': token },
  });
  expect(removed.status()).toBe(204);
  if (line.quantity > 1) expect((await reserve(line.quantity - 1)).status()).toBe(200);

  await page.goto(event.url);
  const widget = page.locator(`foyer-quick-buy[event-id="${event.id}"]`).first();
  // Server HTML until the visitor reaches for it (decision 0112): the ticket link opens the widget.
  await widget.getByRole('link', { name: /^Tickets/ }).click();
  const dialog = widget.getByRole('dialog');
  // With timeslots the time comes first (R-BUY-1): the first open one is chosen.
  if (offer.timeslots.length > 0) await dialog.getByRole('button', { name: 'Weiter' }).click();
  const plus = dialog.getByRole('button', { name: `Ein Ticket mehr: ${group.text}, ${price.name}` });
  await plus.click();
  await plus.click();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Das hat leider nicht geklappt.');
  await expect(alert).toContainText('Nicht genügend (zusammenhängende) Plätze gefunden.');
  await expect(dialog.getByRole('link', { name: 'Zum Webshop' })).toHaveAttribute('href', offer.webshop_url);
  await page.screenshot({ path: test.info().outputPath('minus-214.png') });
  // An event with several timeslots (an exhibition) also offers another time (R-QB rule).
  const fewerLabel =
    offer.timeslots.length > 1
      ? 'Weniger Tickets, andere Kategorie oder Uhrzeit wählen'
      : 'Weniger Tickets oder andere Kategorie wählen';
  await dialog.getByRole('button', { name: fewerLabel, exact: true }).click();
  // Back at the selection, which is kept: one fewer fits.
  await dialog.getByRole('button', { name: `Ein Ticket weniger: ${group.text}, ${price.name}` }).click();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(dialog.getByText('1 Ticket wurde in den Warenkorb gelegt')).toBeVisible();
});

test('-204: a cart that has expired offers to reserve again, which opens a new cart', async ({
  page,
  request,
}) => {
  const { event } = await quietEvent(request, 1);
  await page.goto(event.url);
  // The element's stored cart token points at a cart that no longer holds anything.
  await page.evaluate(() => localStorage.setItem('foyer:cart-token', 'expired-cart-token-00000000'));
  const widget = page.locator(`foyer-quick-buy[event-id="${event.id}"]`).first();
  // Server HTML until the visitor reaches for it (decision 0112): the ticket link opens the widget.
  await widget.getByRole('link', { name: /^Tickets/ }).click();
  const dialog = widget.getByRole('dialog');
  const reports = page.waitForRequest(
    (r) => r.url().endsWith('/api/dashboard-error-log/') && r.method() === 'POST',
  );
  // Pick a category that still has seats (the -214 journey may have filled the first).
  const offer = (await (await request.get(`/api/quick-buy/${event.id}/`)).json()) as QuickBuyEventResponse;
  const group = offer.seat_groups.find((g) => g.status !== '0' && g.available > 2);
  if (!group) throw new Error('no seats left');
  if (offer.timeslots.length > 0) await dialog.getByRole('button', { name: 'Weiter' }).click();
  const shown = dialog.getByRole('button', { name: new RegExp(`^Ein Ticket mehr: ${group.text},`) });
  // The dialog fills once the widget has its offer: count the categories only then.
  await expect(dialog.getByRole('button', { name: /^Ein Ticket mehr:/ }).first()).toBeVisible();
  if ((await shown.count()) === 0)
    await dialog.getByRole('button', { name: 'Alle Kategorien anzeigen' }).click();
  await shown.first().click();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Keine aktuelle Reservierung.');
  expect((await reports).postDataJSON().message).toContain('-204');
  await dialog.getByRole('button', { name: 'Erneut reservieren' }).click();
  await expect(dialog.getByText('1 Ticket wurde in den Warenkorb gelegt')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('foyer:cart-token'))).not.toBe(
    'expired-cart-token-00000000',
  );
});
