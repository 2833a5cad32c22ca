import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { parseMoment } from '../render/staff-tools';
import { insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let staff: StaffLogin;
let section: Section;
let firstVersion: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'paula' });
  const page = await insertTestPage(t, {
    path: 'vorschau',
    title: 'Vorschau',
    translationKey: 'spielplan-vorschau',
  });
  const created = await t.write({
    method: 'POST',
    url: '/de/pageeditor-api/section',
    cookies: staff.cookies,
    payload: { page_id: page.id, layout: '100' },
  });
  section = created.json().section;
  const always = await t.write({
    method: 'POST',
    url: '/de/pageeditor-api/module',
    cookies: staff.cookies,
    payload: {
      section_id: section.id,
      version: section.version,
      column: 0,
      module: { type: 'headline', content: 'Immer sichtbar' },
    },
  });
  section = always.json().section;
  firstVersion = always.json().version_id;
  const scheduled = await t.write({
    method: 'POST',
    url: '/de/pageeditor-api/module',
    cookies: staff.cookies,
    payload: {
      section_id: section.id,
      version: section.version,
      column: 0,
      module: { type: 'headline', content: 'Ab Heiligabend', online_from: '2099-12-24T18:00:00+01:00' },
    },
  });
  expect(scheduled.statusCode, scheduled.body).toBe(201);
  section = scheduled.json().section;
  // Edits go to a draft (issue 19): published, the page is what visitors (and `?at=`) see.
  const published = await t.write({
    method: 'POST',
    url: `/de/pageeditor-api/draft/${page.id}/publish`,
    cookies: staff.cookies,
    payload: { versions: { [section.id]: section.version } },
  });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(async () => t.close());

describe('site pages for staff (issue 6; spec: frame §4, §6)', () => {
  it('visitors get no editor tag at all, even with ?edit', async () => {
    for (const url of ['/de/vorschau', '/de/vorschau?edit', '/de']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('foyer-page-editor');
    }
  });

  it('staff get the editor element with the page id and path; ?edit and ?noToolbar set its attributes', async () => {
    const view = await t.app.inject({ url: '/de/vorschau', cookies: staff.cookies });
    expect(view.body).toMatch(
      /<foyer-page-editor locale="de" page-id="\d+" page-path="vorschau"><\/foyer-page-editor>/,
    );
    expect(view.headers['cache-control']).toBe('private, no-store');
    const edit = await t.app.inject({ url: '/de/vorschau?edit&noToolbar', cookies: staff.cookies });
    expect(edit.body).toMatch(/<foyer-page-editor [^>]*edit="" no-toolbar=""/);
  });

  it('edit mode marks the body, so the sticky chrome steps aside for the editor (issue 19 item 4)', async () => {
    const bodyClass = (html: string) => /<body(?: class="([^"]*)")?>/.exec(html)?.[1] ?? '';
    const edit = await t.app.inject({ url: '/de/vorschau?edit', cookies: staff.cookies });
    expect(bodyClass(edit.body).split(' ')).toContain('foyer-editing');
    const view = await t.app.inject({ url: '/de/vorschau', cookies: staff.cookies });
    expect(bodyClass(view.body)).not.toContain('foyer-editing');
    const preview = await t.app.inject({ url: '/de/vorschau?preview', cookies: staff.cookies });
    expect(preview.statusCode).toBe(200);
    expect(bodyClass(preview.body)).not.toContain('foyer-editing');
    const visitor = await t.app.inject('/de/vorschau?edit');
    expect(bodyClass(visitor.body)).not.toContain('foyer-editing');
  });

  it("staff screens have none of the visitor's sticky ticket buttons; the site's pages keep them", async () => {
    for (const url of ['/admin/', '/admin/pages/', '/cms-hub', '/de/user/profile', '/de/user/settings']) {
      const response = await t.app.inject({ url, cookies: staff.cookies });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('<foyer-sticky-nav');
      expect(response.body, url).not.toContain('<foyer-event-overlay');
    }
    const login = await t.app.inject('/de/login');
    expect(login.body).not.toContain('<foyer-sticky-nav');
    expect((await t.app.inject({ url: '/de/vorschau', cookies: staff.cookies })).body).toContain(
      '<foyer-sticky-nav',
    );
  });

  it('staff see offline pages; visitors get 404', async () => {
    await t.app.db.updateTable('pages').set({ is_online: false }).where('path', '=', 'vorschau').execute();
    t.app.pageCache.contentChanged();
    try {
      expect((await t.app.inject('/de/vorschau')).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/de/vorschau', cookies: staff.cookies })).statusCode).toBe(200);
    } finally {
      await t.app.db.updateTable('pages').set({ is_online: true }).where('path', '=', 'vorschau').execute();
      t.app.pageCache.contentChanged();
    }
  });

  it('?at= shows the page as it will look then; visitors are not affected by it', async () => {
    const now = await t.app.inject({ url: '/de/vorschau', cookies: staff.cookies });
    expect(now.body).toContain('Immer sichtbar');
    expect(now.body).not.toContain('Ab Heiligabend');
    const later = await t.app.inject({
      url: '/de/vorschau?at=2099-12-24T18:00:00%2B01:00',
      cookies: staff.cookies,
    });
    expect(later.body).toContain('Ab Heiligabend');
    expect(later.body).toContain('role="status"');
    expect(later.body).toContain('at="2099-12-24T17:00:00.000Z"');
    const justBefore = await t.app.inject({
      url: '/de/vorschau?at=2099-12-24T17:59',
      cookies: staff.cookies,
    });
    expect(justBefore.body).not.toContain('Ab Heiligabend');
    const visitor = await t.app.inject('/de/vorschau?at=2099-12-24T18:00:00%2B01:00');
    expect(visitor.body).not.toContain('Ab Heiligabend');
    const invalid = await t.app.inject({ url: '/de/vorschau?at=tomorrow', cookies: staff.cookies });
    expect(invalid.statusCode).toBe(400);
  });

  it('?at= combines with ?v=: an old version at a future moment', async () => {
    const old = await t.app.inject({
      url: `/de/vorschau?v=${firstVersion}&at=2099-12-25`,
      cookies: staff.cookies,
    });
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('Immer sichtbar');
    // The scheduled module was added after that version.
    expect(old.body).not.toContain('Ab Heiligabend');
    expect(old.body).toMatch(/version-id="\d+"/);
    expect(old.body).toContain('Vorschau der Version');
  });
});

describe('parseMoment', () => {
  it('reads ISO date-times, dates in Berlin time, and refuses anything else', () => {
    expect(parseMoment('2026-12-24T18:00:00+01:00')?.toISOString()).toBe('2026-12-24T17:00:00.000Z');
    expect(parseMoment('2026-07-01')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(parseMoment('2026-12-24T18:00')?.toISOString()).toBe('2026-12-24T17:00:00.000Z');
    expect(parseMoment('tomorrow')).toBeNull();
    expect(parseMoment('2026-13-40')).toBeNull();
  });
});
