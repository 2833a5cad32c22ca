import type { Kysely } from 'kysely';
import type { DiscardAnswer, DraftState, PublishAnswer, PublishBody } from '../../src/contract/editor';
import type { Section } from '../../src/contract/pages';
import { sameContent } from '../../src/domain/page-compare';
import {
  findPublishState,
  instantOf,
  lockPublishState,
  newestPublishVersion,
  type PublishState,
  publishedSections,
  scheduleDue,
  setPublishState,
} from '../db/editor/drafts.repository';
import {
  conflict,
  insertSection,
  inTransaction,
  lockSections,
  pageSectionUids,
  recordVersion,
  type SectionRow,
  saveSection,
  setPositions,
  uidInUse,
} from '../db/editor/editor.repository';
import { loadPageSections, loadVersionSections, readStoredSections } from '../db/pages/pages.repository';
import type { Database } from '../db/schema';
import { displayName } from '../db/staff/staff.repository';
import { badRequest, notFound } from '../http/errors';
import type { StaffUser } from '../plugins/request-context';
import { orderAfterPageRestore, storedContent } from './restore';

/**
 * Drafts and publishing (issue 19 item 1; docs/decisions/0090-drafts-and-publishing.md). Editor
 * writes change the `sections` rows, the page's draft (host/editor/*-writes.ts call `beginDraft`
 * first); visitors see `pages.published_sections` while it is set. Here: the state staff see,
 * publish (now or scheduled), discard, and settling a scheduled publish once it is due.
 */
type Db = Kysely<Database>;

/**
 * A scheduled publish that is due becomes the published sections and writes its version (by
 * whoever scheduled it, with their note). Idempotent: the page row is locked and checked again.
 */
export async function settleDuePublish(db: Db, pageId: number, now: Date): Promise<void> {
  const seen = await findPublishState(db, pageId);
  if (!seen || !scheduleDue(seen, now)) return;
  await inTransaction(db, async (trx) => {
    const state = await lockPublishState(trx, pageId);
    if (!state || !scheduleDue(state, now)) return;
    const sections = readStoredSections(state.scheduled_sections);
    await setPublishState(trx, pageId, { published_sections: sections, scheduled: null });
    const by = await schedulerOf(trx, state);
    await recordVersion(
      trx,
      pageId,
      by,
      'page.publish',
      sections.map((section) => section.id),
      { key: 'note.publishedScheduled' },
      { comment: state.scheduled_comment ?? '', snapshot: sections },
    );
  });
}

/** Who scheduled a publish, as the author of its version. */
async function schedulerOf(db: Db, state: PublishState): Promise<StaffUser> {
  const user =
    state.scheduled_by_id === null
      ? undefined
      : await db.selectFrom('users').selectAll().where('id', '=', state.scheduled_by_id).executeTakeFirst();
  if (user)
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
    };
  const name = state.scheduled_by ?? '';
  return { id: 0, email: '', username: name, first_name: '', last_name: '', role: 'editor' };
}

/** What staff see about a page's draft. */
export async function draftState(db: Db, pageId: number, now: Date): Promise<DraftState> {
  await settleDuePublish(db, pageId, now);
  const state = await findPublishState(db, pageId);
  if (!state) throw notFound(`Page ${pageId} not found`);
  const draft = await loadPageSections(db, pageId);
  const published = readStoredSections(state.published_sections, 'nullable');
  let scheduled: DraftState['scheduled'] = null;
  const at = instantOf(state.publish_at);
  if (at && state.scheduled_sections !== null) {
    const user =
      state.scheduled_by_id === null
        ? undefined
        : await db
            .selectFrom('users')
            .select(['id', 'username', 'first_name', 'last_name'])
            .where('id', '=', state.scheduled_by_id)
            .executeTakeFirst();
    scheduled = {
      publish_at: at.toISOString(),
      by: user
        ? { id: user.id, username: user.username, name: displayName(user) }
        : state.scheduled_by
          ? { id: null, username: state.scheduled_by, name: state.scheduled_by }
          : null,
      comment: state.scheduled_comment ?? '',
    };
  }
  return {
    page_id: pageId,
    has_draft: published !== null && !sameContent(published, draft),
    published_version_id: await newestPublishVersion(db, pageId),
    scheduled,
  };
}

/**
 * Publishes the draft (or schedules it for `body.at`). The client names every section of the
 * draft with its token: one changed, added or deleted by someone else since is a 409 naming it and
 * who changed it, and nothing is published.
 */
export async function publishPage(
  db: Db,
  actor: StaffUser,
  pageId: number,
  body: PublishBody,
  now: Date,
): Promise<PublishAnswer> {
  await settleDuePublish(db, pageId, now);
  const at = body.at === undefined ? undefined : new Date(body.at);
  if (at && at.getTime() <= now.getTime())
    throw badRequest('Invalid body: at: must be in the future', { at: 'must be in the future' });
  const versionId = await inTransaction(db, async (trx) => {
    const uids = await pageSectionUids(trx, pageId);
    // Sections first, then the page row: the order every editor write locks in.
    const rows = await lockSections(
      trx,
      Object.entries(body.versions).map(([uid, version]) => ({ uid, version })),
    );
    for (const uid of uids) {
      if (rows.has(uid)) continue;
      // Added by someone else since the client loaded the page.
      const row = await trx.selectFrom('sections').selectAll().where('uid', '=', uid).executeTakeFirst();
      throw await conflict(trx, uid, row as SectionRow);
    }
    const state = await lockPublishState(trx, pageId);
    if (!state) throw notFound(`Page ${pageId} not found`);
    const sections = await loadPageSections(trx, pageId);
    const comment = body.note?.trim() ?? '';
    if (at) {
      await setPublishState(trx, pageId, {
        scheduled: { sections, at, by: actor.username, byId: actor.id, comment },
      });
      return null;
    }
    // What is published is kept as the copy visitors read, also when it equals the draft: the copy
    // never goes back to null, which lets a draft save check it without a lock (decision 0158).
    await setPublishState(trx, pageId, { published_sections: sections, scheduled: null });
    return recordVersion(trx, pageId, actor, 'page.publish', uids, { key: 'note.published' }, { comment });
  });
  return { version_id: versionId, state: await draftState(db, pageId, now) };
}

/**
 * Discards the draft: the rows go back to the published sections (tokens bumped, so a stale
 * client gets its 409), and a scheduled publish is cancelled.
 */
export async function discardDraft(
  db: Db,
  actor: StaffUser,
  pageId: number,
  now: Date,
): Promise<DiscardAnswer> {
  await settleDuePublish(db, pageId, now);
  const versionId = await inTransaction(db, async (trx) => {
    const currentUids = await pageSectionUids(trx, pageId);
    const current = await trx
      .selectFrom('sections')
      .selectAll()
      .where('page_id', '=', pageId)
      .orderBy('id')
      .forUpdate()
      .execute();
    const state = await lockPublishState(trx, pageId);
    if (!state) throw notFound(`Page ${pageId} not found`);
    const published = readStoredSections(state.published_sections, 'nullable');
    if (published === null) {
      if (state.scheduled_sections !== null) await setPublishState(trx, pageId, { scheduled: null });
      return null;
    }
    const rows = new Map(current.map((row) => [row.uid, row]));
    for (const section of published) {
      const content = storedContent(section);
      const row = rows.get(section.id);
      if (row) await saveSection(trx, row, content, actor);
      else {
        const uid = (await uidInUse(trx, section.id)) ? undefined : section.id;
        await insertSection(trx, { uid, page_id: pageId, slug: null, position: 0, ...content }, actor);
      }
    }
    const order = await orderAfterPageRestore(trx, pageId, currentUids, { sections: published });
    await setPositions(trx, pageId, order);
    const restored = await loadPageSections(trx, pageId);
    await setPublishState(trx, pageId, { published_sections: restored, scheduled: null });
    return recordVersion(trx, pageId, actor, 'page.discard', currentUids, { key: 'note.draftDiscarded' });
  });
  return {
    sections: await loadPageSections(db, pageId),
    version_id: versionId,
    state: await draftState(db, pageId, now),
  };
}

/** A state of a page by reference: a version of it (404 otherwise), its draft, or what is published now. */
export async function pageState(db: Db, pageId: number, ref: string, now: Date): Promise<Section[]> {
  if (ref === 'draft') {
    if (!(await findPublishState(db, pageId))) throw notFound(`Page ${pageId} not found`);
    return loadPageSections(db, pageId);
  }
  if (ref === 'published') {
    const state = await findPublishState(db, pageId);
    if (!state) throw notFound(`Page ${pageId} not found`);
    return publishedSections(db, state, now);
  }
  const sections = await loadVersionSections(db, pageId, Number(ref));
  if (!sections) throw notFound(`Version ${ref} does not exist for this page`);
  return sections;
}
