import { type Kysely, type Selectable, sql } from 'kysely';
import type { MediaKind, MediaUsage } from '../../../src/contract/media';
import type { Database } from '../schema';
import type { MediaTable } from './media.table';

type Db = Kysely<Database>;

/** A library row as read (the table's columns but who made it and when it last changed). */
export type MediaRow = Omit<Selectable<MediaTable>, 'created_by_id' | 'updated_at'>;

/** The stored content of a new file (or of a replacement): the columns the content decides. */
export type MediaContent = Pick<
  MediaRow,
  'kind' | 'mime' | 'ext' | 'hash' | 'size' | 'width' | 'height' | 'original_name'
>;

const COLUMNS = [
  'id',
  'kind',
  'mime',
  'ext',
  'hash',
  'size',
  'width',
  'height',
  'original_name',
  'title',
  'alt',
  'decorative',
  'focal_x',
  'focal_y',
  'version',
  'created_at',
] as const;

const toRow = (row: Record<(typeof COLUMNS)[number], unknown>): MediaRow => {
  const alt = (typeof row.alt === 'string' ? JSON.parse(row.alt) : row.alt) as Partial<MediaRow['alt']>;
  return {
    ...(row as unknown as MediaRow),
    alt: { de: alt?.de ?? '', en: alt?.en ?? '' },
    created_at: new Date(row.created_at as string),
  };
};

/** `%q%` for ILIKE, with the wildcards of the search text taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function insertMedia(db: Db, content: MediaContent, by: number | null): Promise<MediaRow> {
  const row = await db
    .insertInto('media')
    .values({ ...content, created_by_id: by })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function loadMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  const row = await db.selectFrom('media').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Library images by id (the Image module's renditions on the visitor page). */
export async function loadMediaByIds(db: Db, ids: readonly number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('media')
    .select(COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toRow);
}

/** The image whose content has this hash prefix (a rendition asked for before it was made). */
export async function findImageByHashPrefix(db: Db, prefix: string): Promise<MediaRow | undefined> {
  const row = await db
    .selectFrom('media')
    .select(COLUMNS)
    .where('kind', '=', 'image')
    .where('hash', 'like', `${prefix.replace(/[^0-9a-f]/g, '')}%`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Whether some file of the library still has this content (before its file is removed). */
export async function hashInUse(db: Db, hash: string): Promise<boolean> {
  return (
    (await db.selectFrom('media').select('id').where('hash', '=', hash).executeTakeFirst()) !== undefined
  );
}

/** A page of the library, newest first, matching the name, title or alt text and the kind. */
export async function listMedia(
  db: Db,
  query: { q?: string; kind?: MediaKind; page: number; pageSize: number },
): Promise<{ count: number; results: MediaRow[] }> {
  let base = db.selectFrom('media');
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.q) {
    const like = contains(query.q);
    base = base.where((eb) =>
      eb.or([
        eb('original_name', 'ilike', like),
        eb('title', 'ilike', like),
        eb(sql<string>`alt::text`, 'ilike', like),
      ]),
    );
  }
  const [{ count }] = await base
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .execute()
    .then((r) => r as [{ count: string }]);
  const rows = await base
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { count: Number(count), results: rows.map(toRow) };
}

/** Stores the edit form unless the file changed since `version`; false when it did. */
export async function changeMedia(
  db: Db,
  id: number,
  version: number,
  change: {
    title: string;
    alt: { de: string; en: string };
    decorative: boolean;
    focal_x: number;
    focal_y: number;
  },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set({
      title: change.title,
      alt: JSON.stringify(change.alt),
      decorative: change.decorative,
      focal_x: Math.round(change.focal_x),
      focal_y: Math.round(change.focal_y),
      version: sql`version + 1`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts new content behind the file (same id, same usages); answers the content it had. */
export async function replaceMediaContent(
  db: Db,
  id: number,
  content: Omit<MediaContent, 'original_name'> & { original_name: string },
  now: Date,
): Promise<MediaRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('media')
      .select(COLUMNS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('media')
      .set({ ...content, version: sql<number>`version + 1`, updated_at: now })
      .where('id', '=', id)
      .execute();
    return toRow(before);
  });
}

export async function deleteMedia(db: Db, id: number): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

/**
 * Record columns that may name a library file (image objects and lists of them), with how a
 * record is named and where staff change it. A new record type with images adds its line (both
 * `mediaUsage` and the dashboard's `mediaOverview` read it).
 */
const RECORD_COLUMNS: ReadonlyArray<{
  type: string;
  table: string;
  columns: string[];
  name: string;
  admin: string;
}> = [
  { type: 'event', table: 'events', columns: ['images'], name: "name->>'de'", admin: '/admin/events/' },
  {
    type: 'production',
    table: 'productions',
    columns: ['images'],
    name: "name->>'de'",
    admin: '/admin/productions/',
  },
  { type: 'series', table: 'series', columns: ['image'], name: "name->>'de'", admin: '/admin/series/' },
  { type: 'article', table: 'articles', columns: ['image'], name: "title->>'de'", admin: '/admin/articles/' },
  { type: 'person', table: 'persons', columns: ['portrait'], name: 'name', admin: '/admin/' },
  { type: 'venue', table: 'venues', columns: ['image'], name: "name->>'de'", admin: '/admin/' },
  { type: 'event-teaser', table: 'event_teasers', columns: ['image_obj'], name: 'name', admin: '/admin/' },
];

/**
 * "Where is this used?": the pages whose sections (modules, section backgrounds) or Open Graph
 * image name the file, and the records whose images do. A file is named by its stable address
 * `/media-library/{id}/…`, so a replaced file keeps these usages.
 */
export async function mediaUsage(db: Db, id: number): Promise<MediaUsage> {
  const needle = contains(`/media-library/${id}/`);
  const pages = await db
    .selectFrom('pages')
    .select(['pages.id as page_id', 'pages.locale', 'pages.title', 'pages.path'])
    .where((eb) =>
      eb.or([
        eb('pages.og_image', 'like', needle),
        eb.exists(
          eb
            .selectFrom('sections')
            .select('sections.id')
            .whereRef('sections.page_id', '=', 'pages.id')
            .where((inner) =>
              inner.or([
                inner(sql<string>`sections.columns::text`, 'like', needle),
                inner('sections.image', 'like', needle),
              ]),
            ),
        ),
      ]),
    )
    .orderBy('pages.locale')
    .orderBy('pages.path')
    .execute();
  const records: MediaUsage['records'] = [];
  for (const spec of RECORD_COLUMNS) {
    const where = spec.columns.map((column) => sql`${sql.ref(column)}::text like ${needle}`);
    const found = await sql<{ id: number; name: string | null }>`
      select id, ${sql.raw(spec.name)} as name from ${sql.table(spec.table)}
      where ${sql.join(where, sql` or `)} order by id`.execute(db);
    for (const row of found.rows)
      records.push({
        type: spec.type,
        id: row.id,
        name: row.name ?? `#${row.id}`,
        url: spec.admin === '/admin/' ? spec.admin : `${spec.admin}${row.id}/change`,
      });
  }
  return {
    pages: pages.map((page) => ({
      page_id: page.page_id,
      locale: page.locale,
      title: page.title,
      url: `/${page.locale}${page.path ? `/${page.path}` : ''}`,
    })),
    records,
  };
}

/** True when no page or record names the file. */
export async function mediaUnused(db: Db, id: number): Promise<boolean> {
  const usage = await mediaUsage(db, id);
  return usage.pages.length === 0 && usage.records.length === 0;
}

/** What the content hub's media overview shows of one of the newest files. */
export type NewestMedia = Pick<MediaRow, 'id' | 'kind' | 'original_name' | 'title' | 'created_at'>;

/**
 * Every text that may name a library file by its stable address, as `mediaUsage` reads them: the
 * pages' Open Graph images, their sections' modules and backgrounds, and the records' image columns.
 */
function namingTexts() {
  const records = RECORD_COLUMNS.flatMap((spec) =>
    spec.columns.map((column) => sql`SELECT ${sql.ref(column)}::text FROM ${sql.table(spec.table)}`),
  );
  return sql.join(
    [
      sql`SELECT og_image FROM pages`,
      sql`SELECT s.columns::text FROM sections s JOIN pages p ON p.id = s.page_id`,
      sql`SELECT s.image FROM sections s JOIN pages p ON p.id = s.page_id`,
      ...records,
    ],
    sql` UNION ALL `,
  );
}

/**
 * The library at a glance (the content hub's "CELUM overview", spec: frame §7; decision 0174):
 * files per kind, their bytes, images that cannot be used yet (no German alt text and not
 * decorative, as `usable` says), files no page or record names, and the newest files.
 *
 * "Used" is `mediaUsage`'s test made set-based: one pass takes every `/media-library/{id}/` out
 * of the texts that may name a file (the lookahead leaves the closing slash for the next match, as
 * LIKE would find both ids in `/media-library/1/media-library/2/`), and the ids are compared as
 * text, as LIKE compares them (`/media-library/012/` names no file, a 30-digit id no error).
 */
export async function mediaOverview(
  db: Db,
  newest: number,
): Promise<{
  byKind: Record<MediaKind, number>;
  bytes: number;
  imagesWithoutAlt: number;
  unused: number;
  newest: NewestMedia[];
}> {
  const counts = await sql<{ kind: MediaKind; files: string; bytes: string; without_alt: string }>`
    SELECT kind, count(*) AS files, coalesce(sum(size), 0) AS bytes,
           count(*) FILTER (WHERE kind = 'image' AND NOT decorative
                              AND btrim(coalesce(alt ->> 'de', '')) = '') AS without_alt
      FROM media GROUP BY kind`.execute(db);
  const unused = await sql<{ unused: string }>`
    WITH texts(t) AS (${namingTexts()}),
         used AS (
           SELECT DISTINCT found[1] AS id
             FROM texts, regexp_matches(t, '/media-library/([0-9]+)(?=/)', 'g') AS found
            WHERE t LIKE '%/media-library/%')
    SELECT count(*) AS unused FROM media
     WHERE NOT EXISTS (SELECT 1 FROM used WHERE used.id = media.id::text)`.execute(db);
  const rows = await db
    .selectFrom('media')
    .select(['id', 'kind', 'original_name', 'title', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(newest)
    .execute();
  const byKind: Record<MediaKind, number> = { image: 0, audio: 0, video: 0, document: 0 };
  let bytes = 0;
  let imagesWithoutAlt = 0;
  for (const row of counts.rows) {
    byKind[row.kind] = Number(row.files);
    bytes += Number(row.bytes);
    imagesWithoutAlt += Number(row.without_alt);
  }
  return {
    byKind,
    bytes,
    imagesWithoutAlt,
    unused: Number(unused.rows[0]?.unused ?? 0),
    newest: rows.map((row) => ({ ...row, created_at: new Date(row.created_at) })),
  };
}
