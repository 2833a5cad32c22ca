import { expect, type Page, test } from '@playwright/test';

/**
 * Layout shift of elements that hydrate late (issue 23 item 1, docs/decisions/0112): an element
 * whose hydrated markup differs in height from its server HTML must not move the page. Every
 * `layout-shift` entry the browser reports is summed, those right after an input included (the
 * hydration here is started by focus from script, which the browser does not count as input),
 * while the page is scrolled and after the elements hydrate. Budget 0.02 (Lighthouse's "good" is 0.1).
 */
const CLS_BUDGET = 0.02;

async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[])
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.localName}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
              : String(node?.nodeName ?? '?');
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page): Promise<{ total: number; detail: string }> {
  const list = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  return {
    total: list.reduce((sum, shift) => sum + shift.value, 0),
    detail: list.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(' ')}`).join('; '),
  };
}

/** Scrolls the page down in steps, as a visitor with a wheel does, then back up. */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 8; step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

test.describe('layout shift while scrolling and after hydration (issue 23)', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

  test('the programme', async ({ page }) => {
    await watchShifts(page);
    await page.goto('/de/programm');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3500);
    await scrollThrough(page);
    // The calendar hydrates (whatever its policy) and draws its own cards in place of the server's.
    await page.evaluate(() =>
      document.querySelector('foyer-event-calendar')?.scrollIntoView({ block: 'start' }),
    );
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('foyer-event-calendar a[href], foyer-event-calendar')?.focus(),
    );
    await page.waitForFunction(() => {
      const element = document.querySelector('foyer-event-calendar');
      return (
        !!element && customElements.get('foyer-event-calendar') && element.shadowRoot?.querySelector('a')
      );
    });
    await page.waitForTimeout(1500);
    await scrollThrough(page);
    const { total, detail } = await shifts(page);
    test.info().annotations.push({ type: 'CLS /de/programm', description: `${total.toFixed(4)}: ${detail}` });
    console.log(`CLS /de/programm ${total.toFixed(4)} (${detail})`);
    expect(total, detail).toBeLessThanOrEqual(CLS_BUDGET);
  });

  test('an event page', async ({ page, request }) => {
    const html = await (await request.get('/de/programm')).text();
    const event = /href="(\/de\/programm\/[^"#?]+)"/.exec(html)?.[1];
    expect(event).toBeTruthy();
    await watchShifts(page);
    await page.goto(event ?? '/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3500);
    await scrollThrough(page);
    // The booking hydrates: its server ticket link becomes the widget's button.
    const booking = page.locator('foyer-quick-buy').first();
    if ((await booking.count()) > 0) {
      await booking.evaluate((element) => element.querySelector<HTMLElement>('a[href]')?.focus());
      await page.waitForFunction(
        () => !!document.querySelector('foyer-quick-buy')?.shadowRoot?.querySelector('button'),
      );
      await page.waitForTimeout(1500);
    }
    await scrollThrough(page);
    const { total, detail } = await shifts(page);
    test.info().annotations.push({ type: 'CLS event', description: `${total.toFixed(4)}: ${detail}` });
    console.log(`CLS ${event} ${total.toFixed(4)} (${detail})`);
    expect(total, detail).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
