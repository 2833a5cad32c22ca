import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../../src/contract/pages';
import { versionNoteText } from '../../../src/domain/version-notes';
import { editorApi as api, insertTestPage } from '../../testing/pages';
import { loginStaff, type StaffLogin } from '../../testing/staff';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { inTransaction, listVersions, recordVersion } from './editor.repository';

let t: TestApp;
let anna: StaffLogin;
let pageId: number;

const actor = () => ({
  id: anna.userId,
  email: 'anna@foyer.example',
  username: 'anna',
  first_name: 'Anna',
  last_name: 'Admin',
  role: 'admin',
});

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  anna = await loginStaff(t, { username: 'anna', first_name: 'Anna', last_name: 'Admin', role: 'admin' });
  const page = await insertTestPage(t, { path: 'notes', title: 'Notes', translationKey: 'notes' });
  pageId = page.id;
});

afterAll(async () => {
  await t?.close();
});

describe('version notes as data (docs/decisions/0013-one-text-system.md)', () => {
  it('stores a note given as data with its English text, and gives both back', async () => {
    await inTransaction(t.app.db, (trx) =>
      recordVersion(trx, pageId, actor(), 'module.create', [], {
        key: 'note.moduleAdded',
        params: { module: 'video_sh', column: 1, section: 2 },
      }),
    );
    const [latest] = await listVersions(t.app.db, pageId);
    expect(latest).toMatchObject({
      note: 'Added Video SH to column 1 in section 2',
      note_key: 'note.moduleAdded',
      note_params: { module: 'video_sh', column: 1, section: 2 },
    });
    const note = { key: 'note.moduleAdded', params: { module: 'video_sh', column: 1, section: 2 } } as const;
    expect(versionNoteText(note, 'de')).toBe('Video (eigene Datei) in Spalte 1 von Abschnitt 2 eingefügt');
  });

  it('reads notes written as English text (older rows, older callers) back as data', async () => {
    // A row as it was stored before migration 0410: text only.
    await t.app.db
      .insertInto('page_versions')
      .values({
        page_id: pageId,
        created_by: 'anna',
        note: 'Changed the layout to 67-33 in section 3',
        snapshot: JSON.stringify([]) as never,
      })
      .execute();
    await inTransaction(t.app.db, (trx) =>
      recordVersion(trx, pageId, actor(), 'module.update', [], 'Changed Full Teaser in section 1'),
    );
    await inTransaction(t.app.db, (trx) =>
      recordVersion(trx, pageId, actor(), 'module.update', [], 'Something staff wrote by hand'),
    );
    const [free, changed, layout] = await listVersions(t.app.db, pageId);
    expect(layout).toMatchObject({
      note: 'Changed the layout to 67-33 in section 3',
      note_key: 'note.layoutChanged',
      note_params: { layout: '67-33', section: 3 },
    });
    expect(changed).toMatchObject({
      note_key: 'note.moduleChanged',
      note_params: { module: 'full_teaser', section: 1 },
    });
    expect(free?.note).toBe('Something staff wrote by hand');
    expect(free?.note_key).toBeUndefined();
  });

  it('answers the notes of real edits as data through the API', async () => {
    const created = await t.write({
      method: 'POST',
      url: api('section'),
      payload: { page_id: pageId, layout: '50-50' },
      cookies: anna.cookies,
    });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json().section as Section;
    const added = await t.write({
      method: 'POST',
      url: api('module'),
      payload: {
        section_id: section.id,
        version: section.version,
        column: 1,
        module: { type: 'headline', content: 'Spielzeit' },
      },
      cookies: anna.cookies,
    });
    expect(added.statusCode, added.body).toBe(201);
    const list = await t.app.inject({ url: api(`page-versions/${pageId}`), cookies: anna.cookies });
    const [module, sectionAdded] = list.json().results;
    expect(module).toMatchObject({
      note: 'Added Headline to column 2 in section 1',
      note_key: 'note.moduleAdded',
      note_params: { module: 'headline', column: 2, section: 1 },
    });
    expect(sectionAdded).toMatchObject({
      note_key: 'note.sectionAdded',
      note_params: { layout: '50-50', section: 1 },
    });
  });

  it('stores the notes of real edits as data (note_data) beside the unchanged English note', async () => {
    const created = await t.write({
      method: 'POST',
      url: api('section'),
      payload: { page_id: pageId, layout: '50-50' },
      cookies: anna.cookies,
    });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json().section as Section;
    const added = await t.write({
      method: 'POST',
      url: api('module'),
      payload: {
        section_id: section.id,
        version: section.version,
        column: 0,
        module: { type: 'headline', content: 'Spielzeit' },
      },
      cookies: anna.cookies,
    });
    expect(added.statusCode, added.body).toBe(201);
    const relayout = await t.write({
      method: 'PATCH',
      url: api(`section/${section.id}`),
      payload: { version: (added.json().section as Section).version, layout: '100' },
      cookies: anna.cookies,
    });
    expect(relayout.statusCode, relayout.body).toBe(200);
    const rows = await t.app.db
      .selectFrom('page_versions')
      .select(['note', 'note_data'])
      .where('page_id', '=', pageId)
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    // The new section is the page's last one (the earlier tests added sections too).
    const at = (
      await t.app.db
        .selectFrom('sections')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('page_id', '=', pageId)
        .executeTakeFirstOrThrow()
    ).count;
    expect(Number(at)).toBeGreaterThan(0);
    expect(rows).toEqual([
      {
        note: `Changed the layout to 100 in section ${Number(at)}`,
        note_data: { key: 'note.layoutChanged', params: { layout: '100', section: Number(at) } },
      },
      {
        note: `Added Headline to column 1 in section ${Number(at)}`,
        note_data: {
          key: 'note.moduleAdded',
          params: { module: 'headline', column: 1, section: Number(at) },
        },
      },
      {
        note: `Added a 50-50 section as section ${Number(at)}`,
        note_data: { key: 'note.sectionAdded', params: { layout: '50-50', section: Number(at) } },
      },
    ]);
  });
});
