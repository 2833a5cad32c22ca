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

/** Control characters are searched as spaces. */
const withoutControlCharacters = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we strip
  value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');

/**
 * The search text: control characters become spaces, whitespace is trimmed; empty or
 * whitespace-only is a 400, as is anything longer than SEARCH_QUERY_MAX characters.
 */
export const searchQuerySchema = z
  .string({ message: 'is required' })
  .transform((value) => withoutControlCharacters(value).trim())
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

export const searchTypeSchema = z.enum([
  'event',
  'production',
  'series',
  'page',
  'article',
  'person',
  'venue',
]);
export type SearchType = z.infer<typeof searchTypeSchema>;

/** One autocomplete suggestion: choosing it puts `text` into the box and searches for it. */
export const searchSuggestionSchema = z.object({ text: z.string(), type: searchTypeSchema, url: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const autocompleteResponseSchema = z.object({
  query: z.string(),
  suggestions: z.array(searchSuggestionSchema),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

/** One search hit. `snippet` is HTML-escaped text with the matches wrapped in `<mark>`. */
export const searchResultSchema = z.object({
  type: searchTypeSchema,
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  /** Events: the start as ISO 8601; others: null. */
  date: z.string().nullable(),
  /**
   * One short line under the title, plain text: an event's room, a production's subtitle, an
   * article's kicker, a person's function, a venue's address; null when there is none.
   */
  detail: z.string().nullable(),
  /**
   * The passage of the record's text around the match, or the labelled field that matched
   * ("Mit: Tobias Krüger, Nadia Petrova"); docs/decisions/0171-search-snippets.md.
   */
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A page of one group: the paged shape of the other lists (count, next, previous, results). */
export const searchGroupResponseSchema = z.object({
  count: z.number().int(),
  /**
   * `eq`: `count` is every match. `gte`: a word shared by thousands of records, of which the best
   * candidates were ranked; `count` is how many, and more match (as Elasticsearch's
   * `hits.total.relation`; docs/decisions/0162-search-walks.md).
   */
  count_relation: z.enum(['eq', 'gte']),
  page: z.number().int(),
  page_size: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(searchResultSchema),
});
export type SearchGroupResponse = z.infer<typeof searchGroupResponseSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  events: searchGroupResponseSchema,
  others: searchGroupResponseSchema,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `GET /api/dashboard-search-keywords/?lang=&limit=` (spec: frame §7 dashboard; staff only). */
export const searchKeywordsQuerySchema = z.object({
  lang: localeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const searchKeywordsResponseSchema = z.object({
  data: z.array(
    z.object({ locale: z.string(), term: z.string(), count: z.number(), last_searched_at: z.string() }),
  ),
});
export type SearchKeywordsResponse = z.infer<typeof searchKeywordsResponseSchema>;

/** The results page `/{locale}/search/{category?}/{page?}`: an unknown category or page is no page. */
export const searchPageParamsSchema = z.object({
  category: z.enum(SEARCH_CATEGORIES).optional(),
  page: pageSchema.optional(),
});

/**
 * The results page's query: `q`, the search text (control characters as spaces, trimmed, cut to
 * SEARCH_QUERY_MAX characters); anything else, or a repeated `q`, is no search.
 */
export const searchPageQuerySchema = z.looseObject({
  q: z
    .string()
    .transform((value) => withoutControlCharacters(value).trim().slice(0, SEARCH_QUERY_MAX))
    .catch(''),
});
