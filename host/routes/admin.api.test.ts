import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The admin change pages (spec: frame §3 "Each detail route maps to an admin change page for its
 * record … to which the toolbar links"; §6 roles) and the staff-account screen: the auth matrix
 * (no session 401, no or wrong CSRF 403, invalid 400 per field, stale 409, wrong role 403), the
 * stored record unchanged after every refusal, sanitised text, and the plain-HTML form flow.
 */
let t: TestApp;
let editor: StaffLogin;
let admin: StaffLogin;
let eventId: number;
let eventSlug: string;
let productionId: number;
let seriesId: number;
let articleId: number;

const json = { accept: 'application/json' };

async function eventRow() {
  return t.app.db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow();
}

/** The form's current version, read the way a browser does: from the change page. */
async function versionOf(records: string, id: number, cookies = editor.cookies): Promise<string> {
  const page = await t.app.inject({ url: `/admin/${records}/${id}/change/`, cookies });
  expect(page.statusCode, page.body).toBe(200);
  const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
  if (!version) throw new Error(`no version on the ${records} change page`);
  return version;
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginStaff(t, { username: 'edda', first_name: 'Edda', role: 'editor' });
  admin = await loginStaff(t, { username: 'adam', first_name: 'Adam', role: 'admin' });
  const event = await t.app.db
    .selectFrom('events')
    .select(['id', 'slug'])
    .where('is_online', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
  articleId = (await t.app.db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  eventSlug = event.slug.de;
  productionId = (
    await t.app.db
      .insertInto('productions')
      .values({
        name: JSON.stringify({ de: 'Faust' }),
        slug: JSON.stringify({ de: 'faust' }),
        subtitle: null,
        description: null,
        season_id: null,
        exhibition_type_id: null,
        images: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  seriesId = (
    await t.app.db
      .insertInto('series')
      .values({
        name: JSON.stringify({ de: 'Jazz' }),
        slug: JSON.stringify({ de: 'jazz' }),
        description: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

type Mode = 'valid' | 'invalid' | 'stale';
interface Endpoint {
  name: string;
  role: 'editor' | 'admin';
  versioned: boolean;
  build: (mode: Mode) => Promise<Omit<InjectOptions, 'cookies'>>;
  /** What must stay unchanged after a refusal. */
  snapshot: () => Promise<unknown>;
}

let userSeq = 0;
const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /admin/events/{id}/change/',
    role: 'editor',
    versioned: true,
    build: async (mode) => ({
      method: 'POST',
      url: `/admin/events/${eventId}/change/`,
      headers: json,
      payload: {
        version:
          mode === 'stale'
            ? String(Number(await versionOf('events', eventId)) - 1)
            : await versionOf('events', eventId),
        name_de: mode === 'invalid' ? '' : `Matrix ${Date.now()}`,
        status: mode === 'invalid' ? 'maybe' : '1',
        ticket_url: mode === 'invalid' ? 'javascript:alert(1)' : '',
        is_online: true,
      },
    }),
    snapshot: eventRow,
  },
  {
    name: 'POST /admin/productions/{id}/change/',
    role: 'editor',
    versioned: true,
    build: async (mode) => ({
      method: 'POST',
      url: `/admin/productions/${productionId}/change/`,
      headers: json,
      payload: {
        version:
          mode === 'stale'
            ? String(Number(await versionOf('productions', productionId)) - 1)
            : await versionOf('productions', productionId),
        name_de: mode === 'invalid' ? 42 : `Produktion ${Date.now()}`,
        is_online: true,
      },
    }),
    snapshot: () => t.app.db.selectFrom('productions').selectAll().where('id', '=', productionId).execute(),
  },
  {
    name: 'POST /admin/series/{id}/change/',
    role: 'editor',
    versioned: true,
    build: async (mode) => ({
      method: 'POST',
      url: `/admin/series/${seriesId}/change/`,
      headers: json,
      payload: {
        version: mode === 'stale' ? '1' : await versionOf('series', seriesId),
        name_de: mode === 'invalid' ? 'x'.repeat(201) : `Reihe ${Date.now()}`,
      },
    }),
    snapshot: () => t.app.db.selectFrom('series').selectAll().where('id', '=', seriesId).execute(),
  },
  {
    name: 'POST /admin/articles/{id}/change/',
    role: 'editor',
    versioned: true,
    build: async (mode) => ({
      method: 'POST',
      url: `/admin/articles/${articleId}/change/`,
      headers: json,
      payload: {
        version:
          mode === 'stale'
            ? String(Number(await versionOf('articles', articleId)) - 1)
            : await versionOf('articles', articleId),
        name_de: `Artikel ${Date.now()}`,
        slug_de: mode === 'invalid' ? 'Kein Slug!' : 'ein-artikel',
        publication_date: '2026-11-20T10:00',
        is_online: true,
      },
    }),
    snapshot: () => t.app.db.selectFrom('articles').selectAll().where('id', '=', articleId).execute(),
  },
  {
    name: 'POST /admin/article-categories/{id}/change/',
    role: 'editor',
    versioned: true,
    build: async (mode) => ({
      method: 'POST',
      url: '/admin/article-categories/1/change/',
      headers: json,
      payload: {
        version:
          mode === 'stale'
            ? String(Number(await versionOf('article-categories', 1)) - 1)
            : await versionOf('article-categories', 1),
        name_de: mode === 'invalid' ? '' : `Kategorie ${Date.now()}`,
        slug_de: 'kategorie',
      },
    }),
    snapshot: () => t.app.db.selectFrom('article_categories').selectAll().where('id', '=', 1).execute(),
  },
  {
    name: 'POST /admin/users/',
    role: 'admin',
    versioned: false,
    build: async (mode) => ({
      method: 'POST',
      url: '/admin/users/',
      headers: json,
      payload: {
        username: `neu${++userSeq}`,
        email: mode === 'invalid' ? 'not-an-address' : `neu${userSeq}@foyer.example`,
        role: 'editor',
        password: mode === 'invalid' ? 'short' : 'a-long-enough-password',
      },
    }),
    snapshot: () =>
      t.app.db.selectFrom('users').select(['id', 'username', 'role', 'is_active']).orderBy('id').execute(),
  },
  {
    name: 'POST /admin/users/{id}/change/',
    role: 'admin',
    versioned: false,
    build: async (mode) => ({
      method: 'POST',
      url: `/admin/users/${editor.userId}/change/`,
      headers: json,
      payload: { role: mode === 'invalid' ? 'owner' : 'editor', is_active: true },
    }),
    snapshot: () =>
      t.app.db.selectFrom('users').select(['id', 'username', 'role', 'is_active']).orderBy('id').execute(),
  },
];

describe.each(ENDPOINTS)('$name', ({ build, snapshot, role, versioned }) => {
  const allowed = () => (role === 'admin' ? admin : editor);

  it('answers 401 without a session and changes nothing', async () => {
    const before = await snapshot();
    const response = await t.write(await build('valid'));
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 without the CSRF header and with a wrong one', async () => {
    const before = await snapshot();
    const missing = await t.app.inject({
      ...(await build('valid')),
      cookies: { ...allowed().cookies, csrftoken: 'a'.repeat(32) },
    });
    expect(missing.statusCode, missing.body).toBe(403);
    const wrong = await t.write({
      ...(await build('valid')),
      cookies: allowed().cookies,
      headers: { ...json, 'x-csrftoken': 'b'.repeat(32) },
    });
    expect(wrong.statusCode, wrong.body).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 with a message per field for an invalid payload', async () => {
    const before = await snapshot();
    const response = await t.write({ ...(await build('invalid')), cookies: allowed().cookies });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields ?? {}).length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it.runIf(versioned)('answers 409 for a stale version and overwrites nothing', async () => {
    const before = await snapshot();
    const response = await t.write({ ...(await build('stale')), cookies: allowed().cookies });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', message: expect.stringContaining('changed') });
    expect(await snapshot()).toEqual(before);
  });

  it.runIf(role === 'admin')('answers 403 to an editor (admins only)', async () => {
    const before = await snapshot();
    const response = await t.write({ ...(await build('valid')), cookies: editor.cookies });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
    expect(await snapshot()).toEqual(before);
  });

  it('succeeds with a session of the right role, the CSRF header and a valid payload', async () => {
    const response = await t.write({ ...(await build('valid')), cookies: allowed().cookies });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

describe('event change page', () => {
  it('sends visitors to the login page and back', async () => {
    const response = await t.app.inject({ url: `/admin/events/${eventId}/change/` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/de/login?next=${encodeURIComponent(`/admin/events/${eventId}/change/`)}`,
    );
  });

  it('saves through the plain HTML form and the visitor sees the change on the detail route', async () => {
    const version = await versionOf('events', eventId);
    const form = new URLSearchParams({
      csrfmiddlewaretoken: 'test-csrf-token-0123456789abcdef0123',
      version,
      name_de: 'Die Zauberflöte (neu)',
      name_en: 'The Magic Flute',
      description_de:
        '<p>Mit <strong>Chor</strong> <script>alert(1)</script><a href="javascript:alert(2)">x</a> <a href="https://example.org" target="_blank">y</a></p>',
      status: '1',
      ticket_url: 'https://tickets.example.org/zauberfloete',
      is_online: 'on',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/admin/events/${eventId}/change/`,
      cookies: { ...editor.cookies, csrftoken: 'test-csrf-token-0123456789abcdef0123' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/admin/events/${eventId}/change/?saved`);
    const row = await eventRow();
    expect(row.name).toEqual({ de: 'Die Zauberflöte (neu)', en: 'The Magic Flute' });
    expect(row.description?.de).not.toContain('<script');
    expect(row.description?.de).not.toContain('javascript:');
    expect(row.description?.de).toContain('rel="noopener noreferrer"');
    const detail = await t.app.inject({ url: `/de/programm/${eventSlug}/${eventId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('Die Zauberflöte (neu)');
    const saved = await t.app.inject({ url: response.headers.location as string, cookies: editor.cookies });
    expect(saved.body).toContain('Gespeichert.');
  });

  it('shows the form again with the messages next to the fields (400, HTML)', async () => {
    const version = await versionOf('events', eventId);
    const before = await eventRow();
    const response = await t.app.inject({
      method: 'POST',
      url: `/admin/events/${eventId}/change/`,
      cookies: { ...editor.cookies, csrftoken: 'test-csrf-token-0123456789abcdef0123' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        csrfmiddlewaretoken: 'test-csrf-token-0123456789abcdef0123',
        version,
        name_de: '',
        status: '1',
        ticket_url: 'javascript:alert(1)',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/id="field-name_de"[^>]*aria-invalid="true"/);
    expect(response.body).toContain('id="field-name_de-error"');
    expect(response.body).toMatch(/id="field-ticket_url"[^>]*aria-invalid="true"/);
    expect(await eventRow()).toEqual(before);
  });

  it('shows the form again with the current record after a stale save (409, HTML)', async () => {
    for (const record of ['events', 'series'] as const) {
      const id = record === 'events' ? eventId : seriesId;
      const current = await t.app.db
        .selectFrom(record)
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const response = await t.app.inject({
        method: 'POST',
        url: `/admin/${record}/${id}/change/`,
        cookies: { ...editor.cookies, csrftoken: 'test-csrf-token-0123456789abcdef0123' },
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          csrfmiddlewaretoken: 'test-csrf-token-0123456789abcdef0123',
          version: '1',
          name_de: 'Veraltet überschrieben',
          status: '1',
        }).toString(),
      });
      expect(response.statusCode, record).toBe(409);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Someone else changed this record');
      // The form shows the record as it is now, not what the stale form sent.
      expect(response.body).toContain(`value="${(current.name as { de: string }).de}"`);
      expect(response.body).not.toContain('Veraltet überschrieben');
      const after = await t.app.db
        .selectFrom(record)
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.name).toEqual(current.name);
    }
  });

  it('answers 404 for an unknown record', async () => {
    const page = await t.app.inject({ url: '/admin/events/999999/change/', cookies: editor.cookies });
    expect(page.statusCode).toBe(404);
    const write = await t.write({
      method: 'POST',
      url: '/admin/events/999999/change/',
      cookies: editor.cookies,
      headers: json,
      payload: { version: '1', name_de: 'x', status: '1' },
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('the admin in the language of the staff member', () => {
  it('is English when the locale cookie says en, German by default', async () => {
    const english = { ...editor.cookies, foyer_locale: 'en' };
    const change = await t.app.inject({ url: `/admin/events/${eventId}/change/`, cookies: english });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.body).toContain('<html lang="en"');
    expect(change.body).toContain('Change event:');
    expect(change.body).toContain('Name (German)');
    expect(change.body).toContain('>Save<');
    expect(change.body).not.toContain('Speichern');
    const list = await t.app.inject({ url: '/admin/events/', cookies: english });
    expect(list.body).toContain('<h1>Events</h1>');
    expect(list.body).toMatch(/Bookable|Sold out/);
    const index = await t.app.inject({ url: '/admin/', cookies: english });
    expect(index.body).toContain('<h1>Administration</h1>');

    const german = await t.app.inject({ url: `/admin/events/${eventId}/change/`, cookies: editor.cookies });
    expect(german.body).toContain('Veranstaltung ändern:');
    expect(german.body).toContain('Speichern');
  });
});

describe('the admin breadcrumbs (WAI-ARIA breadcrumb pattern)', () => {
  /** The trail of a page: each crumb's text, its link (or `current` with aria-current). */
  const trail = (html: string) => {
    const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    return [
      ...nav.matchAll(
        /<li>(?:<a href="([^"]+)">([^<]*)<\/a>|<span aria-current="page">([^<]*)<\/span>)<\/li>/g,
      ),
    ].map((m) => (m[1] ? `${m[2]} ${m[1]}` : `${m[3]} current`));
  };
  const page = async (url: string, cookies: Record<string, string> = editor.cookies) => {
    const response = await t.app.inject({ url, cookies });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it('end with the current page; Verwaltung links to the index, a record to its list', async () => {
    expect(trail(await page('/admin/'))).toEqual(['Startseite /de', 'Verwaltung current']);
    expect(trail(await page('/admin/events/'))).toEqual([
      'Startseite /de',
      'Verwaltung /admin/',
      'Veranstaltungen current',
    ]);
    const change = trail(await page(`/admin/events/${eventId}/change/`));
    expect(change.slice(0, 3)).toEqual([
      'Startseite /de',
      'Verwaltung /admin/',
      'Veranstaltungen /admin/events/',
    ]);
    expect(change[3]).toMatch(/^Veranstaltung ändern: .+ current$/);
    expect(trail(await page('/admin/genres/add/'))).toEqual([
      'Startseite /de',
      'Verwaltung /admin/',
      'Genres /admin/genres/',
      'Genres: neuer Eintrag current',
    ]);
    expect(trail(await page('/cms-hub'))).toEqual([
      'Startseite /de',
      'Verwaltung /admin/',
      'Inhalte-Hub current',
    ]);
    expect(trail(await page('/admin/users/', admin.cookies))).toEqual([
      'Startseite /de',
      'Verwaltung /admin/',
      'Mitarbeitende current',
    ]);
    const english = { ...editor.cookies, foyer_locale: 'en' };
    expect(trail(await page('/admin/events/', english))).toEqual([
      'Home /en',
      'Administration /admin/',
      'Events current',
    ]);
    expect(trail(await page('/admin/', english))).toEqual(['Home /en', 'Administration current']);
  });

  it('the admin index leads to the content hub', async () => {
    expect(await page('/admin/')).toMatch(/<a href="\/cms-hub">Inhalte-Hub<\/a>: Letzte Änderungen/);
    expect(await page('/admin/', { ...editor.cookies, foyer_locale: 'en' })).toMatch(
      /<a href="\/cms-hub">Content hub<\/a>: Recent changes/,
    );
  });
});

describe('the error summary names each field by its label (GOV.UK error summary)', () => {
  const refused = (url: string, body: Record<string, string>, locale?: 'en', who: StaffLogin = editor) =>
    t.app.inject({
      method: 'POST',
      url,
      cookies: {
        ...who.cookies,
        csrftoken: 'test-csrf-token-0123456789abcdef0123',
        ...(locale ? { foyer_locale: locale } : {}),
      },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        csrfmiddlewaretoken: 'test-csrf-token-0123456789abcdef0123',
        ...body,
      }).toString(),
    });
  const summary = (html: string) =>
    /<div class="admin__error" role="alert"[^>]*id="error-summary">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';

  it('on a change form of its own (an event), linked to the field', async () => {
    const version = await versionOf('events', eventId);
    const response = await refused(`/admin/events/${eventId}/change/`, { version, name_de: '', status: '1' });
    expect(response.statusCode).toBe(400);
    expect(summary(response.body)).toContain(
      '<a href="#field-name_de">Name (deutsch): Dieses Feld ist erforderlich.</a>',
    );
    expect(response.body).toContain('id="field-name_de"');
    const english = await refused(
      `/admin/events/${eventId}/change/`,
      { version, name_de: '', status: '1' },
      'en',
    );
    expect(summary(english.body)).toMatch(/<a href="#field-name_de">Name \(German\): [^<]+<\/a>/);
  });

  it('on a form made from field specs (a new genre), each field linked', async () => {
    const response = await refused('/admin/genres/add/', {
      name_de: '',
      slug_de: 'Nicht Gut',
      position: 'x',
    });
    expect(response.statusCode).toBe(400);
    const items = [...summary(response.body).matchAll(/<a href="#field-([^"]+)">([^<]+)<\/a>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(items).toContain('name_de Name (deutsch): Dieses Feld ist erforderlich.');
    expect(items.find((item) => item.startsWith('position '))).toBe(
      'position Reihenfolge: Bitte eine Zahl angeben.',
    );
    expect(items.find((item) => item.startsWith('slug_de '))).toMatch(
      /^slug_de Adresse \(Slug\) \(deutsch\): /,
    );
  });
  it('on the new staff account form, each field named by its label and linked (in both languages)', async () => {
    const sent = {
      username: 'x',
      email: 'keine-adresse',
      first_name: 'Xaver',
      role: 'editor',
      password: 'kurz',
    };
    const response = await refused('/admin/users/', sent, undefined, admin);
    expect(response.statusCode).toBe(400);
    const items = [...summary(response.body).matchAll(/<a href="#field-([^"]+)">([^<]+)<\/a>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(items).toEqual([
      'username Benutzername: 3 bis 40 Zeichen: Buchstaben, Ziffern, . _ -',
      'email E-Mail: Ungültige E-Mail-Adresse!',
      'password Passwort (mindestens 12 Zeichen): Mindestens 12 Zeichen.',
    ]);
    // Each link leads to its field, which keeps what was sent (never the password).
    for (const name of ['username', 'email', 'password'])
      expect(response.body).toMatch(new RegExp(`id="field-${name}"[^>]*aria-invalid="true"`));
    expect(response.body).toContain('value="Xaver"');
    expect(response.body).not.toContain('value="kurz"');
    const english = await refused('/admin/users/', sent, 'en', admin);
    expect(summary(english.body)).toMatch(/<a href="#field-email">E-mail: [^<]+<\/a>/);
    // A name another account has: the same summary, linked to the username.
    const taken = await refused(
      '/admin/users/',
      { username: 'edda', email: 'edda-2@foyer.example', role: 'editor', password: 'long-enough-password' },
      undefined,
      admin,
    );
    expect(taken.statusCode).toBe(400);
    expect(summary(taken.body)).toMatch(/<a href="#field-username">Benutzername: [^<]+<\/a>/);
  });

  it("on a refused change of an account's access, linked to that account's control", async () => {
    const wrongRole = await refused(
      `/admin/users/${editor.userId}/change/`,
      { role: 'boss' },
      undefined,
      admin,
    );
    expect(wrongRole.statusCode).toBe(400);
    expect(summary(wrongRole.body)).toContain(
      `<a href="#role-${editor.userId}">Rolle von edda: Bitte eine Rolle wählen.</a>`,
    );
    expect(wrongRole.body).toMatch(new RegExp(`id="role-${editor.userId}"[^>]*aria-invalid="true"`));
    // Not the new-account form's role.
    expect(wrongRole.body).not.toMatch(/id="field-role"[^>]*aria-invalid/);
    const own = await refused(`/admin/users/${admin.userId}/change/`, { role: 'editor' }, undefined, admin);
    expect(own.statusCode).toBe(400);
    expect(summary(own.body)).toContain(
      '<p>Die eigene Rolle und den eigenen Zugang ändert eine andere Administratorin.</p>',
    );
  });
});

describe('the admin link on detail routes (spec: frame §3)', () => {
  it('is in the staff copy of the event detail and absent for visitors', async () => {
    const url = `/de/programm/${eventSlug}/${eventId}`;
    const staffCopy = await t.app.inject({ url, cookies: editor.cookies });
    expect(staffCopy.body).toContain(`href="/admin/events/${eventId}/change/"`);
    expect(staffCopy.body).toContain('<foyer-page-editor');
    expect(staffCopy.headers['cache-control']).toBe('private, no-store');
    const visitor = await t.app.inject({ url });
    expect(visitor.body).not.toContain('/admin/');
    expect(visitor.body).not.toContain('foyer-page-editor');
  });
});

describe('staff accounts (admins only)', () => {
  it('lists staff for admins; editors get 403 and visitors the login page', async () => {
    const list = await t.app.inject({ url: '/admin/users/', cookies: admin.cookies });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('edda');
    expect((await t.app.inject({ url: '/admin/users/', cookies: editor.cookies })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/users/' })).statusCode).toBe(303);
  });

  it('creates an account that can log in, refuses a taken name, deactivates and signs it out', async () => {
    const created = await t.write({
      method: 'POST',
      url: '/admin/users/',
      cookies: admin.cookies,
      headers: json,
      payload: {
        username: 'greta',
        email: 'greta@foyer.example',
        role: 'editor',
        password: 'greta-password-long',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await t.write({
      method: 'POST',
      url: '/admin/users/',
      cookies: admin.cookies,
      headers: json,
      payload: {
        username: 'Greta',
        email: 'other@foyer.example',
        role: 'editor',
        password: 'greta-password-long',
      },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toHaveProperty('username');

    const login = await t.write({
      method: 'POST',
      url: '/de/pageeditor-api/login',
      payload: { username: 'greta', password: 'greta-password-long' },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name === 'foyer_session')?.value as string;
    const me = await t.app.inject({ url: '/de/pageeditor-api/user', cookies: { foyer_session: session } });
    expect(me.statusCode).toBe(200);

    const promote = await t.write({
      method: 'POST',
      url: `/admin/users/${created.json().id}/change/`,
      cookies: admin.cookies,
      headers: json,
      payload: { role: 'admin', is_active: true },
    });
    expect(promote.statusCode).toBe(200);
    const promoted = await t.app.inject({
      url: '/de/pageeditor-api/user',
      cookies: { foyer_session: session },
    });
    expect(promoted.json().role).toBe('admin');

    const deactivate = await t.write({
      method: 'POST',
      url: `/admin/users/${created.json().id}/change/`,
      cookies: admin.cookies,
      headers: json,
      payload: { role: 'editor' },
    });
    expect(deactivate.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/de/pageeditor-api/user', cookies: { foyer_session: session } });
    expect(after.statusCode).toBe(401);
    const relogin = await t.write({
      method: 'POST',
      url: '/de/pageeditor-api/login',
      payload: { username: 'greta', password: 'greta-password-long' },
    });
    expect(relogin.statusCode).toBe(401);
  });

  it('does not let an admin demote or deactivate themselves', async () => {
    const response = await t.write({
      method: 'POST',
      url: `/admin/users/${admin.userId}/change/`,
      cookies: admin.cookies,
      headers: json,
      payload: { role: 'editor' },
    });
    expect(response.statusCode).toBe(400);
    const row = await t.app.db
      .selectFrom('users')
      .select(['role', 'is_active'])
      .where('id', '=', admin.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', is_active: true });
  });
});

describe('admin_menus (spec: frame §6)', () => {
  it.each([
    ['editor', () => editor],
    ['admin', () => admin],
  ])('lists only areas that exist for the %s', async (role, who) => {
    const user = await t.app.inject({ url: '/de/pageeditor-api/user', cookies: who().cookies });
    const menus = user.json().admin_menus as Array<{ title: string; url: string }>;
    expect(menus.some((menu) => menu.url === '/admin/users/')).toBe(role === 'admin');
    for (const menu of menus) {
      const response = await t.app.inject({ url: menu.url, cookies: who().cookies });
      expect(response.statusCode, `${menu.url}: ${response.statusCode}`).not.toBe(404);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('a form sent after the session ended', () => {
  it('answers 401 with a page that leads to the login and back, and saves nothing', async () => {
    const before = await eventRow();
    const response = await t.app.inject({
      method: 'POST',
      url: `/admin/events/${eventId}/change/`,
      cookies: { csrftoken: 'test-csrf-token-0123456789abcdef0123' },
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: `http://localhost/admin/events/${eventId}/change/`,
      },
      payload: new URLSearchParams({
        csrfmiddlewaretoken: 'test-csrf-token-0123456789abcdef0123',
        version: '1',
        name_de: 'Ohne Sitzung',
        status: '1',
      }).toString(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(
      `/de/login?next=${encodeURIComponent(`/admin/events/${eventId}/change/`)}`,
    );
    expect(await eventRow()).toEqual(before);
  });
});

describe('the editor finders (spec: frame §3 link finder, image finder)', () => {
  it('are for staff only', async () => {
    for (const kind of ['images', 'links']) {
      const response = await t.app.inject({ url: `/de/pageeditor-api/finder/${kind}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('list the media images, filtered by the search text', async () => {
    const all = await t.app.inject({ url: '/de/pageeditor-api/finder/images', cookies: editor.cookies });
    expect(all.statusCode).toBe(200);
    const results = all.json().results as Array<{ url: string; name: string }>;
    expect(results.length).toBeGreaterThan(0);
    for (const entry of results) expect(entry.url).toMatch(/^\/media\/[^/]+\.(svg|png|jpe?g|webp|avif|gif)$/);
    const served = await t.app.inject({ url: results[0]?.url as string });
    expect(served.statusCode).toBe(200);
    const haus = await t.app.inject({
      url: '/de/pageeditor-api/finder/images?q=haus',
      cookies: editor.cookies,
    });
    expect((haus.json().results as Array<{ name: string }>).map((entry) => entry.name)).toEqual([
      'haus.jpg',
      'haus.svg',
    ]);
  });

  it('find pages and events by title, with the URLs the site uses', async () => {
    const event = await eventRow();
    const word = (event.name.de.split(/\s+/).find((part) => part.length > 4) ?? event.name.de).replace(
      /[()]/g,
      '',
    );
    const response = await t.app.inject({
      url: `/de/pageeditor-api/finder/links?q=${encodeURIComponent(word)}`,
      cookies: editor.cookies,
    });
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Array<{ kind: string; title: string; url: string }>;
    expect(results).toContainEqual(
      expect.objectContaining({ kind: 'event', url: `/de/programm/${event.slug.de}/${event.id}` }),
    );
    const pages = await t.app.inject({ url: '/de/pageeditor-api/finder/links?q=', cookies: editor.cookies });
    expect(pages.json().results).toContainEqual(expect.objectContaining({ kind: 'page', url: '/de' }));
    // Under /en (an English text's link popup) the English addresses, never a German one.
    const englishName = event.name.en ?? event.name.de;
    const englishWord = (englishName.split(/\s+/).find((part) => part.length > 4) ?? englishName).replace(
      /[()]/g,
      '',
    );
    const english = await t.app.inject({
      url: `/en/pageeditor-api/finder/links?q=${encodeURIComponent(englishWord)}`,
      cookies: editor.cookies,
    });
    expect(english.statusCode).toBe(200);
    const englishUrls = (english.json().results as Array<{ url: string }>).map((entry) => entry.url);
    expect(englishUrls).toContain(`/en/programm/${event.slug.en ?? event.slug.de}/${event.id}`);
    expect(englishUrls.filter((url) => !url.startsWith('/en'))).toEqual([]);
    const long = await t.app.inject({
      url: `/de/pageeditor-api/finder/links?q=${'x'.repeat(101)}`,
      cookies: editor.cookies,
    });
    expect(long.statusCode).toBe(400);
    const wildcard = await t.app.inject({
      url: '/de/pageeditor-api/finder/links?q=%25%5F',
      cookies: editor.cookies,
    });
    expect(wildcard.statusCode).toBe(200);
    expect(wildcard.json().results).toEqual([]);
  });
});

describe('the event finder (spec: frame §3 event finder)', () => {
  const day = 24 * 3600 * 1000;
  let roomName: string;
  let ids: { past: number; soon: number; later: number; offline: number };

  beforeAll(async () => {
    const room = await t.app.db
      .insertInto('rooms')
      .values({
        name: JSON.stringify({ de: 'Studiobühne', en: 'Studio stage' }),
        slug: JSON.stringify({ de: 'studio' }),
        capacity: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roomName = 'Studiobühne';
    const insert = async (offsetDays: number, online = true) =>
      (
        await t.app.db
          .insertInto('events')
          .values({
            name: JSON.stringify({ de: 'Quokka-Sonate', en: 'Quokka Sonata' }),
            slug: JSON.stringify({ de: 'quokka-sonate', en: 'quokka-sonata' }),
            subtitle: null,
            description: null,
            important_info: null,
            date_start: new Date(t.now.getTime() + offsetDays * day),
            date_end: null,
            room_id: room.id,
            exhibition_type_id: null,
            series_id: null,
            genre_id: null,
            production_id: null,
            id_jet: `finder-${offsetDays}`,
            ticket_url: null,
            images: JSON.stringify([]),
            is_online: online,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids = {
      later: await insert(9),
      past: await insert(-5),
      soon: await insert(2),
      offline: await insert(3, false),
    };
  });

  it('is for staff only', async () => {
    const response = await t.app.inject({ url: '/de/pageeditor-api/finder/events?q=quokka', headers: json });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('finds online events by name: upcoming soonest first, then past ones, with Berlin time, room and detail path', async () => {
    const response = await t.app.inject({
      url: '/de/pageeditor-api/finder/events?q=QUOKKA',
      cookies: editor.cookies,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = response.json();
    expect(answer).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(answer.results.map((entry: { id: number }) => entry.id)).toEqual([ids.soon, ids.later, ids.past]);
    expect(answer.results[0]).toEqual({
      id: ids.soon,
      name: 'Quokka-Sonate',
      date_start: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]0[12]:00$/),
      room: roomName,
      url: `/de/programm/quokka-sonate/${ids.soon}`,
    });
    const english = await t.app.inject({
      url: '/en/pageeditor-api/finder/events?q=sonata',
      cookies: editor.cookies,
    });
    expect(english.json().results[0]).toMatchObject({
      name: 'Quokka Sonata',
      room: 'Studio stage',
      url: `/en/programm/quokka-sonata/${ids.soon}`,
    });
    const byNumber = await t.app.inject({
      url: `/de/pageeditor-api/finder/events?q=${ids.past}`,
      cookies: editor.cookies,
    });
    expect(byNumber.json().results.map((entry: { id: number }) => entry.id)).toContain(ids.past);
    const all = await t.app.inject({ url: '/de/pageeditor-api/finder/events', cookies: editor.cookies });
    expect(all.statusCode).toBe(200);
    expect(all.json().results.length).toBeLessThanOrEqual(20);
    expect(all.json().count).toBeGreaterThan(all.json().results.length);
  });

  it('pages, and answers 400 with a message for a bad page or a long search, never 500', async () => {
    const past = await t.app.inject({
      url: '/de/pageeditor-api/finder/events?q=quokka&page=2',
      cookies: editor.cookies,
    });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: 3, page: 2, results: [] });
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=99999',
      'page=',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await t.app.inject({
        url: `/de/pageeditor-api/finder/events?${query}`,
        cookies: editor.cookies,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
      });
    }
    const wildcard = await t.app.inject({
      url: '/de/pageeditor-api/finder/events?q=%25%5F',
      cookies: editor.cookies,
    });
    expect(wildcard.statusCode).toBe(200);
    expect(wildcard.json().results).toEqual([]);
  });
});
