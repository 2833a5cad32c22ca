import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { editorApi as api, insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The one edit model on the server (issue 19 item 3, docs/decisions/0145): the section writes
 * apply the page actions; `PUT …/section/{id}/content` is the action `restoreSection` (the
 * editor's undo of a layout change). Real HTTP on a fresh database.
 */
let t: TestApp;
let anna: StaffLogin;

const write = (options: InjectOptions) => t.write({ ...options, cookies: anna.cookies });
const ids = (section: Section) => section.columns.map((column) => column.children.map((child) => child.id));

async function sectionWithModules(path: string): Promise<Section> {
  const page = await insertTestPage(t, { path, title: path, translationKey: `test-${path}` });
  const added = await write({
    method: 'POST',
    url: api('section'),
    payload: { page_id: page.id, layout: '50-50' },
  });
  let section: Section = added.json().section;
  for (const [column, content] of [
    [0, 'Links'],
    [1, 'Rechts'],
  ] as const) {
    const response = await write({
      method: 'POST',
      url: api('module'),
      payload: {
        section_id: section.id,
        version: section.version,
        column,
        module: { type: 'headline', content },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    section = response.json().section;
  }
  return section;
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await loginStaff(t, { username: 'anna', first_name: 'Anna', last_name: 'Admin', role: 'admin' });
});
afterAll(async () => t.close());

describe('section content: the restoreSection action (undo of a layout change)', () => {
  it('puts a section back after a layout change merged its columns', async () => {
    const before = await sectionWithModules('edit-model-undo');
    const relaid = await write({
      method: 'PATCH',
      url: api(`section/${before.id}`),
      payload: { version: before.version, layout: '100' },
    });
    expect(relaid.statusCode, relaid.body).toBe(200);
    const merged: Section = relaid.json().section;
    expect(ids(merged)).toEqual([ids(before).flat()]);
    const undone = await write({
      method: 'PUT',
      url: api(`section/${before.id}/content`),
      payload: { version: merged.version, layout: before.layout, columns: before.columns },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const back: Section = undone.json().section;
    expect(back.layout).toBe('50-50');
    expect(back.columns).toEqual(before.columns);
    expect(back.version).toBeGreaterThan(merged.version);
  });

  it('refuses a stale token (409), an invalid module (400 naming it) and a second column too many; nothing stored', async () => {
    const before = await sectionWithModules('edit-model-bad');
    const stale = await write({
      method: 'PUT',
      url: api(`section/${before.id}/content`),
      payload: {
        version: before.version - 1,
        layout: '100',
        columns: [{ index: 0, classes: '', children: [] }],
      },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const invalid = await write({
      method: 'PUT',
      url: api(`section/${before.id}/content`),
      payload: {
        version: before.version,
        layout: '100',
        columns: [{ index: 0, classes: '', children: [{ type: 'no-such-module' }] }],
      },
    });
    expect(invalid.statusCode, invalid.body).toBe(400);
    expect(Object.keys(invalid.json().fields)).toEqual(['columns.0.children.0.type']);
    const columns = await write({
      method: 'PUT',
      url: api(`section/${before.id}/content`),
      payload: {
        version: before.version,
        layout: '100',
        columns: [
          { index: 0, classes: '', children: [] },
          { index: 1, classes: '', children: [] },
        ],
      },
    });
    expect(columns.statusCode, columns.body).toBe(400);
    expect(columns.json().fields).toHaveProperty('columns');
    const unauthenticated = await t.write({
      method: 'PUT',
      url: api(`section/${before.id}/content`),
      payload: { version: before.version, layout: '100', columns: [{ index: 0, classes: '', children: [] }] },
    });
    expect(unauthenticated.statusCode).toBe(401);
    const page = await t.app.inject({ url: api('page/edit-model-bad'), cookies: anna.cookies });
    expect(page.json().modules[0].version).toBe(before.version);
    expect(ids(page.json().modules[0])).toEqual(ids(before));
  });

  it('refuses a content restore that would hold a module living in another section (400), nothing written', async () => {
    const before = await sectionWithModules('edit-model-twice');
    const relaid = await write({
      method: 'PATCH',
      url: api(`section/${before.id}`),
      payload: { version: before.version, layout: '100' },
    });
    expect(relaid.statusCode, relaid.body).toBe(200);
    const merged: Section = relaid.json().section;
    const other: Section = (
      await write({
        method: 'POST',
        url: api('section'),
        payload: { page_id: merged.object_id, layout: '100' },
      })
    ).json().section;
    // After the layout change, the right-hand module moves to the other section.
    const moved = ids(before)[1]?.[0] as string;
    const move = await write({
      method: 'POST',
      url: api(`module/${moved}/move`),
      payload: {
        from: { section_id: merged.id, version: merged.version },
        to: { section_id: other.id, version: other.version, column: 0 },
      },
    });
    expect(move.statusCode, move.body).toBe(200);
    const [fromAfter, toAfter] = move.json().sections as [Section, Section];
    // Undoing the layout change as it was would bring that module back a second time.
    const twice = await write({
      method: 'PUT',
      url: api(`section/${before.id}/content`),
      payload: { version: fromAfter.version, layout: before.layout, columns: before.columns },
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().fields).toEqual({
      'columns.1.children.0.id': `Module ${moved} is already in another section of the page.`,
    });
    const page = await t.app.inject({ url: api('page/edit-model-twice'), cookies: anna.cookies });
    const [first, second] = page.json().modules as [Section, Section];
    expect(first.version).toBe(fromAfter.version);
    expect(ids(first)).toEqual(ids(fromAfter));
    expect(ids(second)).toEqual([[moved]]);
    expect(second.version).toBe(toAfter.version);
    // Without the module that lives elsewhere (what the editor's undo sends), it is put back.
    const columns = before.columns.map((column) => ({
      ...column,
      children: column.children.filter((child) => child.id !== moved),
    }));
    const undone = await write({
      method: 'PUT',
      url: api(`section/${before.id}/content`),
      payload: { version: fromAfter.version, layout: before.layout, columns },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(ids(undone.json().section)).toEqual([ids(before)[0], []]);
  });

  it('re-creates a deleted section with its id and modules in its place (undo of a section delete)', async () => {
    const kept = await sectionWithModules('edit-model-recreate');
    const pageId = kept.object_id as number;
    const second: Section = (
      await write({ method: 'POST', url: api('section'), payload: { page_id: pageId, layout: '100' } })
    ).json().section;
    const deleted = await write({
      method: 'DELETE',
      url: api(`section/${kept.id}?version=${kept.version}`),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const recreate = {
      page_id: pageId,
      id: kept.id,
      layout: kept.layout,
      position: 0,
      columns: kept.columns,
    };
    const back = await write({ method: 'POST', url: api('section'), payload: recreate });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().section.id).toBe(kept.id);
    const page = await t.app.inject({ url: api('page/edit-model-recreate'), cookies: anna.cookies });
    const sections = page.json().modules as Section[];
    expect(sections.map((section) => section.id)).toEqual([kept.id, second.id]);
    expect(ids(sections[0] as Section)).toEqual(ids(kept));
    // Again: the id is in use now (409); a module id living in another section is 400; nothing written.
    const again = await write({ method: 'POST', url: api('section'), payload: recreate });
    expect(again.statusCode, again.body).toBe(409);
    const copy = await write({
      method: 'POST',
      url: api('section'),
      payload: { ...recreate, id: 'another-section-id', position: 2 },
    });
    expect(copy.statusCode, copy.body).toBe(400);
    expect(Object.keys(copy.json().fields)).toEqual(['columns.0.children.0.id']);
    const unauthenticated = await t.write({ method: 'POST', url: api('section'), payload: recreate });
    expect(unauthenticated.statusCode).toBe(401);
    const after = await t.app.inject({ url: api('page/edit-model-recreate'), cookies: anna.cookies });
    expect((after.json().modules as Section[]).map((section) => section.id)).toEqual([kept.id, second.id]);
  });

  it('answers 400 (not 500) for a module that no longer exists, and changes nothing', async () => {
    const before = await sectionWithModules('edit-model-gone');
    const response = await write({
      method: 'PUT',
      url: api('module/not-there'),
      payload: { section_id: before.id, version: before.version, module: { type: 'headline', content: 'x' } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty('module_id');
  });
});
