import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { staffSession } from './staff';

/**
 * The media library end to end (issue 18 item 7): staff upload an image right in the editor's
 * image finder with its alt text, place it in an Image module, and the visitor page shows it as
 * a <picture> with the renditions in srcset; the visitor loads no staff code.
 */
test('staff upload an image in the finder, give it alt text, place it; visitors get its srcset', async ({
  browser,
}) => {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const { page } = await staffSession(browser);
  await page.goto('/de?edit');
  await expect(page.getByRole('region', { name: 'Seiteneditor' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Seiteneditor' })
    .getByRole('button', { name: 'Abschnitt', exact: true })
    .click();
  const sectionDialog = page.getByRole('dialog', { name: 'Abschnitt hinzufügen' });
  await sectionDialog.getByRole('radio', { name: '100' }).check();
  await sectionDialog.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
  await expect(sectionDialog).toHaveCount(0);
  const sections = await page.getByRole('region', { name: /^Abschnitt \d+$/ }).count();
  await page.getByRole('button', { name: `Modul hinzufügen – Abschnitt ${sections}, Spalte 1` }).click();
  await page.getByRole('dialog').getByRole('option', { name: 'Bild', exact: true }).click();
  await page.getByRole('button', { name: /^Bild wählen für Bild/ }).click();
  const finder = page.getByRole('dialog', { name: 'Bild wählen', exact: true });
  await expect(finder).toBeVisible();
  await finder
    .getByLabel('Datei', { exact: true })
    .setInputFiles({ name: 'buehne.png', mimeType: 'image/png', buffer: png });
  await finder.getByRole('textbox', { name: 'Alternativtext (deutsch)' }).fill('Die Bühne im Abendlicht');
  await finder.getByRole('button', { name: 'Hochladen und wählen' }).click();
  await expect(finder).toHaveCount(0);
  const address = await page.getByRole('dialog').getByRole('textbox', { name: /^Bild/ }).first().inputValue();
  expect(address).toMatch(/^\/media-library\/\d+\/buehne\.png$/);
  await page.getByRole('combobox', { name: /^Format/ }).selectOption('standard');
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Edits go to a draft (issue 19): published, the visitor sees the image.
  await page
    .getByRole('region', { name: 'Seiteneditor' })
    .getByRole('button', { name: 'Veröffentlichen', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Veröffentlichen' })
    .getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Veröffentlicht.' })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const scripts: string[] = [];
  visitorPage.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visitorPage.goto('/de');
  const image = visitorPage.getByRole('img', { name: 'Die Bühne im Abendlicht' });
  await expect(image).toBeVisible();
  expect(await image.getAttribute('srcset')).toMatch(
    /-small\.jpg 480w, .*-medium\.jpg 960w, .*-large\.jpg 1200w$/,
  );
  const avif = visitorPage.locator('picture source[type="image/avif"]').last();
  expect(await avif.getAttribute('srcset')).toMatch(/^\/media-library\/r\/[0-9a-f]{16}-small\.avif 480w/);
  // The browser loads one of the renditions (lazily: once the image is in view).
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element) => {
        const img = element as HTMLImageElement;
        return img.complete && img.naturalWidth > 0 ? img.currentSrc : '';
      }),
    )
    .toMatch(/\/media-library\/r\/[0-9a-f]{16}-(small|medium|large)\.(avif|webp|jpg)$/);
  expect(scripts.filter((url) => /page-editor|admin/.test(url))).toEqual([]);
  await visitor.close();
});
