import { z } from 'zod';
import { localeSchema } from './common';

/** Longest accepted query; longer ones answer 400 (issue 5: bad input). */
export const SEARCH_QUERY_MAX = 200;
/** Results per page of a group (events, others) on the API and the results page. */
export const SEARCH_PAGE_SIZE = 10;
/** Suggestions the autocomplete answers at most. */
export const SEARCH_SUGGESTIONS_MAX = 8;
export const SEARCH_CATEGORIES = ['events', 'others'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/**
 * The search text: control characters become spaces, whitespace is trimmed; empty or
 * whitespace-only is a 400, as is anything longer than SEARCH_QUERY_MAX characters.
 */
export const searchQuerySchema = z
  .string({ message: 'is required' })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we strip
  .transform((value) => value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'must not be empty')
      .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
  );

const pageSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(1000, 'must be 1000 or less');

export const searchParamsSchema = z.object({
  query: searchQuerySchema,
  lang: localeSchema.optional(),
});
export const searchGroupParamsSchema = searchParamsSchema.extend({ page: pageSchema.default(1) });

export type SearchType = 'event' | 'production' | 'series' | 'page' | 'article' | 'person' | 'venue';

/** One autocomplete suggestion: choosing it puts `text` into the box and searches for it. */
export interface SearchSuggestion {
  text: string;
  type: SearchType;
  url: string;
}
export interface AutocompleteResponse {
  query: string;
  suggestions: SearchSuggestion[];
}

/** One search hit. `snippet` is HTML-escaped text with the matches wrapped in `<mark>`. */
export interface SearchResult {
  type: SearchType;
  id: number;
  title: string;
  url: string;
  /** Events: the start as ISO 8601; others: null. */
  date: string | null;
  snippet: string;
}

/** A page of one group: the paged shape of the other lists (count, next, previous, results). */
export interface SearchGroupResponse {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: SearchResult[];
}

export interface SearchResponse {
  query: string;
  events: SearchGroupResponse;
  others: SearchGroupResponse;
}
