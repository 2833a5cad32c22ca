import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Search journeys (issue 5): the header box with suggestions, the results page with its groups
 * and paging, by mouse and by keyboard only. Uses the demo venue's events.
 */

/** Describes the focused element, looking into shadow roots. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return '';
    return `${element.localName}|${element.getAttribute('role') ?? ''}|${element.getAttribute('aria-label') ?? ''}|${element.textContent?.trim() ?? ''}`;
  });
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, match: (description: string) => boolean, limit = 60): Promise<void> {
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return;
  }
  throw new Error(`never reached by Tab; last focus: ${await focused(page)}`);
}

test.describe('search journey (issue 5)', () => {
  test('type in the header box, pick a suggestion, land on the results, page through events', async ({
    page,
  }) => {
    await page.goto('/de');
    const header = page.locator('header foyer-search-box');
    // Closed until its button is clicked (spec: programme §2 Search).
    await expect(header.getByRole('combobox')).toHaveCount(0);
    await header.getByRole('button', { name: 'Suche öffnen' }).click();
    const input = header.getByRole('combobox', { name: 'Suchbegriff' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('autocomplete', 'off');

    const asked = page.waitForRequest((request) =>
      request.url().includes('/de/api/search/autocomplete/?query=zauberfl'),
    );
    await page.keyboard.type('ZauberFl');
    await asked;
    // Exact: the magazine's »Die Zauberflöte als Kinderoper?« is a suggestion too (issue 15).
    const option = header.getByRole('option', { name: 'Die Zauberflöte', exact: true });
    await expect(option).toBeVisible();
    await expect(header.getByRole('status')).toHaveText(/Vorschl/);
    await option.click();

    await expect(page).toHaveURL(/\/de\/search\?q=Die%20Zauberfl%C3%B6te$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Die Zauberflöte“');
    const events = page.getByRole('region', { name: /Veranstaltungen/ });
    await expect(events.getByRole('listitem')).toHaveCount(10);
    await expect(events.getByRole('link', { name: 'Die Zauberflöte' }).first()).toHaveAttribute(
      'href',
      /^\/de\/programm\/.+\/\d+$/,
    );
    // The full box on the page holds the term.
    const full = page.locator('main foyer-search-box');
    await expect(full.getByRole('combobox')).toHaveValue('Die Zauberflöte');

    await events.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/de\/search\/events\/2\?q=Die\+Zauberfl%C3%B6te$/);
    await expect(page.getByText('Seite 2 von 2')).toBeVisible();
    const rest = await page
      .getByRole('region', { name: /Veranstaltungen/ })
      .getByRole('listitem')
      .count();
    expect(rest).toBeGreaterThan(0);
    expect(rest).toBeLessThanOrEqual(10);

    // On a route with a category a new search keeps it, at page 1 (spec: programme §2 Search).
    const box = full.getByRole('combobox');
    await box.fill('oper');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\/events\/1\?q=oper$/);
    await expect(
      page
        .getByRole('region', { name: /Veranstaltungen/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });

  test('the same journey by keyboard only', async ({ page }) => {
    await page.goto('/de');
    await tabTo(page, (description) => description.includes('Suche öffnen'));
    await page.keyboard.press('Enter');
    await expect(page.locator('header foyer-search-box').getByRole('combobox')).toBeFocused();
    await page.keyboard.type('zauberfl');
    await expect(page.locator('header foyer-search-box').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toContain('|option||Die Zauberflöte');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=Die%20Zauberfl%C3%B6te$/);

    await tabTo(
      page,
      (description) => description.startsWith('a|') && description.endsWith('|Nächste Seite'),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\/events\/2\?/);
  });

  test('results without JavaScript, the empty texts, and no accessibility violations', async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/en/search?q=zzzzqqq');
    await expect(plain.getByText('Your search did not return any results')).toBeVisible();
    await expect(plain.getByText('Please try another search term.')).toBeVisible();
    // The page's own box (the header has its compact one too).
    const results = plain.getByRole('main');
    await results.getByLabel('Search term').fill('magic flute');
    await results.getByRole('button', { name: 'Search' }).click();
    await expect(plain).toHaveURL(/\/en\/search\?q=magic\+flute$/);
    await expect(
      plain
        .getByRole('region', { name: /Events/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    // The page's box without its element: the typed words readable on the page (it wore the dark
    // header's white text once). axe needs the page's JavaScript, so the contrast is worked out here.
    const colours = await results
      .getByLabel('Search term')
      .evaluate((input) => [
        getComputedStyle(input).color,
        getComputedStyle(input).backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
    expect(contrast(...(colours as [string, string, string])), colours.join(' / ')).toBeGreaterThanOrEqual(
      4.5,
    );
    await context.close();

    for (const url of [
      '/de/search?q=Zauberfl%C3%B6te',
      '/en/search?q=zzzzqqq',
      '/de/search/events/2?q=oper',
    ]) {
      await page.goto(url);
      await page.locator('main foyer-search-box').getByRole('combobox').waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${url}: ${v.id} ${v.help}`)).toEqual([]);
    }
  });
});

/** WCAG contrast of a text colour on a background (blended over the page's when translucent). */
function contrast(text: string, background: string, page: string): number {
  const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const [pr = 255, pg = 255, pb = 255] = rgba(page);
  const [br = 0, bg = 0, bb = 0, alpha = 1] = rgba(background);
  const blended = [
    br * alpha + pr * (1 - alpha),
    bg * alpha + pg * (1 - alpha),
    bb * alpha + pb * (1 - alpha),
  ];
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [light, dark] = [luminance(rgba(text)), luminance(blended)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
