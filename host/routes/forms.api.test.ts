import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORMS } from '../../demo/content/forms';
import { formListSchema, formSchema, MAX_UPLOAD_BYTES, tempFileAnswerSchema } from '../../src/contract/forms';
import { FIELD_TYPE, type FormItem } from '../../src/domain/forms';
import { formsTexts } from '../../src/i18n/forms';
import { validationTexts } from '../../src/i18n/validation';
import { sentMails } from '../forms/notify';
import { storedPath, sweepUnusedFiles, UNUSED_FILE_TTL_MS } from '../forms/uploads';
import {
  DOCX_BYTES,
  EXE_BYTES,
  insertEveryTypeForm,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
} from '../testing/forms';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Forms (spec: frame §2, §3 Form / Form submission, §5, §7; checklist R-ROUTE-20, R-API-12,
 * R-FORM-1…11; issue 17): the form API, entries with every field type and message, the honeypot,
 * uploads refused by size and content, rate limits and the page without JavaScript.
 */
let t: TestApp;
let everyType: number;
let everyOptional: number;
let ip = 0;
/** Each test its own client address, so the rate limits count per test (they count per `request.ip`). */
const nextIp = () => `10.17.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  everyType = await insertEveryTypeForm(t.app.db, true);
  everyOptional = await insertEveryTypeForm(t.app.db, false);
});
afterAll(async () => t.close());

const demoId = async (slug: string) => {
  const row = await t.app.db
    .selectFrom('forms')
    .select('id')
    .where(({ eb, ref }) => eb(ref('slug', '->>').key('de'), '=', slug))
    .executeTakeFirstOrThrow();
  return row.id;
};
const getForm = async (id: number, locale = 'de'): Promise<FormItem> => {
  const response = await t.app.inject(`/${locale}/api/forms/${id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return formSchema.parse(response.json()) as FormItem;
};
const entries = async (formId: number) =>
  t.app.db.selectFrom('form_entries').selectAll().where('form_id', '=', formId).execute();
const postEntry = (form: number, field_values: Record<string, unknown>, locale = 'de') =>
  t.write({
    method: 'POST',
    url: `/${locale}/api/forms-entries/`,
    payload: { form, field_values },
    remoteAddress: nextIp(),
  });
const upload = (value: Buffer, filename = 'cv.pdf', type = 'application/pdf', remoteAddress = nextIp()) => {
  const body = multipartBody([{ name: 'file', value, filename, type }]);
  return t.write({ method: 'POST', url: '/de/api/temp-files/', ...body, remoteAddress });
};
/** Valid values of the every-type form. */
const validValues = (fileId: string) => ({
  f1: 'Ada',
  f2: 'Zeile eins\nZeile zwei',
  f3: 'ada@example.org',
  f4: '42',
  f5: ['a', 'b'],
  f6: true,
  f7: ['b'],
  f8: 'a',
  f9: 'b',
  f10: '2026-12-24',
  f11: '2026-12-24T19:30',
  f12: 'https://example.org/mappe',
  f13: fileId,
  f14: 'versteckt',
  email2: '',
});

describe('GET /{locale}/api/forms/{id}/ (R-API-12, R-FORM-4…7)', () => {
  it('answers the form with its fields, every field with the spec keys, the honeypot last', async () => {
    const form = await getForm(everyType);
    expect(form.title).toBe('Alle Felder');
    expect(form.url).toBe(`/de/forms/alle-felder/${everyType}`);
    expect(form.fields).toHaveLength(15);
    for (const field of form.fields)
      expect(Object.keys(field).sort()).toEqual(
        [
          'choices',
          'default',
          'field_type',
          'help_text',
          'id',
          'label',
          'placeholder_text',
          'required',
          'slug',
          'visible',
        ].sort(),
      );
    expect(form.fields.at(-1)).toMatchObject({ slug: 'email2', field_type: 'honeypot', required: false });
    expect((await getForm(everyType, 'en')).fields[0]).toMatchObject({
      label: 'Field 1',
      help_text: 'Help 1',
    });
  });

  it('type 9 defaults to null, types 5 and 7 to lists, others to their default', async () => {
    const bySlug = Object.fromEntries((await getForm(everyType)).fields.map((field) => [field.slug, field]));
    expect(bySlug.f9?.default).toBeNull();
    expect(bySlug.f5?.default).toEqual(['a', 'b']);
    expect(bySlug.f7?.default).toEqual(['b']);
    expect(bySlug.f1?.default).toBe('vorgabe');
    expect(bySlug.f8?.default).toBe('b');
  });

  it('GET /api/forms/ lists the online forms by title, on both addresses (R-API-35)', async () => {
    const list = async (url: string) => {
      const response = await t.app.inject(url);
      expect(response.statusCode, response.body).toBe(200);
      return formListSchema.parse(response.json()).data;
    };
    const offline = await insertEveryTypeForm(t.app.db, false);
    await t.app.db.updateTable('forms').set({ is_online: false }).where('id', '=', offline).execute();
    const de = await list('/de/api/forms/');
    expect(de.map((form) => form.id)).toContain(everyType);
    expect(de.map((form) => form.id)).not.toContain(offline);
    expect(de.find((form) => form.id === everyType)).toEqual({
      id: everyType,
      title: 'Alle Felder',
      url: `/de/forms/alle-felder/${everyType}`,
    });
    expect(de.map((form) => form.title)).toEqual(
      [...de.map((form) => form.title)].sort((a, b) => a.localeCompare(b, 'de')),
    );
    expect(await list('/api/forms/')).toEqual(de);
    const en = await list('/api/forms/?lang=en');
    expect(en).toEqual(await list('/en/api/forms/'));
    expect(en.find((form) => form.id === everyType)?.url).toMatch(/^\/en\/forms\//);
  });

  it('is 404 for an unknown or offline form, 400 for a bad id', async () => {
    expect((await t.app.inject('/de/api/forms/999999/')).statusCode).toBe(404);
    expect((await t.app.inject('/de/api/forms/abc/')).statusCode).toBe(400);
    const id = await insertEveryTypeForm(t.app.db, false);
    await t.app.db.updateTable('forms').set({ is_online: false }).where('id', '=', id).execute();
    expect((await t.app.inject(`/de/api/forms/${id}/`)).json()).toMatchObject({ error: 'not_found' });
  });

  it('the demo has a contact form, a newsletter sign-up and an application with a file field', async () => {
    expect(DEMO_FORMS).toHaveLength(3);
    const application = await getForm(await demoId('bewerbung'), 'en');
    expect(application.title).toBe('Application');
    expect(application.fields.some((field) => field.field_type === FIELD_TYPE.file)).toBe(true);
    const footer = await t.app.inject('/en');
    expect(footer.body).toContain(`/en/forms/application/${application.id}`);
  });
});

describe('POST /{locale}/api/temp-files/ (R-FORM-10; issue 17 uploads)', () => {
  it('stores a PDF under a random id outside the public folders, answering 201', async () => {
    const response = await upload(PDF_BYTES, '../../etc/passwd.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const file = tempFileAnswerSchema.parse(response.json());
    expect(file).toMatchObject({ name: 'passwd.pdf', type: 'application/pdf', size: PDF_BYTES.length });
    expect(existsSync(storedPath(t.app, file.id))).toBe(true);
    expect(storedPath(t.app, file.id)).not.toContain('passwd');
    expect(storedPath(t.app, file.id)).not.toMatch(/public|dist/);
  });

  it('accepts a PNG by its content, whatever the browser calls it', async () => {
    const response = await upload(PNG_BYTES, 'bild.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    expect(response.json().type).toBe('image/png');
  });

  it('accepts a Word document (.docx) by its content', async () => {
    const response = await upload(DOCX_BYTES, 'lebenslauf.docx', 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a program renamed .pdf (415), an empty file (400), more than 10 MB (413), with messages', async () => {
    const exe = await upload(EXE_BYTES, 'lebenslauf.pdf', 'application/pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      error: 'unsupported_file_type',
      message: formsTexts('de')('file.type'),
    });
    const text = await upload(Buffer.from('just text'), 'x.pdf');
    expect(text.statusCode).toBe(415);
    const empty = await upload(Buffer.alloc(0), 'leer.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(formsTexts('de')('file.empty'));
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const large = await upload(big, 'gross.pdf');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      error: 'file_too_large',
      message: formsTexts('de')('file.tooLarge'),
    });
    const stored = await t.app.db.selectFrom('form_files').select('original_name').execute();
    expect(stored.map((row) => row.original_name)).not.toContain('lebenslauf.pdf');
  });

  it('needs the CSRF header and a multipart body', async () => {
    const body = multipartBody([{ name: 'file', value: PDF_BYTES, filename: 'a.pdf' }]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/de/api/temp-files/',
      ...body,
      remoteAddress: nextIp(),
    });
    expect(forged.statusCode).toBe(403);
    const json = await t.write({
      method: 'POST',
      url: '/de/api/temp-files/',
      payload: { file: 'x' },
      remoteAddress: nextIp(),
    });
    expect(json.statusCode).toBe(415);
  });

  it('rate-limits uploads per client', async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++)
      statuses.push((await upload(PNG_BYTES, 'a.png', 'image/png', address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await upload(PNG_BYTES, 'a.png', 'image/png', nextIp())).statusCode).toBe(201);
  });

  it('removes unused temporary files after a day, keeps those of entries', async () => {
    const unused = tempFileAnswerSchema.parse((await upload(PDF_BYTES)).json());
    const used = tempFileAnswerSchema.parse((await upload(PDF_BYTES)).json());
    const stored = await postEntry(everyType, validValues(used.id));
    expect(stored.statusCode, stored.body).toBe(201);
    const old = new Date(t.now.getTime() - UNUSED_FILE_TTL_MS - 1000);
    await t.app.db
      .updateTable('form_files')
      .set({ uploaded_at: old })
      .where('id', 'in', [unused.id, used.id])
      .execute();
    expect(await sweepUnusedFiles(t.app)).toBeGreaterThanOrEqual(1);
    expect(existsSync(storedPath(t.app, unused.id))).toBe(false);
    expect(existsSync(storedPath(t.app, used.id))).toBe(true);
    const rows = await t.app.db
      .selectFrom('form_files')
      .select('id')
      .where('id', 'in', [unused.id, used.id])
      .execute();
    expect(rows.map((row) => row.id)).toEqual([used.id]);
  });
});

describe('POST /{locale}/api/forms-entries/ (R-FORM-2, 3, 5, 8, 9)', () => {
  it('stores an entry with every field type, attaches the file, answers the confirmation', async () => {
    const file = tempFileAnswerSchema.parse((await upload(PDF_BYTES)).json());
    const before = sentMails.length;
    const response = await postEntry(everyType, validValues(file.id));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ status: 'sent', confirmation: '<p>Danke</p>' });
    const [entry] = (await entries(everyType)).slice(-1);
    expect(entry?.field_values).toMatchObject({ f5: ['a', 'b'], f6: true, f13: file.id, f9: 'b' });
    expect(entry?.field_values).not.toHaveProperty('email2');
    const attached = await t.app.db
      .selectFrom('form_files')
      .select('entry_id')
      .where('id', '=', file.id)
      .executeTakeFirst();
    expect(attached?.entry_id).toBe(entry?.id);
    // No notification address on this form: no mail.
    expect(sentMails.length).toBe(before);
    // The same file cannot ride a second entry.
    const again = await postEntry(everyType, validValues(file.id));
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ f13: formsTexts('de')('file.missing') });
  });

  it.each(['de', 'en'] as const)(
    'names every missing required field with the spec message (%s)',
    async (locale) => {
      const response = await postEntry(everyType, {}, locale);
      expect(response.statusCode).toBe(400);
      const fields = response.json().fields as Record<string, string>;
      const required = validationTexts(locale)('required');
      expect(required).toBe(locale === 'en' ? 'This field is required!' : 'Dieses Feld ist erforderlich!');
      const expected = Object.values(FIELD_TYPE)
        .filter((type) => type !== FIELD_TYPE.hidden)
        .map((type) => `f${type}`);
      expect(Object.keys(fields).sort()).toEqual(expected.sort());
      for (const slug of expected) expect(fields[slug], slug).toBe(required);
      // Empty strings, an unchecked box and empty lists are missing too.
      const empty = await postEntry(everyType, { f1: ' ', f5: [], f6: false, f9: null }, locale);
      expect(empty.json().fields).toMatchObject({ f1: required, f5: required, f6: required, f9: required });
    },
  );

  it.each(['de', 'en'] as const)("says 'Invalid e-mail address!' (%s)", async (locale) => {
    const response = await postEntry(everyOptional, { f3: 'abc' }, locale);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      f3: locale === 'en' ? 'Invalid e-mail address!' : 'Ungültige E-Mail-Adresse!',
    });
  });

  it('refuses values that do not fit their type, one message each', async () => {
    const invalid = validationTexts('en')('invalid');
    const response = await postEntry(
      everyOptional,
      {
        f4: 'vier',
        f5: 'a',
        f7: ['c'],
        f8: 'z',
        f9: 'a; DROP TABLE',
        f10: '2026-02-30',
        f11: 'morgen',
        f12: 'javascript:alert(1)',
        f13: '../../etc/passwd',
        f6: 'yes',
      },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      f4: invalid,
      f5: invalid,
      f6: invalid,
      f7: invalid,
      f8: invalid,
      f9: invalid,
      f10: invalid,
      f11: invalid,
      f12: invalid,
      f13: invalid,
    });
  });

  it("refuses unknown fields and another form's fields, and stores nothing", async () => {
    const before = (await entries(everyOptional)).length;
    const contact = await demoId('kontakt');
    const response = await postEntry(everyOptional, { name: 'x', message: 'y', f1: 'ok' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['message', 'name']);
    const other = await postEntry(contact, { f1: 'x' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toHaveProperty('f1');
    expect((await entries(everyOptional)).length).toBe(before);
    expect((await postEntry(999999, {})).statusCode).toBe(404);
    const wrongShape = await t.write({
      method: 'POST',
      url: '/de/api/forms-entries/',
      payload: { form: 'x', field_values: [] },
      remoteAddress: nextIp(),
    });
    expect(wrongShape.statusCode).toBe(400);
  });

  it('refuses overlong text: 400 up to the body limit, 413 beyond it, never 500', async () => {
    const long = await postEntry(everyOptional, { f1: 'x'.repeat(1001), f2: 'y'.repeat(10_001) }, 'en');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ f1: 'At most 1000 characters.', f2: 'At most 10000 characters.' });
    const huge = await postEntry(everyOptional, { f2: 'z'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it('stores script as sent (inert text) for the admin to show escaped', async () => {
    const script = '<script>alert(1)</script>';
    const response = await postEntry(everyOptional, { f1: script, f2: '=cmd|"/c calc"!A1' });
    expect(response.statusCode).toBe(201);
    const [entry] = (await entries(everyOptional)).slice(-1);
    expect(entry?.field_values.f1).toBe(script);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await entries(everyOptional)).length;
    const response = await postEntry(everyOptional, { f1: 'Bot', email2: 'bot@spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('sent');
    expect((await entries(everyOptional)).length).toBe(before);
  });

  it('needs the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/de/api/forms-entries/',
      payload: { form: everyOptional, field_values: {} },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('rate-limits entries per client', async () => {
    const remoteAddress = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await t.write({
        method: 'POST',
        url: '/de/api/forms-entries/',
        payload: { form: everyOptional, field_values: { f1: `Versuch ${index}` } },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await postEntry(everyOptional, { f1: 'anderer Client' })).statusCode).toBe(201);
  });

  it('answers a rate-limited form page without JavaScript with a page, not JSON', async () => {
    const remoteAddress = nextIp();
    const contact = await demoId('kontakt');
    let last = await t.write({ method: 'GET', url: '/de' });
    for (let index = 0; index < 11; index++) {
      last = await t.write({
        method: 'POST',
        url: `/de/forms/kontakt/${contact}`,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Versuch',
        remoteAddress,
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['content-type']).toContain('text/html');
    expect(last.body).toContain('Zu viele Versuche');
  });

  it('composes the notification e-mail of an entry as plain text to the form address', async () => {
    const contact = await demoId('kontakt');
    const before = sentMails.length;
    const response = await postEntry(contact, {
      name: 'Grete <b>',
      email: 'grete@example.org',
      topic: 'abo',
      message: 'Hallo',
      consent: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = sentMails.slice(before).at(-1);
    expect(mail?.to).toBe('kasse@theater-am-rosenhain.example');
    expect(mail?.subject).toContain('Kontakt');
    expect(mail?.text).toContain('Name: Grete <b>');
    expect(mail?.text).toContain(`/admin/forms/${contact}/entries/`);
  });
});

describe('the form page /{locale}/forms/{slug}/{id} (R-ROUTE-20, R-FORM-1, 7, 11)', () => {
  it('shows title, intro and every visible field with label, placeholder, help and default; the honeypot hidden', async () => {
    const contact = await demoId('kontakt');
    const response = await t.app.inject(`/de/forms/kontakt/${contact}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1>Kontakt</h1>');
    expect(html).toContain('Fragen zu Karten');
    expect(html).toContain('placeholder="name@beispiel.de"');
    expect(html).toContain('Höchstens 10.000 Zeichen.');
    expect(html).toMatch(
      /<div class="foyer-form__trap" aria-hidden="true">[\s\S]*name="email2"[\s\S]*tabindex="-1"/,
    );
    expect(html).toContain('name="csrfmiddlewaretoken"');
    expect(html).toContain('<foyer-form form-id=');
    expect(html).toMatch(/<body(?![^>]*class="[^"]+")/);
    const page = await t.app.inject(`/de/forms/alle-felder/${everyType}`);
    expect(page.body).toContain('value="vorgabe"');
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
  });

  it('hides fields whose visible flag is false', async () => {
    await t.app.db
      .updateTable('form_fields')
      .set({ visible: false })
      .where('form_id', '=', everyOptional)
      .where('slug', '=', 'f2')
      .execute();
    const page = await t.app.inject(`/de/forms/alle-felder/${everyOptional}`);
    expect(page.body).not.toContain('name="f2"');
    expect((await getForm(everyOptional)).fields.find((field) => field.slug === 'f2')?.visible).toBe(false);
  });

  it('redirects a wrong slug (301) and answers 404 for an unknown form', async () => {
    const contact = await demoId('kontakt');
    const wrong = await t.app.inject(`/en/forms/kontakt/${contact}`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`/en/forms/contact/${contact}`);
    expect((await t.app.inject('/de/forms/x/999999')).statusCode).toBe(404);
  });
});

describe('the form page without JavaScript (issue 17)', () => {
  const csrf = 'test-csrf-token-0123456789abcdef0123';

  it('re-renders server errors in the form, announced and linked to the fields (400)', async () => {
    const contact = await demoId('kontakt');
    const response = await t.app.inject({
      method: 'POST',
      url: `/en/forms/contact/${contact}`,
      cookies: { csrftoken: csrf },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrfmiddlewaretoken=${csrf}&name=Ada&email=abc&message=`,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('role="alert"');
    expect(html).toContain(`href="#form-${contact}-email"`);
    expect(html).toContain('Invalid e-mail address!');
    expect(html).toContain('This field is required!');
    expect(html).toMatch(/aria-describedby="form-\d+-email-error"/);
    expect(html).toContain('value="Ada"');
  });

  it('sends the application with its PDF in the same request: 303 to the confirmation', async () => {
    const application = await demoId('bewerbung');
    const before = (await entries(application)).length;
    const body = multipartBody([
      { name: 'csrfmiddlewaretoken', value: csrf },
      { name: 'name', value: 'Ada Lovelace' },
      { name: 'email', value: 'ada@example.org' },
      { name: 'position', value: 'licht' },
      { name: 'position', value: 'kasse' },
      { name: 'cv', value: PDF_BYTES, filename: 'lebenslauf.pdf', type: 'application/pdf' },
      { name: 'email2', value: '' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/de/forms/bewerbung/${application}`,
      cookies: { csrftoken: csrf },
      ...body,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/de/forms/bewerbung/${application}?sent`);
    const stored = await entries(application);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)?.field_values).toMatchObject({ position: ['licht', 'kasse'] });
    const done = await t.app.inject(String(response.headers.location));
    expect(done.body).toContain('Vielen Dank für Ihre Bewerbung!');
    expect(done.body).toContain('role="status"');
  });

  it('refuses a disguised file (415) and keeps the other values; refuses a missing token (403)', async () => {
    const application = await demoId('bewerbung');
    const body = multipartBody([
      { name: 'csrfmiddlewaretoken', value: csrf },
      { name: 'name', value: 'Eve' },
      { name: 'cv', value: EXE_BYTES, filename: 'cv.pdf', type: 'application/pdf' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/de/forms/bewerbung/${application}`,
      cookies: { csrftoken: csrf },
      ...body,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.body).toContain(formsTexts('de')('file.type'));
    expect(response.body).toContain('value="Eve"');
    const forged = await t.app.inject({
      method: 'POST',
      url: `/de/forms/bewerbung/${application}`,
      cookies: { csrftoken: csrf },
      ...multipartBody([{ name: 'name', value: 'Eve' }]),
      remoteAddress: nextIp(),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('answers a filled honeypot like a success, storing nothing', async () => {
    const contact = await demoId('kontakt');
    const before = (await entries(contact)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/de/forms/kontakt/${contact}`,
      cookies: { csrftoken: csrf },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrfmiddlewaretoken=${csrf}&name=Bot&email2=spam%40example.org`,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(303);
    expect((await entries(contact)).length).toBe(before);
  });
});

describe('the Form module (issue 17 "a Form module variant placing one of the venue\'s own forms")', () => {
  it('places the contact form on the contact page, its fallback a link that leads to the form page', async () => {
    const contact = await demoId('kontakt');
    const page = await t.app.inject('/de/kontakt');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<foyer-form form-id="${contact}" locale="de">`);
    const link = /<foyer-form[^>]*><p><a href="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const followed = await t.app.inject(link);
    expect(followed.statusCode).toBe(301);
    expect(followed.headers.location).toBe(`/de/forms/kontakt/${contact}`);
  });
});
