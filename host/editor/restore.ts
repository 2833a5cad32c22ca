import type { Kysely, Transaction } from 'kysely';
import type { RestoreAnswer, RestoreBody, VersionDetail } from '../../src/contract/editor';
import type { Section } from '../../src/contract/pages';
import { type ColumnLayout, columnClasses } from '../../src/domain/layouts';
import { beginDraft } from '../db/editor/drafts.repository';
import {
  deletePageSections,
  findVersion,
  insertSection,
  inTransaction,
  lockPageSections,
  lockSections,
  pageSectionUids,
  recordVersion,
  type SectionContent,
  saveSection,
  setPositions,
  uidInUse,
} from '../db/editor/editor.repository';
import { loadPageSections } from '../db/pages/pages.repository';
import type { Database, StoredColumn } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { StaffUser } from '../plugins/request-context';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/**
 * Restores a page to a saved version, or one section of it (spec: frame §3 "versioning enabled";
 * editor contract `restoreBodySchema`). Every current section the restore replaces must come with
 * the token the client has (409 otherwise); a section deleted since is re-created in its old place.
 */
export async function restoreVersion(
  db: Db,
  actor: StaffUser,
  versionId: number,
  body: RestoreBody,
): Promise<RestoreAnswer> {
  const version = await findVersion(db, versionId);
  if (!version) throw notFound('This version does not exist');
  const pageId = version.page_id;
  const one = body.section_id;
  const wanted = one ? version.sections.filter((section) => section.id === one) : version.sections;
  if (one && wanted.length === 0) throw notFound(`Section ${one} is not part of version ${versionId}`);
  return inTransaction(db, async (trx) => {
    await lockPageSections(trx, pageId);
    const currentUids = await pageSectionUids(trx, pageId);
    // The sections this restore replaces: all of the page, or the one named.
    const replaced = one ? currentUids.filter((uid) => uid === one) : currentUids;
    for (const uid of replaced) {
      if (body.versions[uid] === undefined) {
        const message = `Give the version token of section ${uid} as you see it.`;
        throw badRequest(`Invalid body: versions.${uid}: ${message}`, { [`versions.${uid}`]: message });
      }
    }
    const rows = await lockSections(
      trx,
      replaced.map((uid) => ({ uid, version: body.versions[uid] as number })),
    );
    // A restore goes into the draft (issue 19 item 2): visitors keep the published page. (After
    // the section locks, as every write: sections by id first, then the page row.)
    await beginDraft(trx, pageId);
    for (const section of wanted) {
      const content = storedContent(section);
      const row = rows.get(section.id);
      if (row) await saveSection(trx, row, content, actor);
      else {
        // Re-create a section deleted since (its uid may not be in use elsewhere).
        const uid = (await uidInUse(trx, section.id)) ? undefined : section.id;
        await insertSection(trx, { uid, page_id: pageId, slug: null, position: 0, ...content }, actor);
      }
    }
    const order = one
      ? await orderAfterSectionRestore(trx, pageId, currentUids, version, one)
      : await orderAfterPageRestore(trx, pageId, currentUids, version);
    await setPositions(trx, pageId, order);
    const touched = one ? [one] : [...new Set([...currentUids, ...version.sections.map((s) => s.id)])];
    const newVersionId = await recordVersion(
      trx,
      pageId,
      actor,
      one ? 'restore.section' : 'restore.page',
      touched,
      one
        ? { key: 'note.sectionRestored', params: { version: versionId } }
        : { key: 'note.pageRestored', params: { version: versionId } },
    );
    return { sections: await loadPageSections(trx, pageId), version_id: newVersionId };
  });
}

/** A section of a version as stored again: its columns keep their classes or get the layout's. */
export function storedContent(section: Section): SectionContent {
  return {
    layout: section.layout,
    extra_class: section.extra_class ?? '',
    image: typeof section.image === 'string' ? section.image : null,
    columns: section.columns.map((column, index) => ({
      index,
      classes: column.classes || columnClasses(section.layout as ColumnLayout, index),
      children: column.children as StoredColumn['children'],
    })),
  };
}

/** One section restored: a re-created one goes back where it was in that version. */
async function orderAfterSectionRestore(
  trx: Trx,
  pageId: number,
  currentUids: readonly string[],
  version: VersionDetail,
  sectionId: string,
): Promise<string[]> {
  const order = await pageSectionUids(trx, pageId);
  if (currentUids.includes(sectionId)) return order;
  const restoredUid = order.find((uid) => !currentUids.includes(uid)) as string;
  const rest = order.filter((uid) => uid !== restoredUid);
  const place = Math.min(
    version.sections.findIndex((s) => s.id === sectionId),
    rest.length,
  );
  rest.splice(place, 0, restoredUid);
  return rest;
}

/** The whole page restored: the version's sections in its order; sections it lacked are dropped. */
export async function orderAfterPageRestore(
  trx: Trx,
  pageId: number,
  currentUids: readonly string[],
  version: Pick<VersionDetail, 'sections'>,
): Promise<string[]> {
  const keep = new Set(version.sections.map((section) => section.id));
  await deletePageSections(
    trx,
    pageId,
    currentUids.filter((uid) => !keep.has(uid)),
  );
  const now = await pageSectionUids(trx, pageId);
  const fresh = now.filter((uid) => !currentUids.includes(uid) && !keep.has(uid));
  return [...version.sections.map((section) => section.id).filter((uid) => now.includes(uid)), ...fresh];
}
