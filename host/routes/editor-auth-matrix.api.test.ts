import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The auth matrix over every write endpoint (issue 6 item 5): no session → 401, no or wrong CSRF
 * header → 403, invalid payload → 400, stale version token → 409. Each row builds its request
 * against fresh state, so every status is caused by the one thing the cell changes.
 */
let t: TestApp;
let staff: StaffLogin;
let pageId: number;

interface Fixture {
  section: Section;
  other: Section;
  moduleId: string;
  versionId: number;
  /** Every section of the page, in order. */
  all: string[];
}

async function fixture(): Promise<Fixture> {
  const create = (layout: string) =>
    t.write({
      method: 'POST',
      url: '/de/pageeditor-api/section',
      cookies: staff.cookies,
      payload: { page_id: pageId, layout },
    });
  const other = (await create('100')).json().section as Section;
  const created = (await create('50-50')).json().section as Section;
  const added = await t.write({
    method: 'POST',
    url: '/de/pageeditor-api/module',
    cookies: staff.cookies,
    payload: {
      section_id: created.id,
      version: created.version,
      column: 0,
      module: { type: 'headline', content: 'Matrix' },
    },
  });
  const body = added.json();
  const all = (await sectionsNow()).map((section) => section.id);
  return { section: body.section, other, moduleId: body.module.id, versionId: body.version_id, all };
}

type Build = (f: Fixture, mode: 'valid' | 'invalid' | 'stale') => Omit<InjectOptions, 'cookies'>;
const headline = { type: 'headline', content: 'Neu' };
const tok = (section: Section, mode: string) => (mode === 'stale' ? section.version - 1 : section.version);

const ENDPOINTS: Array<{ name: string; build: Build; tokens: boolean }> = [
  {
    name: 'POST section',
    tokens: false,
    build: (_f, mode) => ({
      method: 'POST',
      url: '/de/pageeditor-api/section',
      payload: { page_id: pageId, layout: mode === 'invalid' ? '90-10' : '100' },
    }),
  },
  {
    name: 'PATCH section/{id}',
    tokens: true,
    build: (f, mode) => ({
      method: 'PATCH',
      url: `/de/pageeditor-api/section/${f.section.id}`,
      payload: { version: tok(f.section, mode), layout: mode === 'invalid' ? 7 : '100' },
    }),
  },
  {
    name: 'DELETE section/{id}',
    tokens: true,
    build: (f, mode) => ({
      method: 'DELETE',
      url: `/de/pageeditor-api/section/${f.section.id}?version=${mode === 'invalid' ? 'x' : tok(f.section, mode)}`,
    }),
  },
  {
    name: 'POST sections/reorder',
    tokens: false,
    build: (f, mode) => ({
      method: 'POST',
      url: '/de/pageeditor-api/sections/reorder',
      payload: { page_id: pageId, order: mode === 'invalid' ? 'all' : [...f.all].reverse() },
    }),
  },
  {
    name: 'PUT container/by-slug/{slug}',
    tokens: false,
    build: (_f, mode) => ({
      method: 'PUT',
      url: `/de/pageeditor-api/container/by-slug/matrix-${Math.random().toString(36).slice(2, 8)}`,
      payload: { layout: mode === 'invalid' ? 'wide' : '100' },
    }),
  },
  {
    name: 'POST module',
    tokens: true,
    build: (f, mode) => ({
      method: 'POST',
      url: '/de/pageeditor-api/module',
      payload: {
        section_id: f.section.id,
        version: tok(f.section, mode),
        column: 1,
        module: mode === 'invalid' ? { type: 'headline' } : headline,
      },
    }),
  },
  {
    name: 'PUT module/{id}',
    tokens: true,
    build: (f, mode) => ({
      method: 'PUT',
      url: `/de/pageeditor-api/module/${f.moduleId}`,
      payload: {
        section_id: f.section.id,
        version: tok(f.section, mode),
        module: mode === 'invalid' ? { type: 'headline', content: 'x', headline_level: 9 } : headline,
      },
    }),
  },
  {
    name: 'DELETE module/{id}',
    tokens: true,
    build: (f, mode) => ({
      method: 'DELETE',
      url: `/de/pageeditor-api/module/${f.moduleId}?section_id=${mode === 'invalid' ? '' : f.section.id}&version=${tok(f.section, mode)}`,
    }),
  },
  {
    name: 'POST module/{id}/move',
    tokens: true,
    build: (f, mode) => ({
      method: 'POST',
      url: `/de/pageeditor-api/module/${f.moduleId}/move`,
      payload: {
        from: { section_id: f.section.id, version: f.section.version },
        to: { section_id: f.other.id, version: tok(f.other, mode), column: mode === 'invalid' ? 'left' : 0 },
      },
    }),
  },
  {
    name: 'POST section/{id}/reorder',
    tokens: true,
    build: (f, mode) => ({
      method: 'POST',
      url: `/de/pageeditor-api/section/${f.section.id}/reorder`,
      payload: {
        version: tok(f.section, mode),
        columns: mode === 'invalid' ? [[f.moduleId, 'foreign'], []] : [[], [f.moduleId]],
      },
    }),
  },
  {
    name: 'POST page-versions/{id}/restore',
    tokens: true,
    build: (f, mode) => ({
      method: 'POST',
      url: `/de/pageeditor-api/page-versions/${f.versionId}/restore`,
      payload: {
        section_id: f.section.id,
        versions: mode === 'invalid' ? { [f.section.id]: 'one' } : { [f.section.id]: tok(f.section, mode) },
      },
    }),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, { username: 'matrix', first_name: 'Mia', last_name: 'Matrix' });
  const row = await insertTestPage(t, { path: 'matrix', title: 'Matrix', translationKey: 'matrix' });
  pageId = row.id;
});
afterAll(async () => t.close());

async function sectionsNow() {
  return (await t.app.inject({ url: '/de/pageeditor-api/page/matrix', cookies: staff.cookies })).json()
    .modules as Section[];
}

describe.each(ENDPOINTS)('$name', ({ build, tokens }) => {
  it('answers 401 without a session', async () => {
    const f = await fixture();
    const response = await t.write(build(f, 'valid'));
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
  });

  it('answers 401 without a session before looking at the payload or the CSRF token', async () => {
    const f = await fixture();
    const invalid = await t.write(build(f, 'invalid'));
    expect(invalid.statusCode, invalid.body).toBe(401);
    const noToken = await t.app.inject({ ...build(f, 'invalid'), cookies: { csrftoken: 'a'.repeat(32) } });
    expect(noToken.statusCode, noToken.body).toBe(401);
  });

  it('answers 403 without the CSRF header and with a wrong one', async () => {
    const f = await fixture();
    const before = await sectionsNow();
    const missing = await t.app.inject({
      ...build(f, 'valid'),
      cookies: { ...staff.cookies, csrftoken: 'a'.repeat(32) },
    });
    expect(missing.statusCode, missing.body).toBe(403);
    const wrong = await t.write({
      ...build(f, 'valid'),
      cookies: staff.cookies,
      headers: { 'x-csrftoken': 'b'.repeat(32) },
    });
    expect(wrong.statusCode, wrong.body).toBe(403);
    expect(await sectionsNow()).toEqual(before);
  });

  it('answers 400 naming the field for an invalid payload', async () => {
    const f = await fixture();
    const before = await sectionsNow();
    const response = await t.write({ ...build(f, 'invalid'), cookies: staff.cookies });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields ?? {}).length).toBeGreaterThan(0);
    expect(await sectionsNow()).toEqual(before);
  });

  it.runIf(tokens)('answers 409 for a stale version token', async () => {
    const f = await fixture();
    const before = await sectionsNow();
    const response = await t.write({ ...build(f, 'stale'), cookies: staff.cookies });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ error: 'conflict', changed_by: { username: 'matrix' } });
    expect(response.json().message).toContain('Mia Matrix');
    expect(await sectionsNow()).toEqual(before);
  });

  it('succeeds with a session, the CSRF header and a valid payload', async () => {
    const f = await fixture();
    const response = await t.write({ ...build(f, 'valid'), cookies: staff.cookies });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
