import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../db/articles/articles.repository';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp, testNow } from '../testing/test-app';

/**
 * An article's publication date, online window and main image on its admin pages (issue 15
 * items 1 and 7): a window in the future hides the article from visitors, one around the test
 * clock's now shows it; a window that ends before it starts and an unsafe image address are
 * refused with their field; the image is shown on the article page with its alt text. Real
 * routes on PGlite, the app's fixed clock (`testNow()`).
 */
let t: TestApp;
let editor: StaffLogin;
const json = { accept: 'application/json' };

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginStaff(t, { username: 'ilka', role: 'editor' });
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.write({ method: 'POST', url, headers: json, cookies: editor.cookies, payload });

const pad = (value: number) => String(value).padStart(2, '0');
/** A Berlin wall time `days` days from the test clock's now (Berlin is UTC+1 in late November). */
function berlinWall(days: number): string {
  const local = new Date(testNow().getTime() + days * 86_400_000 + 3_600_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

async function versionOf(id: number): Promise<string> {
  const page = await t.app.inject({ url: `/admin/articles/${id}/change/`, cookies: editor.cookies });
  expect(page.statusCode).toBe(200);
  return /name="version" value="(\d+)"/.exec(page.body)?.[1] ?? '';
}

const visit = (url: string) => t.app.inject({ url });

describe('an article’s date, online window and image in the admin (issue 15 items 1 and 7)', () => {
  const slug = 'fenster-probe-im-foyer';
  const path = (id: number) => articlePath('de', slug, id);
  const base = { name_de: 'Fensterprobe im Foyer', slug_de: slug, is_online: true };

  it('hides an article whose window lies ahead and shows it once the window holds now', async () => {
    const created = await post('/admin/articles/add/', {
      ...base,
      publication_date: berlinWall(-1),
      online_from: berlinWall(3),
      online_to: berlinWall(10),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const stored = await t.app.db
      .selectFrom('articles')
      .select(['publication_date', 'online_from', 'online_to'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Berlin wall times stored as instants: a day before now, three and ten days after it.
    expect(new Date(stored.publication_date).getTime()).toBe(testNow().getTime() - 86_400_000);
    expect(new Date(stored.online_from ?? 0).getTime()).toBe(testNow().getTime() + 3 * 86_400_000);

    expect((await visit(path(id))).statusCode).toBe(404);
    const hidden = await visit('/de/news');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain(`/${id}"`);
    expect(hidden.body).not.toContain('Fensterprobe im Foyer');

    // The change page shows the stored times back in Berlin time.
    const form = await t.app.inject({ url: `/admin/articles/${id}/change/`, cookies: editor.cookies });
    expect(form.body).toContain(`value="${berlinWall(3)}"`);
    expect(form.body).toMatch(
      /name="online_to"[^>]*type="datetime-local"|type="datetime-local"[^>]*name="online_to"/,
    );

    const saved = await post(`/admin/articles/${id}/change/`, {
      ...base,
      version: await versionOf(id),
      publication_date: berlinWall(-1),
      online_from: berlinWall(-2),
      online_to: berlinWall(10),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await visit(path(id));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fensterprobe im Foyer');
    const shown = await visit('/de/news');
    expect(shown.body).toContain(path(id));
  });

  it('refuses a window that ends before it starts, with the field online_to', async () => {
    const refused = await post('/admin/articles/add/', {
      ...base,
      slug_de: 'falsches-fenster',
      online_from: berlinWall(5),
      online_to: berlinWall(2),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('online_to');
    expect(refused.json().fields).not.toHaveProperty('online_from');
    const article = await t.app.db
      .selectFrom('articles')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const change = await post(`/admin/articles/${article.id}/change/`, {
      ...base,
      slug_de: 'falsches-fenster',
      version: await versionOf(article.id),
      publication_date: berlinWall(-1),
      online_from: berlinWall(5),
      online_to: berlinWall(5),
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().fields).toHaveProperty('online_to');
    const noDate = await post(`/admin/articles/${article.id}/change/`, {
      ...base,
      slug_de: 'ohne-datum',
      version: await versionOf(article.id),
      publication_date: '',
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fields).toHaveProperty('publication_date');
  });

  it('stores the main image with its alt text, shown on the article page; refuses javascript:', async () => {
    const created = await post('/admin/articles/add/', {
      ...base,
      name_de: 'Bild im Foyer',
      slug_de: 'bild-im-foyer',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const url = '/media/foyer-bildprobe.jpg';
    const bad = await post(`/admin/articles/${id}/change/`, {
      ...base,
      slug_de: 'bild-im-foyer',
      version: await versionOf(id),
      publication_date: berlinWall(-1),
      image_url: 'javascript:alert(1)',
      image_alt_de: 'Böse',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('image_url');
    const noAlt = await post(`/admin/articles/${id}/change/`, {
      ...base,
      slug_de: 'bild-im-foyer',
      version: await versionOf(id),
      publication_date: berlinWall(-1),
      image_url: url,
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fields).toHaveProperty('image_alt_de');
    const saved = await post(`/admin/articles/${id}/change/`, {
      ...base,
      name_de: 'Bild im Foyer',
      slug_de: 'bild-im-foyer',
      version: await versionOf(id),
      publication_date: berlinWall(-1),
      image_url: url,
      image_alt_de: 'Das Foyer am Abend, leer und hell',
      image_alt_en: 'The foyer at night',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await visit(articlePath('de', 'bild-im-foyer', id));
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<img[^>]*src="\/media\/foyer-bildprobe\.jpg[^"]*"[^>]*alt="Das Foyer am Abend, leer und hell"|<img[^>]*alt="Das Foyer am Abend, leer und hell"[^>]*src="\/media\/foyer-bildprobe\.jpg/,
    );
    const english = await visit(articlePath('en', 'bild-im-foyer', id));
    expect(english.body).toContain('alt="The foyer at night"');
  });
});

describe("an article's body in the rich text editor element (decision 0173)", () => {
  it('wraps the body textareas, not the teaser; the saved HTML is sanitised and shown to visitors', async () => {
    const created = await post('/admin/articles/add/', {
      name_de: 'Fett im Foyer',
      slug_de: 'fett-im-foyer',
      is_online: true,
      publication_date: berlinWall(-1),
      description_de: '<p>Vorher</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const form = await t.app.inject({ url: `/admin/articles/${id}/change/`, cookies: editor.cookies });
    expect(form.statusCode).toBe(200);
    for (const name of ['description_de', 'description_en'])
      expect(form.body, name).toMatch(
        new RegExp(
          `<foyer-rich-text-field locale="de"><textarea id="field-${name}" name="${name}"[^>]*>[^<]*</textarea></foyer-rich-text-field>`,
        ),
      );
    expect(form.body).toContain('&lt;p&gt;Vorher&lt;/p&gt;</textarea>');
    // The teaser is plain text.
    expect(form.body).toMatch(
      /<p class="admin__field"><label for="field-subtitle_de">[^<]*<\/label><textarea/,
    );

    // What the editor writes into the textarea is posted as the form field, sanitised on save.
    const saved = await post(`/admin/articles/${id}/change/`, {
      name_de: 'Fett im Foyer',
      slug_de: 'fett-im-foyer',
      is_online: true,
      publication_date: berlinWall(-1),
      version: await versionOf(id),
      description_de: '<p>Ein <strong>fetter</strong> Abend<img src=x onerror=alert(1)></p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await visit(articlePath('de', 'fett-im-foyer', id));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>Ein <strong>fetter</strong> Abend</p>');
    expect(page.body).not.toContain('onerror');
    // A visitor's page has no rich text field, so the loader never fetches its chunk there.
    expect(page.body).not.toContain('foyer-rich-text-field');
  });
});
