import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './staff';

/**
 * The admin's rich text fields (decision 0173): an editor writes an article's body in the rich text
 * editor that `<foyer-rich-text-field>` draws in place of the raw HTML textarea (bold by Ctrl+B,
 * italic by Ctrl+I, a bulleted list from the toolbar), saves the plain form, finds the formatting
 * again in the editor, sees it on the visitor's article page, and deletes the article again.
 */
test("an article's body written in the rich text editor is formatted on the article page", async ({
  page,
}) => {
  const title = `Foyerabend ${randomUUID().slice(0, 8)}`;
  await signIn(page, '/admin/articles/add/');
  await page.getByLabel('Titel (deutsch)').fill(title);

  // The editor, named by the field's label; the textarea it stands for is not drawn.
  const body = page.getByRole('textbox', { name: /^Text \(deutsch/ });
  await expect(body).toBeVisible();
  await expect(page.locator('textarea[name="description_de"]')).toBeHidden();
  const toolbar = page.getByRole('toolbar', { name: /^Textformatierung: Text \(deutsch/ });

  // A click on the label focuses the editor, as it focuses a textarea.
  await page.locator('label[for="field-description_de"]').click();
  await expect(body).toBeFocused();
  // Written by keyboard (bold and italic by their shortcuts), then the list from the toolbar as
  // the last step: a key pressed in the instant after a toolbar click can land before the editor
  // has put its selection back, which no test should race.
  await page.keyboard.type('Ein Abend mit ');
  await page.keyboard.press('Control+KeyB');
  await page.keyboard.type('Musik');
  await page.keyboard.press('Control+KeyB');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sekt im ');
  await page.keyboard.press('Control+KeyI');
  await page.keyboard.type('Foyer');
  await expect(page.locator('textarea[name="description_de"]')).toHaveValue(
    '<p>Ein Abend mit <strong>Musik</strong></p><p>Sekt im <em>Foyer</em></p>',
  );
  await toolbar.getByRole('button', { name: 'Aufzählung' }).click();
  await expect(toolbar.getByRole('button', { name: 'Aufzählung' })).toHaveAttribute('aria-pressed', 'true');
  // The toolbar gives the focus back to the text.
  await expect(body).toBeFocused();
  await expect(page.locator('textarea[name="description_de"]')).toHaveValue(
    '<p>Ein Abend mit <strong>Musik</strong></p><ul><li><p>Sekt im <em>Foyer</em></p></li></ul>',
  );
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id} ${v.help} ${v.nodes[0]?.target}`)).toEqual([]);

  await page.getByLabel('Online (für Besucher sichtbar)').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  // The change page's editor starts from the stored (sanitised) body.
  await expect(body.locator('strong')).toHaveText('Musik');
  await expect(body.locator('li em')).toHaveText('Foyer');

  await page.getByRole('link', { name: 'Auf der Website ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.locator('main');
  await expect(article.locator('strong', { hasText: 'Musik' })).toBeVisible();
  await expect(article.locator('li', { hasText: 'Sekt im Foyer' }).locator('em')).toHaveText('Foyer');

  // Deleted again: the demo's magazine keeps its 40 articles for the journeys after this one.
  await page.goBack();
  await page.locator('.admin__delete-link').click();
  await page.getByRole('button', { name: 'Ja, endgültig löschen' }).click();
  await expect(page.getByText('Gelöscht.')).toBeVisible();
});
