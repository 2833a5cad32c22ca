import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ModuleCreateBody,
  ModuleMoveBody,
  ModulesReorderBody,
  ModuleUpdateBody,
  ModuleWriteAnswer,
  MoveAnswer,
  SectionWriteAnswer,
} from '../../src/contract/editor';
import { locateModule } from '../../src/domain/page-actions';
import type { VersionNote } from '../../src/domain/version-notes';
import { beginDraft } from '../db/editor/drafts.repository';
import {
  inTransaction,
  lockSections,
  recordVersion,
  type SectionRow,
  saveSection,
  type Touch,
} from '../db/editor/editor.repository';
import { sectionToModule } from '../db/pages/pages.repository';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { requireAltText } from '../media/alt-text';
import type { StaffUser } from '../plugins/request-context';
import { applyToSection, applyToSections } from './apply-action';
import { type Editable, editable, editSection, sectionPlace } from './section-writes';
import { storedModule } from './stored-module';

/**
 * The editor's writes to modules (spec: frame §4 Editing): each validates the module with the
 * registry, builds the page action of the request and applies it to its section(s) with the
 * editor's own `applyAction` (src/domain/page-actions.ts, docs/decisions/0145), and writes a page
 * version (section-writes.ts).
 */
type Db = Kysely<Database>;

export async function addModule(
  db: Db,
  actor: StaffUser,
  body: ModuleCreateBody,
): Promise<ModuleWriteAnswer> {
  const module = storedModule(body.module, body.module.id ?? randomUUID());
  await requireAltText(db, module);
  const touch = { uid: body.section_id, version: body.version };
  const to = { sectionId: body.section_id, column: body.column, position: body.position };
  const written = await editSection(db, actor, touch, 'module.create', (current) => ({
    content: applyToSection(touch.uid, current, { type: 'insertModule', to, module }),
    note: (section) => ({
      key: 'note.moduleAdded',
      params: { module: module.type, column: body.column + 1, section },
    }),
  }));
  return { module, ...written };
}

/** Replaces a module (its fields and nested children) in place. */
export async function changeModule(
  db: Db,
  actor: StaffUser,
  moduleId: string,
  body: ModuleUpdateBody,
): Promise<ModuleWriteAnswer> {
  const module = storedModule(body.module, moduleId);
  await requireAltText(db, module);
  const touch = { uid: body.section_id, version: body.version };
  const written = await editSection(db, actor, touch, 'module.update', (current) => ({
    content: applyToSection(touch.uid, current, { type: 'updateModule', module }),
    note: (section) => ({ key: 'note.moduleChanged', params: { module: module.type, section } }),
  }));
  return { module, ...written };
}

export function deleteModule(
  db: Db,
  actor: StaffUser,
  moduleId: string,
  touch: Touch,
): Promise<SectionWriteAnswer> {
  return editSection(db, actor, touch, 'module.delete', (current) => {
    const content = applyToSection(touch.uid, current, { type: 'removeModule', moduleId });
    const module = locateModule({ sections: [{ id: touch.uid, ...current }] }, moduleId)?.module ?? {
      type: '',
    };
    return {
      content,
      note: (place) => ({ key: 'note.moduleDeleted', params: { module: module.type, section: place } }),
    };
  });
}

/** The new order of a section's modules, per column; every module exactly once (400 otherwise). */
export function reorderSectionModules(
  db: Db,
  actor: StaffUser,
  uid: string,
  body: ModulesReorderBody,
): Promise<SectionWriteAnswer> {
  return editSection(db, actor, { uid, version: body.version }, 'modules.reorder', (current) => ({
    content: applyToSection(uid, current, { type: 'reorderModules', sectionId: uid, columns: body.columns }),
    note: (section) => ({ key: 'note.modulesReordered', params: { section } }),
  }));
}

/** Moves a module to another column or section; both sections' tokens are checked. */
export async function moveModule(
  db: Db,
  actor: StaffUser,
  moduleId: string,
  body: ModuleMoveBody,
): Promise<MoveAnswer> {
  const { from, to } = body;
  const same = from.section_id === to.section_id;
  if (same && from.version !== to.version)
    throw badRequest('Invalid body: to.version: must equal from.version within one section', {
      'to.version': 'must equal from.version within one section',
    });
  return inTransaction(db, async (trx) => {
    const rows = await lockSections(trx, [
      { uid: from.section_id, version: from.version },
      { uid: to.section_id, version: to.version },
    ]);
    const fromRow = rows.get(from.section_id) as SectionRow;
    const toRow = rows.get(to.section_id) as SectionRow;
    const sections = [{ uid: from.section_id, content: editable(fromRow) }];
    if (!same) sections.push({ uid: to.section_id, content: editable(toRow) });
    const moved = locateModule(
      { sections: sections.map(({ uid, content }) => ({ id: uid, ...content })) },
      moduleId,
    );
    const next = applyToSections(sections, {
      type: 'moveModule',
      moduleId,
      to: { sectionId: to.section_id, column: to.column, position: to.position },
    });
    const removed = { module: moved?.module ?? { type: '' } };
    for (const pageId of new Set([fromRow.page_id, toRow.page_id]))
      if (pageId !== null) await beginDraft(trx, pageId);
    const saved: SectionRow[] = [];
    saved.push(await saveSection(trx, fromRow, next.get(from.section_id) as Editable, actor));
    if (!same) saved.push(await saveSection(trx, toRow, next.get(to.section_id) as Editable, actor));
    const pageIds = [...new Set(saved.map((row) => row.page_id).filter((id): id is number => id !== null))];
    let versionId: number | null = null;
    for (const pageId of pageIds) {
      versionId = await recordVersion(
        trx,
        pageId,
        actor,
        'module.move',
        [...new Set([from.section_id, to.section_id])],
        await movedNote(trx, toRow, removed.module.type, to.column + 1),
      );
    }
    return { sections: saved.map(sectionToModule), version_id: versionId };
  });
}

/** The note of a move: to a page's section (its place) or to a shared container (its slug). */
async function movedNote(trx: Db, row: SectionRow, module: string, column: number): Promise<VersionNote> {
  const place = await sectionPlace(trx, row);
  return 'slug' in place
    ? { key: 'note.moduleMovedToContainer', params: { module, slug: place.slug, column } }
    : { key: 'note.moduleMoved', params: { module, section: place.section, column } };
}
