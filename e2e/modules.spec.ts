import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('content modules (issue 6 item 2)', () => {
  test('the pages showing the new modules have no accessibility violations', async ({ page }) => {
    for (const url of [
      '/de/entdecken',
      '/en/discover',
      '/de/besuch',
      '/en/visit',
      '/de/junges-theater',
      '/en/young-theatre',
    ]) {
      await page.goto(url);
      await page.locator('foyer-alert-bar').getByRole('button').first().waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${url}: ${v.id} ${v.help} ${v.nodes.map((n) => n.target).join(' ')}`),
      ).toEqual([]);
    }
  });

  test('a visitor opens an FAQ answer by keyboard and follows an anchor link', async ({ page }) => {
    await page.goto('/de/besuch');
    const question = page.getByText('Gibt es ermäßigte Karten?');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bitte zeigen Sie den Nachweis am Einlass.')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Auf dieser Seite' })
      .getByRole('link', { name: 'Garderobe' })
      .click();
    await expect(page).toHaveURL(/#garderobe$/);
    await expect(page.getByRole('heading', { name: 'Garderobe' })).toBeInViewport();
  });

  test('third-party media show their link and poster, never a provider iframe, until consent', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/de/junges-theater');
    const embed = page.locator('foyer-embed[provider="youtube"]');
    await expect(embed).toHaveCount(1);
    await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
    expect(requests.filter((url) => /youtube|vimeo|spotify|issuu/.test(url))).toEqual([]);
  });

  test("every demo embed loads once, its player framed by the pages' CSP", async ({ page, context }) => {
    const framed: string[] = [];
    await context.route(/youtube|spotify|issuu|openstreetmap/, (route) => {
      framed.push(new URL(route.request().url()).hostname);
      return route.fulfill({ contentType: 'text/html', body: '<p>player</p>' });
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __refused: string[] }).__refused = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const cases: Array<[string, string, string]> = [
      ['/de/entdecken', 'spotify', 'open.spotify.com'],
      ['/de/entdecken', 'issuu', 'e.issuu.com'],
      ['/de/junges-theater', 'youtube', 'www.youtube-nocookie.com'],
      ['/de/venues/haupthaus/1', 'openstreetmap', 'www.openstreetmap.org'],
    ];
    for (const [url, provider, host] of cases) {
      await page.goto(url);
      const embed = page.locator(`foyer-embed[provider="${provider}"]`);
      await embed.scrollIntoViewIfNeeded();
      await embed.getByRole('button', { name: 'Einmal laden' }).click();
      await expect(embed.locator('iframe')).toHaveCount(1);
      await expect.poll(() => framed.includes(host), `${provider}: ${host} asked for`).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
    }
  });
});
