import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { editorApi as api, insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Insert at a position and duplicate (issue 19 item 4): through real HTTP on a fresh database,
 * with the bad input the issue names (a position past the column's end → 400 naming `position`,
 * a stale token → 409) and what reaches the draft.
 */
let t: TestApp;
let anna: StaffLogin;
let bert: StaffLogin;

const write = (who: StaffLogin, options: InjectOptions) => t.write({ ...options, cookies: who.cookies });

async function createPage(path: string): Promise<number> {
  const row = await insertTestPage(t, { path, title: path, translationKey: `test-${path}` });
  return row.id;
}

async function addSection(page: number, layout = '50-50'): Promise<Section> {
  const response = await write(anna, {
    method: 'POST',
    url: api('section'),
    payload: { page_id: page, layout },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().section;
}

function insert(who: StaffLogin, section: Section, column: number, content: string, position?: number) {
  return write(who, {
    method: 'POST',
    url: api('module'),
    payload: {
      section_id: section.id,
      version: section.version,
      column,
      position,
      module: { type: 'headline', content },
    },
  });
}

const contents = (section: Section, column = 0) =>
  section.columns[column]?.children.map((child) => (child as { content?: string }).content);

async function draftSections(path: string): Promise<Section[]> {
  return (await t.app.inject({ url: api(`page/${path}`), cookies: anna.cookies })).json().modules;
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await loginStaff(t, { username: 'anna', first_name: 'Anna', last_name: 'Admin', role: 'admin' });
  bert = await loginStaff(t, { username: 'bert', first_name: 'Bert', last_name: 'Bühne' });
});
afterAll(async () => t.close());

describe('insert a module at a position (issue 19 item 4)', () => {
  it('inserts before the first, between two and after the last module, and into another column', async () => {
    const page = await createPage('insert-positions');
    let section = await addSection(page);
    for (const [content, position] of [
      ['B', undefined],
      ['D', 1],
      ['A', 0],
      ['C', 2],
    ] as const) {
      const response = await insert(anna, section, 0, content, position);
      expect(response.statusCode, response.body).toBe(201);
      section = response.json().section;
    }
    expect(contents(section)).toEqual(['A', 'B', 'C', 'D']);
    const right = await insert(anna, section, 1, 'R', 0);
    expect(right.statusCode, right.body).toBe(201);
    section = right.json().section;
    expect(contents(section, 1)).toEqual(['R']);
    // What staff load is the draft: the same order.
    const [stored] = await draftSections('insert-positions');
    expect(contents(stored as Section)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('answers 400 naming position for an index past the column, negative or not whole; nothing stored', async () => {
    const page = await createPage('insert-bad');
    let section = await addSection(page);
    section = (await insert(anna, section, 0, 'Eins')).json().section;
    for (const position of [2, 99, -1, 1.5, 501]) {
      const response = await insert(anna, section, 0, 'Falsch', position);
      expect(response.statusCode, `position ${position}: ${response.body}`).toBe(400);
      const body = response.json();
      expect(body.error).toBe('bad_request');
      expect(Object.keys(body.fields)).toEqual(['position']);
    }
    const wrongType = await write(anna, {
      method: 'POST',
      url: api('module'),
      payload: {
        section_id: section.id,
        version: section.version,
        column: 0,
        position: 'zwei',
        module: { type: 'headline', content: 'x' },
      },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toHaveProperty('position');
    const [stored] = await draftSections('insert-bad');
    expect(contents(stored as Section)).toEqual(['Eins']);
    expect(stored?.version).toBe(section.version);
  });

  it('answers 409 naming who changed the section when the token is stale', async () => {
    const page = await createPage('insert-stale');
    const section = await addSection(page);
    expect((await insert(bert, section, 0, 'Von Bert', 0)).statusCode).toBe(201);
    const stale = await insert(anna, section, 0, 'Von Anna', 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'conflict',
      section_id: section.id,
      changed_by: { username: 'bert' },
    });
    const [stored] = await draftSections('insert-stale');
    expect(contents(stored as Section)).toEqual(['Von Bert']);
  });
});

describe('duplicate a module or a section (issue 19 item 4)', () => {
  it('copies a module right after the original under a new id, in the draft only', async () => {
    const page = await createPage('dup-module');
    let section = await addSection(page);
    section = (await insert(anna, section, 0, 'Erstes')).json().section;
    section = (await insert(anna, section, 0, 'Zweites')).json().section;
    const original = section.columns[0]?.children[0] as { id: string };
    const response = await write(anna, {
      method: 'POST',
      url: api(`module/${original.id}/duplicate`),
      payload: { section_id: section.id, version: section.version },
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(contents(answer.section)).toEqual(['Erstes', 'Erstes', 'Zweites']);
    expect(answer.module).toMatchObject({ type: 'headline', content: 'Erstes' });
    expect(answer.module.id).not.toBe(original.id);
    expect(answer.section.columns[0].children[1].id).toBe(answer.module.id);
    expect(answer.section.version).toBe(section.version + 1);
    // Visitors keep the published page (nothing published yet: no headline at all).
    const visitor = await t.app.inject('/de/dup-module');
    expect(visitor.body).not.toContain('Erstes');
    const versions = (
      await t.app.inject({ url: api(`page-versions/${page}`), cookies: anna.cookies })
    ).json();
    expect(JSON.stringify(versions)).toContain('Duplicated Headline in section 1');
  });

  it('refuses a stale token (409), an unknown module (400) and a missing token (400)', async () => {
    const page = await createPage('dup-bad');
    let section = await addSection(page);
    section = (await insert(anna, section, 0, 'Eins')).json().section;
    const id = String(section.columns[0]?.children[0]?.id);
    const stale = await write(bert, {
      method: 'POST',
      url: api(`module/${id}/duplicate`),
      payload: { section_id: section.id, version: section.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', changed_by: { username: 'anna' } });
    const unknown = await write(anna, {
      method: 'POST',
      url: api('module/not-there/duplicate'),
      payload: { section_id: section.id, version: section.version },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('module_id');
    const missing = await write(anna, {
      method: 'POST',
      url: api(`module/${id}/duplicate`),
      payload: { section_id: section.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
    const [stored] = await draftSections('dup-bad');
    expect(contents(stored as Section)).toEqual(['Eins']);
  });

  it('copies a section with its layout and modules (new ids) right after it; a stale token is 409', async () => {
    const page = await createPage('dup-section');
    let first = await addSection(page, '67-33');
    const last = await addSection(page, '100');
    first = (await insert(anna, first, 0, 'Links')).json().section;
    first = (await insert(anna, first, 1, 'Rechts')).json().section;
    const response = await write(anna, {
      method: 'POST',
      url: api(`section/${first.id}/duplicate`),
      payload: { version: first.version },
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().section as Section;
    expect(copy.id).not.toBe(first.id);
    expect(copy.layout).toBe('67-33');
    expect([contents(copy, 0), contents(copy, 1)]).toEqual([['Links'], ['Rechts']]);
    const ids = (section: Section) =>
      section.columns.flatMap((column) => column.children.map((child) => child.id));
    expect(ids(copy).some((id) => ids(first).includes(id))).toBe(false);
    const sections = await draftSections('dup-section');
    expect(sections.map((section) => section.id)).toEqual([first.id, copy.id, last.id]);
    const stale = await write(bert, {
      method: 'POST',
      url: api(`section/${first.id}/duplicate`),
      payload: { version: first.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await draftSections('dup-section')).length).toBe(3);
  });

  it('is for staff only (401) and needs the CSRF token (403)', async () => {
    const page = await createPage('dup-guard');
    const section = await addSection(page);
    const anonymous = await t.write({
      method: 'POST',
      url: api(`section/${section.id}/duplicate`),
      payload: { version: section.version },
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: api(`section/${section.id}/duplicate`),
      payload: { version: section.version },
      cookies: anna.cookies,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
