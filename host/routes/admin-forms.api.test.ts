import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSchema, tempFileAnswerSchema } from '../../src/contract/forms';
import { multipartBody, PDF_BYTES } from '../testing/forms';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The forms admin (issue 17 "Staff"): forms and fields edited, entries listed with the CSV export
 * (safe against formulas and script), files for staff only.
 */
let t: TestApp;
let staff: StaffLogin;
let contact: number;
let application: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'formulare-redaktion' });
  const ids = await t.app.db.selectFrom('forms').select(['id', 'slug']).orderBy('id').execute();
  contact = ids.find((row) => row.slug.de === 'kontakt')?.id ?? 0;
  application = ids.find((row) => row.slug.de === 'bewerbung')?.id ?? 0;
});
afterAll(async () => t.close());

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({
    csrfmiddlewaretoken: 'test-csrf-token-0123456789abcdef0123',
    ...body,
  }).toString(),
});
const asStaff = (url: string) => t.app.inject({ url, cookies: staff.cookies });
const post = (url: string, body: Record<string, string>) =>
  t.write({ method: 'POST', url, cookies: staff.cookies, ...form(body) });
const apiForm = async (id: number) => formSchema.parse((await t.app.inject(`/de/api/forms/${id}/`)).json());

describe('guards', () => {
  it('keeps visitors out: pages lead to the login, downloads and writes are 401', async () => {
    const list = await t.app.inject('/admin/forms/');
    expect(list.statusCode).toBe(303);
    expect((await t.app.inject(`/admin/forms/${contact}/entries/`)).statusCode).toBe(303);
    expect((await t.app.inject(`/admin/forms/${contact}/entries.csv`)).statusCode).toBe(401);
    const write = await t.write({
      method: 'POST',
      url: `/admin/forms/${contact}/fields/`,
      ...form({ label_de: 'x' }),
    });
    expect(write.statusCode).toBe(401);
  });
});

describe('forms and fields', () => {
  it('lists the forms and changes a form (rich text sanitised, notification address checked)', async () => {
    const list = await asStaff('/admin/forms/');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/admin/forms/${contact}/entries/`);
    const page = await asStaff(`/admin/forms/${contact}/change/`);
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1] ?? '';
    expect(page.body).toContain(`/de/forms/kontakt/${contact}`);
    const bad = await post(`/admin/forms/${contact}/change/`, {
      version,
      title_de: 'Kontakt',
      slug_de: 'kontakt',
      notify_email: 'kein-mail',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await post(`/admin/forms/${contact}/change/`, {
      version,
      title_de: 'Schreiben Sie uns',
      title_en: 'Write to us',
      slug_de: 'kontakt',
      slug_en: 'contact',
      intro_de: '<p>Hallo<script>alert(1)</script></p>',
      confirmation_de: '<p>Danke!</p>',
      notify_email: 'kasse@example.org',
      is_online: 'on',
    });
    expect(saved.statusCode, saved.body).toBe(303);
    const answer = await apiForm(contact);
    expect(answer.title).toBe('Schreiben Sie uns');
    expect(answer.intro).toBe('<p>Hallo</p>');
    const stale = await post(`/admin/forms/${contact}/change/`, {
      version,
      title_de: 'Alt',
      slug_de: 'kontakt',
    });
    expect(stale.statusCode).toBe(409);
  });

  it('adds, changes, reorders and removes fields; refuses the honeypot slug and duplicates', async () => {
    const base = `/admin/forms/${contact}/fields/`;
    expect((await asStaff(base)).statusCode).toBe(200);
    const added = await post(base, {
      label_de: 'Telefon',
      slug: 'telefon',
      field_type: '1',
      visible: 'on',
      placeholder_de: '+49 …',
    });
    expect(added.statusCode, added.body).toBe(303);
    let fields = (await apiForm(contact)).fields;
    expect(fields.at(-2)).toMatchObject({ slug: 'telefon', placeholder_text: '+49 …' });
    expect(fields.at(-1)?.slug).toBe('email2');

    const trap = await post(base, { label_de: 'Falle', slug: 'email2', field_type: '1' });
    expect(trap.statusCode).toBe(400);
    expect(trap.body).toContain('nicht „email2“');
    const twice = await post(base, { label_de: 'Noch mal', slug: 'telefon', field_type: '1' });
    expect(twice.statusCode).toBe(409);
    const badType = await post(base, { label_de: 'X', slug: 'x', field_type: '99' });
    expect(badType.statusCode).toBe(400);

    const row = await t.app.db
      .selectFrom('form_fields')
      .select('id')
      .where('form_id', '=', contact)
      .where('slug', '=', 'telefon')
      .executeTakeFirstOrThrow();
    const changed = await post(`${base}${row.id}`, {
      label_de: 'Telefon',
      slug: 'telefon',
      field_type: '8',
      visible: 'on',
      choices: 'mobil | Mobil | Mobile\nfest | Festnetz',
    });
    expect(changed.statusCode, changed.body).toBe(303);
    fields = (await apiForm(contact)).fields;
    expect(fields.find((field) => field.slug === 'telefon')?.choices).toEqual([
      { value: 'mobil', label: 'Mobil' },
      { value: 'fest', label: 'Festnetz' },
    ]);

    const before = fields.map((field) => field.slug);
    expect((await post(`${base}${row.id}/move`, { direction: 'up' })).statusCode).toBe(303);
    const after = (await apiForm(contact)).fields.map((field) => field.slug);
    const at = before.indexOf('telefon');
    expect(after.indexOf('telefon')).toBe(at - 1);
    expect(after[at]).toBe(before[at - 1]);

    expect((await post(`${base}${row.id}/delete`, {})).statusCode).toBe(303);
    expect((await apiForm(contact)).fields.map((field) => field.slug)).not.toContain('telefon');
    expect((await post(`${base}${row.id}/delete`, {})).statusCode).toBe(404);
  });
});

describe('entries', () => {
  it('lists entries escaped, exports CSV safe against formulas, serves files to staff as attachments', async () => {
    const upload = await t.write({
      method: 'POST',
      url: '/de/api/temp-files/',
      ...multipartBody([
        { name: 'file', value: PDF_BYTES, filename: 'lebenslauf.pdf', type: 'application/pdf' },
      ]),
    });
    const file = tempFileAnswerSchema.parse(upload.json());
    const sent = await t.write({
      method: 'POST',
      url: '/de/api/forms-entries/',
      payload: {
        form: application,
        field_values: {
          name: '<script>alert("x")</script>',
          email: 'ada@example.org',
          position: ['licht'],
          notes: "=cmd|' /C calc'!A0",
          cv: file.id,
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const page = await asStaff(`/admin/forms/${application}/entries/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert("x")');
    expect(page.body).toContain(`/admin/forms/${application}/entries/files/${file.id}`);

    const csv = await t.app.inject({
      url: `/admin/forms/${application}/entries.csv`,
      cookies: staff.cookies,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(csv.body).toContain('"<script>alert(""x"")</script>"');
    expect(csv.body).toContain('"lebenslauf.pdf"');

    const download = await t.app.inject({
      url: `/admin/forms/${application}/entries/files/${file.id}`,
      cookies: staff.cookies,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="lebenslauf.pdf"');
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    const elsewhere = await t.app.inject({
      url: `/admin/forms/${contact}/entries/files/${file.id}`,
      cookies: staff.cookies,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.app.inject(`/admin/forms/${application}/entries/files/${file.id}`)).statusCode).toBe(401);
  });
});
