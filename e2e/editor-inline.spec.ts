import { type Browser, expect, type Page, test } from '@playwright/test';
import { staffSession } from './staff';

/**
 * Editing text in place (issue 19 item 4, decision 0140) against the real server, database and
 * browser: staff edit a headline on the page itself by keyboard; the edit goes to the draft; the
 * public page (an anonymous request) keeps the published text until staff publish.
 */
async function openEditor(page: Page): Promise<void> {
  await page.goto('/de?edit');
  await expect(page.getByRole('region', { name: 'Seiteneditor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Abschnitt 1', exact: true })).toBeVisible();
}

const sectionRegion = (page: Page, n: number) =>
  page.getByRole('region', { name: `Abschnitt ${n}`, exact: true });

async function publish(page: Page): Promise<void> {
  await openEditor(page);
  await page
    .getByRole('region', { name: 'Seiteneditor' })
    .getByRole('button', { name: 'Veröffentlichen', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Veröffentlichen' });
  await dialog.getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht.' })).toBeVisible();
  // The dialog closes once the version list is loaded again, and gives focus back to the button
  // that opened it: a step that moved focus before then would lose it.
  await expect(dialog).toHaveCount(0);
}

/** The public home page as an anonymous visitor gets it (no session cookie). */
async function publicHtml(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const answer = await context.request.get('/de');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  await context.close();
  return html;
}

test.describe('editing text in place (issue 19 item 4)', () => {
  test('edit a headline in place by keyboard: the draft shows it, the public page only after publishing', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page } = await staffSession(browser);
    await openEditor(page);

    // A headline of its own (added with the modal) and published, so the journey owns its text.
    const before = await page.getByRole('region', { name: /^Abschnitt \d+$/ }).count();
    await page
      .getByRole('region', { name: 'Seiteneditor' })
      .getByRole('button', { name: 'Abschnitt', exact: true })
      .click();
    const layouts = page.getByRole('dialog', { name: 'Abschnitt hinzufügen' });
    await layouts.getByRole('radio', { name: '100' }).check();
    await layouts.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
    const section = sectionRegion(page, before + 1);
    await expect(section).toBeVisible();
    await section.getByRole('button', { name: /^Modul hinzufügen – Abschnitt/ }).click();
    await page.getByRole('dialog').getByRole('option', { name: 'Überschrift', exact: true }).click();
    await page.getByRole('textbox', { name: /^Überschrift/ }).fill('Am Ort eins');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await publish(page);
    const published = await publicHtml(browser);
    expect(published).toContain('Am Ort eins');
    // Visitors' HTML carries none of the editing marks.
    expect(published).not.toContain('data-foyer-field');

    // In place: the text is a button named by its field and text; Enter starts editing.
    await openEditor(page);
    const text = sectionRegion(page, before + 1).getByRole('button', {
      name: 'Überschrift direkt bearbeiten: Am Ort eins',
    });
    await text.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: 'Überschrift – wird bearbeitet' });
    await expect(box).toBeFocused();
    await expect(page.getByText('Eingabetaste speichert, Escape bricht ab.')).toBeVisible();
    await page.keyboard.type('Am Ort zwei');
    await page.keyboard.press('Enter');
    const saved = sectionRegion(page, before + 1).getByRole('button', {
      name: 'Überschrift direkt bearbeiten: Am Ort zwei',
    });
    await expect(saved).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
    const toolbar = page.getByRole('region', { name: 'Seiteneditor' });
    await expect(toolbar.locator('[part="draft-state"]')).toHaveText(/^Entwurf/);

    // The draft keeps it (a fresh load of the editor); the public page does not show it yet.
    await openEditor(page);
    await expect(sectionRegion(page, before + 1).getByRole('heading', { name: /Am Ort zwei/ })).toBeVisible();
    const meanwhile = await publicHtml(browser);
    expect(meanwhile).toContain('Am Ort eins');
    expect(meanwhile).not.toContain('Am Ort zwei');

    await publish(page);
    const after = await publicHtml(browser);
    expect(after).toContain('Am Ort zwei');
    expect(after).not.toContain('Am Ort eins');
    expect(after).not.toContain('data-foyer-field');
    await context.close();
  });
});
