import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import { editorApi as api, insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let anna: StaffLogin;
let bert: StaffLogin;
let pageId: number;

/** A fresh page of our own, so the tests do not depend on the demo's layout. */
async function createPage(path: string): Promise<number> {
  const row = await insertTestPage(t, { path, title: `Test ${path}`, translationKey: `test-${path}` });
  return row.id;
}

async function write(who: StaffLogin, options: InjectOptions) {
  return t.write({ ...options, cookies: who.cookies });
}

async function addSection(who: StaffLogin, page: number, layout = '50-50'): Promise<Section> {
  const response = await write(who, {
    method: 'POST',
    url: api('section'),
    payload: { page_id: page, layout },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().section;
}

async function addModule(who: StaffLogin, section: Section, column: number, module: Record<string, unknown>) {
  const response = await write(who, {
    method: 'POST',
    url: api('module'),
    payload: { section_id: section.id, version: section.version, column, module },
  });
  return response;
}

async function pageSections(path: string): Promise<Section[]> {
  return (await t.app.inject({ url: api(`page/${path}`), cookies: anna.cookies })).json().modules;
}

/**
 * What visitors get once the page's draft is published: editor writes go to a draft (issue 19;
 * docs/decisions/0090), so each check of the public page publishes first, with the tokens staff see.
 */
async function published(path: string) {
  const page = await t.app.db
    .selectFrom('pages')
    .select('id')
    .where('locale', '=', 'de')
    .where('path', '=', path)
    .executeTakeFirstOrThrow();
  const sections = await pageSections(path);
  const answer = await write(anna, {
    method: 'POST',
    url: api(`draft/${page.id}/publish`),
    payload: { versions: Object.fromEntries(sections.map((section) => [section.id, section.version])) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return t.app.inject(`/de/${path}`);
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await loginStaff(t, { username: 'anna', first_name: 'Anna', last_name: 'Admin', role: 'admin' });
  bert = await loginStaff(t, { username: 'bert', first_name: 'Bert', last_name: 'Bühne' });
  pageId = await createPage('editor-test');
});
afterAll(async () => t.close());

describe('sections and modules (issue 6 item 3)', () => {
  it('adds a 50-50 section with a headline and a text; visitors see it once published', async () => {
    const before = await t.app.inject('/de/editor-test');
    expect(before.statusCode).toBe(200);
    const section = await addSection(anna, pageId);
    expect(section.columns.map((column) => column.children)).toEqual([[], []]);
    const headline = await addModule(anna, section, 0, {
      type: 'headline',
      content: 'Neue Spielzeit',
      headline_level: 2,
    });
    expect(headline.statusCode, headline.body).toBe(201);
    const afterHeadline = headline.json().section as Section;
    expect(afterHeadline.version).toBe(section.version + 1);
    const text = await addModule(anna, afterHeadline, 1, {
      type: 'text',
      content: '<p>Hallo <strong>Welt</strong> <a href="https://example.org" style="color:red">x</a></p>',
    });
    expect(text.statusCode, text.body).toBe(201);
    // Rich text is sanitised on the server (spec: frame §5): allowed markup stays, the rest goes.
    expect(text.json().module.content).toContain('<strong>Welt</strong>');
    expect(text.json().module.content).not.toContain('style=');
    expect(text.json().module.id).toMatch(/[0-9a-f-]{36}/);

    const visitor = await published('editor-test');
    expect(visitor.body).toContain('Neue Spielzeit');
    expect(visitor.body).toContain('<strong>Welt</strong>');
    expect(visitor.body).not.toContain('alert(1)');
  });

  it('updates, reorders, moves and deletes modules', async () => {
    const page = await createPage('editor-ops');
    const section = await addSection(anna, page);
    const first = (await addModule(anna, section, 0, { type: 'headline', content: 'Eins' })).json();
    const second = (await addModule(anna, first.section, 0, { type: 'headline', content: 'Zwei' })).json();
    const a = first.module.id as string;
    const b = second.module.id as string;

    const update = await write(anna, {
      method: 'PUT',
      url: api(`module/${a}`),
      payload: {
        section_id: section.id,
        version: second.section.version,
        module: { type: 'headline', content: 'Eins!', headline_level: 3 },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().module).toMatchObject({ id: a, content: 'Eins!', headline_level: 3 });
    let current = update.json().section as Section;

    const reorder = await write(anna, {
      method: 'POST',
      url: api(`section/${section.id}/reorder`),
      payload: { version: current.version, columns: [[b], [a]] },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    current = reorder.json().section;
    expect(current.columns.map((column) => column.children.map((child) => child.id))).toEqual([[b], [a]]);

    const other = await addSection(anna, page, '100');
    const move = await write(anna, {
      method: 'POST',
      url: api(`module/${a}/move`),
      payload: {
        from: { section_id: section.id, version: current.version },
        to: { section_id: other.id, version: other.version, column: 0 },
      },
    });
    expect(move.statusCode, move.body).toBe(200);
    const [fromAfter, toAfter] = move.json().sections as Section[];
    expect(fromAfter?.columns[1]?.children).toEqual([]);
    expect(toAfter?.columns[0]?.children.map((child) => child.id)).toEqual([a]);

    const remove = await write(anna, {
      method: 'DELETE',
      url: api(`module/${b}?section_id=${section.id}&version=${fromAfter?.version}`),
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(remove.json().section.columns[0].children).toEqual([]);
    const html = (await published('editor-ops')).body;
    expect(html).toContain('Eins!');
    expect(html).not.toContain('Zwei');
  });

  it('changes the layout without losing modules, reorders and deletes sections', async () => {
    const page = await createPage('editor-sections');
    const s1 = await addSection(anna, page, '33-33-33');
    const withModule = (await addModule(anna, s1, 2, { type: 'headline', content: 'Rechts' })).json()
      .section as Section;
    const patch = await write(anna, {
      method: 'PATCH',
      url: api(`section/${s1.id}`),
      payload: { version: withModule.version, layout: '100' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().section.layout).toBe('100');
    expect(patch.json().section.columns[0].children[0].content).toBe('Rechts');

    const s2 = await addSection(anna, page, '100');
    const s3 = await addSection(anna, page, '100');
    const order = await write(anna, {
      method: 'POST',
      url: api('sections/reorder'),
      payload: { page_id: page, order: [s3.id, s1.id, s2.id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json().sections as Section[]).map((section) => section.id)).toEqual([s3.id, s1.id, s2.id]);
    const foreign = await write(anna, {
      method: 'POST',
      url: api('sections/reorder'),
      payload: { page_id: page, order: [s3.id, s1.id, 'not-on-this-page'] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('order.2');

    const del = await write(anna, { method: 'DELETE', url: api(`section/${s2.id}?version=${s2.version}`) });
    expect(del.statusCode, del.body).toBe(200);
    expect((await pageSections('editor-sections')).map((section) => section.id)).toEqual([s3.id, s1.id]);
  });

  it('creates a missing container for staff only; GET stays 404 for visitors before', async () => {
    expect((await t.app.inject(api('container/by-slug/neu-box'))).statusCode).toBe(404);
    const visitor = await t.write({ method: 'PUT', url: api('container/by-slug/neu-box'), payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject(api('container/by-slug/neu-box'))).statusCode).toBe(404);
    const created = await write(anna, { method: 'PUT', url: api('container/by-slug/neu-box'), payload: {} });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'neu-box',
      layout: '100',
      object_id: null,
      columns: [{ children: [] }],
    });
    const again = await write(bert, { method: 'PUT', url: api('container/by-slug/neu-box'), payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const container = created.json() as Section;
    const filled = await addModule(anna, container, 0, { type: 'headline', content: 'Im Container' });
    expect(filled.statusCode, filled.body).toBe(201);
    expect(filled.json().version_id).toBeNull();
    expect((await t.app.inject(api('container/by-slug/neu-box'))).json().columns[0].children[0].content).toBe(
      'Im Container',
    );
  });
});

describe('bad input: 4xx with a message per field, page unchanged, never 500', () => {
  let section: Section;
  beforeAll(async () => {
    section = await addSection(anna, await createPage('editor-bad'), '100');
  });

  const attempt = (module: unknown) =>
    write(anna, {
      method: 'POST',
      url: api('module'),
      payload: { section_id: section.id, version: section.version, column: 0, module },
    });

  it.each([
    ['unknown type', { type: 'marquee', content: 'x' }, 'module.type'],
    ['section inside a column', { type: 'section', layout: '100', columns: [] }, 'module.type'],
    ['missing required field', { type: 'headline', content: '' }, 'module.content'],
    ['wrong field type', { type: 'headline', content: 'x', headline_level: 'huge' }, 'module.headline_level'],
    ['script in rich text', { type: 'text', content: '<p>x<script>alert(1)</script></p>' }, 'module.content'],
    [
      'javascript: link in rich text',
      { type: 'text', content: '<p><a href="javascript:alert(1)">x</a></p>' },
      'module.content',
    ],
    [
      'javascript: link',
      { type: 'link', link_text: 'x', link: 'javascript:alert(1)', extra_class: 'primary' },
      'module.link',
    ],
    [
      'audio embed from another domain',
      { type: 'audio', embed: '<iframe src="https://evil.example/player"></iframe>' },
      'module.embed',
    ],
    [
      'viewer embed from another domain',
      { type: 'viewer', embed: '<iframe src="https://www.yumpu.com.evil.example/doc"></iframe>' },
      'module.embed',
    ],
    [
      'video URL that is no URL',
      { type: 'video', video_url: 'not a url', image: '/media/a.jpg' },
      'module.video_url',
    ],
  ])('%s', async (_name, module, field) => {
    const response = await attempt(module);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(response.json().message).toContain(field);
  });

  it('refuses envelopes with missing or mistyped members', async () => {
    const response = await write(anna, {
      method: 'POST',
      url: api('module'),
      payload: { section_id: section.id, version: 'one', column: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(
      expect.arrayContaining(['version', 'column', 'module']),
    );
    const notJson = await write(anna, {
      method: 'POST',
      url: api('module'),
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a column the layout does not have', async () => {
    const response = await write(anna, {
      method: 'POST',
      url: api('module'),
      payload: {
        section_id: section.id,
        version: section.version,
        column: 1,
        module: { type: 'headline', content: 'x' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('column');
  });

  it('refuses oversized payloads (> 1 MB) with 413', async () => {
    const response = await attempt({ type: 'text', content: `<p>${'x'.repeat(1024 * 1024)}</p>` });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('message');
  });

  it('refuses reorders naming foreign modules', async () => {
    const added = (await attempt({ type: 'headline', content: 'Eigen' })).json();
    section = added.section;
    const response = await write(anna, {
      method: 'POST',
      url: api(`section/${section.id}/reorder`),
      payload: { version: section.version, columns: [[added.module.id, 'foreign-module']] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('columns.0.1');
  });

  it('left the stored page unchanged by all of the above', async () => {
    const sections = await pageSections('editor-bad');
    expect(sections).toHaveLength(1);
    expect(sections[0]?.columns[0]?.children.map((child) => child.content)).toEqual(['Eigen']);
    expect(sections[0]?.version).toBe(section.version);
  });

  it('answers 404 for unknown pages, sections and modules', async () => {
    const noPage = await write(anna, {
      method: 'POST',
      url: api('section'),
      payload: { page_id: 999999, layout: '100' },
    });
    expect(noPage.statusCode).toBe(404);
    const noSection = await write(anna, {
      method: 'PUT',
      url: api('module/x'),
      payload: { section_id: 'nope', version: 1, module: { type: 'headline', content: 'x' } },
    });
    expect(noSection.statusCode).toBe(404);
    const noModule = await write(anna, {
      method: 'DELETE',
      url: api(`module/nope?section_id=${section.id}&version=${section.version}`),
    });
    expect(noModule.statusCode).toBe(400);
    expect(noModule.json().fields).toHaveProperty('module_id');
  });
});

describe('per-section conflicts (issue 6: nothing is overwritten silently)', () => {
  it('two people on different sections of one page both land; on the same section the second gets 409 naming the first', async () => {
    const page = await createPage('editor-conflict');
    const top = await addSection(anna, page, '100');
    const bottom = await addSection(anna, page, '100');
    // Both load the page, then save in different sections.
    const [annaView, bertView] = [
      await pageSections('editor-conflict'),
      await pageSections('editor-conflict'),
    ];
    const annaSave = await addModule(anna, annaView[0] as Section, 0, {
      type: 'headline',
      content: 'Von Anna',
    });
    const bertSave = await addModule(bert, bertView[1] as Section, 0, {
      type: 'headline',
      content: 'Von Bert',
    });
    expect(annaSave.statusCode).toBe(201);
    expect(bertSave.statusCode).toBe(201);

    // Now both edit the top section from the same state: Bert is first, Anna second.
    const state = annaSave.json().section as Section;
    const bertFirst = await addModule(bert, state, 0, { type: 'headline', content: 'Bert oben' });
    expect(bertFirst.statusCode).toBe(201);
    const annaSecond = await addModule(anna, state, 0, { type: 'headline', content: 'Anna oben' });
    expect(annaSecond.statusCode).toBe(409);
    const conflict = annaSecond.json();
    expect(conflict.error).toBe('conflict');
    expect(conflict.message).toContain('Bert Bühne');
    expect(conflict.changed_by).toMatchObject({ username: 'bert', name: 'Bert Bühne' });
    expect(conflict.section_id).toBe(top.id);
    expect(conflict.section.columns[0].children.map((child: { content: string }) => child.content)).toEqual([
      'Von Anna',
      'Bert oben',
    ]);
    const html = (await published('editor-conflict')).body;
    expect(html).toContain('Von Bert');
    expect(html).toContain('Bert oben');
    expect(html).not.toContain('Anna oben');
    expect(bottom.id).not.toBe(top.id);
  });

  it('a write to a section deleted meanwhile answers 409 naming who deleted it', async () => {
    const page = await createPage('editor-deleted');
    const section = await addSection(anna, page, '100');
    const del = await write(bert, {
      method: 'DELETE',
      url: api(`section/${section.id}?version=${section.version}`),
    });
    expect(del.statusCode).toBe(200);
    const late = await addModule(anna, section, 0, { type: 'headline', content: 'Zu spät' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ section: null, changed_by: { username: 'bert' } });
    expect(late.json().message).toContain('deleted by Bert Bühne');
  });

  it('concurrent saves with the same token: exactly one lands', async () => {
    const page = await createPage('editor-race');
    const section = await addSection(anna, page, '100');
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name, index) =>
        addModule(index % 2 ? bert : anna, section, 0, { type: 'headline', content: `Race ${name}` }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await pageSections('editor-race'))[0]?.columns[0]?.children).toHaveLength(1);
  });
});

describe('versions and restore', () => {
  it('lists who saved what when; previews with ?version_id and ?v=; restores one section or the whole page', async () => {
    const page = await createPage('editor-versions');
    const s1 = await addSection(anna, page, '100');
    const s2 = await addSection(bert, page, '100');
    const v1 = (await addModule(anna, s1, 0, { type: 'headline', content: 'Alt oben' })).json();
    const v2 = (await addModule(bert, s2, 0, { type: 'headline', content: 'Alt unten' })).json();
    const oldVersionId = v2.version_id as number;
    const headlineId = v1.module.id as string;
    const change1 = await write(anna, {
      method: 'PUT',
      url: api(`module/${headlineId}`),
      payload: {
        section_id: s1.id,
        version: v1.section.version,
        module: { type: 'headline', content: 'Neu oben' },
      },
    });
    const change2 = await write(bert, {
      method: 'PUT',
      url: api(`module/${v2.module.id}`),
      payload: {
        section_id: s2.id,
        version: v2.section.version,
        module: { type: 'headline', content: 'Neu unten' },
      },
    });
    expect(change1.statusCode).toBe(200);
    expect(change2.statusCode).toBe(200);

    const list = await t.app.inject({ url: api(`page-versions/${page}`), cookies: anna.cookies });
    expect(list.statusCode).toBe(200);
    const versions = list.json().results;
    expect(versions).toHaveLength(6);
    expect(versions[0]).toMatchObject({
      page_id: page,
      created_by: { username: 'bert', name: 'Bert Bühne' },
      action: 'module.update',
      section_ids: [s2.id],
      note: 'Changed Headline in section 2',
    });
    expect(Date.parse(versions[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(versions.map((version: { action: string }) => version.action)).toEqual([
      'module.update',
      'module.update',
      'module.create',
      'module.create',
      'section.create',
      'section.create',
    ]);
    // Visitors see no versions.
    expect((await t.app.inject(api(`page-versions/${page}`))).statusCode).toBe(401);

    const detail = await t.app.inject({
      url: api(`page-versions/${page}/${oldVersionId}`),
      cookies: bert.cookies,
    });
    expect(
      detail.json().sections.map((section: Section) => section.columns[0]?.children[0]?.content),
    ).toEqual(['Alt oben', 'Alt unten']);
    const json = await t.app.inject({
      url: api(`page/editor-versions?version_id=${oldVersionId}`),
      cookies: anna.cookies,
    });
    expect(JSON.stringify(json.json().modules)).toContain('Alt oben');
    const preview = await t.app.inject({
      url: `/de/editor-versions?v=${oldVersionId}`,
      cookies: anna.cookies,
    });
    expect(preview.body).toContain('Alt oben');
    expect(preview.body).not.toContain('Neu oben');
    const visitor = await t.app.inject(`/de/editor-versions?v=${oldVersionId}`);
    expect(visitor.statusCode).toBe(301);

    // Restore only the top section: the bottom keeps Bert's newer text.
    const current = await pageSections('editor-versions');
    const stale = await write(anna, {
      method: 'POST',
      url: api(`page-versions/${oldVersionId}/restore`),
      payload: { section_id: s1.id, versions: { [s1.id]: 1 } },
    });
    expect(stale.statusCode).toBe(409);
    const one = await write(anna, {
      method: 'POST',
      url: api(`page-versions/${oldVersionId}/restore`),
      payload: { section_id: s1.id, versions: { [s1.id]: current[0]?.version } },
    });
    expect(one.statusCode, one.body).toBe(200);
    const afterOne = one.json().sections as Section[];
    expect(afterOne.map((section) => section.columns[0]?.children[0]?.content)).toEqual([
      'Alt oben',
      'Neu unten',
    ]);
    let html = (await published('editor-versions')).body;
    expect(html).toContain('Alt oben');
    expect(html).toContain('Neu unten');

    // Whole page: needs every current token.
    const missing = await write(anna, {
      method: 'POST',
      url: api(`page-versions/${v1.version_id}/restore`),
      payload: { versions: { [s1.id]: afterOne[0]?.version } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty(`versions.${s2.id}`);
    const whole = await write(anna, {
      method: 'POST',
      url: api(`page-versions/${v1.version_id}/restore`),
      payload: { versions: Object.fromEntries(afterOne.map((section) => [section.id, section.version])) },
    });
    expect(whole.statusCode, whole.body).toBe(200);
    // In version v1 the bottom section was still empty.
    expect(
      (whole.json().sections as Section[]).map((section) => section.columns[0]?.children.length),
    ).toEqual([1, 0]);
    html = (await published('editor-versions')).body;
    expect(html).not.toContain('Neu unten');
    // The newest edit (the publish that let us look as a visitor came after it).
    const latest = (await t.app.inject({ url: api(`page-versions/${page}`), cookies: anna.cookies }))
      .json()
      .results.find((version: { action: string }) => version.action !== 'page.publish');
    expect(latest).toMatchObject({ action: 'restore.page', created_by: { username: 'anna' } });
  });

  it('restores a deleted section into its old place', async () => {
    const page = await createPage('editor-undelete');
    const s1 = await addSection(anna, page, '100');
    const s2 = await addSection(anna, page, '100');
    const filled = (await addModule(anna, s1, 0, { type: 'headline', content: 'Wieder da' })).json();
    const del = await write(anna, {
      method: 'DELETE',
      url: api(`section/${s1.id}?version=${filled.section.version}`),
    });
    expect(del.statusCode).toBe(200);
    const restore = await write(anna, {
      method: 'POST',
      url: api(`page-versions/${filled.version_id}/restore`),
      payload: { section_id: s1.id, versions: {} },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((restore.json().sections as Section[]).map((section) => section.id)).toEqual([s1.id, s2.id]);
    expect((await published('editor-undelete')).body).toContain('Wieder da');
  });
});
