import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The admin gaps of issues 15 and 16 (issue 18 item 1): an article's category and topics on its
 * change page (unknown ones refused with the field), the topics' own CRUD round trip, and a
 * series' online switch and subscription offer, seen on the series page. Real routes on PGlite.
 */
let t: TestApp;
let editor: StaffLogin;
const json = { accept: 'application/json' };

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginStaff(t, { username: 'mira', role: 'editor' });
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, asJson = true) =>
  t.write({ method: 'POST', url, headers: asJson ? json : {}, cookies: editor.cookies, payload });

async function versionOf(path: string, id: number): Promise<string> {
  const page = await t.app.inject({ url: `/admin/${path}/${id}/change/`, cookies: editor.cookies });
  expect(page.statusCode).toBe(200);
  return /name="version" value="(\d+)"/.exec(page.body)?.[1] ?? '';
}

describe('magazine topics in the admin (issue 15 item 7)', () => {
  it('lists with search, creates, changes, refuses bad input and deletes a topic', async () => {
    const bad = await post('/admin/article-tags/add/', { name_de: 'Thema', slug_de: 'Kein Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('slug_de');
    const created = await post('/admin/article-tags/add/', {
      name_de: 'Probenbesuch',
      slug_de: 'probenbesuch',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const list = await t.app.inject({ url: '/admin/article-tags/?q=Probenbes', cookies: editor.cookies });
    expect(list.body).toContain(`/admin/article-tags/${id}/change/`);
    const version = await versionOf('article-tags', id);
    const saved = await post(`/admin/article-tags/${id}/change/`, {
      version,
      name_de: 'Probenbesuche',
      slug_de: 'probenbesuche',
    });
    expect(saved.statusCode).toBe(200);
    const stale = await post(`/admin/article-tags/${id}/change/`, {
      version,
      name_de: 'Alt',
      slug_de: 'alt',
    });
    expect(stale.statusCode).toBe(409);
    const deleted = await post(
      `/admin/article-tags/${id}/delete/`,
      { version: await versionOf('article-tags', id) },
      false,
    );
    expect(deleted.statusCode).toBe(303);
    expect(
      await t.app.db.selectFrom('article_tags').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBe(undefined);
  });
});

describe('an article’s category and topics (issue 15 items 1 and 7)', () => {
  it('offers them on the change page, stores them, and refuses unknown ones', async () => {
    const article = await t.app.db
      .selectFrom('articles')
      .select(['id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const categories = await t.app.db.selectFrom('article_categories').select('id').orderBy('id').execute();
    const tags = await t.app.db.selectFrom('article_tags').select('id').orderBy('id').limit(2).execute();
    const category = categories.at(-1)?.id;
    const page = await t.app.inject({
      url: `/admin/articles/${article.id}/change/`,
      cookies: editor.cookies,
    });
    expect(page.body).toContain('name="category_id"');
    expect(page.body).toContain(`name="tags" value="${tags[0]?.id}"`);
    const form = await t.app.inject({
      url: `/admin/articles/${article.id}/change/`,
      cookies: editor.cookies,
    });
    const base = {
      name_de: 'Ein Artikel mit Thema',
      slug_de: 'ein-artikel-mit-thema',
      publication_date: '2026-11-20T10:00',
      is_online: true,
      version: /name="version" value="(\d+)"/.exec(form.body)?.[1],
    };
    const unknown = await post(`/admin/articles/${article.id}/change/`, {
      ...base,
      category_id: 999999,
      tags: [999998],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('category_id');
    expect(unknown.json().fields).toHaveProperty('tags');
    const saved = await post(`/admin/articles/${article.id}/change/`, {
      ...base,
      category_id: String(category),
      tags: tags.map((tag) => String(tag.id)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.app.db
      .selectFrom('articles')
      .select('category_id')
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(stored.category_id).toBe(category);
    const links = await t.app.db
      .selectFrom('article_tag_links')
      .select('tag_id')
      .where('article_id', '=', article.id)
      .orderBy('tag_id')
      .execute();
    expect(links.map((link) => link.tag_id)).toEqual(tags.map((tag) => tag.id));
    const again = await t.app.inject({
      url: `/admin/articles/${article.id}/change/`,
      cookies: editor.cookies,
    });
    expect(again.body).toMatch(new RegExp(`id="field-tags-${tags[0]?.id}"[^>]*checked`));
    expect(again.body).not.toMatch(/id="field-tags-3"[^>]*checked/);
  });
});

describe('a series’ subscription offer in the admin (issue 16 item 3)', () => {
  it('stores what the subscription contains and its booking link, shown on the series page', async () => {
    const series = await t.app.db
      .selectFrom('series')
      .select(['id', 'name', 'slug'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await t.app.inject({ url: `/admin/series/${series.id}/change/`, cookies: editor.cookies });
    expect(page.body).toContain('name="subscription_de"');
    expect(page.body).toContain('name="subscription_url"');
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    const base = { version, name_de: series.name.de, is_online: true };
    const foreign = await post(`/admin/series/${series.id}/change/`, {
      ...base,
      subscription_url: 'javascript:alert(1)',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('subscription_url');
    const saved = await post(`/admin/series/${series.id}/change/`, {
      ...base,
      subscription_de: '<p>Vier Abende <b>zum halben Preis</b><script>x</script></p>',
      subscription_url: '/webshop/abo/test-4',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const visitor = await t.app.inject({ url: `/de/series/${series.slug.de}/${series.id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('zum halben Preis');
    expect(visitor.body).toContain('/webshop/abo/test-4');
    expect(visitor.body).not.toContain('<script>x</script>');
    const offline = await post(`/admin/series/${series.id}/change/`, {
      ...base,
      version: await versionOf('series', series.id),
      is_online: false,
    });
    expect(offline.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/de/series/${series.slug.de}/${series.id}` })).statusCode).toBe(404);
  });
});
