import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  DeleteAnswer,
  ReorderSectionsAnswer,
  SectionContentBody,
  SectionCreateBody,
  SectionsReorderBody,
  SectionUpdateBody,
  SectionWriteAnswer,
  VersionAction,
} from '../../src/contract/editor';
import type { Section } from '../../src/contract/pages';
import { migrateSection } from '../../src/domain/document-schema';
import type { ColumnLayout } from '../../src/domain/layouts';
import {
  type ActionColumn,
  type ActionSection,
  applyAction,
  emptyColumns,
} from '../../src/domain/page-actions';
import type { VersionNote } from '../../src/domain/version-notes';
import { beginDraft } from '../db/editor/drafts.repository';
import {
  deleteSectionRow,
  findContainerRow,
  inPageOrder,
  insertSection,
  inTransaction,
  lockPageSections,
  lockSections,
  pageOfSection,
  pageSectionUids,
  readSectionOfPage,
  recordVersion,
  type SectionContent,
  type SectionRow,
  savedRow,
  saveSectionIfUnchanged,
  saveSectionWithVersion,
  setPositions,
  staleSection,
  type Touch,
  uidInUse,
} from '../db/editor/editor.repository';
import { findPageById, loadPageSections, sectionToModule } from '../db/pages/pages.repository';
import type { Database, StoredColumn } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { requireAltText } from '../media/alt-text';
import type { StaffUser } from '../plugins/request-context';
import { applyToSection, applyToSections, unwrap } from './apply-action';
import { storedModule } from './stored-module';

/**
 * The editor's writes to sections (spec: frame §4 Editing; issue 6 item 3). Each is one
 * transaction: lock the touched sections and check their tokens (409), apply a pure edit
 * (src/domain/page-actions), store, and write a page version with a note of what happened.
 * Clearing the page cache is the caller's (the route's) part.
 */
type Db = Kysely<Database>;

/** A section's stored content, as the page actions edit it. */
export type Editable = SectionContent;

/** A locked row's content in the current schema version (an older row is migrated, then stamped). */
export function editable(row: SectionRow): Editable {
  return {
    layout: row.layout,
    extra_class: row.extra_class,
    image: row.image,
    columns: sectionToModule(row).columns as StoredColumn[],
  };
}

/** A section's place for notes: on its page (1-based), or its slug for containers. */
export async function sectionPlace(db: Db, row: SectionRow): Promise<{ section: number } | { slug: string }> {
  if (row.page_id === null) return { slug: row.slug ?? row.uid };
  const uids = await pageSectionUids(db, row.page_id);
  return { section: uids.indexOf(row.uid) + 1 };
}

/** Edits one section in place: read, check the token, apply, store with its version if unchanged. */
export async function editSection(
  db: Db,
  actor: StaffUser,
  touch: Touch,
  action: VersionAction,
  /**
   * The new content, and the version note given the section's place on the page (1-based).
   * `page()`: the other sections of its page, as read with the lock (for actions that look
   * page-wide; read only when asked, the draft save stays lean).
   */
  apply: (
    section: Editable,
    page: () => Array<{ uid: string; content: Editable }>,
  ) => { content: SectionContent; note: (section: number) => VersionNote },
): Promise<SectionWriteAnswer> {
  // Two round trips and no transaction (issue 19 budget, draft save p95 ≤ 10 ms; decision 0158):
  // the section read with the rest of its page and its draft state; then the row, the version
  // and (on a page's first edit ever) the published copy in one statement that stores only if
  // the token is still the one read. Someone else's save in between is a 409.
  const { row, siblings, draftClean } = await readSectionOfPage(db, touch);
  const { content, note } = apply(editable(row), () =>
    siblings.map((sibling) => ({ uid: sibling.uid, content: editable(sibling) })),
  );
  if (row.page_id === null) {
    const saved = await saveSectionIfUnchanged(db, row, content, actor); // a shared container: no versions
    if (!saved) throw await staleSection(db, touch.uid);
    return { section: sectionToModule(saved), version_id: null };
  }
  const saved = savedRow(row, content, actor);
  const snapshot = inPageOrder([saved, ...siblings]).map(sectionToModule);
  const versionId = await saveSectionWithVersion(db, row, content, actor, {
    pageId: row.page_id,
    action,
    sectionIds: [touch.uid],
    what: note(snapshot.findIndex((section) => section.id === touch.uid) + 1),
    snapshot,
    publishedCopy: draftClean ? inPageOrder([row, ...siblings]).map(sectionToModule) : undefined,
  });
  if (versionId === undefined) throw await staleSection(db, touch.uid);
  return { section: sectionToModule(saved), version_id: versionId };
}

/**
 * Adds a section with empty columns to a page, at `position` (the end when omitted). With `id`
 * and `columns`, a deleted section is re-created as it was (the page action `restoreSection`, the
 * editor's undo of a section delete; docs/decisions/0145), its modules checked as in a save.
 */
export async function addSection(
  db: Db,
  actor: StaffUser,
  body: SectionCreateBody,
): Promise<SectionWriteAnswer> {
  const page = await findPageById(db, body.page_id);
  if (!page) throw notFound(`Page ${body.page_id} not found`);
  const given = body.columns ? await contentColumns(db, body.layout, body.columns, body.schema) : null;
  return inTransaction(db, async (trx) => {
    await lockPageSections(trx, page.id);
    if (body.id !== undefined && (await uidInUse(trx, body.id))) {
      const message = `A section with id ${body.id} exists already.`;
      throw new HttpError(409, 'section_exists', message, { id: message });
    }
    const uids = await pageSectionUids(trx, page.id);
    const position = Math.min(body.position ?? uids.length, uids.length);
    let columns: StoredColumn[] = emptyColumns(body.layout);
    if (given) {
      // The same action the editor applied: the column count must fit the layout, and no module
      // id may live in another section of the page (400 naming it; nothing written).
      const section = { id: body.id ?? '', layout: body.layout, columns: given };
      const doc = { sections: (await loadPageSections(trx, body.page_id)).map(toActionSection) };
      unwrap(applyAction(doc, { type: 'restoreSection', section, position }));
      columns = given;
    }
    await beginDraft(trx, page.id);
    const row = await insertSection(
      trx,
      {
        ...(body.id !== undefined ? { uid: body.id } : {}),
        page_id: page.id,
        slug: null,
        position,
        layout: body.layout,
        extra_class: body.extra_class ?? '',
        image: body.image || null,
        columns,
      },
      actor,
    );
    uids.splice(position, 0, row.uid);
    await setPositions(trx, page.id, uids);
    const note: VersionNote = given
      ? { key: 'note.sectionUndone', params: { section: position + 1 } }
      : { key: 'note.sectionAdded', params: { layout: body.layout, section: position + 1 } };
    const versionId = await recordVersion(trx, page.id, actor, 'section.create', [row.uid], note);
    return { section: sectionToModule(row), version_id: versionId };
  });
}

/** Changes a section's layout (modules of dropped columns move, nothing is lost) or its style. */
export function changeSection(
  db: Db,
  actor: StaffUser,
  uid: string,
  body: SectionUpdateBody,
): Promise<SectionWriteAnswer> {
  return editSection(db, actor, { uid, version: body.version }, 'section.update', (current) => {
    const relayout = body.layout !== undefined && body.layout !== current.layout;
    const content = applyToSection(uid, current, {
      type: 'changeLayout',
      sectionId: uid,
      layout: body.layout ?? current.layout,
      style: { extra_class: body.extra_class, image: body.image },
    });
    return {
      content,
      note: (section): VersionNote =>
        relayout && body.layout
          ? { key: 'note.layoutChanged', params: { layout: body.layout, section } }
          : { key: 'note.styleChanged', params: { section } },
    };
  });
}

/**
 * Puts a section's whole content back (the page action `restoreSection`: the editor's undo of a
 * layout change, docs/decisions/0145). Every module is validated, sanitised and alt-text-checked
 * as in a module save, before anything is locked.
 */
export async function putSectionContent(
  db: Db,
  actor: StaffUser,
  uid: string,
  body: SectionContentBody,
): Promise<SectionWriteAnswer> {
  const columns = await contentColumns(db, body.layout, body.columns, body.schema);
  return editSection(db, actor, { uid, version: body.version }, 'section.update', (current, page) => ({
    // Applied over the whole page: a module id living in another section is refused (400 naming
    // it), so a restore never holds a module twice (docs/decisions/0145).
    content: applyToSections([{ uid, content: current }, ...page()], {
      type: 'restoreSection',
      section: {
        id: uid,
        layout: body.layout,
        extra_class: body.extra_class ?? current.extra_class,
        image: body.image === undefined ? current.image : body.image || null,
        columns,
      },
    }).get(uid) as Editable,
    note: (section) => ({ key: 'note.sectionUndone', params: { section } }),
  }));
}

/**
 * The columns of a whole section sent as content, as stored: an older schema version migrated
 * (never rejected; a newer one than this server knows is 400), every module validated, sanitised
 * and alt-text-checked as in a module save, fields named `columns.{i}.children.{j}.…`.
 */
async function contentColumns(
  db: Db,
  layout: string,
  sent: SectionContentBody['columns'],
  schema: number | undefined,
): Promise<StoredColumn[]> {
  const migrated = migrateSection({ layout, columns: sent as unknown[] }, schema ?? 1);
  if (!migrated.ok)
    throw badRequest(`Invalid body: schema: ${migrated.error.message}`, {
      [migrated.error.field]: migrated.error.message,
    });
  const columns: StoredColumn[] = [];
  for (const [index, column] of (migrated.value.columns as StoredColumn[]).entries()) {
    const children = column.children.map((module, position) =>
      withFieldPrefix(`columns.${index}.children.${position}`, () =>
        storedModule(module, module.id ?? randomUUID()),
      ),
    );
    for (const module of children) await requireAltText(db, module);
    columns.push({ index: column.index, classes: column.classes, children });
  }
  return columns;
}

/** A section as the page actions see it. */
function toActionSection(section: Section): ActionSection {
  return { ...section, columns: section.columns as ActionColumn[] };
}

/** Runs a validation whose 400 names fields under `module.`, naming them under `prefix.` instead. */
function withFieldPrefix<T>(prefix: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof HttpError && error.fields) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([key, text]) => [key.replace(/^module(?=\.|$)/, prefix), text]),
      );
      throw new HttpError(error.status, error.code, error.message, fields);
    }
    throw error;
  }
}

export async function deleteSection(db: Db, actor: StaffUser, touch: Touch): Promise<DeleteAnswer> {
  const versionId = await inTransaction(db, async (trx) => {
    const pageId = await pageOfSection(trx, touch.uid);
    if (pageId) await lockPageSections(trx, pageId);
    const rows = await lockSections(trx, [touch]);
    const row = rows.get(touch.uid) as SectionRow;
    const place = await sectionPlace(trx, row);
    if (row.page_id !== null) await beginDraft(trx, row.page_id);
    await deleteSectionRow(trx, row.id);
    if (row.page_id === null) return null;
    await setPositions(trx, row.page_id, await pageSectionUids(trx, row.page_id));
    const note: VersionNote =
      'slug' in place
        ? { key: 'note.containerDeleted', params: { slug: place.slug } }
        : { key: 'note.sectionDeleted', params: { section: place.section } };
    return recordVersion(trx, row.page_id, actor, 'section.delete', [touch.uid], note);
  });
  return { deleted: touch.uid, version_id: versionId };
}

/** Puts a page's sections in a new order; the order must name each of them exactly once (400). */
export async function reorderSections(
  db: Db,
  actor: StaffUser,
  body: SectionsReorderBody,
): Promise<ReorderSectionsAnswer> {
  const page = await findPageById(db, body.page_id);
  if (!page) throw notFound(`Page ${body.page_id} not found`);
  return inTransaction(db, async (trx) => {
    await lockPageSections(trx, page.id);
    checkOrder(await pageSectionUids(trx, page.id), body.order);
    await beginDraft(trx, page.id);
    await setPositions(trx, page.id, body.order);
    const note: VersionNote = { key: 'note.sectionsReordered' };
    const versionId = await recordVersion(trx, page.id, actor, 'sections.reorder', body.order, note);
    return { sections: await loadPageSections(trx, page.id), version_id: versionId };
  });
}

function checkOrder(current: readonly string[], order: readonly string[]): void {
  const known = new Set(current);
  const seen = new Set<string>();
  for (const [index, uid] of order.entries()) {
    if (!known.has(uid))
      throw badRequest(`Invalid body: order.${index}: section ${uid} is not on this page`, {
        [`order.${index}`]: `Section ${uid} is not on this page.`,
      });
    if (seen.has(uid))
      throw badRequest(`Invalid body: order.${index}: section ${uid} is listed twice`, {
        [`order.${index}`]: `Section ${uid} is listed twice.`,
      });
    seen.add(uid);
  }
  if (seen.size !== known.size) {
    const left = current.filter((uid) => !seen.has(uid));
    const message = `The order leaves out ${left.length} section(s): ${left.slice(0, 5).join(', ')}${left.length > 5 ? ', …' : ''}.`;
    throw badRequest(`Invalid body: order: ${message}`, { order: message });
  }
}

/**
 * The shared container of a slug, created empty when missing (spec: frame §4 "On 404 a new empty
 * container is created, only when logged in"); `created` says which.
 */
export async function ensureContainer(
  db: Db,
  actor: StaffUser,
  slug: string,
  layout: ColumnLayout = '100',
): Promise<{ section: Section; created: boolean }> {
  const existing = await findContainerRow(db, slug);
  if (existing) return { section: sectionToModule(existing), created: false };
  const row = await inTransaction(db, (trx) =>
    insertSection(
      trx,
      {
        page_id: null,
        slug,
        position: 0,
        layout,
        extra_class: '',
        image: null,
        columns: emptyColumns(layout),
      },
      actor,
    ),
  ).catch(async (error: unknown) => {
    // Two staff opening the same page at once: the second finds the first one's container.
    const raced = await findContainerRow(db, slug);
    if (raced) return raced;
    throw error;
  });
  return { section: sectionToModule(row), created: true };
}
