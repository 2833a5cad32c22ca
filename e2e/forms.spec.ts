import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { CONSENTED_STATE } from './consented-state';
import { signIn } from './staff';

/**
 * Forms (issue 17): the demo application form sent with a PDF, with and without JavaScript; the
 * confirmation, then the entries in the admin.
 */
/** A name unique to this test run: the server keeps the entries of earlier runs and repeats. */
const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;
/** The admin's table row of an entry by its name. */
const rowName = (name: string) => new RegExp(name.replace(/[()]/g, '\\$&'));

const PDF = {
  name: 'lebenslauf.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** The application form's page, reached from the footer. */
async function openApplication(page: Page): Promise<string> {
  await page.goto('/en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application' })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function entriesOf(browser: Browser, formPath: string) {
  const id = formPath.split('/').at(-1);
  const context = await browser.newContext({ storageState: CONSENTED_STATE });
  const page = await context.newPage();
  await signIn(page, `/admin/forms/${id}/entries/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bewerbung');
  return { page, close: () => context.close() };
}

test.describe('forms (issue 17)', () => {
  test('send the application with a PDF through <foyer-form>; the entry is in the admin', async ({
    page,
    browser,
  }) => {
    const ADA = unique('Ada Lovelace (JS)');
    const path = await openApplication(page);
    // Until the element has its form the server's form is on show (and would post the page).
    await page.waitForFunction(() =>
      document.querySelector('foyer-form')?.shadowRoot?.querySelector('.base'),
    );
    const form = page.locator('foyer-form');
    // The element's own inputs (the light-DOM fallback is not rendered once it took over).
    await form.getByRole('button', { name: 'Send' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Name: This field is required!');
    await expect(alert).toContainText('Documents: This field is required!');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);

    await form.getByRole('textbox', { name: 'Name' }).fill(ADA);
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example');
    await form.getByRole('listbox', { name: /Position/ }).selectOption(['licht', 'kasse']);
    // A file input's role is button; only the element's is rendered.
    await form.getByRole('button', { name: /Documents/ }).setInputFiles(PDF);
    await expect(form.locator('.file__done')).toContainText(
      `lebenslauf.pdf (${PDF.buffer.length} B) is uploaded.`,
    );
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toContainText('E-mail address: Invalid e-mail address!');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.org');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for your application!');

    const admin = await entriesOf(browser, path);
    const row = admin.page.getByRole('row', { name: rowName(ADA) });
    await expect(row).toContainText('licht, kasse');
    await expect(row.getByRole('link', { name: 'lebenslauf.pdf' })).toBeVisible();
    await admin.close();
  });

  test('the same without JavaScript: a real POST with the file, errors re-rendered, the confirmation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: CONSENTED_STATE });
    const page = await context.newPage();
    const GRACE = unique('Grace Hopper (no JS)');
    const path = await openApplication(page);
    await page.getByRole('textbox', { name: 'Name' }).fill(GRACE);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('grace');
    await page.getByLabel(/Documents/).setInputFiles(PDF);
    await page.getByRole('button', { name: 'Send' }).click();
    // The server's answer: the same form with the messages, the file kept.
    const alert = page.getByRole('alert').filter({ hasText: 'Please check' });
    await expect(alert).toContainText('E-mail address: Invalid e-mail address!');
    await expect(alert).toContainText('Position: This field is required!');
    await expect(page.getByText('lebenslauf.pdf')).toContainText('is uploaded');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(GRACE);
    await alert.getByRole('link', { name: /E-mail address/ }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeFocused();

    await page.getByRole('textbox', { name: 'E-mail address' }).fill('grace@example.org');
    await page.getByRole('listbox', { name: /Position/ }).selectOption('buehne');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?sent$`));
    await expect(page.getByRole('status')).toContainText('Thank you for your application!');
    await context.close();

    const admin = await entriesOf(browser, path);
    const row = admin.page.getByRole('row', { name: rowName(GRACE) });
    await expect(row).toContainText('grace@example.org');
    await expect(row.getByRole('link', { name: 'lebenslauf.pdf' })).toBeVisible();
    await admin.close();
  });
});
