import { batch, computed, signal } from '@preact/signals-core';
import { createApiClient } from '../client/api';
import type { ArticleItem, ArticlesPage } from '../contract/articles';
import { type ArticleListFilter, articlesFirstPageKey } from '../domain/articles';
import { acceptPageRequest } from '../domain/events';
import type { FirstPage } from '../domain/first-page';

/**
 * Articles state (spec: programme §3 "Articles state: listLoading, page, list, articles, category,
 * teaser"): module-level signals written only through the actions below. The teaser and the
 * category links are the server's (the overview's lead; the links in the element's `categories` slot).
 *
 * Imports from src/contract are types only: the element's chunk carries no zod.
 */
export const category = signal<number | null>(null);
export const tag = signal<number | null>(null);
export const listLoading = signal(false);
export const listError = signal(false);
/** The last page asked for; 0 before the first request. */
export const page = signal(0);
export const list = signal<ArticlesPage | null>(null);
export const articles = signal<ArticleItem[]>([]);
export const hasMore = computed(() => Boolean(list.value?.next));

let apiBase = '';
let locale = 'de';
let generation = 0;
let firstPage: FirstPage | null = null;

export function configureArticles(settings: {
  apiBase?: string;
  locale?: string;
  filter: ArticleListFilter;
}): void {
  apiBase = settings.apiBase ?? '';
  locale = settings.locale ?? 'de';
  // Answers to a list of an earlier configuration are dropped.
  generation++;
  firstPage = null;
  batch(() => {
    category.value = settings.filter.category ?? null;
    tag.value = settings.filter.tag ?? null;
    page.value = 0;
    list.value = null;
    articles.value = [];
    listLoading.value = false;
    listError.value = false;
  });
}
const api = () => createApiClient({ apiBase });

/** The page the server rendered, as data: the next request for page 1 of this very list takes it. */
export function offerFirstPage(offered: FirstPage | null): void {
  firstPage = offered;
}

const query = (wanted: number) => ({
  ...(category.value !== null ? { category: category.value } : {}),
  ...(tag.value !== null ? { tag: tag.value } : {}),
  page: wanted,
});

/**
 * `requestArticles` (spec: programme §4 Articles list "same paging; a reset empties the list"): a
 * request for page n is ignored unless n is above the current page or a reset is asked; a reset
 * empties the list first; the page is stored and listLoading set, and on response the results are
 * appended. An answer to an older request (before a reset) is dropped.
 */
export async function requestArticles({ page: wanted, reset = false }: { page: number; reset?: boolean }) {
  if (!acceptPageRequest(page.value, wanted, reset, listLoading.value)) return;
  const mine = ++generation;
  const offered = firstPage;
  firstPage = null;
  if (reset) {
    articles.value = [];
    list.value = null;
  }
  if (
    offered &&
    wanted === 1 &&
    offered.key === articlesFirstPageKey(locale, { category: category.value, tag: tag.value })
  ) {
    const response = offered.page as ArticlesPage;
    batch(() => {
      page.value = 1;
      list.value = response;
      articles.value = response.results;
      listLoading.value = false;
      listError.value = false;
    });
    return;
  }
  const before = reset ? 0 : page.value;
  page.value = wanted;
  listLoading.value = true;
  listError.value = false;
  try {
    const response = await api()<ArticlesPage>(`/${locale}/api/articles/`, { query: query(wanted) });
    if (mine !== generation) return;
    list.value = response;
    articles.value = [...articles.value, ...response.results];
  } catch {
    if (mine !== generation) return;
    listError.value = true;
    page.value = before;
  } finally {
    if (mine === generation) listLoading.value = false;
  }
}

/** The next page, when there is one and nothing is loading (load more and the scroll trigger). */
export function requestNextPage(): void {
  if (listLoading.value) return;
  if (list.value === null) void requestArticles({ page: 1, reset: true });
  else if (list.value.next) void requestArticles({ page: page.value + 1 });
}

/** The category switch: a change resets the list to page 1 of that category (null: all). */
export function setCategory(id: number | null): void {
  if (category.value === id) return;
  category.value = id;
  void requestArticles({ page: 1, reset: true });
}
