import type { Kysely, Selectable } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { Page, Section } from '../../../src/contract/pages';
import { migrateSection, migrateSections } from '../../../src/domain/document-schema';
import { HttpError } from '../../http/errors';
import type { Database, PagesTable, SectionsTable } from '../schema';

type Db = Kysely<Database>;
export type PageRow = Selectable<PagesTable>;
type SectionRow = Selectable<SectionsTable>;

/** The public URL of a page: `/de` for the home page, `/de/ueber-uns` for others. */
export function pageUrl(locale: string, path: string): string {
  return path ? `/${locale}/${path}` : `/${locale}`;
}

export function findPageByPath(db: Db, locale: Locale, path: string): Promise<PageRow | undefined> {
  return db
    .selectFrom('pages')
    .selectAll()
    .where('locale', '=', locale)
    .where('path', '=', path)
    .executeTakeFirst();
}

export function findPageById(db: Db, id: number): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A section row as the page JSON's section module, its content migrated to the current schema
 * version (src/domain/document-schema.ts): rows stored in an older form are read in the current
 * one (they are stamped when next saved); a row of a newer version than this code knows is 409.
 */
export function sectionToModule(row: SectionRow): Section {
  const migrated = migrateSection(
    { layout: row.layout, extra_class: row.extra_class, columns: row.columns },
    row.schema_version,
  );
  if (!migrated.ok) throw newerDocument(migrated.error.message);
  const { schema } = migrated.value;
  const columns = migrated.value.columns as SectionRow['columns'];
  return {
    id: row.uid,
    type: 'section',
    model_name: 'section',
    content_type: 'pages.page',
    object_id: row.page_id,
    parent: row.page_id,
    slug: row.slug,
    layout: row.layout,
    extra_class: row.extra_class,
    ...(row.image ? { image: row.image } : {}),
    columns: columns.map((column) => ({
      index: column.index,
      classes: column.classes,
      children: column.children,
    })),
    children: [],
    version: row.version,
    schema,
  };
}

/** A stored document newer than this code: refused as a conflict with the stored state, not a 500. */
function newerDocument(message: string): HttpError {
  return new HttpError(409, 'schema_newer', message, { schema: message });
}

/**
 * Sections stored as JSON (a version's snapshot, a page's published or scheduled copy) migrated
 * to the current schema version; null stays null.
 */
export function readStoredSections(value: unknown): Section[];
export function readStoredSections(value: unknown, nullable: 'nullable'): Section[] | null;
export function readStoredSections(value: unknown, nullable?: 'nullable'): Section[] | null {
  if (value === null && nullable) return null;
  const list = Array.isArray(value) ? (value as Section[]) : [];
  const migrated = migrateSections(list);
  if (!migrated.ok) throw newerDocument(migrated.error.message);
  return migrated.value;
}

export async function loadPageSections(db: Db, pageId: number): Promise<Section[]> {
  const rows = await db
    .selectFrom('sections')
    .selectAll()
    .where('page_id', '=', pageId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(sectionToModule);
}

export async function findContainerBySlug(db: Db, slug: string): Promise<Section | undefined> {
  const row = await db.selectFrom('sections').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? sectionToModule(row) : undefined;
}

/** The sections of a stored version, or undefined when the version is not one of this page's. */
export async function loadVersionSections(
  db: Db,
  pageId: number,
  versionId: number,
): Promise<Section[] | undefined> {
  const version = await db
    .selectFrom('page_versions')
    .select(['snapshot'])
    .where('id', '=', versionId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return version ? readStoredSections(version.snapshot) : undefined;
}

/**
 * Resolves container modules (shared sections looked up by slug) into `resolved`, so the
 * renderer needs no database access. Containers do not nest further (no cycles).
 */
export async function resolveContainers(db: Db, sections: Section[]): Promise<Section[]> {
  const slugs = new Set<string>();
  for (const section of sections)
    for (const column of section.columns)
      for (const child of column.children) if (child.type === 'container') slugs.add(String(child.slug));
  if (slugs.size === 0) return sections;
  const rows = await db
    .selectFrom('sections')
    .selectAll()
    .where('slug', 'in', [...slugs])
    .execute();
  const bySlug = new Map(rows.map((row) => [row.slug, sectionToModule(row)]));
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      ...column,
      children: column.children.map((child) =>
        child.type === 'container' ? { ...child, resolved: bySlug.get(String(child.slug)) } : child,
      ),
    })),
  }));
}

/** Assembles the Page answer (spec: frame §3 Page) from a row and its sections. */
export async function buildPage(
  db: Db,
  row: PageRow,
  sections: Section[],
  versionId: number | null,
): Promise<Page> {
  const translations = await db
    .selectFrom('pages')
    .select(['id', 'locale', 'path', 'title'])
    .where('translation_key', '=', row.translation_key)
    .execute();
  const urls: Record<string, string> = {};
  for (const translation of translations)
    urls[translation.locale] = pageUrl(translation.locale, translation.path);
  return {
    id: row.id,
    locale: row.locale as Locale,
    urls,
    parent: row.parent_id,
    content_type: row.content_type,
    title: row.title,
    headline: row.headline,
    is_online: row.is_online,
    is_clickable: row.is_clickable,
    is_landing_page: row.is_landing_page,
    in_menu: row.in_menu,
    in_footer: row.in_footer,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    og_title: row.og_title,
    og_description: row.og_description,
    og_image: row.og_image,
    og_type: row.og_type,
    og_image_thumbs: { small: row.og_image },
    page_class: row.page_class,
    modules: sections,
    settings_url: `/admin/pages/${row.id}/change/`,
    siblings: translations
      .filter((translation) => translation.id !== row.id)
      .map((translation) => ({
        id: translation.id,
        title: translation.title,
        urls: { [translation.locale]: pageUrl(translation.locale, translation.path) },
      })),
    ancestors: await loadAncestors(db, row),
    version_id: versionId,
  };
}

/** Parent chain, root first (for breadcrumbs: Home, parent chain, current page). */
async function loadAncestors(db: Db, row: PageRow): Promise<Page['ancestors']> {
  const chain: Page['ancestors'] = [];
  let parentId = row.parent_id;
  const seen = new Set<number>([row.id]);
  while (parentId !== null && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = await findPageById(db, parentId);
    if (!parent) break;
    if (parent.path !== '')
      chain.unshift({ id: parent.id, title: parent.title, url: pageUrl(parent.locale, parent.path) });
    parentId = parent.parent_id;
  }
  return chain;
}
