import { expect, type Page, test } from '@playwright/test';
import { staffSession } from './staff';

/**
 * The editor's toolbar and the site's sticky chrome (issue 19 item 4; WCAG 2.2 2.4.11 Focus Not
 * Obscured): in edit mode the toolbar stays in view, and no sticky or fixed part of the page
 * (the site header, the sticky ticket buttons, the toolbar itself) covers the control that has
 * the keyboard focus, at a phone's width and at a desktop's.
 */
interface Focused {
  /** What has the focus: its accessible-ish name, for the failure message. */
  name: string;
  /** Whether the focus is on a control of the editing canvas. */
  inCanvas: boolean;
  /** Whether the element drawn at the centre of its box is the control or inside it. */
  onTop: boolean;
  /** What is drawn there instead, when not. */
  coveredBy: string;
  /** Whether the box lies between the toolbar's bottom edge and the window's. */
  inView: boolean;
}

/** The focused element (through shadow roots) and what the page draws at its centre. */
function inspectFocus(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    let focused = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    const editor = document.querySelector('foyer-page-editor');
    const toolbar = editor?.shadowRoot?.querySelector('[part="toolbar"]');
    const toolbarBottom = toolbar ? toolbar.getBoundingClientRect().bottom : 0;
    const root = focused.getRootNode();
    const inCanvas = root instanceof ShadowRoot && root.host.classList.contains('foyer-editor-canvas');
    const label = (element: Element | null) =>
      element
        ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';
    return {
      name: `${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 60)}`,
      inCanvas,
      onTop: hit !== null && (hit === focused || focused.contains(hit)),
      coveredBy: label(hit),
      inView: box.top >= toolbarBottom - 1 && box.bottom <= window.innerHeight + 1,
    };
  });
}

/** Tabs through the canvas's controls (forward, then back) and checks each focused one. */
async function tabThroughCanvas(page: Page, steps: number): Promise<number> {
  const problems: string[] = [];
  let checked = 0;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < steps; step += 1) {
      await page.keyboard.press(key);
      // Focus scrolling is instant (no smooth scrolling), but let layout settle for a frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const focus = await inspectFocus(page);
      if (!focus?.inCanvas) break;
      checked += 1;
      if (!focus.onTop || !focus.inView)
        problems.push(`${key} → "${focus.name}": covered by ${focus.coveredBy}, in view ${focus.inView}`);
    }
  }
  expect(problems).toEqual([]);
  return checked;
}

for (const width of [390, 1280]) {
  test(`edit mode at ${width} px: the toolbar stays in view and sticky chrome never covers a focused control`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await staffSession(browser, { viewport: { width, height: 900 } });
    await page.goto('/de?edit');
    const toolbar = page.getByRole('region', { name: 'Seiteneditor' });
    await expect(toolbar).toBeVisible();
    await expect(page.getByRole('region', { name: 'Abschnitt 1', exact: true })).toBeVisible();

    // Nothing of the header's room stays empty above it: the header starts where the toolbar ends.
    const toolbarBox = await toolbar.boundingBox();
    const headerBox = await page.locator('[data-site-header]').boundingBox();
    expect(toolbarBox?.y).toBe(0);
    expect(Math.abs((headerBox?.y ?? 0) - ((toolbarBox?.y ?? 0) + (toolbarBox?.height ?? 0)))).toBeLessThan(
      2,
    );

    // The visitor's sticky ticket buttons are not shown while editing.
    await expect(page.locator('[data-sticky-nav]')).toBeHidden();

    // From the first control of the canvas, forward through the page's modules and back.
    await page.getByRole('button', { name: 'Abschnitt 1 duplizieren' }).focus();
    const checked = await tabThroughCanvas(page, 70);
    expect(checked).toBeGreaterThan(100);

    // The toolbar is still on screen after all that scrolling.
    expect((await toolbar.boundingBox())?.y).toBe(0);
    await expect(toolbar.getByRole('button', { name: 'Veröffentlichen' })).toBeInViewport();
    await context.close();
  });
}

for (const width of [390, 1280]) {
  test(`logged in at ${width} px, not editing: scrolled, the toolbar stays above the header and no focused link is under either`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffSession(browser, { viewport: { width, height: 800 } });
    await page.goto('/de/team/lena-hoffmann/1');
    const toolbar = page.getByRole('region', { name: 'Seiteneditor' });
    await expect(toolbar).toBeVisible();
    const header = page.locator('[data-site-header]');
    await page.mouse.wheel(0, 2000);
    await expect(header).toHaveClass(/is-scrolled/);
    // The scrolled header stops below the toolbar instead of sliding over it.
    await expect
      .poll(async () => {
        const bar = await toolbar.boundingBox();
        const box = await header.boundingBox();
        // Within a pixel: the toolbar's measured height is rounded up.
        return Math.abs((box?.y ?? 0) - ((bar?.y ?? 0) + (bar?.height ?? 0))) < 1.5;
      })
      .toBe(true);
    await expect(page.getByRole('link', { name: 'Person in der Verwaltung bearbeiten' })).toBeInViewport();
    // Backwards through the page's links from the footer: each lands below the header.
    await page.locator('footer a').last().focus();
    const problems: string[] = [];
    let checked = 0;
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Shift+Tab');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const focus = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || !focused.closest('main')) return null;
        const box = focused.getBoundingClientRect();
        const headerBottom =
          document.querySelector('[data-site-header]')?.getBoundingClientRect().bottom ?? 0;
        return { name: focused.textContent?.trim().slice(0, 40), top: box.top, headerBottom };
      });
      if (!focus) continue;
      checked += 1;
      if (focus.top < focus.headerBottom)
        problems.push(`${focus.name}: ${focus.top} < ${focus.headerBottom}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(5);
    await context.close();
  });
}

test('an admin page has no toolbar, so the logged-in header keeps no room for one', async ({ browser }) => {
  const { context, page } = await staffSession(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
  expect((await page.locator('[data-site-header]').boundingBox())?.y).toBe(0);
  await context.close();
});
