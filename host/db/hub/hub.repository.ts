import { type Kysely, sql } from 'kysely';
import type { VersionSummary } from '../../../src/contract/editor';
import type { ErrorLogGroup, MissingAlt, PageActivity } from '../../../src/contract/hub';
import { libraryId, type ModuleImage, moduleImages } from '../../../src/domain/media';
import { listRecentVersions } from '../editor/editor.repository';
import { loadMediaByIds } from '../media/media.repository';
import type { Database } from '../schema';

type Db = Kysely<Database>;

const pageUrl = (locale: string, path: string) => `/${locale}${path ? `/${path}` : ''}`;

/** Sets the site and shop switches of the site settings (admins; spec: frame §7 dashboard site). */
export async function setSiteStatus(db: Db, status: { is_site_online: boolean; is_shop_online: boolean }) {
  await db.updateTable('site_settings').set(status).execute();
}

/** Versions with the page they belong to. */
async function withPages(db: Db, versions: VersionSummary[]): Promise<PageActivity[]> {
  const ids = [...new Set(versions.map((version) => version.page_id))];
  const pages = ids.length
    ? await db.selectFrom('pages').select(['id', 'title', 'path', 'locale']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(pages.map((page) => [page.id, page]));
  return versions.map((version) => {
    const page = byId.get(version.page_id);
    return {
      ...version,
      page_title: page?.title ?? `#${version.page_id}`,
      page_url: page ? pageUrl(page.locale, page.path) : '',
      locale: page?.locale ?? '',
    };
  });
}

/** The content hub's page activities and versions: the newest page versions with their page. */
export async function recentPageActivities(db: Db, limit: number, offset = 0) {
  const { count, results } = await listRecentVersions(db, { limit, offset });
  return { count, results: await withPages(db, results) };
}

/** The error log by address (most frequent first), a page at a time. */
export async function errorLogGroups(
  db: Db,
  kind: 'not-found' | 'client-error',
  page: number,
  pageSize: number,
): Promise<{ count: number; results: ErrorLogGroup[] }> {
  const total = await db
    .selectFrom('error_log')
    .select(sql<string>`count(distinct url)`.as('count'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('error_log')
    .select([
      'url',
      sql<string>`count(*)`.as('count'),
      sql<Date | string>`max(created_at)`.as('last_seen'),
      sql<string | null>`(array_agg(message order by created_at desc))[1]`.as('message'),
    ])
    .where('kind', '=', kind)
    .groupBy('url')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    count: Number(total.count),
    results: rows.map((row) => ({
      url: row.url,
      count: Number(row.count),
      last_seen: new Date(row.last_seen).toISOString(),
      message: row.message,
    })),
  };
}

/** Every section's module columns with its page, ordered by language and address. */
export async function pageSectionColumns(db: Db) {
  const rows = await db
    .selectFrom('sections')
    .innerJoin('pages', 'pages.id', 'sections.page_id')
    .select(['pages.id as page_id', 'pages.locale', 'pages.title', 'pages.path', 'sections.columns'])
    .orderBy('pages.locale')
    .orderBy('pages.path')
    .execute();
  return rows.map((row) => ({
    ...row,
    columns: (typeof row.columns === 'string' ? JSON.parse(row.columns) : row.columns) as unknown,
  }));
}

/**
 * Pages with images that have no alt text (issue 18 part 4): an image module's own alt text
 * counts, else for a library image the library's (or its "decorative"); demo files and external
 * images need the module's.
 */
export async function pagesWithImagesWithoutAlt(db: Db): Promise<MissingAlt> {
  const rows = await pageSectionColumns(db);
  const perPage = new Map<number, { row: (typeof rows)[number]; images: ModuleImage[] }>();
  for (const row of rows) {
    const images = moduleImages(row.columns);
    const entry = perPage.get(row.page_id) ?? { row, images: [] };
    entry.images.push(...images.filter((image) => !image.decorative && image.alt.trim() === ''));
    perPage.set(row.page_id, entry);
  }
  const libraryIds = [
    ...new Set([...perPage.values()].flatMap((entry) => entry.images.map((image) => libraryId(image.url)))),
  ].filter((id): id is number => id !== null);
  const library = new Map((await loadMediaByIds(db, libraryIds)).map((media) => [media.id, media]));
  const described = (url: string, locale: string) => {
    const id = libraryId(url);
    const media = id === null ? undefined : library.get(id);
    if (!media) return false;
    return media.decorative || (media.alt[locale as 'de' | 'en'] || media.alt.de).trim() !== '';
  };
  return [...perPage.values()].flatMap(({ row, images }) => {
    const missing = [
      ...new Set(images.map((image) => image.url).filter((url) => !described(url, row.locale))),
    ];
    return missing.length
      ? [
          {
            page_id: row.page_id,
            locale: row.locale,
            title: row.title,
            url: pageUrl(row.locale, row.path),
            images: missing,
          },
        ]
      : [];
  });
}
