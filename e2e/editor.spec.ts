import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { STAFF, staffSession } from './staff';

/**
 * Journeys of the in-page editor (issue 6 item 5) against the real server, database and browser:
 * staff log in with the demo account, edit the home page with ?edit, visitors see the result.
 */
async function openEditor(page: Page): Promise<void> {
  await page.goto('/de?edit');
  await expect(page.getByRole('region', { name: 'Seiteneditor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Abschnitt 1', exact: true })).toBeVisible();
}

/** Adds a section with the given layout and answers its number on the page. */
async function addSection(page: Page, layout: string): Promise<number> {
  const before = await page.getByRole('region', { name: /^Abschnitt \d+$/ }).count();
  await page
    .getByRole('region', { name: 'Seiteneditor' })
    .getByRole('button', { name: 'Abschnitt', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Abschnitt hinzufügen' });
  await dialog.getByRole('radio', { name: layout }).check();
  await dialog.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
  await expect(page.getByRole('region', { name: `Abschnitt ${before + 1}`, exact: true })).toBeVisible();
  return before + 1;
}

async function addHeadline(page: Page, section: number, column: number, text: string): Promise<void> {
  await page
    .getByRole('button', { name: `Modul hinzufügen – Abschnitt ${section}, Spalte ${column}` })
    .click();
  await page.getByRole('dialog').getByRole('option', { name: 'Überschrift', exact: true }).click();
  await page.getByRole('textbox', { name: /^Überschrift/ }).fill(text);
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(sectionRegion(page, section).getByRole('heading', { name: text })).toBeVisible();
}

async function addText(page: Page, section: number, column: number, text: string): Promise<void> {
  await page
    .getByRole('button', { name: `Modul hinzufügen – Abschnitt ${section}, Spalte ${column}` })
    .click();
  await page.getByRole('dialog').getByRole('option', { name: 'Text', exact: true }).click();
  const editor = page.getByRole('dialog').getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.type(text);
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(sectionRegion(page, section).getByText(text)).toBeVisible();
}

async function editHeadline(page: Page, section: number, from: string, to: string): Promise<void> {
  const module = sectionRegion(page, section).locator('[data-module-type="headline"]', { hasText: from });
  await module.getByRole('button', { name: 'Überschrift bearbeiten' }).click();
  await page.getByRole('textbox', { name: /^Überschrift/ }).fill(to);
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
}

const sectionRegion = (page: Page, n: number) =>
  page.getByRole('region', { name: `Abschnitt ${n}`, exact: true });

/**
 * Publishes the home page's draft as staff (issue 19: edits go to a draft, visitors see them once
 * published). Reloads the editor first, so the publish names the newest section tokens.
 */
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

async function visitorSees(browser: Browser, texts: string[], missing: string[] = []): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/de');
  for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  for (const text of missing) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  // Visitors load none of the editor (issue 6 budget: 0 bytes).
  expect(await page.locator('foyer-page-editor').count()).toBe(0);
  expect(scripts.filter((url) => /\/(page-editor|editor)-[^/]*\.js$/.test(url))).toEqual([]);
  await context.close();
}

test.describe('page editor journeys (issue 6)', () => {
  test('add a 50-50 section with a headline and a text, save, a visitor sees it', async ({ browser }) => {
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const section = await addSection(page, '50 / 50');
    await expect(sectionRegion(page, section).getByRole('group')).toHaveCount(2);
    await addHeadline(page, section, 1, 'Neu im Foyer');
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    await addText(page, section, 2, 'Hallo Publikum, willkommen.');
    await publish(page);
    await visitorSees(browser, ['Neu im Foyer', 'Hallo Publikum, willkommen.']);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
    await context.close();
  });

  test('undo a change', async ({ browser }) => {
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const section = await addSection(page, '100');
    await addHeadline(page, section, 1, 'Vorher');
    await editHeadline(page, section, 'Vorher', 'Nachher');
    await expect(sectionRegion(page, section).getByRole('heading', { name: 'Nachher' })).toBeVisible();
    await publish(page);
    await visitorSees(browser, ['Nachher']);
    // The backup survives a reload of the page.
    await page.reload();
    await expect(sectionRegion(page, section).getByRole('heading', { name: 'Nachher' })).toBeVisible();
    await sectionRegion(page, section)
      .getByRole('button', { name: `Letzte Änderung in Abschnitt ${section} rückgängig machen` })
      .click();
    await expect(sectionRegion(page, section).getByRole('heading', { name: 'Vorher' })).toBeVisible();
    await publish(page);
    await visitorSees(browser, ['Vorher'], ['Nachher']);
    await context.close();
  });

  test('undo a section delete: the section is back in its place with its modules (issue 19)', async ({
    browser,
  }) => {
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const first = await addSection(page, '50 / 50');
    await addHeadline(page, first, 1, 'Gelöscht und zurück');
    await addText(page, first, 2, 'Der Text kommt mit.');
    const second = await addSection(page, '100');
    await addHeadline(page, second, 1, 'Danach');
    await sectionRegion(page, first)
      .getByRole('button', { name: `Abschnitt ${first} löschen` })
      .click();
    await page.getByRole('dialog', { name: 'Löschen' }).getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(page.getByRole('heading', { name: 'Gelöscht und zurück' })).toHaveCount(0);
    await expect(sectionRegion(page, first).getByRole('heading', { name: 'Danach' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Seiteneditor' })
      .getByRole('button', { name: 'Rückgängig', exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Änderung rückgängig gemacht.' })).toBeVisible();
    await expect(
      sectionRegion(page, first).getByRole('heading', { name: 'Gelöscht und zurück' }),
    ).toBeVisible();
    await expect(sectionRegion(page, first).getByText('Der Text kommt mit.')).toBeVisible();
    await expect(sectionRegion(page, second).getByRole('heading', { name: 'Danach' })).toBeVisible();
    // Stored, not only shown: after a reload the section is still in its place.
    await page.reload();
    await expect(
      sectionRegion(page, first).getByRole('heading', { name: 'Gelöscht und zurück' }),
    ).toBeVisible();
    await expect(sectionRegion(page, second).getByRole('heading', { name: 'Danach' })).toBeVisible();
    await context.close();
  });

  test('the session expires mid-edit: save through the login modal, nothing lost', async ({ browser }) => {
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const section = await addSection(page, '100');
    await addHeadline(page, section, 1, 'Vor dem Ablauf');
    // The session ends (expired or logged out elsewhere): the session cookie is gone.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((cookie) => cookie.name === 'csrftoken'));
    await editHeadline(page, section, 'Vor dem Ablauf', 'Nach dem Login gespeichert');
    const login = page.getByRole('dialog', { name: 'Bitte erneut anmelden' });
    await expect(login).toBeVisible();
    await login.getByRole('textbox', { name: 'Benutzername oder E-Mail' }).fill(STAFF.username);
    await login.getByLabel('Passwort').fill(STAFF.password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      sectionRegion(page, section).getByRole('heading', { name: 'Nach dem Login gespeichert' }),
    ).toBeVisible();
    await publish(page);
    await visitorSees(browser, ['Nach dem Login gespeichert']);
    await context.close();
  });

  test('restore an older version of one section', async ({ browser }) => {
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const first = await addSection(page, '100');
    await addHeadline(page, first, 1, 'Fassung A');
    const second = await addSection(page, '100');
    await addHeadline(page, second, 1, 'Andere Sektion 1');
    await editHeadline(page, first, 'Fassung A', 'Fassung B');
    await expect(sectionRegion(page, first).getByRole('heading', { name: 'Fassung B' })).toBeVisible();
    await editHeadline(page, second, 'Andere Sektion 1', 'Andere Sektion 2');
    await expect(
      sectionRegion(page, second).getByRole('heading', { name: 'Andere Sektion 2' }),
    ).toBeVisible();

    await page
      .getByRole('region', { name: 'Seiteneditor' })
      .getByRole('button', { name: 'Versionen' })
      .click();
    const versions = page.getByRole('dialog', { name: 'Versionen dieser Seite' });
    // The version written when "Fassung A" was added to the first section, its note in German.
    const item = versions
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`Überschrift in Spalte 1 von Abschnitt ${first} eingefügt`) })
      .first();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: new RegExp(`^Abschnitt ${first} wiederherstellen`) }).click();
    // It asks first and says what will change in the draft (issue 19 item 2).
    const confirm = page.getByRole('dialog', { name: 'Was sich ändert' });
    await expect(
      confirm.getByRole('listitem').filter({ hasText: `Abschnitt ${first}: Überschrift geändert` }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: `Abschnitt ${first} wiederherstellen` }).click();
    await expect(sectionRegion(page, first).getByRole('heading', { name: 'Fassung A' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Only that section went back: the other keeps its newest content.
    await publish(page);
    await visitorSees(browser, ['Fassung A', 'Andere Sektion 2'], ['Fassung B']);
    await context.close();
  });

  test('two sessions: different sections both land, the same section gets 409', async ({ browser }) => {
    // Two staff sessions and two publishes (issue 19): more steps than the default minute allows.
    test.slow();
    const anna = await staffSession(browser);
    await openEditor(anna.page);
    const one = await addSection(anna.page, '100');
    await addHeadline(anna.page, one, 1, 'Eins');
    const two = await addSection(anna.page, '100');
    await addHeadline(anna.page, two, 1, 'Zwei');

    const ben = await staffSession(browser);
    await openEditor(ben.page);
    await anna.page.reload();
    await expect(sectionRegion(anna.page, two).getByRole('heading', { name: 'Zwei' })).toBeVisible();
    await expect(sectionRegion(ben.page, two).getByRole('heading', { name: 'Zwei' })).toBeVisible();

    await editHeadline(anna.page, one, 'Eins', 'Eins von Anna');
    await expect(sectionRegion(anna.page, one).getByRole('heading', { name: 'Eins von Anna' })).toBeVisible();
    await editHeadline(ben.page, two, 'Zwei', 'Zwei von Ben');
    await expect(sectionRegion(ben.page, two).getByRole('heading', { name: 'Zwei von Ben' })).toBeVisible();
    await publish(anna.page);
    await visitorSees(browser, ['Eins von Anna', 'Zwei von Ben']);

    // Now both change section "one"; Ben still holds the token from before Anna's save.
    await editHeadline(ben.page, one, 'Eins', 'Eins von Ben');
    const alert = ben.page.getByRole('alert').filter({ hasText: /Rita|redaktion/ });
    await expect(alert).toBeVisible();
    await publish(anna.page);
    await visitorSees(browser, ['Eins von Anna'], ['Eins von Ben']);
    await anna.context.close();
    await ben.context.close();
  });
});

test.describe('the admin change page of a record (spec: frame §3)', () => {
  test('staff follow the toolbar link from the event detail, change the event, visitors see it and never the link', async ({
    browser,
  }) => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const scripts: string[] = [];
    visitorPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const events = await (await visitorPage.request.get('/de/api/events/')).json();
    const event = events.results[0] as { id: number; url: string };
    await visitorPage.goto(event.url);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await visitorPage.locator('foyer-page-editor').count()).toBe(0);
    expect(await visitorPage.locator('a[href*="/admin/"]').count()).toBe(0);
    expect(scripts.filter((url) => /\/(page-editor|editor)-[^/]*\.js$/.test(url))).toEqual([]);

    const { context, page } = await staffSession(browser);
    await page.goto(event.url);
    const toolbar = page.getByRole('region', { name: 'Seiteneditor' });
    await expect(toolbar).toBeVisible();
    await expect(toolbar.getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Veranstaltung in der Verwaltung bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/change/$`));
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    // A mistake is shown next to its field; nothing is saved.
    const name = page.getByRole('textbox', { name: 'Name (deutsch) *' });
    const original = await name.inputValue();
    await name.fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('textbox', { name: 'Name (deutsch) *' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      page.locator('.admin__field-error', { hasText: 'Dieses Feld ist erforderlich.' }),
    ).toBeVisible();
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await page.getByRole('textbox', { name: 'Name (deutsch) *' }).fill(original);
    await page
      .getByRole('textbox', { name: 'Wichtige Hinweise (deutsch)' })
      .fill('Einlass ab 18 Uhr (Journey)');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();

    await visitorPage.reload();
    await expect(visitorPage.getByText('Einlass ab 18 Uhr (Journey)')).toBeVisible();

    await page.getByRole('textbox', { name: 'Wichtige Hinweise (deutsch)' }).fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    await context.close();
    await visitor.close();
  });

  test('a version preview shows exactly one banner', async ({ browser }) => {
    const { context, page } = await staffSession(browser);
    // A version of the home page of its own: add an empty section (and remove it again below).
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const home = await (await page.request.get('/de/pageeditor-api/page/')).json();
    const created = await page.request.post('/de/pageeditor-api/section', {
      headers: { 'x-csrftoken': csrf },
      data: { page_id: home.id, layout: '100' },
    });
    expect(created.status()).toBe(201);
    const { version_id: versionId, section } = await created.json();
    await page.goto(`/de?v=${versionId}`);
    await expect(page.getByText(`Vorschau der Version ${versionId}.`)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Diese Version wiederherstellen' })).toBeVisible();
    expect(await page.locator('foyer-page-editor .staff-preview-banner').count()).toBe(1);
    expect(
      await page
        .locator('foyer-page-editor')
        .evaluate((editor) => editor.shadowRoot?.textContent?.includes('Vorschau der Version')),
    ).toBe(false);
    const removed = await page.request.delete(
      `/de/pageeditor-api/section/${section.id}?version=${section.version}`,
      {
        headers: { 'x-csrftoken': csrf },
      },
    );
    expect(removed.status()).toBe(200);
    await context.close();
  });
});

test.describe('editor popups (spec: frame §3 event finder)', () => {
  test('staff link an event through the event finder in a Link module; the visitor page links to it', async ({
    browser,
  }) => {
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const section = await addSection(page, '50 / 50');
    await page.getByRole('button', { name: `Modul hinzufügen – Abschnitt ${section}, Spalte 1` }).click();
    await page.getByRole('dialog').getByRole('option', { name: 'Link', exact: true }).click();
    await page.getByRole('textbox', { name: /^Linktext/ }).fill('Zur Vorstellung');
    await page.getByRole('button', { name: 'Veranstaltung wählen für Link', exact: true }).click();
    const finder = page.getByRole('dialog', { name: 'Veranstaltung wählen', exact: true });
    await expect(finder.getByRole('searchbox', { name: /^Veranstaltung suchen/ })).toBeFocused();
    const first = finder.getByRole('list', { name: 'Treffer' }).getByRole('button').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(finder).toHaveCount(0);
    const url = await page.getByRole('dialog').locator('input[type="url"]').inputValue();
    expect(url).toMatch(/^\/de\/programm\/[^/]+\/\d+$/);
    await page.getByRole('combobox', { name: /^Darstellung/ }).selectOption({ index: 1 });
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await publish(page);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/de');
    const link = visitorPage.getByRole('link', { name: 'Zur Vorstellung' });
    await expect(link).toHaveAttribute('href', url);
    const detail = await visitorPage.request.get(url);
    expect(detail.status()).toBe(200);
    await visitor.close();
    await context.close();
  });
});

test.describe('drafts and publishing (issue 19)', () => {
  test('edit, preview as visitor (the public page unchanged), publish, the public page changed', async ({
    browser,
  }) => {
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const section = await addSection(page, '100');
    await addHeadline(page, section, 1, 'Entwurf eins');
    await publish(page);
    await visitorSees(browser, ['Entwurf eins']);

    await editHeadline(page, section, 'Entwurf eins', 'Entwurf zwei');
    const toolbar = page.getByRole('region', { name: 'Seiteneditor' });
    await expect(toolbar.locator('[part="draft-state"]')).toHaveText(/^Entwurf/);
    // The public page keeps the published headline.
    await visitorSees(browser, ['Entwurf eins'], ['Entwurf zwei']);

    // Preview as visitor: the draft without the editor.
    await toolbar.getByRole('link', { name: 'Vorschau als Besucher' }).click();
    await expect(page.getByRole('heading', { name: 'Entwurf zwei' })).toBeVisible();
    await expect(page.locator('foyer-page-editor')).toHaveCount(0);
    await expect(page.getByText(/^Vorschau als Besucher/)).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);

    await publish(page);
    await expect(toolbar.locator('[part="draft-state"]')).toHaveText(/^Veröffentlicht/);
    await visitorSees(browser, ['Entwurf zwei'], ['Entwurf eins']);
    await context.close();
  });
});

test.describe('insert at a position and duplicate (issue 19 item 4)', () => {
  test('insert between two modules by keyboard through the picker, duplicate it, preview as visitor, publish, compare', async ({
    browser,
  }) => {
    // A long journey (two publishes, three visitor checks): more than the default minute on a busy box.
    test.setTimeout(180_000);
    const { context, page } = await staffSession(browser);
    await openEditor(page);
    const section = await addSection(page, '100');
    await addHeadline(page, section, 1, 'Oben');
    await addHeadline(page, section, 1, 'Unten');
    await publish(page);

    // Insert before "Unten": the picker is searched and chosen by keyboard alone.
    const region = sectionRegion(page, section);
    await region
      .getByRole('button', { name: /Modul vor Überschrift einfügen, Abschnitt \d+, Spalte 1, Position 2/ })
      .focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', {
      name: /^Modultyp wählen – Abschnitt \d+, Spalte 1, Position 2$/,
    });
    const search = picker.getByRole('combobox', { name: 'Modultyp suchen' });
    await expect(search).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('foyer-page-editor').analyze();
    expect(axe.violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
    await page.keyboard.type('uberschr');
    await expect(picker.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: /^Überschrift/ }).fill('Mitte');
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const order = () => region.locator('[data-module-type="headline"] .module-preview').allInnerTexts();
    await expect.poll(order).toEqual(['Oben', 'Mitte', 'Unten']);

    // Duplicate it: the copy lands right after.
    await region.getByRole('button', { name: 'Überschrift duplizieren' }).nth(1).click();
    await expect.poll(order).toEqual(['Oben', 'Mitte', 'Mitte', 'Unten']);

    // Visitors still see the published page; preview as visitor shows the draft.
    await visitorSees(browser, ['Oben', 'Unten'], ['Mitte']);
    const toolbar = page.getByRole('region', { name: 'Seiteneditor' });
    await toolbar.getByRole('link', { name: 'Vorschau als Besucher' }).click();
    await expect(page.getByRole('heading', { name: 'Mitte' })).toHaveCount(2);

    await publish(page);
    await visitorSees(browser, ['Oben', 'Unten', 'Mitte']);

    // Compare with the previous version: restoring asks first and says what changes.
    await toolbar.getByRole('button', { name: 'Versionen' }).click();
    const versions = page.getByRole('dialog', { name: 'Versionen dieser Seite' });
    const item = versions
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`Überschrift in Spalte 1 von Abschnitt ${section} eingefügt`) })
      .first();
    await item.getByRole('button', { name: new RegExp(`^Abschnitt ${section} wiederherstellen`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Was sich ändert' });
    await expect(confirm.getByRole('listitem').first()).toBeVisible();
    await expect(
      confirm
        .getByRole('listitem')
        .filter({ hasText: /Überschrift (entfernt|hinzugefügt)/ })
        .first(),
    ).toBeVisible();
    await context.close();
  });
});
