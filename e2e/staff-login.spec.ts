import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('staff sign-in (issue 6 item 1)', () => {
  test('log in through the login page, get the editor tag on pages, log out', async ({ page }) => {
    await page.goto('/de/login?next=/de/ueber-uns/geschichte');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);

    await page.getByLabel('Benutzername oder E-Mail').fill('redaktion');
    await page.getByLabel('Passwort').fill('wrong password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');

    await page.getByLabel('Benutzername oder E-Mail').fill('redaktion');
    await page.getByLabel('Passwort').fill('foyer-demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/ueber-uns\/geschichte$/);
    await expect(page.locator('foyer-page-editor')).toHaveAttribute('page-path', 'ueber-uns/geschichte');
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'foyer_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const user = await page.request.get('/de/pageeditor-api/user');
    expect(user.status()).toBe(200);
    expect((await user.json()).username).toBe('redaktion');

    await page.goto('/de/logout');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('foyer-page-editor')).toHaveCount(0);
    expect((await page.request.get('/de/pageeditor-api/user')).status()).toBe(401);
  });
});
