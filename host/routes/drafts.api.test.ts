import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/contract/pages';
import type { Clock } from '../../src/domain/clock';
import { editorApi as api, insertTestPage } from '../testing/pages';
import { loginStaff, type StaffLogin } from '../testing/staff';
import { createTestApp, type TestApp, testNow } from '../testing/test-app';

/** Drafts and publishing (issue 19 item 1; docs/decisions/0090-drafts-and-publishing.md). */

let t: TestApp;
let anna: StaffLogin;
let bert: StaffLogin;
/** The app's clock, moved forward by the scheduled-publish test. */
let nowMs = testNow().getTime();
const clock: Clock = { now: () => new Date(nowMs) };

const write = (who: StaffLogin, options: InjectOptions) => t.write({ ...options, cookies: who.cookies });

async function createPage(path: string): Promise<number> {
  const row = await insertTestPage(t, {
    path: path,
    title: `Draft ${path}`,
    translationKey: `draft-${path}`,
  });
  return row.id;
}

/** A page with one section holding one headline, published. */
async function publishedPage(path: string, headline: string): Promise<{ pageId: number; section: Section }> {
  const pageId = await createPage(path);
  const added = await write(anna, {
    method: 'POST',
    url: api('section'),
    payload: { page_id: pageId, layout: '100' },
  });
  expect(added.statusCode, added.body).toBe(201);
  let section = added.json().section as Section;
  const module = await write(anna, {
    method: 'POST',
    url: api('module'),
    payload: {
      section_id: section.id,
      version: section.version,
      column: 0,
      module: { type: 'headline', content: headline, headline_level: 2 },
    },
  });
  expect(module.statusCode, module.body).toBe(201);
  section = module.json().section;
  const published = await publish(anna, pageId, [section]);
  expect(published.statusCode, published.body).toBe(200);
  return { pageId, section };
}

function publish(who: StaffLogin, pageId: number, sections: Section[], extra: Record<string, unknown> = {}) {
  return write(who, {
    method: 'POST',
    url: api(`draft/${pageId}/publish`),
    payload: { versions: Object.fromEntries(sections.map((s) => [s.id, s.version])), ...extra },
  });
}

async function changeHeadline(who: StaffLogin, section: Section, content: string): Promise<Section> {
  const module = section.columns[0]?.children[0] as { id: string };
  const response = await write(who, {
    method: 'PUT',
    url: api(`module/${module.id}`),
    payload: {
      section_id: section.id,
      version: section.version,
      module: { type: 'headline', content, headline_level: 2 },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().section;
}

const visitor = (path: string) => t.app.inject({ url: `/de/${path}` });
const staffPage = (path: string, query = '') =>
  t.app.inject({ url: `/de/${path}${query}`, cookies: anna.cookies });

beforeAll(async () => {
  t = await createTestApp({ clock });
  anna = await loginStaff(t, { username: 'anna', first_name: 'Anna', last_name: 'Admin', role: 'admin' });
  bert = await loginStaff(t, { username: 'bert', first_name: 'Bert', last_name: 'Bühne' });
});
afterAll(async () => t.close());

describe('draft save', () => {
  it('keeps what visitors get (page cache included) and shows staff the draft with its state', async () => {
    const { pageId, section } = await publishedPage('draft-save', 'Alte Zeile');
    const first = await visitor('draft-save');
    expect(first.body).toContain('Alte Zeile');
    // On PostgreSQL the publish's change notice arrives by LISTEN a moment later and may clear the
    // page just kept: ask until the kept page answers.
    let cached = await visitor('draft-save');
    for (let tries = 0; tries < 40 && cached.headers['x-foyer-cache'] !== 'hit'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      cached = await visitor('draft-save');
    }
    expect(cached.headers['x-foyer-cache']).toBe('hit');

    await changeHeadline(anna, section, 'Neue Zeile');

    const after = await visitor('draft-save');
    expect(after.statusCode).toBe(200);
    // A draft save changes nothing visitors see, so their cached page stays (no clear, no notice).
    expect(after.headers['x-foyer-cache']).toBe('hit');
    expect(after.body).toContain('Alte Zeile');
    expect(after.body).not.toContain('Neue Zeile');
    // The visitors' read API too.
    const json = await t.app.inject({ url: api('page/draft-save') });
    expect(JSON.stringify(json.json().modules)).toContain('Alte Zeile');

    const staff = await staffPage('draft-save', '?edit');
    expect(staff.body).toContain('Neue Zeile');
    expect(staff.body).toContain('Entwurf: Diese Seite hat unveröffentlichte Änderungen');
    expect(staff.body).toMatch(/<foyer-page-editor[^>]* draft=""/);

    const state = await t.app.inject({ url: api(`draft/${pageId}`), cookies: anna.cookies });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ page_id: pageId, has_draft: true, scheduled: null });

    // Preview as visitor: the draft without the editor element.
    const preview = await staffPage('draft-save', '?preview');
    expect(preview.body).toContain('Neue Zeile');
    expect(preview.body).not.toContain('<foyer-page-editor');
    expect(preview.body).toContain('Vorschau als Besucher');
  });

  it("lets search find what visitors see: a draft's words only once published", async () => {
    const { pageId, section } = await publishedPage('draft-search', 'Quittengelee');
    const found = async (word: string) => {
      const response = await t.app.inject({ url: `/api/search/others/?query=${encodeURIComponent(word)}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { results: Array<{ url: string }> }).results.some(
        (r) => r.url === '/de/draft-search',
      );
    };
    expect(await found('Quittengelee')).toBe(true);
    const draft = await changeHeadline(anna, section, 'Zwetschgenröster');
    expect(await found('Zwetschgenröster')).toBe(false);
    expect(await found('Quittengelee')).toBe(true);
    const published = await publish(anna, pageId, [draft]);
    expect(published.statusCode, published.body).toBe(200);
    expect(await found('Zwetschgenröster')).toBe(true);
    expect(await found('Quittengelee')).toBe(false);
  });

  it('saves into a draft without re-indexing the page for search; the version holds the whole page', async () => {
    const { pageId, section } = await publishedPage('draft-save-cost', 'Holunder');
    // The first change after the publish (a second section) keeps the published copy.
    const added = await write(anna, {
      method: 'POST',
      url: api('section'),
      payload: { page_id: pageId, layout: '50-50' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const searchDocument = () =>
      t.app.db
        .selectFrom('search_documents')
        .select(['id', 'body'])
        .where('type', '=', 'page')
        .where('record_id', '=', pageId)
        .executeTakeFirstOrThrow();
    const before = await searchDocument();
    const draft = await changeHeadline(anna, section, 'Schlehe');
    expect(draft.version).toBe(section.version + 1);
    // The same row: the save neither deleted nor re-inserted the page's search document.
    expect(await searchDocument()).toEqual(before);
    const version = await t.app.db
      .selectFrom('page_versions')
      .select(['snapshot', 'section_ids', 'note_data'])
      .where('page_id', '=', pageId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const snapshot = version.snapshot as Section[];
    expect(snapshot.map((entry) => entry.id)).toEqual([section.id, added.json().section.id]);
    expect(snapshot[0]?.version).toBe(draft.version);
    expect(JSON.stringify(snapshot[0]?.columns)).toContain('Schlehe');
    expect(version.section_ids).toEqual([section.id]);
    expect(version.note_data).toMatchObject({ key: 'note.moduleChanged', params: { section: 1 } });
    const page = await t.app.db
      .selectFrom('pages')
      .select('published_sections')
      .where('id', '=', pageId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(page.published_sections)).toContain('Holunder');
    expect((page.published_sections as Section[]).length).toBe(1);
  });

  it('keeps per-section conflicts on drafts', async () => {
    const { section } = await publishedPage('draft-conflict', 'Eins');
    await changeHeadline(anna, section, 'Zwei');
    const module = section.columns[0]?.children[0] as { id: string };
    const stale = await write(bert, {
      method: 'PUT',
      url: api(`module/${module.id}`),
      payload: {
        section_id: section.id,
        version: section.version,
        module: { type: 'headline', content: 'Drei', headline_level: 2 },
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed_by.name).toBe('Anna Admin');
  });
});

describe('publish', () => {
  it('makes the draft what visitors see and writes a version with who and the note', async () => {
    const { pageId, section } = await publishedPage('draft-publish', 'Vorher');
    const changed = await changeHeadline(anna, section, 'Nachher');
    expect((await visitor('draft-publish')).body).toContain('Vorher');

    const published = await publish(anna, pageId, [changed], { note: 'Neue Spielzeit' });
    expect(published.statusCode, published.body).toBe(200);
    const answer = published.json();
    expect(answer.state.has_draft).toBe(false);
    expect(answer.state.published_version_id).toBe(answer.version_id);

    const after = await visitor('draft-publish');
    expect(after.body).toContain('Nachher');
    expect(after.body).not.toContain('Vorher');

    const versions = await t.app.inject({ url: api(`page-versions/${pageId}`), cookies: anna.cookies });
    const newest = versions.json().results[0];
    expect(newest).toMatchObject({
      id: answer.version_id,
      action: 'page.publish',
      comment: 'Neue Spielzeit',
    });
    expect(newest.created_by.name).toBe('Anna Admin');
    expect(newest.note_key).toBe('note.published');
  });

  it('refuses a stale draft with 409 naming the section and who changed it; nothing goes live', async () => {
    const { pageId, section } = await publishedPage('draft-stale', 'Erste');
    const annas = await changeHeadline(anna, section, 'Annas Fassung');
    // Bert changes the section after Anna loaded it.
    await changeHeadline(bert, annas, 'Berts Fassung');
    const stale = await publish(anna, pageId, [annas]);
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.section_id).toBe(section.id);
    expect(body.changed_by.name).toBe('Bert Bühne');
    expect(body.message).toContain('Bert Bühne');
    expect((await visitor('draft-stale')).body).toContain('Erste');
  });

  it('refuses a publish that leaves out a section someone added since (409)', async () => {
    const { pageId, section } = await publishedPage('draft-added', 'Eins');
    const added = await write(bert, {
      method: 'POST',
      url: api('section'),
      payload: { page_id: pageId, layout: '100' },
    });
    const answer = await publish(anna, pageId, [section]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().section_id).toBe(added.json().section.id);
    expect(answer.json().changed_by.name).toBe('Bert Bühne');
  });

  it('answers 400 for a bad time and 401 without a session, 403 without CSRF', async () => {
    const { pageId, section } = await publishedPage('draft-bad', 'Eins');
    const bad = await publish(anna, pageId, [section], { at: 'Freitag' });
    expect(bad.statusCode).toBe(400);
    const past = await publish(anna, pageId, [section], { at: '2020-01-01T10:00:00+01:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.at).toBeTruthy();
    const anonymous = await t.write({
      method: 'POST',
      url: api(`draft/${pageId}/publish`),
      payload: { versions: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: api(`draft/${pageId}/publish`),
      payload: { versions: {} },
      cookies: anna.cookies,
    });
    expect(noCsrf.statusCode).toBe(403);
    const missing = await write(anna, {
      method: 'POST',
      url: api('draft/999999/publish'),
      payload: { versions: {} },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('concurrent first edits after a publish', () => {
  // Every write locks sections (by id) before the page row: publish, discard, the first edit after
  // a publish, adding and reordering sections. Adding and reordering took the page row first, and
  // on PostgreSQL a publish or an edit at the same moment deadlocked (one of them answered 500).
  it('never deadlock: adding, reordering and editing at once all answer', async () => {
    const { pageId, section } = await publishedPage('draft-concurrent', 'Erste Zeile');
    const readSections = async (): Promise<Section[]> =>
      (await t.app.inject({ url: api('page/draft-concurrent'), cookies: anna.cookies })).json().modules;
    let current = section;
    for (let round = 0; round < 8; round++) {
      const added = write(bert, {
        method: 'POST',
        url: api('section'),
        payload: { page_id: pageId, layout: '100' },
      });
      const module = current.columns[0]?.children[0] as { id: string };
      const edited = write(anna, {
        method: 'PUT',
        url: api(`module/${module.id}`),
        payload: {
          section_id: current.id,
          version: current.version,
          module: { type: 'headline', content: `Zeile ${round}`, headline_level: 2 },
        },
      });
      const [addedAnswer, editedAnswer] = await Promise.all([added, edited]);
      expect(addedAnswer.statusCode, addedAnswer.body).toBe(201);
      expect([200, 409], editedAnswer.body).toContain(editedAnswer.statusCode);
      const reread = await readSections();
      current = reread.find((s) => s.id === section.id) as Section;
      const order = reread.map((s) => s.id).reverse();
      const [reordered, published] = await Promise.all([
        write(bert, { method: 'POST', url: api('sections/reorder'), payload: { page_id: pageId, order } }),
        publish(anna, pageId, reread),
      ]);
      for (const answer of [reordered, published])
        expect([200, 409], answer.body).toContain(answer.statusCode);
      current = (await readSections()).find((s) => s.id === section.id) as Section;
      const again = await publish(anna, pageId, await readSections());
      expect(again.statusCode, again.body).toBe(200);
    }
    // Nothing was lost: the first section and the eight added ones.
    expect(await readSections()).toHaveLength(9);
  });
});

describe('a draft save without a lock (decision 0158)', () => {
  /** A published page with two sections of one headline each. */
  async function twoSectionPage(path: string, texts: [string, string]) {
    const { pageId, section: first } = await publishedPage(path, texts[0]);
    const added = await write(anna, {
      method: 'POST',
      url: api('section'),
      payload: { page_id: pageId, layout: '100' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const module = await write(anna, {
      method: 'POST',
      url: api('module'),
      payload: {
        section_id: added.json().section.id,
        version: added.json().section.version,
        column: 0,
        module: { type: 'headline', content: texts[1], headline_level: 2 },
      },
    });
    expect(module.statusCode, module.body).toBe(201);
    const second: Section = module.json().section;
    expect((await publish(anna, pageId, [first, second])).statusCode).toBe(200);
    return { pageId, sections: [first, second] as [Section, Section] };
  }

  it('keeps the published copy after publish and discard, so it never goes back to null', async () => {
    const { pageId, sections } = await twoSectionPage('draft-copy-stays', ['Kopie eins', 'Kopie zwei']);
    const copy = async () =>
      (
        await t.app.db
          .selectFrom('pages')
          .select('published_sections')
          .where('id', '=', pageId)
          .executeTakeFirstOrThrow()
      ).published_sections as Section[] | null;
    expect(JSON.stringify(await copy())).toContain('Kopie zwei');
    await changeHeadline(anna, sections[0], 'Verworfen');
    const discarded = await write(anna, { method: 'POST', url: api(`draft/${pageId}/discard`) });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(JSON.stringify(await copy())).toContain('Kopie eins');
    expect(JSON.stringify(await copy())).not.toContain('Verworfen');
  });

  it("a page's first edits at once keep the page as it was for visitors", async () => {
    const { pageId, sections } = await twoSectionPage('draft-first-edits', ['Oben alt', 'Unten alt']);
    // A page as the seed and the migration leave it: never edited, its rows are what visitors see.
    await t.app.db.updateTable('pages').set({ published_sections: null }).where('id', '=', pageId).execute();
    const [top, bottom] = await Promise.all([
      changeHeadline(anna, sections[0], 'Oben neu'),
      changeHeadline(bert, sections[1], 'Unten neu'),
    ]);
    expect(top.version).toBe(sections[0].version + 1);
    expect(bottom.version).toBe(sections[1].version + 1);
    const seen = (await visitor('draft-first-edits')).body;
    expect(seen).toContain('Oben alt');
    expect(seen).toContain('Unten alt');
    expect(seen).not.toContain('Oben neu');
    expect(seen).not.toContain('Unten neu');
    const staff = (await staffPage('draft-first-edits', '?edit')).body;
    expect(staff).toContain('Oben neu');
    expect(staff).toContain('Unten neu');
  });

  it('a save racing a publish never goes live with it', async () => {
    const { pageId, sections } = await twoSectionPage('draft-race-publish', ['Runde start', 'Bleibt stehen']);
    let [current, other] = sections;
    let live = 'Runde start';
    for (let round = 0; round < 6; round++) {
      const module = current.columns[0]?.children[0] as { id: string };
      const [saved, published] = await Promise.all([
        write(bert, {
          method: 'PUT',
          url: api(`module/${module.id}`),
          payload: {
            section_id: current.id,
            version: current.version,
            module: { type: 'headline', content: `Runde ${round}`, headline_level: 2 },
          },
        }),
        publish(anna, pageId, [current, other]),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      // The publish named the tokens before the save: it lands first or gets its 409.
      expect([200, 409], published.body).toContain(published.statusCode);
      const seen = (await visitor('draft-race-publish')).body;
      expect(seen).toContain(live);
      expect(seen).not.toContain(`Runde ${round}`);
      current = saved.json().section;
      const state = await t.app.inject({ url: api(`draft/${pageId}`), cookies: anna.cookies });
      expect(state.json().has_draft).toBe(true);
      const again = await publish(anna, pageId, [current, other]);
      expect(again.statusCode, again.body).toBe(200);
      live = `Runde ${round}`;
      expect((await visitor('draft-race-publish')).body).toContain(live);
      other = (await t.app.inject({ url: api('page/draft-race-publish'), cookies: anna.cookies }))
        .json()
        .modules.find((section: Section) => section.id === other.id);
    }
  });
});

describe('discard', () => {
  it('puts the draft back to the published page and bumps the tokens', async () => {
    const { pageId, section } = await publishedPage('draft-discard', 'Bleibt');
    const changed = await changeHeadline(anna, section, 'Verworfen');
    const extra = await write(anna, {
      method: 'POST',
      url: api('section'),
      payload: { page_id: pageId, layout: '50-50' },
    });
    expect(extra.statusCode).toBe(201);

    const discarded = await write(anna, { method: 'POST', url: api(`draft/${pageId}/discard`) });
    expect(discarded.statusCode, discarded.body).toBe(200);
    const answer = discarded.json();
    expect(answer.state.has_draft).toBe(false);
    expect(answer.sections).toHaveLength(1);
    expect(JSON.stringify(answer.sections)).toContain('Bleibt');
    expect(answer.sections[0].version).toBeGreaterThan(changed.version);

    const staff = await staffPage('draft-discard', '?edit');
    expect(staff.body).toContain('Bleibt');
    expect(staff.body).not.toContain('Verworfen');
    expect(staff.body).not.toContain('Entwurf: Diese Seite');
    // A client still holding the old token gets its conflict.
    const module = changed.columns[0]?.children[0] as { id: string };
    const stale = await write(bert, {
      method: 'PUT',
      url: api(`module/${module.id}`),
      payload: {
        section_id: changed.id,
        version: changed.version,
        module: { type: 'headline', content: 'X', headline_level: 2 },
      },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('scheduled publish', () => {
  it('goes live at its time on the app clock; ?at= shows it before; its version is written when due', async () => {
    const { pageId, section } = await publishedPage('draft-scheduled', 'Mittwochsausgabe');
    const changed = await changeHeadline(anna, section, 'Freitag');
    const at = new Date(nowMs + 2 * 3600_000).toISOString();
    const scheduled = await publish(anna, pageId, [changed], { at, note: 'Go live' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().version_id).toBeNull();
    expect(scheduled.json().state.scheduled).toMatchObject({ publish_at: at, comment: 'Go live' });
    expect(scheduled.json().state.scheduled.by.name).toBe('Anna Admin');

    // Edits after scheduling stay in the draft: the schedule publishes the draft as it was.
    await changeHeadline(anna, changed, 'Noch später');

    expect((await visitor('draft-scheduled')).body).toContain('Mittwochsausgabe');
    const preview = await staffPage(
      'draft-scheduled',
      `?at=${encodeURIComponent(new Date(nowMs + 3 * 3600_000).toISOString())}`,
    );
    expect(preview.body).toContain('Freitag');
    const before = await staffPage(
      'draft-scheduled',
      `?at=${encodeURIComponent(new Date(nowMs + 3600_000).toISOString())}`,
    );
    expect(before.body).toContain('Mittwochsausgabe');
    expect((await staffPage('draft-scheduled', '?edit')).body).toContain('Veröffentlichung geplant für');

    nowMs += 2 * 3600_000 + 1000;
    const live = await visitor('draft-scheduled');
    expect(live.body).toContain('Freitag');
    expect(live.body).not.toContain('Mittwochsausgabe');
    expect(live.body).not.toContain('Noch später');

    const versions = (
      await t.app.inject({ url: api(`page-versions/${pageId}`), cookies: anna.cookies })
    ).json().results;
    expect(versions[0]).toMatchObject({
      action: 'page.publish',
      comment: 'Go live',
      note_key: 'note.publishedScheduled',
    });
    expect(versions.filter((v: { action: string }) => v.action === 'page.publish')).toHaveLength(2);
    const state = (await t.app.inject({ url: api(`draft/${pageId}`), cookies: anna.cookies })).json();
    expect(state.scheduled).toBeNull();
    expect(state.has_draft).toBe(true);
    expect(state.published_version_id).toBe(versions[0].id);
  });
});

describe('versions: compare and restore into the draft (issue 19 item 2)', () => {
  it('says per section and module what changed, and a restore goes to the draft only', async () => {
    const { pageId, section } = await publishedPage('draft-versions', 'Erste Fassung');
    const firstPublish = (await t.app.inject({ url: api(`draft/${pageId}`), cookies: anna.cookies })).json()
      .published_version_id as number;
    const changed = await changeHeadline(anna, section, 'Zweite Fassung');
    const added = await write(anna, {
      method: 'POST',
      url: api('module'),
      payload: {
        section_id: changed.id,
        version: changed.version,
        column: 0,
        module: { type: 'text', content: '<p>Neu</p>' },
      },
    });
    const withText = added.json().section as Section;
    const second = await publish(anna, pageId, [withText], { note: 'Zweite' });
    const secondId = second.json().version_id as number;

    const compared = await t.app.inject({
      url: api(`page-versions/${pageId}/compare?from=${firstPublish}&to=${secondId}`),
      cookies: anna.cookies,
    });
    expect(compared.statusCode, compared.body).toBe(200);
    const texts = compared.json().changes.map((change: { text: string }) => change.text);
    expect(texts).toContain('Abschnitt 1: Überschrift geändert (Überschrift)');
    expect(texts.some((text: string) => /^Abschnitt 1: .* hinzugefügt$/.test(text))).toBe(true);
    expect(compared.json().before).toHaveLength(1);
    const english = await t.app.inject({
      url: `/en/pageeditor-api/page-versions/${pageId}/compare?from=${firstPublish}&to=${secondId}`,
      cookies: anna.cookies,
    });
    expect(english.json().changes.map((change: { text: string }) => change.text)).toContain(
      'Section 1: Headline changed (Headline)',
    );
    // What a restore of the first version would change in the draft: shown before confirming.
    const preview = await t.app.inject({
      url: api(`page-versions/${pageId}/compare?from=draft&to=${firstPublish}`),
      cookies: anna.cookies,
    });
    expect(
      preview
        .json()
        .changes.map((change: { kind: string }) => change.kind)
        .sort(),
    ).toEqual(['module.changed', 'module.removed']);
    const none = await t.app.inject({
      url: api(`page-versions/${pageId}/compare?from=draft&to=published`),
      cookies: anna.cookies,
    });
    expect(none.json().changes).toEqual([]);
    const bad = await t.app.inject({
      url: api(`page-versions/${pageId}/compare?from=x&to=1`),
      cookies: anna.cookies,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      url: api(`page-versions/${pageId}/compare?from=draft&to=99999`),
      cookies: anna.cookies,
    });
    expect(unknown.statusCode).toBe(404);

    const draftNow = (await t.app.inject({ url: api('page/draft-versions'), cookies: anna.cookies })).json()
      .modules as Section[];
    const restored = await write(anna, {
      method: 'POST',
      url: api(`page-versions/${firstPublish}/restore`),
      payload: { versions: Object.fromEntries(draftNow.map((s) => [s.id, s.version])) },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    // Into the draft: visitors keep the second publish until the next one.
    const seen = await visitor('draft-versions');
    expect(seen.body).toContain('Zweite Fassung');
    expect((await staffPage('draft-versions', '?edit')).body).toContain('Erste Fassung');
    const state = (await t.app.inject({ url: api(`draft/${pageId}`), cookies: anna.cookies })).json();
    expect(state.has_draft).toBe(true);
  });
});
