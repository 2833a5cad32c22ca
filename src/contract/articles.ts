import { z } from 'zod';
import { idParamSchema, localeSchema, localisedSchema, pagedSchema, pageQueryShape } from './common';
import { ARTICLES_PAGE_SIZE } from './constants';
import { addressIdSchema, addressValue } from './page-address';

export { ARTICLES_PAGE_SIZE };
export const ARTICLES_MAX_PAGE_SIZE = 48;

/**
 * `GET /{lang}/api/articles/` query (spec: programme §7 "query category, page"; issue 15 adds
 * `tag`). An unknown id matches nothing (a category id in `tag` gives an empty list).
 */
export const articlesQuerySchema = z
  .object({
    category: idParamSchema.optional(),
    tag: idParamSchema.optional(),
    ...pageQueryShape(ARTICLES_PAGE_SIZE, ARTICLES_MAX_PAGE_SIZE),
    lang: localeSchema.optional(),
  })
  .strict();
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

/** A category or a topic (tag) of the magazine (spec: programme §3 "Article category: id, name, slug"). */
export const articleTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Localised slug objects with de and en keys (spec: programme §3). */
  slug: localisedSchema(z.string()),
  /** Its page: `/{locale}/news/categories/{slug}/{id}` or `/{locale}/news/tags/{slug}/{id}`. */
  url: z.string(),
});
export type ArticleTerm = z.infer<typeof articleTermSchema>;

/** `GET /api/article-categories/` and `GET /api/article-tags/`: `{ data: [...] }`. */
export const articleTermsSchema = z.object({ data: z.array(articleTermSchema) });

export const articleImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});

/** An article in lists (spec: programme §2 Magazine). Texts are in the asked language. */
export const articleSchema = z.object({
  id: z.number().int(),
  xtype: z.literal('article'),
  title: z.string(),
  slug: localisedSchema(z.string()),
  /** The article page `/{locale}/news/{slug}/{id}`. */
  url: z.string(),
  preline: z.string(),
  teaser_text: z.string(),
  /** Publication instant with its UTC offset. */
  date: z.string(),
  author: z.string(),
  category: articleTermSchema.nullable(),
  tags: z.array(articleTermSchema),
  image: articleImageSchema.nullable(),
});
export type ArticleItem = z.infer<typeof articleSchema>;

export const articlesPageSchema = pagedSchema(articleSchema);
export type ArticlesPage = z.infer<typeof articlesPageSchema>;

/** `GET /{lang}/api/articles-teaser/`: the article the overview leads with, or null. */
export const articlesTeaserSchema = z.object({ data: articleSchema.nullable() });

/** The magazine pages' address: `?page=` (a bad one counts as page 1); other names stay. */
export const articlesPageQuerySchema = z.looseObject({
  page: addressValue(articlesQuerySchema.shape.page.unwrap()).transform((page) => page ?? 1),
});

/** `/{locale}/news/{slug}/{id}`, `/news/categories/{slug}/{id}`, `/news/tags/{slug}/{id}`. */
export const articleSlugParamsSchema = z.object({ slug: z.string(), id: addressIdSchema });

/**
 * The editor's magazine finders (`GET /{locale}/pageeditor-api/finder/articles` and
 * `…/finder/article-categories`; staff only): `q` searches titles or names, `ids` (comma-separated,
 * article ids or category slugs) names the chosen ones so the field can show them.
 */
export const recordFinderQuerySchema = z
  .object({
    q: z.string().trim().max(100, { error: 'At most 100 characters.' }).optional(),
    ids: z
      .string()
      .trim()
      .max(2000)
      .regex(/^[a-z0-9,-]*$/, { error: 'Ids or slugs, comma-separated.' })
      .optional(),
  })
  .strict();

/** One record a finder offers: the stored value (an article id, a category slug), its label and detail. */
export const recordFinderAnswerSchema = z.object({
  results: z.array(
    z.object({ value: z.union([z.number(), z.string()]), label: z.string(), detail: z.string() }),
  ),
});
export type RecordFinderAnswer = z.infer<typeof recordFinderAnswerSchema>;
