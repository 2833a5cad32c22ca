import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import {
  SEARCH_PAGE_SIZE,
  type SearchCategory,
  type SearchGroupResponse,
} from '../../../src/contract/search';
import { type SearchFact, searchSnippet, searchTokens } from '../../../src/domain/search';
import { searchTexts } from '../../../src/i18n/search';
import type { Database } from '../schema';
import { searchDocuments } from './search.repository';
import type { SearchCache } from './search-cache';

/**
 * One page of each of `categories` (events, others) as the API answers it and the results page
 * shows it (spec: programme §7 search calls): the hits with their highlighted snippets and the
 * links to the neighbouring pages under `path(category)`. Asked together, the groups are ranked
 * in one statement (search.repository.ts, `searchDocuments`).
 */
export async function searchGroups(
  db: Kysely<Database>,
  cache: SearchCache,
  options: {
    locale: Locale;
    query: string;
    categories: readonly SearchCategory[];
    page: number;
    path: (category: SearchCategory) => string;
    /** The app clock's instant: upcoming events rank first. */
    now: Date;
  },
): Promise<Record<SearchCategory, SearchGroupResponse>> {
  const tokens = searchTokens(options.query);
  const key = ['search', options.locale, options.categories.join('+'), options.page, tokens.join(' ')].join(
    '\u0000',
  );
  const pages = await cache.get(key, () => searchDocuments(db, { ...options, pageSize: SEARCH_PAGE_SIZE }));
  const label = factLabel(options.locale);
  const groups: Partial<Record<SearchCategory, SearchGroupResponse>> = {};
  for (const category of options.categories) {
    const { count, rows, more } = pages[category] ?? { count: 0, rows: [], more: false };
    const link = (page: number) =>
      `${options.path(category)}?${new URLSearchParams({ query: options.query, page: String(page) })}`;
    const last = Math.ceil(count / SEARCH_PAGE_SIZE);
    groups[category] = {
      count,
      count_relation: more ? 'gte' : 'eq',
      page: options.page,
      page_size: SEARCH_PAGE_SIZE,
      next: options.page < last ? link(options.page + 1) : null,
      previous: options.page > 1 ? link(Math.min(options.page - 1, Math.max(last, 1))) : null,
      results: rows.map((row) => ({
        type: row.type,
        id: row.record_id,
        title: row.title,
        url: row.url,
        date: row.type === 'event' && row.date ? new Date(row.date).toISOString() : null,
        detail: row.detail || null,
        snippet: searchSnippet({ text: row.excerpt, facts: row.facts }, tokens, label),
      })),
    };
  }
  return groups as Record<SearchCategory, SearchGroupResponse>;
}

/** The label of a fact's line in the snippet ("Mit", "Werke"); categories go without one. */
function factLabel(locale: Locale): (fact: SearchFact) => string {
  const text = searchTexts(locale);
  return (fact) => {
    switch (fact.key) {
      case 'with':
        return text('factWith');
      case 'works':
        return text.plural('factWorks', fact.values.length);
      case 'production':
        return text('factProduction');
      case 'series':
        return text('factSeries');
      case 'by':
        return text('factBy');
      case 'rooms':
        return text('factRooms');
      default:
        return '';
    }
  };
}
