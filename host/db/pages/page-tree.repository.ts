import { type Insertable, type Kysely, sql } from 'kysely';
import { findTableRow, rowVersion, type TableRow } from '../admin/table-records.repository';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/**
 * The page tree of the admin (issue 18 item 2; docs/decisions/0051-page-tree.md): pages with
 * their parent, order and flags; moving a page rewrites its path and its descendants' paths;
 * a page is deleted with its whole subtree.
 */

/** A page as the tree shows it. */
export interface TreePage {
  id: number;
  locale: string;
  parent_id: number | null;
  path: string;
  title: string;
  is_online: boolean;
  in_menu: boolean;
  in_footer: boolean;
  is_landing_page: boolean;
  sort_order: number;
}

export function listTreePages(db: Db): Promise<TreePage[]> {
  return db
    .selectFrom('pages')
    .select([
      'id',
      'locale',
      'parent_id',
      'path',
      'title',
      'is_online',
      'in_menu',
      'in_footer',
      'is_landing_page',
      'sort_order',
    ])
    .orderBy('locale')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The page row as stored (JSON, the same on PGlite and PostgreSQL) and its version. */
export async function findPageRecord(
  db: Db,
  id: number,
  lock = false,
): Promise<{ row: TableRow; version: string } | undefined> {
  const row = await findTableRow(db, 'pages', id, lock);
  return row ? { row, version: rowVersion(row) } : undefined;
}

/** The page and all pages below it, by number (the page first). */
export async function subtreeIds(db: Db, id: number): Promise<number[]> {
  const rows = await sql<{ id: number; depth: number }>`WITH RECURSIVE tree(id, depth) AS (
      SELECT id, 0 FROM pages WHERE id = ${id}
      UNION SELECT p.id, tree.depth + 1 FROM pages p JOIN tree ON p.parent_id = tree.id WHERE tree.depth < 100)
    SELECT id, depth FROM tree ORDER BY depth, id`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** The pages below `id` (not the page itself), with title and path, for the delete confirmation. */
export async function descendants(
  db: Db,
  id: number,
): Promise<Array<{ id: number; title: string; path: string }>> {
  const ids = (await subtreeIds(db, id)).filter((other) => other !== id);
  if (ids.length === 0) return [];
  return db
    .selectFrom('pages')
    .select(['id', 'title', 'path'])
    .where('id', 'in', ids)
    .orderBy('path')
    .execute();
}

/** The path a page gets under `parentPath` with `slug` (the home page's children sit at the top). */
export const childPath = (parentPath: string, slug: string) => (parentPath ? `${parentPath}/${slug}` : slug);

/** The last segment of a page's path (its slug; '' for the home page). */
export const slugOfPath = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Another page of the locale already at `path` (a move or rename would collide with it). */
export async function pageAtPath(db: Db, locale: string, path: string, except: number | null) {
  const query = db.selectFrom('pages').select('id').where('locale', '=', locale).where('path', '=', path);
  return (except === null ? query : query.where('id', '!=', except)).executeTakeFirst();
}

/**
 * Gives the page `path` and moves its descendants with it (their paths keep what follows the
 * old path), inside the caller's transaction.
 */
export async function rewritePaths(db: Db, id: number, oldPath: string, newPath: string): Promise<void> {
  if (oldPath === newPath) return;
  const below = (await subtreeIds(db, id)).filter((other) => other !== id);
  await db.updateTable('pages').set({ path: newPath }).where('id', '=', id).execute();
  if (below.length === 0) return;
  const prefix = oldPath ? `${oldPath}/` : '';
  const rows = await db.selectFrom('pages').select(['id', 'path']).where('id', 'in', below).execute();
  for (const row of rows) {
    const rest = row.path.startsWith(prefix) ? row.path.slice(prefix.length) : slugOfPath(row.path);
    await db
      .updateTable('pages')
      .set({ path: childPath(newPath, rest) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The next free position under a parent (a new or moved page goes last). */
export async function nextSortOrder(db: Db, parentId: number): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .select(sql<number>`coalesce(max(sort_order) + 1, 0)`.as('next'))
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  return Number(row?.next ?? 0);
}

/**
 * Moves a page one place up or down among its siblings (numbering them 0, 1, … on the way);
 * false when it is already first or last.
 */
export async function shiftPage(db: Db, id: number, direction: 'up' | 'down'): Promise<boolean> {
  const page = await db
    .selectFrom('pages')
    .select(['id', 'parent_id', 'locale'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!page) return false;
  const siblings = await db
    .selectFrom('pages')
    .select('id')
    .where('locale', '=', page.locale)
    .where((eb) =>
      page.parent_id === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', page.parent_id),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  const order = siblings.map((sibling) => sibling.id);
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return false;
  [order[at], order[to]] = [order[to] as number, order[at] as number];
  for (const [position, sibling] of order.entries())
    await db.updateTable('pages').set({ sort_order: position }).where('id', '=', sibling).execute();
  return true;
}

/** Deletes the page and every page below it (their sections and versions go with them). */
export async function deletePageTree(db: Db, id: number): Promise<void> {
  const ids = await subtreeIds(db, id);
  await db.deleteFrom('pages').where('id', 'in', ids).execute();
}

/** The page of the other language that shares this page's translation key, if any. */
export async function siblingOf(db: Db, row: { id: number; translation_key: string; locale: string }) {
  return db
    .selectFrom('pages')
    .select(['id', 'locale'])
    .where('translation_key', '=', row.translation_key)
    .where('locale', '!=', row.locale)
    .where('id', '!=', row.id)
    .orderBy('id')
    .executeTakeFirst();
}

/** Pages as choices of a select list: language, path and title. */
export async function pageChoices(db: Db): Promise<Array<{ value: string; label: string; locale: string }>> {
  const rows = await db
    .selectFrom('pages')
    .select(['id', 'locale', 'path', 'title'])
    .orderBy('locale')
    .orderBy('path')
    .execute();
  return rows.map((row) => ({
    value: String(row.id),
    label: `${row.locale.toUpperCase()} /${row.locale}${row.path ? `/${row.path}` : ''} · ${row.title}`,
    locale: row.locale,
  }));
}

/** A page's id, language, path, title and translation key; undefined when there is none. */
export function findTreeNode(db: Db, id: number) {
  return db
    .selectFrom('pages')
    .select(['id', 'locale', 'path', 'title', 'translation_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether another page of `locale` (not `except`) already has the translation key. */
export async function translationTaken(db: Db, key: string, locale: string, except: number | null) {
  const taken = await db
    .selectFrom('pages')
    .select('id')
    .where('translation_key', '=', key)
    .where('locale', '=', locale)
    .where('id', '!=', except ?? 0)
    .executeTakeFirst();
  return taken !== undefined;
}

/** The columns the page settings form writes. */
export type PageSettings = Pick<
  Insertable<Database['pages']>,
  | 'title'
  | 'headline'
  | 'is_online'
  | 'is_clickable'
  | 'in_menu'
  | 'in_footer'
  | 'is_landing_page'
  | 'meta_title'
  | 'meta_description'
  | 'og_title'
  | 'og_description'
  | 'og_image'
  | 'og_type'
  | 'page_class'
  | 'translation_key'
> & { parent_id: number | null; sort_order?: number };

export async function updatePageSettings(db: Db, id: number, settings: PageSettings): Promise<void> {
  await db
    .updateTable('pages')
    .set({ ...settings, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertPage(
  db: Db,
  page: PageSettings & { locale: string; path: string; sort_order: number },
): Promise<number> {
  const created = await db.insertInto('pages').values(page).returning('id').executeTakeFirstOrThrow();
  return created.id;
}
