import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './staff';

/**
 * The generic admin (issue 18 item 7): an editor creates an event with two seat groups in the
 * admin's plain HTML form — first with a mistake, answered with the error summary linked to the
 * field — picks a contributor by name, and finds it in the programme on its day.
 */
test('create an event with two seat groups in the admin; it is in the programme', async ({ page }) => {
  const name = `Admin-Premiere ${randomUUID().slice(0, 8)}`;
  await signIn(page, '/admin/events/add/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('neuer Eintrag');

  await page.getByLabel('Name (deutsch)').fill(name);
  await page.getByLabel('Beginn (Ortszeit Berlin)').fill('2027-09-15T19:30');
  await page.getByLabel(/^Platzgruppen/).fill('Parkett; 50');
  await page.getByRole('button', { name: 'Speichern' }).click();

  const summary = page.getByRole('alert');
  await expect(summary).toBeVisible();
  await expect(page.getByLabel(/^Platzgruppen/)).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link').first().click();
  await expect(page.getByLabel(/^Platzgruppen/)).toBeFocused();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);

  await page
    .getByLabel(/^Platzgruppen/)
    .fill('Parkett; 50; Vollpreis: 24; Ermäßigt: 12\nRang; 20; Vollpreis: 18');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  // Contributors are picked by name, a row each; a person without a role is refused.
  const person = page.getByLabel('Person, Zeile 1');
  await person.selectOption(
    (await person.locator('option', { hasText: 'Eva Brandt' }).getAttribute('value')) ?? '',
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('alert').getByRole('link').first().click();
  await expect(page.getByLabel('Person, Zeile 1')).toBeFocused();
  const refused = await new AxeBuilder({ page }).include('main').analyze();
  expect(refused.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
  await page.getByLabel('Rolle, Zeile 1', { exact: true }).fill('Regie');
  await page.getByLabel('Rolle englisch, Zeile 1').fill('Director');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.getByRole('link', { name: 'Auf der Website ansehen' }).click();
  const contributors = page.locator('[data-section="Contributors"]');
  await expect(contributors.getByRole('link', { name: 'Eva Brandt' })).toBeVisible();
  await expect(contributors).toContainText('Regie');

  // The list finds it by its name.
  await page.goto(`/admin/events/?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto('/de/programm?date=15-09-2027');
  await expect(page.getByText(name).first()).toBeVisible();
});
