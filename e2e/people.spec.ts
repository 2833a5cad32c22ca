import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Ensemble, venues and series journeys (issue 16; R-ROUTE-16/17/22/23, R-MISC-10/11): from an
 * event's contributor to the person's page to another production of theirs and booking it; the
 * venue map only after consent; the team accordion by keyboard; every page complete without
 * JavaScript.
 */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** The page of the next upcoming event with this German name. */
async function eventUrl(page: Page, name: string): Promise<string> {
  const answer = (await (await page.request.get('/de/api/events/?page_size=100')).json()) as {
    results: Array<{ name: string; url: string }>;
  };
  const event = answer.results.find((item) => item.name === name);
  if (!event) throw new Error(`no upcoming ${name}`);
  return event.url;
}

/** An upcoming event of that name that sells tickets now (status, a seat group with places). */
async function bookableEventOf(page: Page, name: string): Promise<number> {
  const answer = (await (await page.request.get('/de/api/events/?page_size=100')).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  for (const event of answer.results.filter((item) => item.name === name)) {
    const response = await page.request.get(`/api/quick-buy/${event.id}/`);
    if (!response.ok()) continue;
    const offer = (await response.json()) as {
      status: string;
      seat_groups: Array<{ status: string; available: number; prices: unknown[] }>;
    };
    const open = offer.seat_groups.some((g) => g.status !== '0' && g.prices.length > 0 && g.available > 5);
    if (offer.status !== '0' && open) return event.id;
  }
  throw new Error(`no bookable ${name}`);
}

test('from a contributor to the person, to another production of theirs, and book it', async ({ page }) => {
  await page.goto(await eventUrl(page, 'Kabale und Liebe'));
  const contributors = page.locator('[data-section="Contributors"]');
  await expect(contributors.getByRole('heading', { name: 'Mitwirkende' })).toBeVisible();
  await contributors.getByRole('link', { name: 'Eva Brandt' }).click();

  await expect(page).toHaveURL(/\/de\/team\/eva-brandt\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eva Brandt' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const productions = page.locator('section.person-productions');
  await productions.getByRole('link', { name: 'Der zerbrochne Krug' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Der zerbrochne Krug' })).toBeVisible();
  await expect(
    page.locator('[data-section="Contributors"]').getByRole('link', { name: 'Eva Brandt' }),
  ).toBeVisible();
  // Book a date that sells tickets now with its quick-buy.
  const id = await bookableEventOf(page, 'Der zerbrochne Krug');
  const widget = page.locator(`section#termine foyer-quick-buy[event-id="${id}"]`);
  await widget.scrollIntoViewIfNeeded();
  // Server HTML until the visitor reaches for it (decision 0112): the ticket link opens the widget.
  await widget.getByRole('link', { name: /^Tickets/ }).click();
  const dialog = widget.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: /^Ein Ticket mehr:/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(dialog.getByText(/1 Ticket wurde in den Warenkorb gelegt/)).toBeVisible();
});

test('the venue map loads only after consent to external media', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/de/venues/haupthaus/1');
  await expect(page.getByRole('heading', { level: 1, name: /Haupthaus/ })).toBeVisible();
  const embed = page.locator('foyer-embed[provider="openstreetmap"]');
  await expect(embed).toHaveCount(1);
  // Embeds are hydrated when they come near the viewport (docs/decisions/0110): as a visitor's.
  await embed.scrollIntoViewIfNeeded();
  await expect(embed.getByRole('button', { name: 'Einmal laden' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requests.filter((url) => url.includes('openstreetmap.org'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await embed.getByRole('button', { name: 'Einmal laden' }).click();
  await expect(embed.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toHaveCount(
    1,
  );
});

test('the team accordion works by keyboard and passes axe', async ({ page }) => {
  await page.goto('/de/team');
  const groups = page.locator('details.team-group');
  await expect(groups).toHaveCount(5);
  await expect(groups.first()).toHaveAttribute('open', '');
  const orchestra = groups.nth(1);
  await expect(orchestra).not.toHaveAttribute('open', '');
  await expect(orchestra.getByRole('link', { name: 'Katharina Vogel' })).toBeHidden();
  // Tab to the second disclosure's summary and open it with Enter, close it with Space.
  const summary = orchestra.locator('summary');
  for (let i = 0; i < 80 && !(await summary.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(orchestra).toHaveAttribute('open', '');
  await expect(orchestra.getByRole('link', { name: 'Katharina Vogel' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Space');
  await expect(orchestra).not.toHaveAttribute('open', '');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('team, person, venue, series and subscriptions pages are complete', async ({ page }) => {
    await page.goto('/de/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Ensemble und Team' })).toBeVisible();
    await page.locator('details.team-group').nth(2).locator('summary').click();
    await page.getByRole('link', { name: 'Nadia Petrova' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nadia Petrova' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Biografie' })).toBeVisible();
    await expect(
      page.locator('section.person-productions').getByRole('link', { name: 'Die Zauberflöte' }),
    ).toBeVisible();

    await page.goto('/de/venues/haupthaus/1');
    await expect(page.getByRole('heading', { name: 'Öffnungszeiten', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Route planen/ })).toBeVisible();
    // Without JavaScript the map is a link to the provider.
    await expect(page.getByRole('link', { name: /Karte: Theater am Rosenhain/ })).toBeVisible();

    await page.goto('/de/abonnements');
    await page.getByRole('link', { name: 'Sonntagsmatinee', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sonntagsmatinee' })).toBeVisible();
    await expect(page.locator('.series-events a.event-tickets').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abonnement „Sonntagsmatinee“ buchen' })).toBeVisible();
  });
});
