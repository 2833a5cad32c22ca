import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ModuleDuplicateBody,
  ModuleWriteAnswer,
  SectionDuplicateBody,
  SectionWriteAnswer,
} from '../../src/contract/editor';
import { drawIds, idsNeeded, locateModule } from '../../src/domain/page-actions';
import type { VersionNote } from '../../src/domain/version-notes';
import { beginDraft } from '../db/editor/drafts.repository';
import {
  insertSection,
  inTransaction,
  lockPageSections,
  lockSections,
  pageOfSection,
  pageSectionUids,
  recordVersion,
  type SectionRow,
  setPositions,
} from '../db/editor/editor.repository';
import { sectionToModule } from '../db/pages/pages.repository';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import type { StaffUser } from '../plugins/request-context';
import { applyToSection, applyToSections } from './apply-action';
import { editable, editSection } from './section-writes';

/**
 * Duplicating a module or a section (issue 19 item 4): the copy gets new ids (its nested modules
 * too) and lands right after the original, in the page's draft, with a version note. The edit
 * itself is the page action `duplicateModule`/`duplicateSection` (src/domain/page-actions.ts), the
 * new ids drawn from randomUUID when the action is built; the stored original was validated when saved, so
 * its copy needs no second validation.
 */
type Db = Kysely<Database>;

export async function duplicateModule(
  db: Db,
  actor: StaffUser,
  moduleId: string,
  body: ModuleDuplicateBody,
): Promise<ModuleWriteAnswer> {
  let copy: ModuleWriteAnswer['module'];
  const written = await editSection(
    db,
    actor,
    { uid: body.section_id, version: body.version },
    'module.duplicate',
    (current) => {
      const found = locateModule({ sections: [{ id: body.section_id, ...current }] }, moduleId);
      const ids = drawIds(found ? idsNeeded([found.module]) : 0, randomUUID);
      const content = applyToSection(body.section_id, current, { type: 'duplicateModule', moduleId, ids });
      const module = locateModule({ sections: [{ id: body.section_id, ...content }] }, ids[0] ?? '')
        ?.module as NonNullable<ModuleWriteAnswer['module']>;
      copy = module;
      return {
        content,
        note: (place) => ({ key: 'note.moduleDuplicated', params: { module: module.type, section: place } }),
      };
    },
  );
  return { module: copy, ...written };
}

export function duplicateSection(
  db: Db,
  actor: StaffUser,
  uid: string,
  body: SectionDuplicateBody,
): Promise<SectionWriteAnswer> {
  return inTransaction(db, async (trx) => {
    const pageId = await pageOfSection(trx, uid);
    if (pageId) await lockPageSections(trx, pageId);
    const rows = await lockSections(trx, [{ uid, version: body.version }]);
    const row = rows.get(uid) as SectionRow;
    if (row.page_id === null)
      throw badRequest('Invalid section_id: a shared container cannot be duplicated', {
        section_id: 'A shared container cannot be duplicated.',
      });
    await beginDraft(trx, row.page_id);
    const original = editable(row);
    const copyId = randomUUID();
    const modules = original.columns.flatMap((column) => column.children);
    const copied = applyToSections([{ uid, content: original }], {
      type: 'duplicateSection',
      sectionId: uid,
      copyId,
      ids: drawIds(idsNeeded(modules), randomUUID),
    }).get(copyId) as typeof original;
    const uids = await pageSectionUids(trx, row.page_id);
    const position = uids.indexOf(uid) + 1;
    const copy = await insertSection(
      trx,
      { uid: copyId, page_id: row.page_id, slug: null, position, ...copied },
      actor,
    );
    uids.splice(position, 0, copy.uid);
    await setPositions(trx, row.page_id, uids);
    const note: VersionNote = {
      key: 'note.sectionDuplicated',
      params: { from: position, section: position + 1 },
    };
    const versionId = await recordVersion(trx, row.page_id, actor, 'section.duplicate', [copy.uid], note);
    return { section: sectionToModule(copy), version_id: versionId };
  });
}
