import { describe, expect, it } from 'vitest';
import { BLOG_ITEMS_MESSAGE } from './articles';
import { loadModuleData } from './load';
import { issuesOf, parsed, RENDER_NOW, renderHtml } from './testing';
import type { ArticleCard, ModuleDataSource } from './types';

const base: ModuleDataSource = { locale: 'de', now: RENDER_NOW, events: async () => [] };
const articles: ArticleCard[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  title: `Artikel ${index + 1}`,
  url: `/de/news/artikel-${index + 1}/${index + 1}`,
}));

describe('Blog teaser list (toolbar "Blog List", spec: frame §3, §5)', () => {
  it('items is a number from 1 to 8', () => {
    expect(issuesOf({ id: 'b', type: 'blog_teaser_list' })).toEqual({ items: 'This field is required!' });
    expect(issuesOf({ id: 'b', type: 'blog_teaser_list', items: 0 })).toEqual({ items: BLOG_ITEMS_MESSAGE });
    expect(issuesOf({ id: 'b', type: 'blog_teaser_list', items: 9 })).toEqual({ items: BLOG_ITEMS_MESSAGE });
    expect(issuesOf({ id: 'b', type: 'blog_teaser_list', items: 1 })).toEqual({});
    expect(issuesOf({ id: 'b', type: 'blog_teaser_list', items: 8 })).toEqual({});
  });

  it('renders the main teaser and the rest, `items` in all, once articles exist', async () => {
    const source = { ...base, articles: async ({ limit }: { limit: number }) => articles.slice(0, limit) };
    const [loaded] = await loadModuleData([parsed({ id: 'b', type: 'blog_teaser_list', items: 8 })], source);
    const html = renderHtml([loaded]);
    expect(html.match(/<article class="article-card/g)).toHaveLength(8);
    expect(html).toContain(
      '<article class="article-card article-card--main"><div class="article-card__media"></div><div class="article-card__body"><h3 class="article-card__title"><a href="/de/news/artikel-1/1">',
    );
  });

  it('renders the chosen articles in their order, the first as main teaser', async () => {
    const asked: Array<readonly number[] | undefined> = [];
    const source = {
      ...base,
      articles: async ({ limit, ids }: { limit: number; ids?: readonly number[] }) => {
        asked.push(ids);
        return (ids ?? []).slice(0, limit).map((id) => articles[id - 1] as ArticleCard);
      },
    };
    const [loaded] = await loadModuleData(
      [parsed({ id: 'b', type: 'blog_teaser_list', items: 2, articles: [5, 3, 9] })],
      source,
    );
    expect(asked).toEqual([[5, 3]]);
    const html = renderHtml([loaded]);
    expect(html.indexOf('Artikel 5')).toBeLessThan(html.indexOf('Artikel 3'));
    expect(html).toContain(
      'article-card--main"><div class="article-card__media"></div><div class="article-card__body"><h3 class="article-card__title"><a href="/de/news/artikel-5/5">',
    );
  });

  it('without articles: nothing for visitors, an explanation for staff', async () => {
    const [loaded] = await loadModuleData([parsed({ id: 'b', type: 'blog_teaser_list', items: 3 })], base);
    expect(renderHtml([loaded])).toBe('');
    expect(renderHtml([loaded], { editMode: true })).toContain('Noch keine Artikel');
  });
});

describe('Highlight teasers (spec: frame §3)', () => {
  it('takes category slugs', () => {
    expect(issuesOf({ id: 'h', type: 'highlight_teasers', categories: ['oper', 'Bad Slug!'] })).toEqual({
      'categories.1': 'Use category slugs.',
    });
  });

  it('renders the highlights of the chosen categories', async () => {
    const asked: string[][] = [];
    const source = {
      ...base,
      highlights: async ({ categories }: { categories: readonly string[] }) => {
        asked.push([...categories]);
        return articles.slice(0, 2).map((article) => ({ ...article, category: 'Oper' }));
      },
    };
    const [loaded] = await loadModuleData(
      [parsed({ id: 'h', type: 'highlight_teasers', categories: ['oper'] })],
      source,
    );
    expect(asked).toEqual([['oper']]);
    const html = renderHtml([loaded]);
    expect(html.match(/article-card__preline">Oper/g)).toHaveLength(2);
  });
});
