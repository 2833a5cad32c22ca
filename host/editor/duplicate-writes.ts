import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ModuleDuplicateBody,
  ModuleWriteAnswer,
  SectionDuplicateBody,
  SectionWriteAnswer,
} from '../../src/contract/editor';
import { copyColumns, duplicateModule as duplicateIn } from '../../src/domain/section-edits';
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
import type { Database, StoredColumn } from '../db/schema';
import { badRequest } from '../http/errors';
import type { StaffUser } from '../plugins/request-context';
import { editable, editSection } from './section-writes';
import { unwrap } from './stored-module';

/**
 * Duplicating a module or a section (issue 19 item 4): the copy gets new ids (its nested modules
 * too) and lands right after the original, in the page's draft, with a version note. The edit
 * itself is pure (src/domain/section-edits.ts); the stored original was validated when saved, so
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
      const { section, module } = unwrap(duplicateIn(current, moduleId, randomUUID));
      copy = module;
      return {
        content: section,
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
    const uids = await pageSectionUids(trx, row.page_id);
    const position = uids.indexOf(uid) + 1;
    const copy = await insertSection(
      trx,
      {
        page_id: row.page_id,
        slug: null,
        position,
        ...original,
        columns: copyColumns(original.columns, randomUUID) as StoredColumn[],
      },
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
