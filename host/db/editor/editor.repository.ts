import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction, type UpdateObject } from 'kysely';
import type { Actor, ConflictBody, VersionAction, VersionSummary } from '../../../src/contract/editor';
import type { Section } from '../../../src/contract/pages';
import { formatInstant } from '../../../src/domain/date-format';
import { CURRENT_SCHEMA } from '../../../src/domain/document-schema';
import {
  parseVersionNote,
  toVersionNote,
  type VersionNote,
  versionNoteText,
} from '../../../src/domain/version-notes';
import { HttpError, notFound } from '../../http/errors';
import type { StaffUser } from '../../plugins/request-context';
import { loadPageSections, readStoredSections, sectionToModule } from '../pages/pages.repository';
import type { Database, PageVersionsTable, SectionsTable, StoredColumn } from '../schema';
import { displayName } from '../staff/staff.repository';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
export type SectionRow = Selectable<SectionsTable>;

/** The token a write names for a section it touches (spec: issue 6 "per-section conflicts"). */
export interface Touch {
  uid: string;
  version: number;
}

/** What a write stores for a section: its content; the token and who/when are set here. */
export interface SectionContent {
  layout: string;
  extra_class: string;
  image: string | null;
  columns: StoredColumn[];
}

/** Timestamps come back as Date (PGlite, pg); the column types nest Generated<ColumnType>. */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

async function actorOf(db: Db, userId: number | null, fallback: string | null): Promise<Actor | null> {
  if (userId !== null) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (user) return { id: user.id, username: user.username, name: displayName(user) };
  }
  return fallback ? { id: null, username: fallback, name: fallback } : null;
}

/** The 409 answer: who changed the section and when, and what it holds now (nothing is lost). */
export async function conflict(db: Db, uid: string, row: SectionRow | undefined): Promise<HttpError> {
  let changedBy: Actor | null;
  let changedAt: Date | null;
  if (row) {
    changedBy = await actorOf(db, row.updated_by_id, row.updated_by);
    changedAt = toDate(row.updated_at);
  } else {
    // Deleted meanwhile: the version that deleted it says by whom.
    const deletion = await db
      .selectFrom('page_versions')
      .select(['created_by_id', 'created_by', 'created_at'])
      .where('action', '=', 'section.delete')
      .where(sql<boolean>`section_ids @> ${JSON.stringify([uid])}::jsonb`)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    changedBy = deletion ? await actorOf(db, deletion.created_by_id, deletion.created_by) : null;
    changedAt = deletion ? toDate(deletion.created_at) : null;
  }
  const who = changedBy ? changedBy.name : 'someone else';
  const when = changedAt ? ` on ${formatInstant(changedAt, 'en', 'dateTime')}` : '';
  const what = row ? 'changed' : 'deleted';
  const body: Omit<ConflictBody, 'error' | 'message'> = {
    section_id: uid,
    changed_by: changedBy,
    changed_at: changedAt ? changedAt.toISOString() : null,
    section: row ? sectionToModule(row) : null,
  };
  return new HttpError(
    409,
    'conflict',
    `This section was ${what} by ${who}${when} after you loaded it. Your change was not saved; reload the section to see theirs.`,
    undefined,
    body,
  );
}

/**
 * Locks the touched sections and checks each token. A missing section is 404, unless a version
 * shows it was deleted by someone (then 409: the client's view is stale). Rows come back by uid.
 */
export async function lockSections(trx: Trx, touches: readonly Touch[]): Promise<Map<string, SectionRow>> {
  const uids = [...new Set(touches.map((touch) => touch.uid))];
  if (uids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('sections')
    .selectAll()
    .where('uid', 'in', uids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const byUid = new Map(rows.map((row) => [row.uid, row]));
  for (const touch of touches) {
    const row = byUid.get(touch.uid);
    if (!row) throw await missingSection(trx, touch.uid);
    if (row.version !== touch.version) throw await conflict(trx, touch.uid, row);
  }
  return byUid;
}

/**
 * Locks every section of a page, in id order, before a write that changes several of them
 * (inserts, positions, restores). Every editor write takes its locks in one order: sections by
 * id, then the page row (`beginDraft`, publish, discard). A write that took the page row first,
 * or one section and then the others, could deadlock with another write on PostgreSQL.
 */
export async function lockPageSections(trx: Trx, pageId: number): Promise<void> {
  await trx
    .selectFrom('sections')
    .select('id')
    .where('page_id', '=', pageId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The page a section belongs to (null: a shared container), read before its locks are taken. */
export async function pageOfSection(db: Trx, uid: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('sections').select('page_id').where('uid', '=', uid).executeTakeFirst();
  return row?.page_id;
}

/** A section as a write reads it, the rest of its page as it stands, and the page's draft state. */
export interface SectionOfPage {
  row: SectionRow;
  /** The page's other sections (none for a shared container), read in the same statement. */
  siblings: SectionRow[];
  /** The page has no published copy yet (never edited): this write keeps one for visitors. */
  draftClean: boolean;
}

/**
 * A section with what its write needs next, in one statement and without a lock: the rest of its
 * page (for the version's snapshot and the draft's published copy) and whether the page has a
 * draft. 404 when it never existed, 409 when its token is stale or it was deleted. The write
 * (`saveSectionWithVersion`) stores only if the token is still the one read here, so no
 * transaction is held open between the two (issue 19 budget: draft save p95 ≤ 10 ms; decision 0158).
 */
export async function readSectionOfPage(db: Db, touch: Touch): Promise<SectionOfPage> {
  type Row = SectionRow & { touched: boolean; draft_clean: boolean | null };
  const { rows } = await sql<Row>`
    WITH touched AS (SELECT * FROM sections WHERE uid = ${touch.uid})
    SELECT touched.*, true AS touched,
           (SELECT published_sections IS NULL FROM pages WHERE pages.id = touched.page_id) AS draft_clean
      FROM touched
    UNION ALL
    SELECT s.*, false AS touched, null AS draft_clean
      FROM sections s
     WHERE s.page_id = (SELECT page_id FROM touched) AND s.uid <> ${touch.uid}`.execute(db);
  const found = rows.find((row) => row.touched);
  if (!found) throw await missingSection(db, touch.uid);
  const strip = ({ touched: _touched, draft_clean: _clean, ...row }: Row): SectionRow => row;
  const row = strip(found);
  if (row.version !== touch.version) throw await conflict(db, touch.uid, row);
  return {
    row,
    siblings: rows.filter((sibling) => !sibling.touched).map(strip),
    draftClean: found.draft_clean === true,
  };
}

/** The answer for a section that is not there: 409 when a version says it was deleted, else 404. */
async function missingSection(db: Db, uid: string): Promise<HttpError> {
  const error = await conflict(db, uid, undefined);
  if ((error.extra as { changed_by: unknown }).changed_by === null && !(await wasDeleted(db, uid)))
    return notFound(`Section ${uid} not found`);
  return error;
}

/** The 409 (or 404) for a write that found its section's token changed since it was read. */
export async function staleSection(db: Db, uid: string): Promise<HttpError> {
  const row = await db.selectFrom('sections').selectAll().where('uid', '=', uid).executeTakeFirst();
  return row ? conflict(db, uid, row) : missingSection(db, uid);
}

/** A page's sections in page order (as `loadPageSections` sorts them). */
export function inPageOrder(rows: readonly SectionRow[]): SectionRow[] {
  return [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * Stores a section's new content and, in the same statement, the page version that records it,
 * if the section's token is still `row.version` (undefined otherwise: someone saved or deleted it
 * since it was read; nothing is written). `publishedCopy`: the page's sections as read before
 * this write, kept for visitors when this is the first change after a publish; the copy lands
 * only while the page has none (a concurrent first edit or publish wins) and only with the save.
 * One statement, no transaction (decision 0158): the section's row lock is taken before the
 * page's, the order every editor write and publish keeps.
 */
export async function saveSectionWithVersion(
  db: Db,
  row: SectionRow,
  content: SectionContent,
  actor: StaffUser,
  version: {
    pageId: number;
    action: VersionAction;
    sectionIds: readonly string[];
    what: VersionNote;
    snapshot: readonly Section[];
    publishedCopy?: readonly Section[];
  },
): Promise<number | undefined> {
  const values = versionValues(
    version.pageId,
    actor,
    version.action,
    version.sectionIds,
    version.what,
    version.snapshot,
  );
  const copy = version.publishedCopy;
  const { rows } = await sql<{ id: number }>`
    WITH saved AS (
      UPDATE sections
         SET layout = ${content.layout}, extra_class = ${content.extra_class}, image = ${content.image},
             columns = ${JSON.stringify(content.columns)}::jsonb, schema_version = ${CURRENT_SCHEMA},
             version = version + 1, updated_at = now(),
             updated_by = ${actor.username}, updated_by_id = ${actor.id}::integer
       WHERE id = ${row.id} AND version = ${row.version}
      RETURNING page_id
    ), kept AS (
      UPDATE pages SET published_sections = ${copy ? JSON.stringify(copy) : null}::jsonb
       WHERE ${copy !== undefined}::boolean AND id = (SELECT page_id FROM saved)
         AND published_sections IS NULL
      RETURNING id
    )
    INSERT INTO page_versions (page_id, created_by, created_by_id, action, section_ids, note, note_data, snapshot)
    SELECT ${values.page_id}::integer, ${values.created_by}, ${values.created_by_id}::integer, ${values.action},
           ${values.section_ids}::jsonb, ${values.note}, ${values.note_data ?? null}::jsonb, ${values.snapshot}::jsonb
      FROM saved
    RETURNING id`.execute(db);
  return rows[0]?.id;
}

/** A shared container's new content, if its token is still `row.version` (undefined otherwise). */
export function saveSectionIfUnchanged(
  db: Db,
  row: SectionRow,
  content: SectionContent,
  actor: StaffUser,
): Promise<SectionRow | undefined> {
  return db
    .updateTable('sections')
    .set(sectionWrite(row, content, actor))
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
}

/** The row `saveSection` stores, as the answer reports it (the token bumped). */
export function savedRow(row: SectionRow, content: SectionContent, actor: StaffUser): SectionRow {
  return {
    ...row,
    layout: content.layout,
    extra_class: content.extra_class,
    image: content.image,
    columns: content.columns,
    schema_version: CURRENT_SCHEMA,
    version: row.version + 1,
    updated_by: actor.username,
    updated_by_id: actor.id,
  };
}

async function wasDeleted(db: Db, uid: string): Promise<boolean> {
  const found = await db
    .selectFrom('page_versions')
    .select('id')
    .where('action', '=', 'section.delete')
    .where(sql<boolean>`section_ids @> ${JSON.stringify([uid])}::jsonb`)
    .executeTakeFirst();
  return found !== undefined;
}

/** Stores a section's new content and bumps its token. */
export async function saveSection(
  trx: Trx,
  row: SectionRow,
  content: SectionContent,
  actor: StaffUser,
): Promise<SectionRow> {
  return trx
    .updateTable('sections')
    .set(sectionWrite(row, content, actor))
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

function sectionWrite(
  row: SectionRow,
  content: SectionContent,
  actor: StaffUser,
): UpdateObject<Database, 'sections'> {
  return {
    layout: content.layout,
    extra_class: content.extra_class,
    image: content.image,
    columns: JSON.stringify(content.columns) as never,
    schema_version: CURRENT_SCHEMA,
    version: row.version + 1,
    updated_at: sql`now()`,
    updated_by: actor.username,
    updated_by_id: actor.id,
  };
}

export async function insertSection(
  trx: Trx,
  values: { uid?: string; page_id: number | null; slug: string | null; position: number } & SectionContent,
  actor: StaffUser,
): Promise<SectionRow> {
  return trx
    .insertInto('sections')
    .values({
      uid: values.uid ?? randomUUID(),
      page_id: values.page_id,
      slug: values.slug,
      position: values.position,
      layout: values.layout,
      extra_class: values.extra_class,
      image: values.image,
      columns: JSON.stringify(values.columns) as never,
      schema_version: CURRENT_SCHEMA,
      updated_by: actor.username,
      updated_by_id: actor.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Rewrites positions 0..n-1 in the given order (only rows whose position changes). */
export async function setPositions(trx: Trx, pageId: number, orderedUids: readonly string[]): Promise<void> {
  const rows = await trx
    .selectFrom('sections')
    .select(['uid', 'position'])
    .where('page_id', '=', pageId)
    .execute();
  const current = new Map(rows.map((row) => [row.uid, row.position]));
  for (const [position, uid] of orderedUids.entries()) {
    if (current.get(uid) === position) continue;
    await trx
      .updateTable('sections')
      .set({ position })
      .where('uid', '=', uid)
      .where('page_id', '=', pageId)
      .execute();
  }
}

export async function pageSectionUids(db: Db, pageId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sections')
    .select('uid')
    .where('page_id', '=', pageId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.uid);
}

/** Writes a page version: the page's sections after the save, and who, when, what. */
export async function recordVersion(
  trx: Trx,
  pageId: number,
  actor: StaffUser,
  action: VersionAction,
  sectionIds: readonly string[],
  /**
   * What happened: a note as data (`{ key: 'note.moduleAdded', params }`, shown in the staff's
   * language) or, from older callers, its English text; a function reads it from the snapshot
   * (e.g. a section's place), saving a query.
   */
  what: VersionNote | string | ((snapshot: readonly Section[]) => VersionNote | string),
  /** A publish's own note and, for a scheduled one, the sections it published (not the rows). */
  extra: { comment?: string; snapshot?: Section[] } = {},
): Promise<number> {
  const snapshot = extra.snapshot ?? (await loadPageSections(trx, pageId));
  const given = typeof what === 'function' ? what(snapshot) : what;
  const row = await trx
    .insertInto('page_versions')
    .values(versionValues(pageId, actor, action, sectionIds, given, snapshot, extra.comment))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function versionValues(
  pageId: number,
  actor: StaffUser,
  action: VersionAction,
  sectionIds: readonly string[],
  given: VersionNote | string,
  snapshot: readonly Section[],
  comment?: string,
) {
  // The English text stays in `note` (the API's); the data beside it, read from a text if need be.
  const data = typeof given === 'string' ? parseVersionNote(given) : given;
  const note = typeof given === 'string' ? given : versionNoteText(given, 'en');
  return {
    page_id: pageId,
    created_by: actor.username,
    created_by_id: actor.id,
    action,
    section_ids: JSON.stringify(sectionIds),
    note: note.slice(0, 500),
    note_data: data ? JSON.stringify(data) : undefined,
    snapshot: JSON.stringify(snapshot) as never,
    ...(comment ? { comment: comment.slice(0, 500) } : {}),
  };
}

/** Runs an edit in one transaction; a 409 or 400 thrown inside rolls everything back. */
export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

type VersionRow = Pick<
  Selectable<PageVersionsTable>,
  | 'id'
  | 'page_id'
  | 'created_at'
  | 'created_by'
  | 'created_by_id'
  | 'action'
  | 'section_ids'
  | 'note'
  | 'note_data'
  | 'comment'
>;

/** The note as data: stored since migration 0410, read from the English text before. */
function noteData(
  row: Pick<VersionRow, 'note' | 'note_data'>,
): Pick<VersionSummary, 'note_key' | 'note_params'> {
  const note = toVersionNote(row.note_data) ?? parseVersionNote(row.note);
  return note ? { note_key: note.key, note_params: { ...note.params } } : {};
}

async function summarise(db: Db, rows: VersionRow[]): Promise<VersionSummary[]> {
  const userIds = [
    ...new Set(rows.map((row) => row.created_by_id).filter((id): id is number => id !== null)),
  ];
  const users = userIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'username', 'first_name', 'last_name'])
        .where('id', 'in', userIds)
        .execute()
    : [];
  const byId = new Map(users.map((user) => [user.id, user]));
  return rows.map((row) => {
    const user = row.created_by_id !== null ? byId.get(row.created_by_id) : undefined;
    return {
      id: row.id,
      page_id: row.page_id,
      created_at: toDate(row.created_at).toISOString(),
      created_by: user
        ? { id: user.id, username: user.username, name: displayName(user) }
        : row.created_by
          ? { id: null, username: row.created_by, name: row.created_by }
          : null,
      action: (row.action as VersionAction | null) ?? null,
      section_ids: Array.isArray(row.section_ids) ? row.section_ids : [],
      note: row.note,
      ...noteData(row),
      comment: row.comment,
    };
  });
}

const VERSION_COLUMNS = [
  'id',
  'page_id',
  'created_at',
  'created_by',
  'created_by_id',
  'action',
  'section_ids',
  'note',
  'note_data',
  'comment',
] as const;

export async function listVersions(db: Db, pageId: number, before?: number): Promise<VersionSummary[]> {
  let query = db
    .selectFrom('page_versions')
    .select(VERSION_COLUMNS)
    .where('page_id', '=', pageId)
    .orderBy('id', 'desc')
    .limit(100);
  if (before !== undefined) query = query.where('id', '<', before);
  return summarise(db, await query.execute());
}

export async function findVersion(
  db: Db,
  versionId: number,
): Promise<(VersionSummary & { sections: Section[] }) | undefined> {
  const row = await db
    .selectFrom('page_versions')
    .select([...VERSION_COLUMNS, 'snapshot'])
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [summary] = await summarise(db, [row]);
  return { ...(summary as VersionSummary), sections: readStoredSections(row.snapshot) };
}

/** A shared container's row by its slug (`…/container/by-slug/{slug}`). */
export function findContainerRow(db: Db, slug: string): Promise<SectionRow | undefined> {
  return db.selectFrom('sections').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function deleteSectionRow(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom('sections').where('id', '=', id).execute();
}

/** Deletes the named sections of a page (a restore drops what the version did not have). */
export async function deletePageSections(trx: Trx, pageId: number, uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  await trx.deleteFrom('sections').where('page_id', '=', pageId).where('uid', 'in', uids).execute();
}

/** Whether a section uid is taken (a restored section gets its old uid only when it is free). */
export async function uidInUse(db: Db, uid: string): Promise<boolean> {
  const row = await db.selectFrom('sections').select('id').where('uid', '=', uid).executeTakeFirst();
  return row !== undefined;
}

/** The newest versions of every page (the content hub's "recent page activities"), a page at a time. */
export async function listRecentVersions(
  db: Db,
  options: { limit: number; offset?: number },
): Promise<{ count: number; results: VersionSummary[] }> {
  const rows = await db
    .selectFrom('page_versions')
    .select(VERSION_COLUMNS)
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
  const total = await db
    .selectFrom('page_versions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return { count: Number(total.count), results: await summarise(db, rows) };
}
