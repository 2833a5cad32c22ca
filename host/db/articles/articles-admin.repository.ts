import { type Kysely, sql } from 'kysely';
import type { ArticleChange, ArticleCreate, ArticleTermChange } from '../../../src/contract/admin';
import {
  deleteAtVersion,
  localisedJson,
  optionalLocalisedJson,
  richTextJson,
  sameVersion,
  versionColumn,
} from '../admin/record-columns';
import { berlinInstant } from '../events/venue-time';
import type { Database, StoredImage } from '../schema';

type Db = Kysely<Database>;

/**
 * The stored main image of the form's fields (`{ url, alt: { de, en? }, width?, height? }`, as the
 * demo and the article page read it), null without an address. The size of the stored image is
 * kept while its address stays the same.
 */
function imageJson(input: Omit<ArticleCreate, 'publication_date'>, stored: StoredImage | null = null) {
  if (!input.image_url) return null;
  const image: StoredImage = {
    url: input.image_url,
    alt: { de: input.image_alt_de ?? '', ...(input.image_alt_en ? { en: input.image_alt_en } : {}) },
    ...(stored?.url === input.image_url && stored.width && stored.height
      ? { width: stored.width, height: stored.height }
      : {}),
  };
  return JSON.stringify(image) as never;
}

/** The online window's instants (Berlin wall times in the form), null when not given. */
const windowColumns = (input: { online_from?: string; online_to?: string }) => ({
  online_from: input.online_from ? berlinInstant(input.online_from) : null,
  online_to: input.online_to ? berlinInstant(input.online_to) : null,
});

/** An article as its change page shows it (`name` is its title), with its version. */
export function findArticleRecord(db: Db, id: number) {
  return db
    .selectFrom('articles')
    .selectAll()
    .select(['title as name', versionColumn])
    .select(
      sql<number[]>`coalesce((SELECT json_agg(l.tag_id ORDER BY l.tag_id) FROM article_tag_links l
        WHERE l.article_id = articles.id), '[]'::json)`.as('tags'),
    )
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Gives an article exactly these topics. */
export async function setArticleTags(db: Db, id: number, tags: readonly number[]): Promise<void> {
  await db.deleteFrom('article_tag_links').where('article_id', '=', id).execute();
  if (tags.length > 0)
    await db
      .insertInto('article_tag_links')
      .values(tags.map((tag) => ({ article_id: id, tag_id: tag })))
      .execute();
}
export type ArticleRecord = NonNullable<Awaited<ReturnType<typeof findArticleRecord>>>;

/** Stores the change page's fields unless the article changed since `input.version`. */
export async function updateArticleRecord(db: Db, id: number, input: ArticleChange): Promise<boolean> {
  const stored = await db.selectFrom('articles').select('image').where('id', '=', id).executeTakeFirst();
  const updated = await db
    .updateTable('articles')
    .set({
      title: localisedJson(input.name_de, input.name_en),
      slug: localisedJson(input.slug_de ?? '', input.slug_en),
      preline: optionalLocalisedJson(input.preline_de, input.preline_en),
      teaser_text: optionalLocalisedJson(input.subtitle_de, input.subtitle_en),
      body: richTextJson(input.description_de, input.description_en),
      author: input.author ?? '',
      is_online: input.is_online,
      category_id: input.category_id ?? null,
      publication_date: berlinInstant(input.publication_date),
      ...windowColumns(input),
      image: imageJson(input, stored?.image ?? null),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where(sameVersion(input.version))
    .returning('id')
    .executeTakeFirst();
  if (updated === undefined) return false;
  await setArticleTags(db, id, input.tags);
  return true;
}

type TermTable = 'article_categories' | 'article_tags';

/** A category or topic as its change page shows it, with its version (a counter). */
export function findTermRecord(db: Db, table: TermTable, id: number) {
  return db
    .selectFrom(table)
    .select(['id', 'name', 'slug', sql<string>`version::text`.as('version')])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type TermRecord = NonNullable<Awaited<ReturnType<typeof findTermRecord>>>;

/** Stores names and slugs unless the record changed since `input.version`. */
export async function updateTermRecord(db: Db, table: TermTable, id: number, input: ArticleTermChange) {
  const updated = await db
    .updateTable(table)
    .set({
      name: localisedJson(input.name_de, input.name_en),
      slug: localisedJson(input.slug_de ?? '', input.slug_en),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .where('version', '=', input.version)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** A new article (issue 15, 18), published at its date or else at `now`; its number. */
export async function createArticleRecord(db: Db, input: ArticleCreate, now: Date) {
  const { id } = await db
    .insertInto('articles')
    .values({
      title: localisedJson(input.name_de, input.name_en),
      slug: localisedJson(input.slug_de ?? '', input.slug_en),
      preline: optionalLocalisedJson(input.preline_de, input.preline_en),
      teaser_text: optionalLocalisedJson(input.subtitle_de, input.subtitle_en),
      body: richTextJson(input.description_de, input.description_en),
      author: input.author ?? '',
      is_online: input.is_online,
      category_id: input.category_id ?? null,
      publication_date: input.publication_date ? berlinInstant(input.publication_date) : now,
      ...windowColumns(input),
      image: imageJson(input),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setArticleTags(db, id, input.tags);
  return id;
}

/** Deletes an article unless it changed since `version` (its topic links go with it). */
export async function deleteArticleRecord(db: Db, id: number, version: number): Promise<boolean> {
  return deleteAtVersion(db, 'articles', id, version);
}

/** A new category or topic, last in the order; its number. */
export async function createTermRecord(db: Db, table: TermTable, input: Omit<ArticleTermChange, 'version'>) {
  const { id } = await db
    .insertInto(table)
    .values({
      name: localisedJson(input.name_de, input.name_en),
      slug: localisedJson(input.slug_de ?? '', input.slug_en),
      position: sql<number>`(SELECT coalesce(max(position), 0) + 1 FROM ${sql.table(table)})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes a category or topic unless it changed since `version`. */
export async function deleteTermRecord(db: Db, table: TermTable, id: number, version: number) {
  const deleted = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
