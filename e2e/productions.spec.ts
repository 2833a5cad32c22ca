import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoSeasons } from '../demo/content/productions';
import { siteNow } from './clock';
import { firstInput } from './visitor';

/**
 * Productions journeys (spec: programme §2 Productions, Sticky navigation; R-ROUTE-12/13, R-PROD-1,
 * R-PROD-9, R-STICKY-5). The list element's own interactions with JavaScript are tested with the
 * element (widgets/production-list); here the page without JavaScript and the detail page.
 */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const cards = (page: Page) => page.locator('main .production-list-fallback article.production-card');

test.describe('productions without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filter the list with the form, then follow a card to the production', async ({ page }) => {
    await page.goto('/de/produktionen');
    await expect(page.getByRole('heading', { level: 1, name: 'Produktionen' })).toBeVisible();
    const all = await cards(page).count();
    expect(all).toBeGreaterThan(2);

    // The three filters and the date, each with its label (R-PROD-1).
    const form = page.getByRole('form', { name: 'Produktionen filtern' });
    await form.getByLabel('Saison').selectOption({ label: demoSeasons(siteNow())[1]?.name.de ?? '' });
    await form.getByLabel('Schlagwort').selectOption({ label: 'Klassiker' });
    await expect(form.getByLabel('Art')).toBeVisible();
    await expect(form.getByLabel('Spielt ab')).toBeVisible();
    await form.getByRole('button', { name: 'Anzeigen' }).click();

    // The address holds the API's query names, empty ones dropped.
    await expect(page).toHaveURL(/\/de\/produktionen\?season=\d+&tag=\d+$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(form.getByLabel('Saison')).toHaveValue(/\d+/);

    // A date: only productions playing on that day or later; the address writes it DD-MM-YYYY.
    await form.getByLabel('Spielt ab').fill('2099-01-01');
    await form.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(/date=01-01-2099$/);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('Leider hat Ihre Auswahl kein Ergebnis ergeben.')).toBeVisible();

    await form.getByLabel('Spielt ab').fill('');
    await form.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(cards(page)).toHaveCount(2);
    const link = cards(page).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/de\/produktionen\/[^/]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The dates, each with its page and the ticket link (the quick-buy fallback).
    const dates = page.locator(`section#termine`);
    await expect(dates.getByRole('heading', { name: 'Termine und Tickets' })).toBeVisible();
    await expect(dates.getByRole('link', { name: /^Zur Vorstellung/ }).first()).toBeVisible();
    await expect(dates.locator('a.event-tickets').first()).toBeVisible();
  });
});

test.describe('productions list with JavaScript', () => {
  test('by keyboard: choose a type, the address follows, reload keeps it, reset clears', async ({ page }) => {
    await page.goto('/de/produktionen');
    const list = page.locator('foyer-production-list');
    const status = list.getByRole('status');
    // Server HTML until the visitor reaches for the list (decision 0112): focus on the server
    // form's select hydrates it and moves to the element's own select.
    await list.getByLabel('Art').filter({ visible: true }).focus();
    await expect(status).toHaveText(/^\d+ Produktionen$/);
    await expect(list.locator('select[part="select"]').first()).toBeAttached();
    const all = Number((await status.textContent())?.split(' ')[0]);
    // The element's own select (the fallback's stays in the light DOM, hidden).
    const type = list.getByLabel('Art').filter({ visible: true });
    await type.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/de\/produktionen\?exhibition_type=[a-z-]+$/);
    await expect(status).toHaveText(/^(\d+ Produktionen|1 Produktion)$/);
    const narrowed = Number((await status.textContent())?.split(' ')[0]);
    expect(narrowed).toBeLessThan(all);
    await expect(list.locator('article').filter({ visible: true })).toHaveCount(narrowed);

    // The address is the state: a reload shows the same choice, first from the server's fallback.
    await page.reload();
    await expect(type).not.toHaveValue('');
    await type.focus();
    await expect(status).toHaveText(/^(\d+ Produktionen|1 Produktion)$/);
    await expect(list.locator('article').filter({ visible: true })).toHaveCount(narrowed);

    await list.getByRole('button', { name: 'Filter zurücksetzen' }).press('Enter');
    await expect(page).toHaveURL(/\/de\/produktionen$/);
    await expect(status).toHaveText(`${all} Produktionen`);
    await expect(list.getByRole('button', { name: 'Filter zurücksetzen' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('production detail with JavaScript', () => {
  test("the sticky 'Termine und Tickets' brings the dates into view; no axe violations", async ({ page }) => {
    await page.goto('/de/produktionen');
    expect(await axeViolations(page)).toEqual([]);
    const href = await page.locator('main a[href^="/de/produktionen/"]').first().getAttribute('href');
    await page.goto(href ?? '');
    await expect(page.locator('body')).toHaveClass(/non-cms/);
    const dates = page.locator('#termine');
    await expect(dates).not.toBeInViewport();
    const sticky = page.locator('.sticky-nav__book');
    await expect(sticky).toHaveText('Termine und Tickets');
    // The header and the sticky navigation are enhanced by the first input (decision 0157);
    // the jump is measured with the page as it then stays (the header's height among it).
    await firstInput(page);
    await sticky.click();
    await expect(dates).toBeInViewport();
    await expect(dates.getByRole('heading', { name: 'Termine und Tickets' })).toBeInViewport();
    await expect(dates.locator('foyer-quick-buy').first()).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);

    // English: the same page under /en/produktionen, the button reads 'Dates and Tickets'.
    const english = await page.locator('a[data-locale-link="en"]').first().getAttribute('href');
    await page.goto(english ?? '');
    await expect(page).toHaveURL(/\/en\/produktionen\/[^/]+\/\d+/);
    await expect(page.locator('.sticky-nav__book')).toHaveText('Dates and Tickets');
  });
});
