import { z } from 'zod';
import type { Locale } from '../contract/common';
import { modulesTexts } from '../i18n/modules';
import { ArticleCard as ArticleCardView } from '../views/article-card';
import { apiMessage, moduleId, REQUIRED_MESSAGE, visibility } from './fields';
import { type ArticleCard, defineModule } from './types';

/** spec: frame §5 "Blog teaser item count is a number from 1 to 8". */
export const BLOG_ITEMS_MESSAGE = apiMessage('numberRange', { min: 1, max: 8 });

/** A module's article: the one article card (src/views/article-card.tsx), its category as preline. */
function ArticleTeaser({ article, locale, main }: { article: ArticleCard; locale: Locale; main?: boolean }) {
  return (
    <ArticleCardView
      article={{ ...article, preline: article.category }}
      locale={locale}
      headingLevel={3}
      main={main}
    />
  );
}

/**
 * Blog teaser list (toolbar "Blog List"): the chosen articles (`articles`, ids picked in the
 * editor's article finder) or else the newest, `items` in all, the first as main teaser (spec:
 * frame §3). Without any visible article visitors see nothing and staff in edit mode an explanation.
 */
const blogSchema = z.object({
  id: moduleId(),
  type: z.literal('blog_teaser_list'),
  items: z.coerce
    .number({ message: REQUIRED_MESSAGE })
    .int(BLOG_ITEMS_MESSAGE)
    .min(1, BLOG_ITEMS_MESSAGE)
    .max(8, BLOG_ITEMS_MESSAGE),
  /** Chosen article ids, in order (empty: the newest). */
  articles: z.array(z.number().int().positive()).max(8, BLOG_ITEMS_MESSAGE).default([]),
  article_objs: z.custom<ArticleCard[]>().optional(),
  main_teaser_obj: z.custom<ArticleCard>().nullable().optional(),
  ...visibility,
});
export type BlogTeaserListModule = z.infer<typeof blogSchema>;

export const blogTeaserListModule = defineModule<BlogTeaserListModule>({
  type: 'blog_teaser_list',
  schema: blogSchema,
  fields: [
    {
      name: 'items',
      kind: 'number',
      label: 'numberOfArticles',
      required: true,
      min: 1,
      max: 8,
      default: 4,
    },
    {
      name: 'articles',
      kind: 'records',
      recordFinder: 'articles',
      label: 'chosenArticles',
      help: 'help.chosenArticles',
    },
  ],
  loadedFields: ['article_objs', 'main_teaser_obj'],
  load: async (module, source) => {
    if (!source.articles) return { ...module, article_objs: [], main_teaser_obj: null };
    const chosen = module.articles ?? [];
    const ids = chosen.length ? chosen.slice(0, module.items) : undefined;
    const [main = null, ...rest] = await source.articles({ limit: module.items, ids });
    return { ...module, main_teaser_obj: main, article_objs: rest };
  },
  Render: ({ module, ctx }) => {
    const main = module.main_teaser_obj;
    const rest = module.article_objs ?? [];
    if (!main)
      return ctx.editMode ? <p className="m-empty">{modulesTexts(ctx.locale)('articles.empty')}</p> : null;
    return (
      <div className="m-blog-list">
        <ArticleTeaser article={main} locale={ctx.locale} main />
        {rest.length > 0 ? (
          <div className="m-blog-list__more">
            {rest.map((article) => (
              <ArticleTeaser key={article.id} article={article} locale={ctx.locale} />
            ))}
          </div>
        ) : null}
      </div>
    );
  },
});

/**
 * Highlight teasers: highlighted articles of the chosen categories (spec: frame §3). Same data
 * rule as the blog list: `ModuleDataSource.highlights` comes with the magazine area.
 */
const highlightSchema = z.object({
  id: moduleId(),
  type: z.literal('highlight_teasers'),
  categories: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(120)
        .regex(/^[a-z0-9-]+$/, apiMessage('categorySlugs')),
    )
    .max(20, apiMessage('tooManyCategories', { max: 20 }))
    .default([]),
  article_objs: z.custom<ArticleCard[]>().optional(),
  ...visibility,
});
export type HighlightTeasersModule = z.infer<typeof highlightSchema>;

export const HIGHLIGHT_LIMIT = 6;

export const highlightTeasersModule = defineModule<HighlightTeasersModule>({
  type: 'highlight_teasers',
  schema: highlightSchema,
  fields: [
    {
      name: 'categories',
      kind: 'records',
      recordFinder: 'article-categories',
      label: 'categories',
      help: 'help.categories',
    },
  ],
  loadedFields: ['article_objs'],
  load: async (module, source) => {
    if (!source.highlights) return { ...module, article_objs: [] };
    return {
      ...module,
      article_objs: await source.highlights({ categories: module.categories, limit: HIGHLIGHT_LIMIT }),
    };
  },
  Render: ({ module, ctx }) => {
    const articles = module.article_objs ?? [];
    if (articles.length === 0)
      return ctx.editMode ? <p className="m-empty">{modulesTexts(ctx.locale)('articles.empty')}</p> : null;
    return (
      <div className="m-highlights">
        {articles.map((article) => (
          <ArticleTeaser key={article.id} article={article} locale={ctx.locale} />
        ))}
      </div>
    );
  },
});
