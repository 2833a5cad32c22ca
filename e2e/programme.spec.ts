import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const calendar = (page: Page) => page.locator('main foyer-event-calendar');
const cards = (page: Page) => calendar(page).locator('[part="event"]');
const teasers = (page: Page) => calendar(page).locator('[part="teaser"]');
/**
 * A filter's select: the server form's until the calendar is hydrated (decision 0150), the
 * element's own after (the server form is hidden then, and roles skip hidden elements).
 */
const filterSelect = (page: Page, name: string) =>
  calendar(page).getByRole('combobox', { name, exact: true });
/** The server form's select of a filter (`room`, `genre`…). */
const serverSelect = (page: Page, name: string) => page.locator(`#programme-filter-${name}`);
/** The calendar is hydrated: its own filter bar is drawn. */
const hydrated = (page: Page) => expect(calendar(page).locator('[part="filters"]')).toBeVisible();

/** What has focus, looking through shadow roots: its tag, label or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return '';
    const label =
      element.getAttribute('aria-label') ??
      // A form control's label, in the document (the server form) or in a shadow root.
      (element instanceof HTMLSelectElement || element instanceof HTMLInputElement
        ? (element.labels?.[0]?.textContent ?? null)
        : null) ??
      (element.id && element.getRootNode() instanceof ShadowRoot
        ? (element.getRootNode() as ShadowRoot).querySelector(`label[for="${element.id}"]`)?.textContent
        : null) ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()} ${label.trim()}`;
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches; fails after `limit` presses. */
async function tabTo(page: Page, pattern: RegExp, options: { back?: boolean; limit?: number } = {}) {
  for (let i = 0; i < (options.limit ?? 250); i++) {
    if (pattern.test(await focused(page))) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${pattern} (last: ${await focused(page)})`);
}

/**
 * The sticky ticket button opens the overlay once the sticky navigation is up (before, a click on
 * it is held and replayed); the visitor's first input brings it (decision 0157), and the overlay
 * itself is hydrated by the first press (docs/decisions/0110).
 */
const overlayReady = async (page: Page) => {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => !!document.querySelector('[data-sticky-nav][data-enhanced]'));
};

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test.describe('programme journey (issue 3)', () => {
  test('filter by room → the address changes → reload restores → scrolling loads page 2 → Reset clears everything', async ({
    page,
  }) => {
    await page.goto('/de/programm');
    // The server form offers the filters before any script: Spielort with its four rooms.
    await expect(serverSelect(page, 'room').locator('option')).toHaveCount(5);
    // The visitor clicks the filter: the calendar hydrates and draws its own bar and list.
    await serverSelect(page, 'room').click();
    await hydrated(page);
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(25);
    await expect(teasers(page).first()).toBeVisible();
    const room = filterSelect(page, 'Spielort');
    await expect(room.locator('option')).toHaveCount(5);
    await room.selectOption({ label: 'Großes Haus' });
    await expect(page).toHaveURL(/\/de\/programm\?room=\d+$/);
    const url = page.url();
    await expect(calendar(page).getByRole('button', { name: 'Filter entfernen: Großes Haus' })).toBeVisible();
    await expect(teasers(page)).toHaveCount(0);
    // One filter alone: no Reset filter (spec: programme §2).
    await expect(calendar(page).getByRole('button', { name: 'Filter zurücksetzen' })).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(url);
    // The server answers the address: its form shows the room, its list is that room's.
    await expect(serverSelect(page, 'room')).toHaveValue(/\d+/);
    await expect(calendar(page).locator('.event-list-fallback .event-card__room').first()).toContainText(
      'Großes Haus',
    );
    await serverSelect(page, 'room').click();
    await hydrated(page);
    await expect(filterSelect(page, 'Spielort')).toHaveValue(/\d+/);
    await expect(calendar(page).getByRole('button', { name: 'Filter entfernen: Großes Haus' })).toBeVisible();
    await expect(cards(page)).toHaveCount(25);
    for (const text of await cards(page).locator('.event-card__room').allTextContents())
      expect(text).toContain('Großes Haus');

    const page2 = page.waitForRequest((request) => /\/api\/events\/\?.*page=2/.test(request.url()));
    await cards(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    const request = await page2;
    expect(new URL(request.url()).searchParams.get('room')).toBe(new URL(url).searchParams.get('room'));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(25);

    // A second filter: Reset filter appears; the back button steps back to the room alone.
    await filterSelect(page, 'Genre').selectOption({ index: 1 });
    await expect(page).toHaveURL(/room=\d+&genre=\d+$/);
    await expect(calendar(page).getByRole('button', { name: 'Filter zurücksetzen' }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(filterSelect(page, 'Genre')).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL(/room=\d+&genre=\d+$/);
    await expect(filterSelect(page, 'Genre')).not.toHaveValue('');

    await calendar(page).getByRole('button', { name: 'Filter zurücksetzen' }).first().click();
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(filterSelect(page, 'Spielort')).toHaveValue('');
    await expect(filterSelect(page, 'Genre')).toHaveValue('');
    await expect(calendar(page).locator('[part="chip"]')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(25);
    await expect(teasers(page).first()).toBeVisible();
    await page.reload();
    await expect(filterSelect(page, 'Spielort')).toHaveValue('');
  });

  test('the same journey by keyboard only', async ({ page }) => {
    await page.goto('/de/programm');
    await expect(filterSelect(page, 'Spielort').locator('option')).toHaveCount(5);
    // The server form's select first: focus hydrates the calendar, and a choice made with the
    // arrow keys before it is ready is carried over to the element's select (decision 0150).
    await tabTo(page, /^select Spielort/);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/de\/programm\?room=\d+$/);
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(filterSelect(page, 'Spielort')).toHaveValue(/\d+/);
    // Tab into the filters (the calendar hydrates), then on to the first event's link.
    const page2 = page.waitForRequest((request) => /\/api\/events\/\?.*page=2/.test(request.url()));
    await tabTo(page, /^select Spielort/);
    await hydrated(page);
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(25);
    await expect(calendar(page).locator('[part="chip"]')).toHaveCount(1);
    await tabTo(page, /^a /);

    // Scrolling by keyboard (End) brings the list end near: page 2 of the same filter loads (the
    // reload may have restored a scroll position that loaded it already).
    await page.keyboard.press('End');
    const request = await page2;
    expect(new URL(request.url()).searchParams.get('room')).toBe(new URL(url).searchParams.get('room'));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(25);

    // From the first event's link, back (Shift+Tab) to the selected filters and remove them all.
    await tabTo(page, /^button Alle entfernen/, { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(filterSelect(page, 'Spielort')).toHaveValue('');
    await expect(calendar(page).locator('[part="chip"]')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(25);
    await expect(teasers(page).first()).toBeVisible();
  });

  test('a day picked in the calendar by keyboard goes into the address as DD-MM-YYYY', async ({ page }) => {
    await page.goto('/de/programm');
    // Tabbing into the server form hydrates the calendar; focus goes on in its own bar.
    await tabTo(page, /^(select|input) /);
    await hydrated(page);
    await tabTo(page, /^button Kalender/);
    await page.keyboard.press('Enter');
    const grid = calendar(page).getByRole('table');
    await expect(grid).toBeVisible();
    // Days without events are announced as such and cannot be picked.
    await expect(grid.locator('button[aria-disabled="true"]').first()).toHaveAttribute(
      'aria-label',
      /keine Veranstaltungen/,
    );
    // Focus lands on today's day; arrow right to the next day that has events (not today, the
    // default) and pick it.
    expect(await focused(page)).toMatch(/^button \S+, \d+\. \S+/);
    const available = /^button (?!.*keine Veranstaltungen)\S+, \d+\. \S+$/;
    for (let i = 0; i < 31; i++) {
      await page.keyboard.press('ArrowRight');
      if (available.test(await focused(page))) break;
    }
    expect(await focused(page)).toMatch(available);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?date=\d{2}-\d{2}-\d{4}$/);
  });

  test('the programme and an event detail have no accessibility violations, also with the overlay open', async ({
    page,
  }) => {
    await page.goto('/de/programm');
    // The server HTML (the filter form, the list) before any interaction.
    await expect(serverSelect(page, 'room')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // A click on the server form's date hydrates the calendar and opens its month grid.
    await page.locator('#programme-filter-date').click();
    await expect(calendar(page).getByRole('table')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const href = await cards(page).first().locator('[part="event-link"]').getAttribute('href');
    await page.goto(href ?? '/');
    await expect(page.locator('body.non-cms')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await overlayReady(page);
    await page.locator('.sticky-nav__overlay').click();
    await expect(page.getByRole('dialog', { name: 'Programm und Karten' })).toBeVisible();
    await expect(page.getByRole('dialog').locator('[part="event"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('filter modal on a phone (R-EVL-28)', () => {
  test('by keyboard: open the modal, choose a Spielort, Ergebnisse anzeigen; it slides over 780 ms', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/programm');
    // One row, no selects inline: the server form draws the element's Filter link and calendar.
    await expect(serverSelect(page, 'room')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Filter', exact: true })).toBeVisible();
    // Tab to it: focus hydrates the calendar and moves to its own Filter button.
    await tabTo(page, /^(a|button) Filter$/);
    await expect.poll(() => focused(page), { timeout: 15_000 }).toBe('button Filter');
    // The element's select, in its closed filter dialog.
    const room = calendar(page).locator('#filter-room');
    await expect(room.locator('option')).toHaveCount(5);
    const dialog = calendar(page).getByRole('dialog', { name: 'Filter' });
    await expect(dialog).toBeHidden();
    // The list the calendar just drew has settled (its cards come in batches).
    await expect(cards(page)).toHaveCount(25);

    // The slide in: a transform transition of 780 ms (spec: programme §9), read when it starts (the
    // page is busy right after hydration: a look after the fact could come when it has ended).
    type Slide = { duration: string; running?: string; timing?: unknown };
    await calendar(page)
      .locator('[part="filter-dialog"]')
      .evaluate((element) => {
        element.addEventListener('transitionrun', (event) => {
          if ((event as TransitionEvent).propertyName !== 'transform') return;
          const transition = element
            .getAnimations()
            .find(
              (animation) =>
                animation instanceof CSSTransition && animation.transitionProperty === 'transform',
            );
          (window as unknown as { __slide: Slide }).__slide = {
            duration: getComputedStyle(element).transitionDuration,
            running: transition?.playState,
            timing: transition?.effect?.getTiming().duration,
          };
        });
      });
    await page.keyboard.press('Enter');
    const slide = await (
      await page.waitForFunction(() => (window as unknown as { __slide?: Slide }).__slide)
    ).jsonValue();
    expect(slide).toEqual({ duration: '0.78s', running: 'running', timing: 780 });
    await expect(dialog).toBeVisible();
    // Focus is in the dialog, on the first select; the page behind does not scroll.
    expect(await focused(page)).toBe('select Spielort');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/de\/programm\?room=\d+$/);
    const chosen = (await room.locator('option:checked').textContent()) ?? '';
    expect(chosen).not.toBe('Alle');
    await expect(calendar(page).getByRole('button', { name: 'Filter (1)' })).toBeAttached();

    await tabTo(page, /^button Ergebnisse anzeigen$/);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(await focused(page)).toBe('button Filter (1)');
    await expect(calendar(page).getByRole('button', { name: `Filter entfernen: ${chosen}` })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).locator('.event-card__room').allTextContents())
      expect(text).toContain(chosen);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('at 320 px the calendar toggle shows the whole date beside Filter (1) and keeps its name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/de/programm?room=1');
  // The server row: the same texts, the whole date on screen, 'Kalender: ' in the name only.
  const serverToggle = page.getByRole('link', { name: /^Kalender: \d{2}\.\d{2}\.\d{4}$/ });
  await expect(serverToggle).toBeVisible();
  expect(await serverToggle.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const serverLabel = serverToggle.locator('.programme-filters__calendar-label');
  expect(await serverLabel.evaluate((label) => label.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  // A tap on the server's Filter (1) hydrates the calendar and opens its filter dialog (replayed).
  await page.getByRole('link', { name: 'Filter (1)' }).click();
  const dialog = calendar(page).getByRole('dialog', { name: 'Filter' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(calendar(page).getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  const toggle = calendar(page).getByRole('button', { name: /^Kalender: \d{2}\.\d{2}\.\d{4}$/ });
  await expect(toggle).toBeVisible();
  const fits = await toggle.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits, 'the date is not cut off').toBe(true);
  await expect(toggle).toHaveText(/^\s*Kalender: /);
  // 'Kalender: ' is in the name, not on screen.
  const labelWidth = await toggle
    .locator('.calendar-label')
    .evaluate((label) => label.getBoundingClientRect().width);
  expect(labelWidth).toBeLessThanOrEqual(1);
});

test.describe('event overlay (issue 3 deliverable 5)', () => {
  test('the sticky ticket button opens it; filters inside; an event link closes it; closing clears the query', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/de');
    // Hidden on the events route only.
    const button = page.locator('.sticky-nav__overlay');
    await expect(button).toBeVisible();
    await overlayReady(page);
    const headlineRead = page.waitForResponse((response) =>
      response.url().endsWith('/de/pageeditor-api/page/programm'),
    );
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Programm und Karten' });
    await expect(dialog).toBeVisible();
    // It slides up.
    const animation = await page
      .locator('foyer-event-overlay')
      .evaluate(
        (host) =>
          getComputedStyle(host.shadowRoot?.querySelector('[part="overlay"]') as Element).animationName,
      );
    expect(animation).toBe('slide-up');
    // The headline is the events page's, read from the page editor API (the demo's record).
    expect((await headlineRead).status()).toBe(200);
    expect(warnings.filter((text) => text.includes('event overlay headline'))).toEqual([]);
    await expect(page.locator('body')).toHaveClass(/no-scroll/);
    const inside = dialog.locator('foyer-event-calendar');
    await expect(inside.locator('[part="event"]').first()).toBeVisible();
    await inside.getByLabel('Spielort').selectOption({ label: 'Großes Haus' });
    await expect(page).toHaveURL(/\/de\?room=\d+&overlay=true$/);
    await expect(inside.getByRole('button', { name: 'Filter entfernen: Großes Haus' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('body')).not.toHaveClass(/no-scroll/);
    await expect(button).toBeFocused();

    // Open again by keyboard, follow an event: the new page has no overlay open.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const link = dialog.locator('[part="event-link"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/no-scroll/);
  });

  test('takes its headline from the page editor API for the events page; Escape closes it', async ({
    page,
  }) => {
    await page.route('**/de/pageeditor-api/page/programm', (route) =>
      route.fulfill({ json: { headline: 'Spielplan und Karten' } }),
    );
    await page.goto('/de/ueber-uns');
    await overlayReady(page);
    await page.locator('.sticky-nav__overlay').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Spielplan und Karten' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the events route has no overlay button', async ({ page }) => {
    await page.goto('/de/programm');
    await expect(page.locator('.sticky-nav__overlay')).toHaveCount(0);
    await expect(page.locator('foyer-event-overlay')).toHaveCount(0);
  });
});

test('day blocks: weekday, day, month name and two-digit year on four lines, the same with and without JavaScript (R-CONST-18)', async ({
  browser,
}) => {
  const MONTHS = /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)$/;
  const blocks: Array<Array<{ text: string; top: number; left: number }>> = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/de/programm');
    // With JavaScript a click on a filter hydrates the calendar, which draws its own list in its
    // shadow root (part="date-block").
    if (javaScriptEnabled) await serverSelect(page, 'room').click();
    const block = javaScriptEnabled
      ? calendar(page).locator('[part="date-block"]').first()
      : calendar(page).locator('.date-block').first();
    await expect(block).toBeVisible();
    blocks.push(
      await block.evaluate((element) =>
        [...element.children].map((line) => {
          const box = line.getBoundingClientRect();
          return { text: line.textContent ?? '', top: box.top, left: box.left };
        }),
      ),
    );
    await context.close();
  }
  for (const lines of blocks) {
    expect(lines.map((line) => line.text)).toHaveLength(4);
    const [weekday, day, month, year] = lines.map((line) => line.text);
    expect(weekday).toMatch(/^(Mo|Di|Mi|Do|Fr|Sa|So)$/);
    expect(day).toMatch(/^\d{1,2}\.$/);
    expect(month).toMatch(MONTHS);
    expect(year).toMatch(/^\d\d$/);
    // Four lines, one under the other.
    for (let i = 1; i < lines.length; i++)
      expect(lines[i]?.top ?? 0).toBeGreaterThan((lines[i - 1]?.top ?? 0) + 5);
  }
  // The same day block without and with JavaScript.
  expect(blocks[1]?.map((line) => line.text)).toEqual(blocks[0]?.map((line) => line.text));
});
