import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { CURRENT_SCHEMA } from '../../src/domain/document-schema';
import { editorApi as api, insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Stored section documents of an older schema version (issue 19 item 3: "migrated, never
 * rejected"): a section row and a version snapshot as they were stored before versions (no
 * stamp, columns without index and classes) load, render, edit, compare and restore; a newer
 * document than the server knows is a clear 400/409, not a 500. Real HTTP on a fresh database.
 */
let t: TestApp;
let anna: StaffLogin;
let pageId: number;
let versionId: number;

const PATH = 'schema-alt';

beforeAll(async () => {
  t = await createTestApp();
  anna = await loginStaff(t, { username: 'anna', first_name: 'Anna', last_name: 'Admin', role: 'admin' });
  pageId = (await insertTestPage(t, { path: PATH, title: 'Alt', translationKey: 'test-schema-alt' })).id;
  // As a version-1 database held it: no schema stamp, columns without index and classes.
  const oldColumns = [
    { children: [{ id: 'old-headline', type: 'headline', content: 'Aus alter Zeit' }] },
    { children: [{ id: 'old-text', type: 'text', content: '<p>Alter Text</p>' }] },
  ];
  await t.app.db
    .insertInto('sections')
    .values({
      uid: 'old-section',
      page_id: pageId,
      slug: null,
      position: 0,
      layout: '50-50',
      image: null,
      columns: JSON.stringify(oldColumns) as never,
      schema_version: 1,
    })
    .execute();
  const oldSnapshot = [
    {
      id: 'old-section',
      type: 'section',
      model_name: 'section',
      content_type: 'pages.page',
      object_id: pageId,
      parent: pageId,
      slug: null,
      layout: '100',
      columns: [{ children: [{ id: 'old-headline', type: 'headline', content: 'Ganz alte Fassung' }] }],
      children: [],
      version: 1,
    },
  ];
  const version = await t.app.db
    .insertInto('page_versions')
    .values({
      page_id: pageId,
      created_by: 'anna',
      note: 'alt',
      snapshot: JSON.stringify(oldSnapshot) as never,
      section_ids: JSON.stringify(['old-section']),
      note_data: JSON.stringify({ key: 'note.pageRestored', params: { version: 0 } }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  versionId = version.id;
});
afterAll(async () => t.close());

async function editorPage(): Promise<Section[]> {
  const response = await t.app.inject({ url: api(`page/${PATH}`), cookies: anna.cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().modules;
}

describe('stored documents of an older schema version', () => {
  it('load for the editor in the current form, stamped', async () => {
    const [section] = await editorPage();
    expect(section?.schema).toBe(CURRENT_SCHEMA);
    expect(section?.columns.map(({ index, classes }) => ({ index, classes }))).toEqual([
      { index: 0, classes: 'col-6' },
      { index: 1, classes: 'col-6' },
    ]);
    expect(section?.columns[0]?.children[0]?.id).toBe('old-headline');
  });

  it('render for visitors', async () => {
    const response = await t.app.inject({ url: `/de/${PATH}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Aus alter Zeit');
    expect(response.body).toContain('Alter Text');
  });

  it('are stamped with the current version when edited', async () => {
    const [section] = (await editorPage()) as [Section];
    const response = await t.write({
      method: 'PUT',
      url: api('module/old-headline'),
      cookies: anna.cookies,
      payload: {
        section_id: section.id,
        version: section.version,
        module: { type: 'headline', content: 'Neu bearbeitet' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.app.db
      .selectFrom('sections')
      .select(['schema_version', 'columns'])
      .where('uid', '=', 'old-section')
      .executeTakeFirstOrThrow();
    expect(row.schema_version).toBe(CURRENT_SCHEMA);
    expect(row.columns.map((column) => column.classes)).toEqual(['col-6', 'col-6']);
    const stored = await t.app.db
      .selectFrom('page_versions')
      .select('snapshot')
      .where('page_id', '=', pageId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((stored.snapshot as Section[]).map((entry) => entry.schema)).toEqual([CURRENT_SCHEMA]);
  });

  it('an old version snapshot compares with the draft and restores into it', async () => {
    const compare = await t.app.inject({
      url: api(`page-versions/${pageId}/compare?from=${versionId}&to=draft`),
      cookies: anna.cookies,
    });
    expect(compare.statusCode, compare.body).toBe(200);
    expect(compare.json().before[0].columns[0].classes).toBe('col-12');
    expect(compare.json().changes.length).toBeGreaterThan(0);
    const [section] = (await editorPage()) as [Section];
    const restored = await t.write({
      method: 'POST',
      url: api(`page-versions/${versionId}/restore`),
      cookies: anna.cookies,
      payload: { versions: { [section.id]: section.version } },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const [back] = (await editorPage()) as [Section];
    expect(back.layout).toBe('100');
    expect(back.columns).toEqual([
      {
        index: 0,
        classes: 'col-12',
        children: [{ id: 'old-headline', type: 'headline', content: 'Ganz alte Fassung' }],
      },
    ]);
    expect(back.schema).toBe(CURRENT_SCHEMA);
  });

  it('an API client sending an unversioned section content is migrated, not rejected', async () => {
    const [section] = (await editorPage()) as [Section];
    const response = await t.write({
      method: 'PUT',
      url: api(`section/${section.id}/content`),
      cookies: anna.cookies,
      payload: {
        version: section.version,
        layout: '67-33',
        columns: [
          { children: [{ id: 'old-headline', type: 'headline', content: 'Zwei Spalten' }] },
          { children: [] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer: Section = response.json().section;
    expect(answer.columns.map((column) => column.classes)).toEqual(['col-8', 'col-4']);
    expect(answer.schema).toBe(CURRENT_SCHEMA);
  });

  it('a document newer than the server knows: 400 from a client, 409 when stored; never 500', async () => {
    const [section] = (await editorPage()) as [Section];
    const sent = await t.write({
      method: 'PUT',
      url: api(`section/${section.id}/content`),
      cookies: anna.cookies,
      payload: {
        version: section.version,
        schema: CURRENT_SCHEMA + 1,
        layout: '100',
        columns: [{ index: 0, classes: '', children: [] }],
      },
    });
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json().fields).toHaveProperty('schema');
    await t.app.db
      .updateTable('sections')
      .set({ schema_version: CURRENT_SCHEMA + 1 })
      .where('uid', '=', 'old-section')
      .execute();
    const load = await t.app.inject({ url: api(`page/${PATH}`), cookies: anna.cookies });
    expect(load.statusCode, load.body).toBe(409);
    expect(load.json().error).toBe('schema_newer');
    // A write route declares the stale-token body for its 409; this conflict is the plain error
    // body, which the route's answer check must let through (it was a 500 outside production).
    const write = await t.write({
      method: 'PATCH',
      url: api(`section/${section.id}`),
      cookies: anna.cookies,
      payload: { version: section.version, layout: '100' },
    });
    expect(write.statusCode, write.body).toBe(409);
    expect(write.json()).toMatchObject({ error: 'schema_newer', message: expect.any(String) });
    await sql`UPDATE sections SET schema_version = ${CURRENT_SCHEMA} WHERE uid = 'old-section'`.execute(
      t.app.db,
    );
  });
});
