import { sql } from 'kysely';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MediaOverview,
  mediaOverviewSchema,
  SIGN_IN_EVENTS_PAGE_SIZE,
  signInEventsPageSchema,
} from '../../src/contract/hub';
import { type MediaItem, mediaSavedSchema } from '../../src/contract/media';
import { formatInstant } from '../../src/domain/date-format';
import { mediaUnused } from '../db/media/media.repository';
import { recordSignInEvent, SIGN_IN_KEEP_ROWS, SIGN_IN_NAME_MAX } from '../db/staff/sign-ins.repository';
import { PDF_BYTES } from '../testing/forms';
import { imageFile, MP3_BYTES, MP4_BYTES, upload } from '../testing/media';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The two dashboard endpoints the hub lacked (spec: frame §7 "celum overview, id-service events";
 * docs/decisions/0174-dashboard-media-and-sign-ins.md): the media library at a glance for staff,
 * the sign-in log for admins. Real routes, real logins, real uploads.
 */
let t: TestApp;
let editor: StaffLogin;
let admin: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  editor = await loginStaff(t, { username: 'dash-redaktion', role: 'editor' });
  admin = await loginStaff(t, { username: 'dash-admin', role: 'admin' });
});
afterAll(async () => t.close());

const OVERVIEW = '/api/dashboard-celum-overview/';
const EVENTS = '/api/dashboard-id-service-events/';
const get = (url: string, login?: StaffLogin) => t.app.inject({ url, cookies: login?.cookies });
const overview = async (): Promise<MediaOverview> => {
  const response = await get(OVERVIEW, editor);
  expect(response.statusCode).toBe(200);
  return mediaOverviewSchema.parse(response.json());
};
const events = async (page = 1) => {
  const response = await get(`${EVENTS}?page=${page}`, admin);
  expect(response.statusCode).toBe(200);
  return signInEventsPageSchema.parse(response.json());
};
const uploaded = async (data: Buffer, name: string, fields: Record<string, string> = {}) => {
  const response = await upload(t, editor, data, name, fields);
  expect(response.statusCode, response.body).toBe(201);
  return mediaSavedSchema.parse(response.json()).item;
};

describe('permissions', () => {
  it('answers visitors 401 on both, editors 403 on the sign-in log, never kept by a cache', async () => {
    for (const url of [OVERVIEW, EVENTS]) {
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    }
    const forbidden = await get(EVENTS, editor);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    const staff = await get(OVERVIEW, editor);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('no-store');
    const log = await get(EVENTS, admin);
    expect(log.statusCode).toBe(200);
    expect(log.headers['cache-control']).toBe('no-store');
  });

  it('refuses a page that is not a page number (400, not 500)', async () => {
    for (const page of ['0', 'x', '-1', '1.5']) {
      const response = await get(`${EVENTS}?page=${page}`, admin);
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });

  it('is in the OpenAPI document with its answer', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json() as OpenAPIV3_1.Document;
    for (const path of [OVERVIEW, EVENTS]) {
      const answer = document.paths?.[path]?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
      expect(answer?.content?.['application/json']?.schema, path).toBeDefined();
    }
  });
});

describe('the media overview (celum overview)', () => {
  let before: MediaOverview;
  const files: MediaItem[] = [];
  beforeAll(async () => {
    before = await overview();
    const colour = (r: number) => ({ r, g: 10, b: 10 });
    files.push(
      await uploaded(await imageFile('png', 64, 48, colour(1)), 'beschrieben.png', { alt_de: 'Bühne' }),
      await uploaded(await imageFile('png', 64, 48, colour(2)), 'ohne-alt.png'),
      await uploaded(await imageFile('jpeg', 64, 48, colour(3)), 'nur-englisch.jpg', { alt_en: 'Stage' }),
      await uploaded(await imageFile('webp', 64, 48, colour(4)), 'deko.webp', { decorative: 'on' }),
      await uploaded(MP3_BYTES, 'ton.mp3'),
      await uploaded(MP4_BYTES, 'film.mp4', { title: 'Trailer' }),
      await uploaded(PDF_BYTES, 'programm.pdf'),
    );
  });

  it('counts the files per kind, their bytes and the images without German alt text', async () => {
    const now = await overview();
    expect(now.by_kind).toEqual({
      image: before.by_kind.image + 4,
      audio: before.by_kind.audio + 1,
      video: before.by_kind.video + 1,
      document: before.by_kind.document + 1,
    });
    expect(now.count).toBe(before.count + 7);
    expect(now.total_bytes).toBe(before.total_bytes + files.reduce((sum, file) => sum + file.size, 0));
    // 'ohne-alt' and 'nur-englisch' (only an English text); the decorative one is fine.
    expect(now.images_without_alt).toBe(before.images_without_alt + 2);
  });

  it('names the newest files first, with their change page', async () => {
    const now = await overview();
    expect(now.newest).toHaveLength(5);
    expect(now.newest.map((file) => file.name)).toEqual([
      'programm.pdf',
      'film.mp4',
      'ton.mp3',
      'deko.webp',
      'nur-englisch.jpg',
    ]);
    const film = files[5] as MediaItem;
    expect(now.newest[1]).toEqual({
      id: film.id,
      kind: 'video',
      name: 'film.mp4',
      title: 'Trailer',
      url: `/admin/media/${film.id}/change`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await get(now.newest[1]?.url ?? '', editor)).statusCode).toBe(200);
  });

  it('counts the files no page or record uses, as "where is this used?" judges them', async () => {
    const unusedBefore = (await overview()).unused;
    expect(unusedBefore).toBe(before.unused + 7);
    const [onPage, inSection, onEvent, , , , pdf] = files as [
      MediaItem,
      MediaItem,
      MediaItem,
      MediaItem,
      MediaItem,
      MediaItem,
      MediaItem,
    ];
    // A page's Open Graph image, a module of a section, an event's images; the PDF's id is only
    // part of a longer number (`/media-library/{id}0/`), which names another file, not this one.
    const page = await t.app.db
      .insertInto('pages')
      .values({
        translation_key: 'overview-test',
        locale: 'de',
        parent_id: null,
        path: 'overview-test',
        title: 'Übersicht',
        og_image: onPage.url,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('sections')
      .values({
        uid: 'overview-test-section',
        page_id: page.id,
        layout: '100',
        image: null,
        columns: JSON.stringify([
          {
            index: 0,
            classes: '',
            children: [
              { id: 'a', type: 'image', image: inSection.url, format: 'standard' },
              { id: 'b', type: 'text', text: `<a href="/media-library/${pdf.id}0/x.pdf">x</a>` },
            ],
          },
        ]) as never,
      })
      .execute();
    const event = await t.app.db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('events')
      .set({ images: JSON.stringify([{ url: onEvent.url, alt: '' }]) as never })
      .where('id', '=', event.id)
      .execute();
    const now = await overview();
    expect(now.unused).toBe(unusedBefore - 3);
    // The same answer as asking the library file by file.
    const ids = (await t.app.db.selectFrom('media').select('id').execute()).map((row) => row.id);
    let unused = 0;
    for (const id of ids) if (await mediaUnused(t.app.db, id)) unused++;
    expect(now.unused).toBe(unused);
  });

  it('shows the overview on the hub to every staff member', async () => {
    const hub = await get('/cms-hub', editor);
    expect(hub.statusCode).toBe(200);
    expect(hub.body).toContain('Mediathek auf einen Blick');
    expect(hub.body).toContain('data-media-overview=""');
    const film = files[5] as MediaItem;
    expect(hub.body).toContain(`href="/admin/media/${film.id}/change"`);
    const english = await t.app.inject({
      url: '/cms-hub',
      cookies: editor.cookies,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('Media library at a glance');
    expect(english.body).not.toContain('Mediathek auf einen Blick');
  });
});

describe('the sign-in log (id-service events)', () => {
  const PASSWORD = 'pw-dash-admin-0123456789';
  const login = (username: string, password: string, remoteAddress: string) =>
    t.write({
      method: 'POST',
      url: '/de/pageeditor-api/login',
      remoteAddress,
      payload: { username, password },
    });

  it('logs a failed and a successful sign-in and a sign-out, newest first, at the app clock', async () => {
    const wrong = await login('dash-admin', 'falsches-passwort-4711', '10.1.0.1');
    expect(wrong.statusCode).toBe(401);
    const unknown = await login('niemand@example.org', 'geheimes-passwort-0815', '10.1.0.1');
    expect(unknown.statusCode).toBe(401);
    const right = await login('dash-admin', PASSWORD, '10.1.0.1');
    expect(right.statusCode).toBe(200);
    const session = right.cookies.find((cookie) => cookie.name === 'foyer_session')?.value ?? '';
    const out = await t.write({
      method: 'POST',
      url: '/api/user-logout',
      cookies: { foyer_session: session },
    });
    expect(out.statusCode).toBe(200);
    // Signing out without a session is no event.
    expect((await t.write({ method: 'POST', url: '/api/user-logout' })).statusCode).toBe(200);

    const log = await events();
    expect(log.page).toBe(1);
    expect(log.page_size).toBe(SIGN_IN_EVENTS_PAGE_SIZE);
    expect(log.results.slice(0, 4)).toEqual([
      { kind: 'sign-out', username: 'dash-admin', at: t.now.toISOString() },
      { kind: 'sign-in', username: 'dash-admin', at: t.now.toISOString() },
      { kind: 'failed-sign-in', username: 'niemand@example.org', at: t.now.toISOString() },
      { kind: 'failed-sign-in', username: 'dash-admin', at: t.now.toISOString() },
    ]);
    // The two sign-ins of this file's setup come before.
    expect(log.results.slice(4, 6).map((event) => [event.kind, event.username])).toEqual([
      ['sign-in', 'dash-admin'],
      ['sign-in', 'dash-redaktion'],
    ]);
    expect(log.count).toBe(6);

    // No password is ever stored or answered.
    const rows = await sql`SELECT * FROM staff_sign_ins`.execute(t.app.db);
    const stored = JSON.stringify(rows.rows);
    for (const password of ['falsches-passwort-4711', 'geheimes-passwort-0815', PASSWORD]) {
      expect(stored).not.toContain(password);
      expect(JSON.stringify(log)).not.toContain(password);
    }
    const columns = Object.keys((rows.rows[0] ?? {}) as object).sort();
    expect(columns).toEqual(['at', 'id', 'kind', 'user_id', 'username']);
  });

  it('logs the HTML form too, the entered name shortened and its control characters replaced', async () => {
    const form = (username: string) =>
      t.write({
        method: 'POST',
        url: '/de/login',
        remoteAddress: '10.1.0.2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username,
          password: 'irgendein-passwort-42',
          csrfmiddlewaretoken: 'test-csrf-token-0123456789abcdef0123',
        }).toString(),
      });
    // 300 characters do not fit the form (at most 200): still a failed attempt, kept shortened.
    const long = `${'ä'.repeat(299)}😀`;
    expect((await form(long)).statusCode).toBe(401);
    expect((await form('dash-\u0007admin')).statusCode).toBe(401);
    const log = await events();
    expect(log.results[0]).toMatchObject({ kind: 'failed-sign-in', username: 'dash-\uFFFDadmin' });
    expect(log.results[1]).toMatchObject({ kind: 'failed-sign-in', username: 'ä'.repeat(SIGN_IN_NAME_MAX) });
    const rows = await sql`SELECT username FROM staff_sign_ins`.execute(t.app.db);
    expect(JSON.stringify(rows.rows)).not.toContain('irgendein-passwort-42');
  });

  it('pages the log, 50 a page, newest first', async () => {
    const { count } = await events();
    for (let i = 0; i < 60; i++)
      await recordSignInEvent(t.app.db, { kind: 'sign-in', username: `bulk-${i}`, userId: null }, t.now);
    const first = await events(1);
    expect(first.count).toBe(count + 60);
    expect(first.results).toHaveLength(50);
    expect(first.results[0]?.username).toBe('bulk-59');
    const second = await events(2);
    expect(second.results[0]?.username).toBe('bulk-9');
    const past = await events(1000);
    expect(past.results).toEqual([]);
    expect(past.count).toBe(count + 60);
  });

  it('keeps 90 days and at most 10,000 events', async () => {
    const day = 24 * 60 * 60 * 1000;
    const old = new Date(t.now.getTime() - 91 * day);
    const recent = new Date(t.now.getTime() - 89 * day);
    await sql`INSERT INTO staff_sign_ins (at, kind, username) VALUES (${old}, 'sign-in', 'alt'),
              (${recent}, 'sign-in', 'noch-da')`.execute(t.app.db);
    await recordSignInEvent(
      t.app.db,
      { kind: 'sign-out', username: 'dash-admin', userId: admin.userId },
      t.now,
    );
    const names = async () =>
      (await sql<{ username: string }>`SELECT username FROM staff_sign_ins`.execute(t.app.db)).rows.map(
        (row) => row.username,
      );
    expect(await names()).not.toContain('alt');
    expect(await names()).toContain('noch-da');
    const before = (await events()).count;
    await sql`INSERT INTO staff_sign_ins (at, kind, username)
              SELECT ${recent}::timestamptz + n * interval '1 second', 'failed-sign-in', 'flut-' || n
                FROM generate_series(1, ${SIGN_IN_KEEP_ROWS}) AS n`.execute(t.app.db);
    await recordSignInEvent(
      t.app.db,
      { kind: 'sign-in', username: 'dash-admin', userId: admin.userId },
      t.now,
    );
    const log = await events();
    expect(log.count).toBe(SIGN_IN_KEEP_ROWS);
    expect(log.results[0]).toMatchObject({ kind: 'sign-in', username: 'dash-admin' });
    // The oldest go: 'noch-da', then as many floods as there were events before them.
    const left = await names();
    expect(left).not.toContain('noch-da');
    expect(left).not.toContain(`flut-${before}`);
    expect(left).toContain(`flut-${before + 1}`);
    expect(left).toContain('dash-redaktion');
  });

  it('shows the newest events on the hub to admins only', async () => {
    expect((await login('<b>mallory</b>', 'raten-raten-1234', '10.1.0.3')).statusCode).toBe(401);
    const forAdmin = await get('/cms-hub', admin);
    expect(forAdmin.body).toContain('data-sign-ins=""');
    expect(forAdmin.body).toContain(
      `<tr data-sign-in="failed-sign-in"><td class="admin__cell--words">${formatInstant(t.now, 'de', 'dateTime')}</td><td>Anmeldung fehlgeschlagen</td><td>&lt;b&gt;mallory&lt;/b&gt;</td></tr>`,
    );
    expect(forAdmin.body).not.toContain('<b>mallory');
    const forEditor = await get('/cms-hub', editor);
    expect(forEditor.statusCode).toBe(200);
    expect(forEditor.body).not.toContain('data-sign-ins');
    expect(forEditor.body).not.toContain('hub-sign-ins');
  });

  it('pages the list on the hub, 15 a page, the other lists keeping their page', async () => {
    const names = (html: string) =>
      [
        ...html.matchAll(
          /<tr data-sign-in="[^"]+"><td[^>]*>[^<]*<\/td><td>[^<]*<\/td><td>([^<]*)<\/td><\/tr>/g,
        ),
      ].map((match) =>
        (match[1] ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
      );
    const log = await events(1);
    const first = await get('/cms-hub', admin);
    expect(names(first.body)).toEqual(log.results.slice(0, 15).map((event) => event.username));
    const pages = Math.ceil(log.count / 15);
    expect(first.body).toContain(`Seite 1 von ${pages}`);
    expect(first.body).toContain('href="/cms-hub?nf=1&amp;ce=1&amp;si=2#hub-sign-ins"');

    const second = await get('/cms-hub?nf=1&ce=1&si=2', admin);
    expect(second.statusCode).toBe(200);
    expect(names(second.body)).toEqual(log.results.slice(15, 30).map((event) => event.username));
    expect(second.body).toContain(`Seite 2 von ${pages}`);
    expect(second.body).toContain('href="/cms-hub?nf=1&amp;ce=1&amp;si=1#hub-sign-ins"');
    expect(second.body).toContain('href="/cms-hub?nf=1&amp;ce=1&amp;si=3#hub-sign-ins"');
    // Past the last page: an empty table, not an error; a page that is no number: 400.
    expect(names((await get(`/cms-hub?si=${pages + 1}`, admin)).body)).toEqual([]);
    expect((await get('/cms-hub?si=zwei', admin)).statusCode).toBe(400);
  });
});
