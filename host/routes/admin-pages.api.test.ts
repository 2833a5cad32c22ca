import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentAdminChanges } from '../db/admin/admin-changes.repository';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The page tree in the admin (issue 18 items 2 and 7): create a page under a parent, move it
 * (its sub-pages with it), refuse a move under its own sub-page (400 with the field's message),
 * reorder siblings, set it offline (404 for visitors), link its sibling in the other language,
 * delete a page with sub-pages after a confirmation that lists them; the page API's
 * `settings_url` leads to the settings. Real routes on PGlite, the demo's pages.
 */
let t: TestApp;
let editor: StaffLogin;
const json = { accept: 'application/json' };

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginStaff(t, { username: 'paula', first_name: 'Paula', role: 'editor' });
});
afterAll(async () => t.close());

async function pageId(locale: string, path: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('pages')
    .select('id')
    .where('locale', '=', locale)
    .where('path', '=', path)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function versionOf(id: number): Promise<string> {
  const page = await t.app.inject({ url: `/admin/pages/${id}/change/`, cookies: editor.cookies });
  expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
  const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
  if (!version) throw new Error('no version on the page settings');
  return version;
}

/** The settings form's values as stored, so a change sends everything the form would. */
async function settingsOf(id: number): Promise<Record<string, unknown>> {
  const row = await t.app.db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    title: row.title,
    slug: row.path.slice(row.path.lastIndexOf('/') + 1),
    parent_id: row.parent_id ?? '',
    headline: row.headline,
    is_online: row.is_online,
    is_clickable: row.is_clickable,
    version: await versionOf(id),
  };
}

const create = (payload: Record<string, unknown>) =>
  t.write({ method: 'POST', url: '/admin/pages/add/', headers: json, cookies: editor.cookies, payload });
const change = (id: number, payload: Record<string, unknown>) =>
  t.write({
    method: 'POST',
    url: `/admin/pages/${id}/change/`,
    headers: json,
    cookies: editor.cookies,
    payload,
  });

describe('the page tree (issue 18 item 2)', () => {
  let home: number;
  let parent: number;
  let child: number;
  let grandchild: number;

  it('lists the pages of both languages as a tree, each linked to its settings', async () => {
    const list = await t.app.inject({ url: '/admin/pages/', cookies: editor.cookies });
    expect(list.statusCode).toBe(200);
    home = await pageId('de', '');
    const about = await pageId('de', 'ueber-uns');
    expect(list.body).toContain(`href="/admin/pages/${about}/change/"`);
    expect(list.body).toContain(`action="/admin/pages/${about}/order/"`);
    expect(list.body).toMatch(/<ul class="admin__tree">/);
    expect(list.body).toContain(`/admin/pages/add/?parent_id=${home}`);
  });

  it('creates a page under a parent, at the parent’s path, visible to visitors', async () => {
    const form = await t.app.inject({ url: `/admin/pages/add/?parent_id=${home}`, cookies: editor.cookies });
    expect(form.statusCode).toBe(200);
    expect(form.body).toMatch(new RegExp(`<option value="${home}" selected`));
    const untitled = await create({ title: '', slug: 'leer', parent_id: home });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields).toHaveProperty('title');
    const bad = await create({ title: 'Schlecht', slug: 'Kein Slug', parent_id: home });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('slug');
    const orphan = await create({ title: 'Ohne Eltern', slug: 'ohne-eltern' });
    expect(orphan.json().fields).toHaveProperty('parent_id');
    const created = await create({
      title: 'Baumtest',
      slug: 'baumtest',
      parent_id: home,
      is_online: true,
      meta_title: 'Baum SEO',
      og_title: 'Baum OG',
      og_type: 'article',
    });
    expect(created.statusCode, created.body).toBe(201);
    parent = created.json().id;
    const sub = await create({ title: 'Ast', slug: 'ast', parent_id: parent, is_online: true });
    child = sub.json().id;
    const leaf = await create({ title: 'Blatt', slug: 'blatt', parent_id: child, is_online: true });
    grandchild = leaf.json().id;
    const stored = await t.app.db
      .selectFrom('pages')
      .select(['path', 'locale', 'og_type', 'meta_title'])
      .where('id', '=', grandchild)
      .executeTakeFirstOrThrow();
    expect(stored.path).toBe('baumtest/ast/blatt');
    expect(stored.locale).toBe('de');
    expect((await t.app.inject({ url: '/de/baumtest/ast/blatt' })).statusCode).toBe(200);
    const api = await t.app.inject({ url: '/de/pageeditor-api/page/baumtest' });
    expect(api.json()).toMatchObject({ meta_title: 'Baum SEO', og_title: 'Baum OG', og_type: 'article' });
    const taken = await create({ title: 'Doppelt', slug: 'baumtest', parent_id: home });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.slug).toContain('/de/baumtest');
  });

  it('answers the page API’s settings_url with the settings page for staff (200)', async () => {
    const api = await t.app.inject({ url: '/de/pageeditor-api/page/baumtest', cookies: editor.cookies });
    const url = api.json().settings_url as string;
    expect(url).toBe(`/admin/pages/${parent}/change/`);
    const settings = await t.app.inject({ url, cookies: editor.cookies });
    expect(settings.statusCode).toBe(200);
    expect(settings.body).toContain('name="og_title"');
    expect((await t.app.inject({ url })).statusCode).toBe(303);
    const old = await t.app.inject({ url: `/admin/pages/${parent}/`, cookies: editor.cookies });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(url);
  });

  it('shows the new page among the recent admin changes of the content hub', async () => {
    const hub = await t.app.inject({ url: '/cms-hub', cookies: editor.cookies });
    expect(hub.statusCode).toBe(200);
    expect(hub.body).toContain('data-admin-changes');
    expect(hub.body).toContain(`Seiten: <a href="/admin/pages/${parent}/change/">Baumtest</a>`);
  });

  it('refuses a move under the page’s own sub-page (400, field message) and saves nothing', async () => {
    const before = await versionOf(parent);
    for (const target of [grandchild, parent]) {
      const refused = await change(parent, { ...(await settingsOf(parent)), parent_id: target });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields.parent_id).toMatch(/Unterseite/);
    }
    expect(await versionOf(parent)).toBe(before);
    const formAnswer = await t.write({
      method: 'POST',
      url: `/admin/pages/${parent}/change/`,
      cookies: editor.cookies,
      payload: { ...(await settingsOf(parent)), parent_id: String(child) },
    });
    expect(formAnswer.statusCode).toBe(400);
    expect(formAnswer.body).toContain('aria-invalid="true"');
  });

  it('moves a page with its sub-pages and renames it; a stale form answers 409', async () => {
    const target = await pageId('de', 'ueber-uns');
    const settings = await settingsOf(child);
    const moved = await change(child, { ...settings, parent_id: target, slug: 'zweig', title: 'Zweig' });
    expect(moved.statusCode, moved.body).toBe(200);
    const leaf = await t.app.db
      .selectFrom('pages')
      .select('path')
      .where('id', '=', grandchild)
      .executeTakeFirstOrThrow();
    expect(leaf.path).toBe('ueber-uns/zweig/blatt');
    expect((await t.app.inject({ url: '/de/ueber-uns/zweig/blatt' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/de/baumtest/ast/blatt' })).statusCode).toBe(404);
    const stale = await change(child, { ...settings, title: 'Veraltet' });
    expect(stale.statusCode).toBe(409);
    const log = (await recentAdminChanges(t.app.db, 50)).filter(
      (entry) => entry.record_type === 'pages' && entry.record_id === child,
    );
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'change']));
    expect(log.find((entry) => entry.action === 'change')?.fields).toEqual(
      expect.arrayContaining(['parent_id', 'slug', 'title']),
    );
  });

  it('keeps the address of a page outside its parent’s path when only its settings change', async () => {
    const team = await pageId('de', 'team');
    const parentOfTeam = (await settingsOf(team)).parent_id;
    expect(parentOfTeam).toBe(await pageId('de', 'ueber-uns'));
    const saved = await change(team, { ...(await settingsOf(team)), meta_title: 'Ensemble SEO' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await t.app.db.selectFrom('pages').select('path').where('id', '=', team).executeTakeFirstOrThrow())
        .path,
    ).toBe('team');
    const renamed = await change(team, { ...(await settingsOf(team)), slug: 'ensemble' });
    expect(renamed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/de/ensemble' })).statusCode).toBe(200);
    const back = await change(team, { ...(await settingsOf(team)), slug: 'team' });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/de/team' })).statusCode).toBe(200);
  });

  it('reorders siblings with up and down', async () => {
    const second = (
      await create({ title: 'Zweiter', slug: 'zweiter', parent_id: parent, is_online: true })
    ).json().id as number;
    const third = (
      await create({ title: 'Dritter', slug: 'dritter', parent_id: parent, is_online: true })
    ).json().id as number;
    const order = async () =>
      (
        await t.app.db
          .selectFrom('pages')
          .select('id')
          .where('parent_id', '=', parent)
          .orderBy('sort_order')
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    expect(await order()).toEqual([second, third]);
    const up = await t.write({
      method: 'POST',
      url: `/admin/pages/${third}/order/`,
      cookies: editor.cookies,
      payload: { direction: 'up' },
    });
    expect(up.statusCode).toBe(303);
    expect(up.headers.location).toContain('moved');
    expect(await order()).toEqual([third, second]);
    const unmoved = await t.write({
      method: 'POST',
      url: `/admin/pages/${third}/order/`,
      cookies: editor.cookies,
      payload: { direction: 'up' },
    });
    expect(unmoved.headers.location).toContain('unmoved');
    const bad = await t.write({
      method: 'POST',
      url: `/admin/pages/${third}/order/`,
      headers: json,
      cookies: editor.cookies,
      payload: { direction: 'sideways' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sets a page offline: visitors get 404, staff still see it', async () => {
    const settings = await settingsOf(parent);
    const saved = await change(parent, { ...settings, is_online: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url: '/de/baumtest' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/de/baumtest', cookies: editor.cookies })).statusCode).toBe(200);
  });

  it('links the sibling in the other language and refuses one of the same language', async () => {
    const en = (
      await create({ title: 'Tree test', slug: 'tree-test', parent_id: await pageId('en', '') })
    ).json().id as number;
    const same = await change(parent, { ...(await settingsOf(parent)), sibling_id: child });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toHaveProperty('sibling_id');
    const linked = await change(parent, { ...(await settingsOf(parent)), sibling_id: en });
    expect(linked.statusCode, linked.body).toBe(200);
    const api = await t.app.inject({ url: '/de/pageeditor-api/page/baumtest', cookies: editor.cookies });
    expect(api.json().urls).toEqual({ de: '/de/baumtest', en: '/en/tree-test' });
  });

  it('asks before deleting a page with sub-pages, lists them, then deletes the subtree', async () => {
    const confirm = await t.app.inject({ url: `/admin/pages/${parent}/delete/`, cookies: editor.cookies });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('/de/baumtest/zweiter');
    expect(confirm.body).toContain('/de/baumtest/dritter');
    const version = /name="version" value="(\d+)"/.exec(confirm.body)?.[1];
    const deleted = await t.write({
      method: 'POST',
      url: `/admin/pages/${parent}/delete/`,
      cookies: editor.cookies,
      payload: { version },
    });
    expect(deleted.statusCode).toBe(303);
    const left = await t.app.db
      .selectFrom('pages')
      .select('id')
      .where('path', 'like', 'baumtest%')
      .where('locale', '=', 'de')
      .execute();
    expect(left).toEqual([]);
    expect((await t.app.inject({ url: '/de/ueber-uns/zweig/blatt' })).statusCode).toBe(200);
  });

  it('never deletes the home page', async () => {
    const confirm = await t.app.inject({ url: `/admin/pages/${home}/delete/`, cookies: editor.cookies });
    const version = /name="version" value="(\d+)"/.exec(confirm.body)?.[1];
    const refused = await t.write({
      method: 'POST',
      url: `/admin/pages/${home}/delete/`,
      headers: json,
      cookies: editor.cookies,
      payload: { version },
    });
    expect(refused.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/de' })).statusCode).toBe(200);
  });

  it('keeps visitors out: the tree redirects to the login, writes answer 401', async () => {
    expect((await t.app.inject({ url: '/admin/pages/' })).statusCode).toBe(303);
    const write = await t.write({
      method: 'POST',
      url: `/admin/pages/${home}/order/`,
      headers: json,
      payload: { direction: 'down' },
    });
    expect(write.statusCode).toBe(401);
  });
});
