import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Magazine journeys (issue 15; spec: programme §2 Magazine, frame §2 news routes): from the menu to
 * a category to an article and back, with and without JavaScript; the search finds an article by
 * a word of its body. The element's own paging rules are tested with it (widgets/article-list).
 */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
const categories = (page: Page) => page.getByRole('navigation', { name: 'Kategorien' });

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the magazine ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('menu → magazine → category → article → back', async ({ page }) => {
      await page.goto('/de');
      await page
        .getByRole('navigation', { name: 'Servicemenü' })
        .getByRole('link', { name: 'Magazin' })
        .click();
      await expect(page).toHaveURL(/\/de\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Magazin' })).toBeVisible();
      await expect(page.getByRole('search', { name: 'Im Magazin und auf der Website suchen' })).toBeVisible();
      await expect(categories(page).getByRole('link', { name: 'Alle #Themen' })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await categories(page).getByRole('link', { name: 'Essays' }).click();
      await expect(page).toHaveURL(/\/de\/news\/categories\/essays\/\d+$/);
      await expect(categories(page).getByRole('link', { name: 'Essays' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const list = javaScriptEnabled
        ? page.locator('foyer-article-list')
        : page.locator('main ul.article-list');
      const first = list.locator('article.article-card').filter({ visible: true }).first();
      await expect(first.locator('.article-card__preline')).toHaveText('Essays');
      const title = (await first.getByRole('link').textContent()) ?? '';
      await first.getByRole('link').click();

      await expect(page).toHaveURL(/\/de\/news\/[a-z0-9-]+\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The article's own structured data, beside the page's BreadcrumbList (issue 21).
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
      expect(types.filter((type) => type !== 'BreadcrumbList')).toHaveLength(1);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.goBack();
      await expect(page).toHaveURL(/\/de\/news\/categories\/essays\/\d+$/);
      await expect(page.locator('article.article-card').filter({ visible: true }).first()).toBeVisible();
      // The English address with any slug leads to the article's canonical English page (301).
      await page.goForward();
      await page.goto(page.url().replace('/de/news/', '/en/news/x-'));
      await expect(page).toHaveURL(/\/en\/news\/[a-z0-9-]+\/\d+$/);
    });
  });
}

test('the list loads more articles with JavaScript, without asking for page 1 again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/articles/')) asked.push(new URL(request.url()).search);
  });
  await page.goto('/de/news');
  const list = page.locator('foyer-article-list');
  // Server HTML until the visitor touches the list (decision 0112): the next-page link is the
  // element's load-more button then; the click on it is replayed there, in place.
  await list.getByRole('link', { name: 'Weitere Artikel', exact: true }).click();
  await expect(list.getByRole('status')).toHaveText('40 Artikel');
  await expect(page).toHaveURL(/\/de\/news$/);
  // Page 2 follows (and, with the trigger in view, more pages): never page 1 again.
  await expect
    .poll(async () => list.locator('article.article-card').filter({ visible: true }).count())
    .toBeGreaterThanOrEqual(24);
  expect(asked).toContain('?page=2');
  expect(asked.some((query) => query.includes('page=1'))).toBe(false);
});

test('the search finds an article by a word of its body', async ({ page }) => {
  await page.goto('/de/news');
  const search = page.getByRole('search', { name: 'Im Magazin und auf der Website suchen' });
  await search.getByRole('searchbox').fill('Maskenbildnerei');
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/de\/search\?q=Maskenbildnerei/);
  await expect(page.getByRole('link', { name: 'Ein Tag in der Maske' }).first()).toBeVisible();
});
