import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSavedSchema } from '../../src/contract/media';
import { multipartBody } from '../testing/forms';
import { imageFile, upload } from '../testing/media';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The media library's admin pages (issue 18 part 3): list, search and filter, the upload without
 * JavaScript, alt text and focal point, "where is this used?", replace keeping the usages, delete
 * only when unused; visitors kept out.
 */
let t: TestApp;
let staff: StaffLogin;
const CSRF = 'test-csrf-token-0123456789abcdef0123';
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'mediathek' });
});
afterAll(async () => t.close());

const page = (url: string) => t.app.inject({ url, cookies: staff.cookies });
const post = (url: string, body: Record<string, string>) =>
  t.write({
    method: 'POST',
    url,
    cookies: staff.cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csrfmiddlewaretoken: CSRF, ...body }).toString(),
  });
/** A browser's multipart form: the CSRF token as a field, no header. */
const postFile = (url: string, data: Buffer, filename: string) =>
  t.app.inject({
    method: 'POST',
    url,
    cookies: { ...staff.cookies, csrftoken: CSRF },
    ...multipartBody([
      { name: 'csrfmiddlewaretoken', value: CSRF },
      { name: 'file', value: data, filename, type: 'image/png' },
    ]),
  });

let images = 0;
/** A new image of its own content (its own hash, so its renditions are its own). */
async function newImage(name: string, alt = '', size = { width: 800, height: 600 }) {
  images += 1;
  const colour = { r: (images * 37) % 256, g: (images * 91) % 256, b: (images * 53) % 256 };
  const data = await imageFile('png', size.width, size.height, colour);
  const response = await upload(t, staff, data, name, alt ? { alt_de: alt } : {});
  return mediaSavedSchema.parse(response.json()).item;
}

async function placeOnPage(url: string) {
  const home = await t.app.db
    .selectFrom('pages')
    .select('id')
    .where('locale', '=', 'de')
    .where('path', '=', '')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('sections')
    .values({
      uid: `media-test-${Math.random().toString(36).slice(2)}`,
      page_id: home.id,
      position: 99,
      layout: '100',
      image: null,
      columns: JSON.stringify([
        { index: 0, classes: '', children: [{ id: 'img1', type: 'image', image: url, format: 'standard' }] },
      ]) as never,
    })
    .execute();
  // Placed as published content: visitors see the rows, not an earlier copy kept by a draft (issue 19).
  await t.app.db.updateTable('pages').set({ published_sections: null }).where('id', '=', home.id).execute();
  await t.app.pageCache.contentChanged();
}

describe('guards', () => {
  it('sends visitors to the login and refuses their writes', async () => {
    const list = await t.app.inject('/admin/media/');
    expect(list.statusCode).toBe(303);
    expect(list.headers.location).toMatch(/\/login\?next=/);
    const write = await t.write({
      method: 'POST',
      url: '/admin/media/1/delete',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=on',
    });
    expect(write.statusCode).toBe(401);
  });

  it('is in the admin index and the staff menu', async () => {
    const index = await page('/admin/');
    expect(index.body).toContain('/admin/media/');
  });
});

describe('the list', () => {
  it('searches and filters by kind', async () => {
    await newImage('suchbild-eins.png', 'Erstes Suchbild');
    const found = await page('/admin/media/?q=suchbild');
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('suchbild-eins.png');
    const audioOnly = await page('/admin/media/?q=suchbild&kind=audio');
    expect(audioOnly.body).not.toContain('suchbild-eins.png');
    const all = await page('/admin/media/?q=suchbild&kind=');
    expect(all.body).toContain('suchbild-eins.png');
  });

  it('uploads without JavaScript (CSRF token as a field) and asks for alt text next', async () => {
    const response = await postFile('/admin/media/', await imageFile('png'), 'ohne-js.png');
    expect(response.statusCode, response.body).toBe(303);
    const next = response.headers.location as string;
    expect(next).toMatch(/^\/admin\/media\/\d+\/change\?uploaded$/);
    const edit = await page(next);
    expect(edit.body).toContain('Bitte einen Alternativtext angeben');
  });

  it('shows a refused upload on the form again with its status', async () => {
    const response = await postFile(
      '/admin/media/',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.svg',
    );
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('aria-invalid="true"');
  });

  it('refuses an upload whose CSRF field is wrong (403) and stores nothing', async () => {
    const before = (await t.app.db.selectFrom('media').select('id').execute()).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/media/',
      cookies: { ...staff.cookies, csrftoken: CSRF },
      ...multipartBody([
        { name: 'csrfmiddlewaretoken', value: 'forged-token-forged-token-forged-token' },
        { name: 'file', value: await imageFile('png'), filename: 'a.png' },
      ]),
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.db.selectFrom('media').select('id').execute()).length).toBe(before);
  });
});

describe('the editor', () => {
  it("offers the library's images first in the image finder, saying which need alt text", async () => {
    const ready = await newImage('finder-fertig.png', 'Fertig');
    const pending = await newImage('finder-offen.png');
    const answer = await t.app.inject({
      url: '/de/pageeditor-api/finder/images?q=finder-',
      cookies: staff.cookies,
    });
    expect(answer.statusCode).toBe(200);
    const results = answer.json().results as Array<{ url: string; usable?: boolean; thumbnail?: string }>;
    expect(results.map((entry) => [entry.url, entry.usable])).toEqual([
      [pending.url, false],
      [ready.url, true],
    ]);
    expect(results[0]?.thumbnail).toMatch(/^\/media-library\/r\/[0-9a-f]{16}-small\.webp$/);
  });
});

describe('alt text before use', () => {
  it('refuses an Image module naming a library image without alt text, unless the module gives one', async () => {
    const home = await t.app.db
      .selectFrom('sections')
      .innerJoin('pages', 'pages.id', 'sections.page_id')
      .select(['sections.uid', 'sections.version'])
      .where('pages.locale', '=', 'de')
      .where('pages.path', '=', '')
      .orderBy('sections.position')
      .executeTakeFirstOrThrow();
    const image = await newImage('noch-ohne-alt.png');
    const add = (module: Record<string, unknown>, version: number) =>
      t.write({
        method: 'POST',
        url: '/de/pageeditor-api/module',
        cookies: staff.cookies,
        payload: {
          section_id: home.uid,
          version,
          column: 0,
          module: { type: 'image', format: 'standard', ...module },
        },
      });
    const refused = await add({ image: image.url }, home.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['module.image']).toMatch(/no alt text/);
    const described = await add(
      { image: image.url, image_obj: { url: image.url, alt: 'Im Modul beschrieben' } },
      home.version,
    );
    expect(described.statusCode, described.body).toBe(201);
    const decorative = await add(
      { image: image.url, image_obj: { url: image.url, alt: '', decorative: true } },
      described.json().section.version,
    );
    expect(decorative.statusCode, decorative.body).toBe(201);
  });
});

describe('on the visitor page', () => {
  it('renders a library image of an Image module as <picture> with AVIF, WebP and JPEG srcset', async () => {
    const image = await newImage('auf-der-seite.png', 'Bühne von vorn');
    await placeOnPage(image.url);
    const row = await t.app.db
      .selectFrom('media')
      .select('hash')
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    const prefix = `/media-library/r/${row.hash.slice(0, 16)}`;
    const visitor = await t.app.inject('/de');
    expect(visitor.statusCode).toBe(200);
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(
      visitor.body.slice(visitor.body.indexOf(`${prefix}-small.avif`) - 200),
    )?.[0];
    expect(picture).toBeDefined();
    expect(picture).toContain(
      `<source type="image/avif" srcSet="${prefix}-small.avif 480w, ${prefix}-medium.avif 800w"`,
    );
    expect(picture).toContain(
      `<source type="image/webp" srcSet="${prefix}-small.webp 480w, ${prefix}-medium.webp 800w"`,
    );
    expect(picture).toMatch(
      /<img src="[^"]+-medium\.jpg" srcSet="[^"]+-small\.jpg 480w, [^"]+-medium\.jpg 800w" sizes="[^"]+" alt="Bühne von vorn" width="800" height="600"/,
    );
    // Every rendition the page names is there.
    for (const [, url] of picture?.matchAll(/(\/media-library\/r\/[^ "]+)/g) ?? []) {
      expect((await t.app.inject(url as string)).statusCode, url).toBe(200);
    }
    // A visitor loads none of the staff code.
    expect(visitor.body).not.toContain('foyer-page-editor');
    expect(visitor.body).not.toContain('/admin/media');
  });
});

describe('a file', () => {
  it('takes alt text, decorative, focal point and title; stale versions answer 409', async () => {
    const image = await newImage('bearbeiten.png');
    expect(image.usable).toBe(false);
    const saved = await post(`/admin/media/${image.id}/change`, {
      version: String(image.version),
      title: 'Foyer bei Nacht',
      alt_de: 'Das Foyer bei Nacht',
      alt_en: 'The foyer at night',
      focal_x: '20',
      focal_y: '70',
    });
    expect(saved.statusCode, saved.body).toBe(303);
    const row = await t.app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect([row.title, row.focal_x, row.focal_y, row.version]).toEqual(['Foyer bei Nacht', 20, 70, 2]);
    const stale = await post(`/admin/media/${image.id}/change`, {
      version: String(image.version),
      title: 'x',
    });
    expect(stale.statusCode).toBe(409);
    const bad = await post(`/admin/media/${image.id}/change`, { version: '2', focal_x: '140' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('aria-invalid="true"');
    // The error summary names the field by its label and links to it.
    expect(bad.body).toMatch(/<a href="#field-focal_x">Fokuspunkt waagerecht \(Prozent von links\): /);
  });

  it('previews a small logo and a large photo with a rendition that exists', async () => {
    for (const size of [
      { width: 40, height: 30 },
      { width: 1600, height: 900 },
    ]) {
      const image = await newImage(`vorschau-${size.width}.png`, 'Vorschau', size);
      const change = await page(`/admin/media/${image.id}/change`);
      expect(change.statusCode).toBe(200);
      const src = /<figure class="admin__media-preview"><img src="([^"]+)"/.exec(change.body)?.[1];
      expect(src, `preview of ${size.width} px`).toBeDefined();
      const preview = await t.app.inject({ url: src ?? '', cookies: staff.cookies });
      expect(preview.statusCode, `${src}`).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
    }
  });

  it('says where it is used, refuses deletion while used, and keeps its usages when replaced', async () => {
    const image = await newImage('verwendet.png', 'Verwendet');
    await placeOnPage(image.url);
    const usage = await t.app.inject({
      url: `/de/pageeditor-api/media/${image.id}/usage`,
      cookies: staff.cookies,
    });
    expect(usage.json().pages).toEqual([expect.objectContaining({ url: '/de', locale: 'de' })]);
    const edit = await page(`/admin/media/${image.id}/change`);
    expect(edit.body).toContain('data-usage="pages"');

    const refused = await post(`/admin/media/${image.id}/delete`, { confirm: 'on' });
    expect(refused.statusCode).toBe(409);
    expect(
      await t.app.db.selectFrom('media').select('id').where('id', '=', image.id).executeTakeFirst(),
    ).toBeDefined();

    const before = await t.app.inject(image.url);
    const replaced = await postFile(
      `/admin/media/${image.id}/replace`,
      await imageFile('png', 320, 200),
      'neu.png',
    );
    expect(replaced.statusCode, replaced.body).toBe(303);
    const after = await t.app.inject(image.url);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(after.rawPayload.equals(await imageFile('png', 320, 200))).toBe(true);
    const usageAfter = await t.app.inject({
      url: `/de/pageeditor-api/media/${image.id}/usage`,
      cookies: staff.cookies,
    });
    expect(usageAfter.json().pages).toHaveLength(1);
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: `/admin/media/${image.id}/replace`,
      cookies: { ...staff.cookies, csrftoken: CSRF },
      ...multipartBody([
        { name: 'csrfmiddlewaretoken', value: CSRF },
        {
          name: 'file',
          value: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
          filename: 'a.pdf',
        },
      ]),
    });
    expect(wrongKind.statusCode).toBe(415);
  });

  it('is deleted when unused (after confirmation), with its file', async () => {
    const image = await newImage('weg.png', 'Weg');
    const unconfirmed = await post(`/admin/media/${image.id}/delete`, {});
    expect(unconfirmed.statusCode).toBe(400);
    const deleted = await post(`/admin/media/${image.id}/delete`, { confirm: 'on' });
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe('/admin/media/?deleted');
    expect((await t.app.inject(image.url)).statusCode).toBe(404);
  });
});
