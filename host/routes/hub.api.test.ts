import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokenLinksSchema,
  errorLogPageSchema,
  missingAltSchema,
  pageActivitiesSchema,
  siteStatusSchema,
} from '../../src/contract/hub';
import { mediaSavedSchema } from '../../src/contract/media';
import { recordError } from '../db/error-log/error-log.repository';
import { imageFile, upload } from '../testing/media';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The content hub (issue 18 part 4; spec: frame §2 /cms-hub, §7 dashboard endpoints): visitors
 * kept out, editors read, only admins switch the site and the shop; the logs counted and paged.
 */
let t: TestApp;
let editor: StaffLogin;
let admin: StaffLogin;
const CSRF = 'test-csrf-token-0123456789abcdef0123';
beforeAll(async () => {
  t = await createTestApp();
  editor = await loginStaff(t, { username: 'hub-redaktion', role: 'editor' });
  admin = await loginStaff(t, { username: 'hub-admin', role: 'admin' });
});
afterAll(async () => t.close());

const get = (url: string, login?: StaffLogin) => t.app.inject({ url, cookies: login?.cookies });
const statusForm = (login: StaffLogin | undefined, body: Record<string, string>) =>
  t.write({
    method: 'POST',
    url: '/cms-hub/site-status',
    cookies: login?.cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csrfmiddlewaretoken: CSRF, ...body }).toString(),
  });

describe('permissions', () => {
  it('sends visitors to the login (303) and answers their API calls 401', async () => {
    const hub = await get('/cms-hub');
    expect(hub.statusCode).toBe(303);
    expect(hub.headers.location).toBe('/de/login?next=%2Fcms-hub');
    for (const url of [
      '/api/dashboard-site/',
      '/api/dashboard-page-activities/',
      '/api/dashboard-versions/',
      '/api/dashboard-error-log/',
      '/api/dashboard-missing-alt/',
      '/api/dashboard-broken-links/',
      '/api/dashboard-search-keywords/',
    ])
      expect((await get(url)).statusCode, url).toBe(401);
    expect((await statusForm(undefined, { is_site_online: 'on' })).statusCode).toBe(401);
  });

  it('shows editors the hub, without the switch; an editor cannot switch the site (403)', async () => {
    const hub = await get('/cms-hub', editor);
    expect(hub.statusCode).toBe(200);
    expect(hub.headers['cache-control']).toBe('private, no-store');
    expect(hub.body).toContain('Inhalte-Hub');
    expect(hub.body).not.toContain('action="/cms-hub/site-status"');
    const status = siteStatusSchema.parse((await get('/api/dashboard-site/', editor)).json());
    expect(status).toEqual({ is_site_online: true, is_shop_online: true, can_change: false });
    expect((await statusForm(editor, {})).statusCode).toBe(403);
    const json = await t.write({
      method: 'POST',
      url: '/api/dashboard-site/',
      cookies: editor.cookies,
      payload: { is_site_online: false, is_shop_online: true },
    });
    expect(json.statusCode).toBe(403);
    expect(siteStatusSchema.parse((await get('/api/dashboard-site/', editor)).json()).is_site_online).toBe(
      true,
    );
  });

  it('lets an admin switch the site off and on: visitors then get 503, staff still the page', async () => {
    const hub = await get('/cms-hub', admin);
    expect(hub.body).toContain('action="/cms-hub/site-status"');
    const off = await statusForm(admin, { is_shop_online: 'on' });
    expect(off.statusCode).toBe(303);
    expect(off.headers.location).toBe('/cms-hub?saved');
    expect(siteStatusSchema.parse((await get('/api/dashboard-site/', admin)).json())).toEqual({
      is_site_online: false,
      is_shop_online: true,
      can_change: true,
    });
    expect((await get('/de')).statusCode).toBe(503);
    expect((await get('/de', admin)).statusCode).toBe(200);
    const on = await t.write({
      method: 'POST',
      url: '/api/dashboard-site/',
      cookies: admin.cookies,
      payload: { is_site_online: true, is_shop_online: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await get('/de')).statusCode).toBe(200);
  });
});

describe('the logs', () => {
  it('counts the 404 log by address and pages it; client errors apart', async () => {
    const report = (url: string, kind = 'not-found', message?: string) =>
      t.write({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url, kind, message } });
    for (let i = 0; i < 3; i++) await report('/de/gibt-es-nicht');
    await report('/de/auch-nicht');
    // (The endpoint takes 30 reports a minute: the rest is recorded as it would be.)
    for (let i = 0; i < 30; i++) await recordError(t.app.db, { url: `/de/selten-${i}`, kind: 'not-found' });
    await report('/de/programm', 'client-error', 'TypeError: x is undefined');
    const first = errorLogPageSchema.parse(
      (await get('/api/dashboard-error-log/?kind=not-found', editor)).json(),
    );
    expect(first.count).toBe(32);
    expect(first.results[0]).toMatchObject({ url: '/de/gibt-es-nicht', count: 3 });
    expect(first.results).toHaveLength(25);
    const second = errorLogPageSchema.parse((await get('/api/dashboard-error-log/?page=2', editor)).json());
    expect(second.results).toHaveLength(7);
    const errors = errorLogPageSchema.parse(
      (await get('/api/dashboard-error-log/?kind=client-error', editor)).json(),
    );
    expect(errors.results).toEqual([
      expect.objectContaining({ url: '/de/programm', count: 1, message: 'TypeError: x is undefined' }),
    ]);
    expect((await get('/api/dashboard-error-log/?kind=other', editor)).statusCode).toBe(400);
    const hub = await get('/cms-hub?nf=2', editor);
    expect(hub.body).toContain('/de/selten-');
    expect(hub.body).toContain('TypeError: x is undefined');
  });

  it('lists recent page activities (the page versions) with their pages', async () => {
    const activities = pageActivitiesSchema.parse(
      (await get('/api/dashboard-page-activities/?limit=5', editor)).json(),
    );
    expect(activities.data.length).toBeGreaterThan(0);
    expect(activities.data.length).toBeLessThanOrEqual(5);
    expect(activities.data[0]?.page_url).toMatch(/^\/(de|en)/);
    const ids = activities.data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('images without alt text', () => {
  it('lists the pages whose images have none, counting the library alt text', async () => {
    const withoutAlt = mediaSavedSchema.parse(
      (await upload(t, editor, await imageFile('png'), 'ohne.png')).json(),
    ).item;
    const withAlt = mediaSavedSchema.parse(
      (await upload(t, editor, await imageFile('png'), 'mit.png', { alt_de: 'Beschrieben' })).json(),
    ).item;
    const page = await t.app.db
      .insertInto('pages')
      .values({
        translation_key: 'alt-test',
        locale: 'de',
        parent_id: null,
        path: 'alt-test',
        title: 'Alt-Test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const image = (id: string, url: string) => ({ id, type: 'image', image: url, format: 'standard' });
    await t.app.db
      .insertInto('sections')
      .values({
        uid: 'alt-test-section',
        page_id: page.id,
        layout: '100',
        image: null,
        columns: JSON.stringify([
          { index: 0, classes: '', children: [image('a', withoutAlt.url), image('b', withAlt.url)] },
        ]) as never,
      })
      .execute();
    const missing = missingAltSchema.parse((await get('/api/dashboard-missing-alt/', editor)).json()).data;
    const entry = missing.find((item) => item.page_id === page.id);
    expect(entry).toEqual({
      page_id: page.id,
      locale: 'de',
      title: 'Alt-Test',
      url: '/de/alt-test',
      images: [withoutAlt.url],
    });
    expect((await get('/cms-hub', editor)).body).toContain('href="/de/alt-test?edit"');
  });
});

describe('broken links', () => {
  it('lists pages whose same-site links lead nowhere, asked of the site as a visitor', async () => {
    const page = await t.app.db
      .insertInto('pages')
      .values({
        translation_key: 'links-test',
        locale: 'de',
        parent_id: null,
        path: 'links-test',
        title: 'Links-Test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = (id: string, url: string) => ({ id, type: 'link', link: url, text: 'Mehr' });
    const text = (id: string, html: string) => ({ id, type: 'text', text: html });
    await t.app.db
      .insertInto('sections')
      .values({
        uid: 'links-test-section',
        page_id: page.id,
        layout: '100',
        image: null,
        columns: JSON.stringify([
          {
            index: 0,
            classes: '',
            children: [
              link('a', '/de/gibt-es-nicht?x=1#oben'),
              link('b', '/de/programm'),
              link('c', 'https://example.org/irgendwo'),
              text(
                'd',
                '<p><a href="/de/auch-nicht-da">hier</a> und <a href="/de/links-test">selbst</a></p>',
              ),
            ],
          },
        ]) as never,
      })
      .execute();
    const broken = brokenLinksSchema.parse((await get('/api/dashboard-broken-links/', editor)).json()).data;
    expect(broken.find((item) => item.page_id === page.id)).toEqual({
      page_id: page.id,
      locale: 'de',
      title: 'Links-Test',
      url: '/de/links-test',
      links: [
        { url: '/de/gibt-es-nicht', status: 404 },
        { url: '/de/auch-nicht-da', status: 404 },
      ],
    });
    const hub = (await get('/cms-hub', editor)).body;
    expect(hub).toContain('data-broken-links');
    expect(hub).toContain('<code>/de/gibt-es-nicht</code>');
    expect((await get('/api/dashboard-broken-links/')).statusCode).toBe(401);
  });
});

describe('recent changes in the admin (decision 0170)', () => {
  const json = { accept: 'application/json' };
  const post = (login: StaffLogin, url: string, payload: Record<string, unknown>) =>
    t.write({ method: 'POST', url, headers: json, cookies: login.cookies, payload });
  const inEnglish = (login: StaffLogin) =>
    t.app.inject({ url: '/cms-hub', cookies: { ...login.cookies, foyer_locale: 'en' } });
  /** The rows of the hub's admin change list that name `name`, as text. */
  const rows = (html: string, name: string) =>
    [...html.slice(html.indexOf('data-admin-changes')).matchAll(/<tr data-change="(\w+)">([\s\S]*?)<\/tr>/g)]
      .filter((row) => (row[2] ?? '').includes(name))
      .map((row) => ({ action: row[1], html: row[2] ?? '' }));
  const homeId = async () =>
    (
      await t.app.db
        .selectFrom('pages')
        .select('id')
        .where('locale', '=', 'de')
        .where('path', '=', '')
        .executeTakeFirstOrThrow()
    ).id;
  const newPage = async (title: string, slug: string) => {
    const created = await post(editor, '/admin/pages/add/', {
      parent_id: String(await homeId()),
      title,
      slug,
      is_online: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as number;
  };

  it('names a record deleted since as text, said to be deleted, without the link that would answer 404', async () => {
    const kept = await newPage('Hub bleibt', 'hub-bleibt');
    const gone = await newPage('Hub verschwindet', 'hub-verschwindet');
    const form = await get(`/admin/pages/${gone}/change/`, editor);
    const version = /name="version" value="(\d+)"/.exec(form.body)?.[1];
    expect((await post(editor, `/admin/pages/${gone}/delete/`, { version })).statusCode).toBe(200);
    expect((await get(`/admin/pages/${gone}/change/`, editor)).statusCode).toBe(404);

    const hub = (await get('/cms-hub', editor)).body;
    expect(hub).not.toContain(`href="/admin/pages/${gone}/change/"`);
    const created = rows(hub, 'Hub verschwindet').find((row) => row.action === 'create');
    expect(created?.html).toContain(
      'Seiten: Hub verschwindet <em class="admin__deleted">(inzwischen gelöscht)</em>',
    );
    const deleted = rows(hub, 'Hub verschwindet').find((row) => row.action === 'delete');
    expect(deleted?.html).toContain('Seiten: Hub verschwindet – gelöscht');
    expect(deleted?.html).not.toContain('<a ');
    // A record still there links to its change page, which answers.
    expect(rows(hub, 'Hub bleibt')[0]?.html).toContain(
      `<a href="/admin/pages/${kept}/change/">Hub bleibt</a>`,
    );
    expect((await get(`/admin/pages/${kept}/change/`, editor)).statusCode).toBe(200);

    const english = (await inEnglish(editor)).body;
    expect(rows(english, 'Hub verschwindet').find((row) => row.action === 'create')?.html).toContain(
      'Pages: Hub verschwindet <em class="admin__deleted">(deleted since)</em>',
    );
  });

  it('names the fields by the labels of the record’s form, never by their column names', async () => {
    await newPage('Hub Felder', 'hub-felder');
    const hub = (await get('/cms-hub', editor)).body;
    const created = rows(hub, 'Hub Felder').find((row) => row.action === 'create')?.html ?? '';
    expect(created).toContain(
      '– angelegt: Online (für Besucher sichtbar), Übergeordnete Seite, Adresse (letzter Teil des Pfads, z. B. „ueber-uns“), Titel',
    );
    for (const column of ['is_online', 'parent_id', 'slug', 'title'])
      expect(created).not.toMatch(new RegExp(`[:,] ${column}\\b`));
    const english = (await inEnglish(editor)).body;
    expect(rows(english, 'Hub Felder').find((row) => row.action === 'create')?.html).toContain(
      '– created: Online (visible to visitors), Parent page',
    );
  });

  it('links a staff account only for those who may open the accounts (admins), to its row', async () => {
    const created = await post(admin, '/admin/users/', {
      username: 'hub-neu',
      email: 'hub-neu@foyer.example',
      role: 'editor',
      password: 'ein-langes-passwort-123',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const forAdmin = rows((await get('/cms-hub', admin)).body, 'hub-neu')[0]?.html ?? '';
    expect(forAdmin).toContain(`<a href="/admin/users/#user-${id}">hub-neu</a>`);
    expect(forAdmin).toContain('angelegt: Benutzername, E-Mail, Rolle');
    expect((await get('/admin/users/', admin)).body).toContain(`id="user-${id}"`);
    const forEditor = rows((await get('/cms-hub', editor)).body, 'hub-neu')[0]?.html ?? '';
    expect(forEditor).toContain('Mitarbeitende: hub-neu');
    expect(forEditor).not.toContain('<a ');
  });

  it('says the language of each page it lists (abbreviation and lang attribute)', async () => {
    const pages = await t.app.db
      .insertInto('pages')
      .values([
        {
          translation_key: 'hub-sprache',
          locale: 'de',
          parent_id: null,
          path: 'hub-sprache',
          title: 'Hausordnung',
        },
        {
          translation_key: 'hub-sprache',
          locale: 'en',
          parent_id: null,
          path: 'hub-language',
          title: 'House rules',
        },
      ])
      .returning(['id', 'locale'])
      .execute();
    for (const page of pages) {
      const section = await t.write({
        method: 'POST',
        url: `/${page.locale}/pageeditor-api/section`,
        cookies: editor.cookies,
        payload: { page_id: page.id, layout: '100' },
      });
      expect(section.statusCode, section.body).toBe(201);
    }
    const hub = (await get('/cms-hub', editor)).body;
    const activities = hub.slice(hub.indexOf('data-activities'), hub.indexOf('id="hub-changes"'));
    expect(activities).toContain(
      '<a href="/de/hub-sprache" lang="de">Hausordnung</a> <abbr class="admin__lang" title="Deutsch" data-lang="de">DE</abbr>',
    );
    expect(activities).toContain(
      '<a href="/en/hub-language" lang="en">House rules</a> <abbr class="admin__lang" title="Englisch" data-lang="en">EN</abbr>',
    );
    const english = (await inEnglish(editor)).body;
    expect(english).toContain('<abbr class="admin__lang" title="German" data-lang="de">DE</abbr>');
    expect(english).toContain('<abbr class="admin__lang" title="English" data-lang="en">EN</abbr>');
  });
});
