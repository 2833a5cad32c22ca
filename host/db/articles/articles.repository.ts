import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { ArticleItem, ArticleTerm } from '../../../src/contract/articles';
import type { Locale } from '../../../src/contract/common';
import { text } from '../events/events.repository';
import { withOffset } from '../events/venue-time';
import type { Database, Localised, StoredImage } from '../schema';

type Db = Kysely<Database>;

const segment = (slug: string) => encodeURIComponent(slug);

/** The article page (spec: frame §2 `/{locale}/news/{slug}/{id}`). */
export const articlePath = (locale: Locale, slug: string, id: number) =>
  `/${locale}/news/${segment(slug)}/${id}`;
/** A category page (spec: frame §2 `/{locale}/news/categories/{category}/{id}`, category = slug). */
export const categoryPath = (locale: Locale, slug: string, id: number) =>
  `/${locale}/news/categories/${segment(slug)}/${id}`;
/** A topic page (spec: frame §2 `/{locale}/news/tags/{tag}/{id}`). */
export const tagPath = (locale: Locale, slug: string, id: number) =>
  `/${locale}/news/tags/${segment(slug)}/${id}`;

/**
 * Shown to visitors at `now` (the app's clock): online, published, and inside its window. An
 * offline or scheduled article is in no list, no feed and has no page.
 */
function visibleAt(now: Date) {
  return (eb: ExpressionBuilder<Database, 'articles'>) =>
    eb.and([
      eb('articles.is_online', '=', true),
      eb('articles.publication_date', '<=', now),
      eb.or([eb('articles.online_from', 'is', null), eb('articles.online_from', '<=', now)]),
      eb.or([eb('articles.online_to', 'is', null), eb('articles.online_to', '>', now)]),
    ]);
}

interface TermJson {
  id: number;
  name: Localised;
  slug: Localised;
}

interface ArticleRow {
  id: number;
  title: Localised;
  slug: Localised;
  preline: Localised | null;
  teaser_text: Localised | null;
  image: StoredImage | null;
  author: string;
  publication_date: Date | string;
  category: TermJson | null;
  tags: TermJson[] | null;
}

const articleColumns = [
  'articles.id',
  'articles.title',
  'articles.slug',
  'articles.preline',
  'articles.teaser_text',
  'articles.image',
  'articles.author',
  'articles.publication_date',
  sql<TermJson | null>`(select json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
    from article_categories c where c.id = articles.category_id)`.as('category'),
  sql<TermJson[] | null>`(select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug)
    order by t.position, t.id)
    from article_tag_links l join article_tags t on t.id = l.tag_id where l.article_id = articles.id)`.as(
    'tags',
  ),
] as const;

const toTerm = (term: TermJson, locale: Locale, path: typeof categoryPath): ArticleTerm => ({
  id: term.id,
  name: text(term.name, locale),
  slug: term.slug,
  url: path(locale, text(term.slug, locale), term.id),
});

function toArticle(row: ArticleRow, locale: Locale): ArticleItem {
  const date = row.publication_date instanceof Date ? row.publication_date : new Date(row.publication_date);
  return {
    id: row.id,
    xtype: 'article',
    title: text(row.title, locale),
    slug: row.slug,
    url: articlePath(locale, text(row.slug, locale), row.id),
    preline: text(row.preline, locale),
    teaser_text: text(row.teaser_text, locale),
    date: withOffset(date),
    author: row.author,
    category: row.category ? toTerm(row.category, locale, categoryPath) : null,
    tags: (row.tags ?? []).map((tag) => toTerm(tag, locale, tagPath)),
    image: row.image
      ? {
          url: row.image.url,
          alt: text(row.image.alt, locale),
          ...(row.image.width ? { width: row.image.width } : {}),
          ...(row.image.height ? { height: row.image.height } : {}),
        }
      : null,
  };
}

export interface ArticleFilter {
  category?: number;
  tag?: number;
  /** Only these (the Blog List's chosen articles). */
  ids?: readonly number[];
  /** Only categories with one of these slugs (either language; the Highlight teasers). */
  categorySlugs?: readonly string[];
  highlightsFirst?: boolean;
  /** Leave this one out (an article's related articles). */
  except?: number;
}

function matching(db: Db, filter: ArticleFilter, now: Date) {
  let query = db.selectFrom('articles').where(visibleAt(now));
  if (filter.category !== undefined) query = query.where('articles.category_id', '=', filter.category);
  if (filter.except !== undefined) query = query.where('articles.id', '<>', filter.except);
  if (filter.ids) query = query.where('articles.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  if (filter.tag !== undefined) {
    const tag = filter.tag;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('article_tag_links')
          .select('article_tag_links.article_id')
          .whereRef('article_tag_links.article_id', '=', 'articles.id')
          .where('article_tag_links.tag_id', '=', tag),
      ),
    );
  }
  if (filter.categorySlugs && filter.categorySlugs.length > 0) {
    const slugs = [...filter.categorySlugs];
    query = query.where('articles.category_id', 'in', (eb) =>
      eb
        .selectFrom('article_categories')
        .select('article_categories.id')
        .where((w) =>
          w.or([
            w(sql<string>`article_categories.slug->>'de'`, 'in', slugs),
            w(sql<string>`article_categories.slug->>'en'`, 'in', slugs),
          ]),
        ),
    );
  }
  return query;
}

/**
 * One page of the magazine (spec: programme §7 `GET /{lang}/api/articles/`): the visible articles
 * matching the filter, newest first (then by id, so pages never overlap).
 */
export async function listArticles(
  db: Db,
  locale: Locale,
  filter: ArticleFilter,
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ count: number; results: ArticleItem[] }> {
  const query = matching(db, filter, now);
  const [countRow, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    query
      .select(articleColumns)
      .$if(filter.highlightsFirst === true, (q) => q.orderBy('articles.is_highlight', 'desc'))
      .orderBy('articles.publication_date', 'desc')
      .orderBy('articles.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    count: Number(countRow?.count ?? 0),
    results: rows.map((row) => toArticle(row as ArticleRow, locale)),
  };
}

/** The article the overview leads with (`GET /{lang}/api/articles-teaser/`): the newest highlight, else the newest. */
export async function leadArticle(db: Db, locale: Locale, now: Date): Promise<ArticleItem | null> {
  const { results } = await listArticles(db, locale, { highlightsFirst: true }, 1, 1, now);
  return results[0] ?? null;
}

export interface ArticleDetail extends ArticleItem {
  /** Sanitised rich text. */
  body: string;
  production_id: number | null;
}

/** A visible article by id for its page; undefined when unknown, offline or outside its window. */
export async function findArticle(
  db: Db,
  locale: Locale,
  id: number,
  now: Date,
): Promise<ArticleDetail | undefined> {
  const row = await db
    .selectFrom('articles')
    .where('articles.id', '=', id)
    .where(visibleAt(now))
    .select(articleColumns)
    .select(['articles.body', 'articles.production_id'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toArticle(row as ArticleRow, locale),
    body: text(row.body, locale),
    production_id: row.production_id,
  };
}

/**
 * Related articles: those sharing a topic with it, then of its category, newest first.
 */
export async function relatedArticles(
  db: Db,
  locale: Locale,
  article: ArticleItem,
  limit: number,
  now: Date,
): Promise<ArticleItem[]> {
  const tagIds = article.tags.map((tag) => tag.id);
  const rows = await matching(db, { except: article.id }, now)
    .select(articleColumns)
    .select(
      sql<number>`(select count(*) from article_tag_links l where l.article_id = articles.id
        and l.tag_id in (${sql.join(tagIds.length ? tagIds : [0])}))`.as('shared'),
    )
    .where((eb) =>
      eb.or([
        eb('articles.category_id', '=', article.category?.id ?? 0),
        eb.exists(
          eb
            .selectFrom('article_tag_links')
            .select('article_tag_links.article_id')
            .whereRef('article_tag_links.article_id', '=', 'articles.id')
            .where('article_tag_links.tag_id', 'in', tagIds.length ? tagIds : [0]),
        ),
      ]),
    )
    .orderBy('shared', 'desc')
    .orderBy('articles.publication_date', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toArticle(row as ArticleRow, locale));
}

/** The visible articles about a production, newest first (the event and production pages' Blog section). */
export async function productionArticles(
  db: Db,
  locale: Locale,
  productionId: number,
  limit: number,
  now: Date,
): Promise<ArticleItem[]> {
  const rows = await matching(db, {}, now)
    .where('articles.production_id', '=', productionId)
    .select(articleColumns)
    .orderBy('articles.publication_date', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toArticle(row as ArticleRow, locale));
}

type TermTable = 'article_categories' | 'article_tags';

/** All categories or topics, in their order (spec: programme §3 "Article category: id, name, slug"). */
export async function listTerms(db: Db, table: TermTable, locale: Locale): Promise<ArticleTerm[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', 'slug'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const path = table === 'article_categories' ? categoryPath : tagPath;
  return rows.map((row) => toTerm(row, locale, path));
}

/** One category or topic by id, or undefined. */
export async function findTerm(
  db: Db,
  table: TermTable,
  locale: Locale,
  id: number,
): Promise<ArticleTerm | undefined> {
  const row = await db
    .selectFrom(table)
    .select(['id', 'name', 'slug'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toTerm(row, locale, table === 'article_categories' ? categoryPath : tagPath) : undefined;
}

/** `%q%` for ILIKE, with the wildcards of the search text taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The editor's article finder: every article (online or not) whose title contains `q`, or with
 * one of `ids`, newest first (at most 30).
 */
export async function findArticlesForEditor(db: Db, locale: Locale, q: string, ids: number[]) {
  let query = db
    .selectFrom('articles')
    .select(['id', 'title', 'publication_date', 'is_online'])
    .orderBy('publication_date', 'desc')
    .orderBy('id', 'desc')
    .limit(30);
  if (ids.length > 0) query = query.where('id', 'in', ids);
  else if (q)
    query = query.where(sql<string>`coalesce(title->>${locale}, title->>'de')`, 'ilike', contains(q));
  return query.execute();
}
