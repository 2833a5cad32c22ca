import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Section } from '../../../src/contract/pages';
import { loadPageSections, readStoredSections } from '../pages/pages.repository';
import type { Database, PagesTable } from '../schema';

/**
 * A page's draft and what visitors see (issue 19 item 1; docs/decisions/0090): the `sections`
 * rows are the draft; `pages.published_sections` holds the published sections from the first edit
 * on (null: the page was never edited, its rows are published; once set it stays set, decision
 * 0158), `pages.scheduled_sections` a publish waiting for `publish_at`.
 */
type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type PublishState = Pick<
  Selectable<PagesTable>,
  | 'id'
  | 'published_sections'
  | 'scheduled_sections'
  | 'publish_at'
  | 'scheduled_by'
  | 'scheduled_by_id'
  | 'scheduled_comment'
>;

const STATE_COLUMNS = [
  'id',
  'published_sections',
  'scheduled_sections',
  'publish_at',
  'scheduled_by',
  'scheduled_by_id',
  'scheduled_comment',
] as const;

/** Timestamps come back as Date (PGlite, pg) or text. */
export function instantOf(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** Whether a scheduled publish is due at a moment. */
export function scheduleDue(
  state: Pick<PublishState, 'publish_at' | 'scheduled_sections'>,
  at: Date,
): boolean {
  const when = instantOf(state.publish_at);
  return when !== null && state.scheduled_sections !== null && when.getTime() <= at.getTime();
}

/**
 * The sections visitors see at a moment (`at`: the clock's now, or staff's `?at=` preview): a due
 * scheduled publish, else the published copy, else the rows (read only when needed).
 */
export async function publishedSections(db: Db, state: PublishState, at: Date): Promise<Section[]> {
  if (scheduleDue(state, at)) return readStoredSections(state.scheduled_sections);
  if (state.published_sections !== null) return readStoredSections(state.published_sections);
  return loadPageSections(db, state.id);
}

export function findPublishState(db: Db, pageId: number): Promise<PublishState | undefined> {
  return db.selectFrom('pages').select(STATE_COLUMNS).where('id', '=', pageId).executeTakeFirst();
}

/** The page's publish state, its row locked for the rest of the transaction. */
export async function lockPublishState(trx: Trx, pageId: number): Promise<PublishState | undefined> {
  return trx
    .selectFrom('pages')
    .select(STATE_COLUMNS)
    .where('id', '=', pageId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Called by every editor write to a page's sections before it changes them: the first change
 * after a publish keeps the published sections for visitors. One cheap query when a draft exists
 * already; the conditional update makes two first edits at once keep the same copy.
 */
export async function beginDraft(trx: Trx, pageId: number): Promise<void> {
  const state = await trx
    .selectFrom('pages')
    .select(sql<boolean>`published_sections is null`.as('clean'))
    .where('id', '=', pageId)
    .executeTakeFirst();
  if (!state?.clean) return;
  await keepPublishedCopy(trx, pageId, await loadPageSections(trx, pageId));
}

/**
 * `beginDraft` when the caller knows the page has no draft yet and holds its sections as they
 * are (the published ones): the copy is written without reading them again.
 */
export async function keepPublishedCopy(
  trx: Trx,
  pageId: number,
  published: readonly Section[],
): Promise<void> {
  await trx
    .updateTable('pages')
    .set({ published_sections: JSON.stringify(published) })
    .where('id', '=', pageId)
    .where('published_sections', 'is', null)
    .execute();
}

/** Sets what visitors see and the schedule (each field given is written as is). */
export async function setPublishState(
  trx: Trx,
  pageId: number,
  values: {
    published_sections?: readonly Section[] | null;
    scheduled?: {
      sections: readonly Section[];
      at: Date;
      by: string;
      byId: number | null;
      comment: string;
    } | null;
  },
): Promise<void> {
  const set: Record<string, unknown> = {};
  if (values.published_sections !== undefined)
    set.published_sections =
      values.published_sections === null ? null : JSON.stringify(values.published_sections);
  if (values.scheduled !== undefined) {
    const s = values.scheduled;
    set.scheduled_sections = s ? JSON.stringify(s.sections) : null;
    set.publish_at = s ? s.at : null;
    set.scheduled_by = s ? s.by : null;
    set.scheduled_by_id = s ? s.byId : null;
    set.scheduled_comment = s ? s.comment : null;
  }
  await trx.updateTable('pages').set(set).where('id', '=', pageId).execute();
}

/** The newest publish version of a page (what visitors see came from it), if any. */
export async function newestPublishVersion(db: Db, pageId: number): Promise<number | null> {
  const row = await db
    .selectFrom('page_versions')
    .select('id')
    .where('page_id', '=', pageId)
    .where('action', '=', 'page.publish')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}
