import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import {
  SEARCH_PAGE_SIZE,
  type SearchCategory,
  type SearchGroupResponse,
} from '../../../src/contract/search';
import { highlightSnippet, searchTokens } from '../../../src/domain/search';
import type { Database } from '../schema';
import { searchDocuments } from './search.repository';
import type { SearchCache } from './search-cache';

/**
 * One page of one group of results (events, others) as the API answers it and the results page
 * shows it (spec: programme §7 search calls): the hits with their highlighted snippets and the
 * links to the neighbouring pages under `path`.
 */
export async function searchGroup(
  db: Kysely<Database>,
  cache: SearchCache,
  options: {
    locale: Locale;
    query: string;
    category: SearchCategory;
    page: number;
    path: string;
    /** The index version read once for the request (both groups of a full search). */
    version?: Promise<number>;
    /** The app clock's instant: upcoming events rank first. */
    now: Date;
  },
): Promise<SearchGroupResponse> {
  const tokens = searchTokens(options.query);
  const key = ['search', options.locale, options.category, options.page, tokens.join(' ')].join('\u0000');
  const { count, rows, more } = await cache.get(
    key,
    () => searchDocuments(db, { ...options, pageSize: SEARCH_PAGE_SIZE }),
    options.version,
  );
  const link = (page: number) =>
    `${options.path}?${new URLSearchParams({ query: options.query, page: String(page) })}`;
  const pages = Math.ceil(count / SEARCH_PAGE_SIZE);
  return {
    count,
    count_relation: more ? 'gte' : 'eq',
    page: options.page,
    page_size: SEARCH_PAGE_SIZE,
    next: options.page < pages ? link(options.page + 1) : null,
    previous: options.page > 1 ? link(Math.min(options.page - 1, Math.max(pages, 1))) : null,
    results: rows.map((row) => ({
      type: row.type,
      id: row.record_id,
      title: row.title,
      url: row.url,
      date: row.type === 'event' && row.date ? new Date(row.date).toISOString() : null,
      snippet: highlightSnippet(row.body || row.title, tokens),
    })),
  };
}
