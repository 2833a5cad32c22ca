import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_LAYOUT_NAMES } from '../../src/domain/layouts';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /pageeditor-api/settings', () => {
  it('answers status and the site settings (spec: frame §7)', async () => {
    const response = await t.app.inject('/pageeditor-api/settings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.data).toMatchObject({ is_site_online: true, is_shop_online: true });
    expect(body.data.html_footer_top.code).toContain('Theater am Rosenhain');
    expect(body.data.html_header).toEqual({ code: '' });
  });
});

describe('GET /{locale}/pageeditor-api/page/{path}', () => {
  it('answers the home page with every Page field', async () => {
    const response = await t.app.inject('/de/pageeditor-api/page/');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    for (const field of [
      'id',
      'urls',
      'parent',
      'content_type',
      'title',
      'headline',
      'is_online',
      'is_clickable',
      'is_landing_page',
      'in_menu',
      'in_footer',
      'meta_title',
      'meta_description',
      'og_title',
      'og_description',
      'og_image',
      'og_type',
      'og_image_thumbs',
      'modules',
      'settings_url',
      'siblings',
    ]) {
      expect(page, field).toHaveProperty(field);
    }
    expect(page.urls).toEqual({ de: '/de', en: '/en' });
    expect(page.siblings).toEqual([{ id: expect.any(Number), title: 'Home', urls: { en: '/en' } }]);
    expect(page.modules.length).toBeGreaterThan(1);
  });

  it('answers a nested page with its sections, columns and modules', async () => {
    const page = (await t.app.inject('/de/pageeditor-api/page/ueber-uns/geschichte')).json();
    expect(page.title).toBe('Geschichte');
    expect(page.urls).toEqual({ de: '/de/ueber-uns/geschichte', en: '/en/about/history' });
    const section = page.modules[1];
    expect(section).toMatchObject({ type: 'section', model_name: 'section', layout: '25-50-25', version: 1 });
    expect(section.columns.map((column: { classes: string }) => column.classes)).toEqual([
      'col-3',
      'col-6',
      'col-3',
    ]);
    expect(section.columns[1].children[0]).toMatchObject({ type: 'text' });
    expect(page.ancestors).toEqual([{ id: expect.any(Number), title: 'Über uns', url: '/de/ueber-uns' }]);
  });

  it('covers all six column layouts in the demo content', async () => {
    const paths = ['', 'ueber-uns', 'ueber-uns/geschichte', 'besuch', 'junges-theater'];
    const layouts = new Set<string>();
    for (const path of paths) {
      const page = (await t.app.inject(`/de/pageeditor-api/page/${path}`)).json();
      for (const section of page.modules) layouts.add(section.layout);
    }
    expect([...layouts].sort()).toEqual([...COLUMN_LAYOUT_NAMES].sort());
  });

  it('answers 404 JSON for an unknown page, an unknown locale and an offline page', async () => {
    for (const url of [
      '/de/pageeditor-api/page/gibt-es-nicht',
      '/fr/pageeditor-api/page/',
      '/de/pageeditor-api/page/vorschau-spielzeit',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('answers 400 naming version_id when it is malformed', async () => {
    for (const value of ['abc', '-1', '1.5', '99999999999']) {
      const response = await t.app.inject(`/de/pageeditor-api/page/ueber-uns?version_id=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().message, value).toContain('version_id');
    }
  });

  it('does not show versions to visitors', async () => {
    const response = await t.app.inject('/de/pageeditor-api/page/ueber-uns?version_id=1');
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for paths with .., encoded slashes or NUL bytes', async () => {
    for (const url of [
      '/de/pageeditor-api/page/../../etc/passwd',
      '/de/pageeditor-api/page/%2e%2e/%2e%2e/etc/passwd',
      '/de/pageeditor-api/page/ueber-uns%2Fgeschichte',
      '/de/pageeditor-api/page/ueber%00uns',
      '/de/pageeditor-api/page/..%5c..%5cwindows',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('root:');
    }
  });
});

describe('GET /{locale}/pageeditor-api/container/by-slug/{slug}', () => {
  it('answers the shared section', async () => {
    const response = await t.app.inject('/de/pageeditor-api/container/by-slug/kasse');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'kasse', layout: '100', object_id: null });
  });
  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    expect((await t.app.inject('/de/pageeditor-api/container/by-slug/nope')).statusCode).toBe(404);
    expect((await t.app.inject('/de/pageeditor-api/container/by-slug/NOT_OK')).statusCode).toBe(400);
  });
});

describe('navigation and redirects', () => {
  it('answers menu, secondary menu and footer per locale', async () => {
    const de = (await t.app.inject('/de/pageeditor-api/nav')).json();
    expect(de.menu[0]).toEqual({
      url: '/de/programm',
      menu_name: 'Spielplan',
      has_tab_navigation: false,
      children: [],
    });
    const about = de.menu.find((entry: { menu_name: string }) => entry.menu_name === 'Über uns');
    expect(about.children.map((child: { url: string }) => child.url)).toContain('/de/ueber-uns/geschichte');
    expect(de.secondary_menu.length).toBeGreaterThan(0);
    expect(de.footer[0]).toEqual({ title: 'Kontakt', url: '/de/kontakt' });
    const en = (await t.app.inject('/en/pageeditor-api/nav')).json();
    expect(en.menu[0].menu_name).toBe('Programme');
  });
  it('answers the redirect list', async () => {
    const list = (await t.app.inject('/de/pageeditor-api/redirect')).json();
    expect(list).toContainEqual({ old_path: '/de/spielplan', new_path: '/de/programm' });
    expect(list).toHaveLength(2);
  });
});

describe('GET /api/breaking-news/', () => {
  it('answers the active alerts of the language, first one to show', async () => {
    const de = (await t.app.inject('/api/breaking-news/')).json();
    expect(de.data[0]).toMatchObject({
      title: 'Vorverkauf gestartet',
      link: { url: '/de/programm' },
      link_title: 'Zum Spielplan',
    });
    const en = (await t.app.inject('/api/breaking-news/?lang=en')).json();
    expect(en.data[0].title).toBe('Booking now open');
    expect((await t.app.inject('/en/api/breaking-news/')).json().data[0].title).toBe('Booking now open');
    expect((await t.app.inject('/api/breaking-news/?lang=xx')).statusCode).toBe(400);
  });
});

describe('POST /{locale}/api/dashboard-error-log/', () => {
  it('refuses a request without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/de/api/dashboard-error-log/',
      payload: { url: '/de/x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('csrf_failed');
  });
  it('records the URL', async () => {
    const response = await t.write({
      method: 'POST',
      url: '/de/api/dashboard-error-log/',
      payload: { url: '/de/missing-page' },
    });
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('error_log')
      .selectAll()
      .where('url', '=', '/de/missing-page')
      .executeTakeFirst();
    expect(row?.kind).toBe('not-found');
  });
  it('answers 400 for a missing url and for invalid JSON', async () => {
    expect(
      (await t.write({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: {} })).statusCode,
    ).toBe(400);
    const broken = await t.write({
      method: 'POST',
      url: '/de/api/dashboard-error-log/',
      payload: '{"url":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

describe('unknown API endpoints', () => {
  it('answer 404 JSON, never HTML', async () => {
    const response = await t.app.inject('/api/does-not-exist/');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});
