import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { SearchCategory, SearchSuggestion, SearchType } from '../../../src/contract/search';
import { type SearchFact, searchTokens } from '../../../src/domain/search';
import type { Database } from '../schema';
import { estimatedMatches, searchStatistics } from './search-statistics';

/**
 * Queries over the search index (docs/decisions/0005-search.md). The index itself is kept by
 * triggers (migration 0300-search); this module only reads it and counts search terms.
 */

/** Typo tolerance: one typo in a word of five letters or more (issue 5). */
const TYPO_MIN_LENGTH = 5;
/** The trigram index finds typo candidates at this strict word similarity or more. */
const TYPO_CANDIDATES = 0.3;

/**
 * The strict word similarity one typo leaves at most in a word of `length` letters: two swapped
 * letters change four of its length + 1 trigrams, so (length − 3) / (length + 5) remain
 * ('zaubreflote' to 'zauberflote': 0.5). Longer words need a closer match, so 'kammerkonzert'
 * does not find every 'kammer'.
 */
export function typoThreshold(length: number): number {
  return Math.max(TYPO_CANDIDATES, (length - 3) / (length + 5) - 0.01);
}

export interface SearchRow {
  type: SearchType;
  record_id: number;
  title: string;
  /** What the hit shows (migration 0990): the readable prose (the body where a source gave none). */
  excerpt: string;
  facts: SearchFact[];
  detail: string | null;
  url: string;
  date: Date | null;
  total: number;
}

interface Matcher {
  where: RawBuilder<boolean>;
  score: RawBuilder<number>;
  /** The ranking's instant as an SQL value. */
  at: RawBuilder<unknown>;
}

/**
 * Every word must match, each in one of these ways: the stemmed word as a prefix of an indexed
 * lexeme (Konzerte → konzert, zauberfl → zauberflot), or the folded word anywhere in the folded
 * text (parts of compounds: flöte in Zauberflöte, oper in Kinderoper). With `fuzzy` (asked for
 * only when the exact match finds nothing), a word of five letters or more may also match a word
 * of a title within one typo. Ranking judges events and dated records against `now` (the app's
 * clock), never the database's `now()`.
 */
function matcher(
  locale: Locale,
  tokens: readonly string[],
  options: {
    fuzzy: boolean;
    rank: boolean;
    now: Date;
    titles?: boolean;
    /** Common words beside a rarer one: checked on the rows the rarer word found (see `plan`). */
    filterOnly?: ReadonlySet<string>;
  },
): Matcher {
  const config = sql`foyer_search_config(${locale})`;
  // `titles` (the autocomplete, which suggests titles): words match in titles only, the title's
  // lexemes (weight A of the tsvector) and the folded title, so a short prefix at city size
  // (200,000 documents) does not rank every text that mentions it (docs/decisions/0131).
  const lexemes = options.titles ? sql`ts_filter(d.tsv, '{a}')` : sql`d.tsv`;
  const text = options.titles ? sql`d.title_text` : sql`d.search_text`;
  const condition = (token: string) => {
    const folded = sql`foyer_fold(${token})`;
    const prefix = sql`${lexemes} @@ to_tsquery(${config}, quote_literal(${folded}) || ':*')`;
    if (token.length < 3) return prefix;
    const part = sql`${text} LIKE '%' || ${folded} || '%'`;
    if (!options.fuzzy || token.length < TYPO_MIN_LENGTH) return sql`(${prefix} OR ${part})`;
    const typo = sql`(${folded} <<% d.title_text AND strict_word_similarity(${folded}, d.title_text) >= ${typoThreshold(token.length)})`;
    return sql`(${prefix} OR ${part} OR ${typo})`;
  };
  // `IS TRUE` keeps a condition out of the index scans (as for the locale below).
  const conditions = tokens.map((token) =>
    options.filterOnly?.has(token) ? sql`(${condition(token)}) IS TRUE` : condition(token),
  );
  const phrase = tokens.join(' ');
  const all = sql`to_tsquery(${config}, ${sql.join(
    tokens.map((token) => sql`quote_literal(foyer_fold(${token})) || ':*'`),
    sql` || ' & ' || `,
  )})`;
  // Relevance (full search adds ts_rank over title and text; the autocomplete looks at titles
  // only, which is cheaper), then the kind of record: upcoming events first, past events last;
  // dated others (articles) lose weight with age so an event beats an older article.
  const at = sql`${options.now}::timestamptz`;
  const score = sql<number>`(
      ${options.rank ? sql`ts_rank(d.tsv, ${all})` : sql`0`}
    + CASE WHEN d.title_text LIKE '%' || foyer_fold(${phrase}) || '%' THEN 1.0 ELSE 0 END
    + CASE WHEN d.title_text LIKE foyer_fold(${phrase}) || '%' THEN 0.5 ELSE 0 END
    + word_similarity(foyer_fold(${phrase}), d.title_text)
    + CASE
        WHEN d.type = 'event' AND d.date >= ${at} THEN 0.6
        WHEN d.type = 'event' THEN -0.6
        WHEN d.date IS NOT NULL THEN
          0.4 * greatest(0, 1 - extract(epoch FROM ${at} - d.date) / (365 * 86400.0)) - 0.2
        WHEN d.type IN ('production', 'series') THEN 0.3
        ELSE 0
      END)`;
  return { where: sql<boolean>`${sql.join(conditions, sql` AND `)}`, score, at };
}

/**
 * Articles are indexed while online (migration 0800-articles); whether one is published and inside
 * its online_from/online_to window is judged here, at the app clock's instant, by one primary-key
 * read per article row. A scalar subquery, never `EXISTS` inside an `OR` (which the planner turned
 * into a hash of every article for each query, 10 ms at 10,000 articles) nor a join (a hash of
 * every article too, 2.5 ms, for a word found in no article).
 */
const articleVisible = (at: RawBuilder<unknown>) => sql<boolean>`(d.type <> 'article' OR coalesce((
  SELECT a.publication_date <= ${at}
         AND (a.online_from IS NULL OR a.online_from <= ${at}) AND (a.online_to IS NULL OR a.online_to > ${at})
    FROM articles a WHERE a.id = d.record_id), false))`;
/**
 * The locale as a filter on the rows the text indexes found, never as an index scan of its own:
 * a locale is half the index, and the planner's bitmap of it (100,000 rows at city size) cost
 * more than the word match itself.
 */
const inLocale = (locale: Locale) => sql<boolean>`(d.locale = ${locale}) IS TRUE`;

/**
 * A word estimated to match this many records (both languages) or more is answered by walks
 * (docs/decisions/0162-search-walks.md); rarer words rank every match, which is exact and fast.
 */
export const DENSE_MATCHES = 2_000;
/** Estimates below this are all "rare" alike (see `plan`). */
const RARE_MATCHES = 1_000;
/** Records of one kind a walk reads at most, in that kind's order. */
const WALK_WINDOW = 1_000;

/**
 * The kinds of records in the order the ranking prefers within each (the date part of the score):
 * upcoming events soonest first, past events and dated records newest first, then productions and
 * series before the other undated records, each by id. Each has a B-tree index in that order
 * (migration 0980), so a walk reads only its first records.
 */
function walksOf(group: 'events' | 'others' | 'all', at: RawBuilder<unknown>) {
  const walks = [
    { group: 'events', where: sql`d.type = 'event' AND d.date >= ${at}`, order: sql`d.date` },
    { group: 'events', where: sql`d.type = 'event' AND d.date < ${at}`, order: sql`d.date DESC` },
    { group: 'others', where: sql`d.type <> 'event' AND d.date IS NOT NULL`, order: sql`d.date DESC` },
    // Events always have a date (events.date_start is required): undated records are others.
    {
      group: 'others',
      where: sql`d.date IS NULL`,
      order: sql`d.type NOT IN ('production', 'series'), d.id`,
    },
  ];
  return walks.filter((walk) => group === 'all' || walk.group === group);
}

/**
 * The candidates of a word shared by thousands of records: from each kind, the first `perWalk`
 * matching records in that kind's order, reading at most WALK_WINDOW records of the kind. The
 * exact score then ranks these candidates only.
 */
function walked(
  locale: Locale,
  group: 'events' | 'others' | 'all',
  where: RawBuilder<boolean>,
  at: RawBuilder<unknown>,
  perWalk: number,
) {
  const parts = walksOf(group, at).map(
    (walk) => sql`(SELECT d.* FROM (
        SELECT * FROM search_documents d WHERE d.locale = ${locale} AND ${walk.where}
         ORDER BY ${walk.order} LIMIT ${WALK_WINDOW}) d
       WHERE ${where} AND ${articleVisible(at)} LIMIT ${perWalk})`,
  );
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}

/** How a search is answered: `auto` decides by the statistics; the others are for tests. */
export type SearchStrategy = 'auto' | 'walk' | 'rank';

interface SearchPlan {
  /** Walk the kinds' indexes for candidates instead of ranking every match. */
  walk: boolean;
  /** Words only checked on the rows the others found. */
  filterOnly: ReadonlySet<string>;
}

/**
 * Chooses how to answer, from the planner's statistics (0162): a query whose words are
 * estimated to match DENSE_MATCHES records or more together is answered by walks. Otherwise every
 * match is ranked, and of several words only the rarest is looked up in the indexes; the others
 * ('der' and 'weise' in 'Nathan der Weise', 'premiere' in 'Schwanensee Premiere') are checked on
 * the rows it found, instead of building bitmaps of the tens of thousands of records that hold
 * them. Typo searches rank.
 */
async function plan(
  db: Kysely<Database>,
  source: 'text' | 'titles',
  tokens: readonly string[],
  fuzzy: boolean,
  strategy: SearchStrategy,
): Promise<SearchPlan> {
  if (fuzzy || strategy === 'rank') return { walk: false, filterOnly: new Set() };
  if (strategy === 'walk') return { walk: true, filterOnly: new Set() };
  const statistics = (await searchStatistics(db).get())[source];
  if (estimatedMatches(statistics, tokens) >= DENSE_MATCHES) return { walk: true, filterOnly: new Set() };
  // The rarest word finds the rows. Below RARE_MATCHES the estimates are too coarse to compare (one
  // sampled text stands for hundreds of records), and a word may be common through its stem
  // ('weise' → 'weis', as in 'weiss'): among rare words the longest finds the rows.
  const rarity = (token: string) => Math.max(RARE_MATCHES, estimatedMatches(statistics, [token]));
  const [driver] = tokens
    .map((token) => ({ token, rarity: rarity(token) }))
    .sort((a, b) => a.rarity - b.rarity || b.token.length - a.token.length);
  return { walk: false, filterOnly: new Set(tokens.filter((token) => token !== driver?.token)) };
}

/** Runs `work` on one connection after setting the typo candidate threshold for it. */
async function onSearchConnection<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>) {
  return db.connection().execute(async (connection) => {
    await sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(TYPO_CANDIDATES)}, false)`.execute(
      connection,
    );
    return work(connection);
  });
}

/** The group a record is shown in: events, or everything else. */
const groupOf = sql<SearchCategory>`CASE WHEN d.type = 'event' THEN 'events' ELSE 'others' END`;

/**
 * One page of each of `categories`, ranked together in one statement: the words are matched once
 * and the matches split into their groups (the full search and the results page ask for both).
 */
export async function searchDocuments(
  db: Kysely<Database>,
  options: {
    locale: Locale;
    query: string;
    categories: readonly SearchCategory[];
    page: number;
    pageSize: number;
    /** The instant upcoming and past are told apart at (the app's clock). */
    now: Date;
    strategy?: SearchStrategy;
  },
): Promise<Partial<Record<SearchCategory, SearchPage>>> {
  const tokens = searchTokens(options.query);
  const empty = Object.fromEntries(
    options.categories.map((category) => [category, { count: 0, rows: [], more: false }]),
  );
  if (tokens.length === 0) return empty;
  const exact = await searchPages(db, options, options.categories, tokens, false);
  // Typos are tried only when the words as typed find nothing (in a group).
  const retry = options.categories.filter((category) => (exact[category]?.count ?? 0) === 0);
  if (retry.length === 0 || !tokens.some((token) => token.length >= TYPO_MIN_LENGTH)) return exact;
  return { ...exact, ...(await searchPages(db, options, retry, tokens, true)) };
}

/**
 * One page of a group. `more`: the word is shared by thousands of records and only the best
 * candidates of the walks were ranked (0162); `count` is then the number of ranked candidates, a
 * lower bound of the matches, and paging reaches as far as they go.
 */
export interface SearchPage {
  count: number;
  rows: SearchRow[];
  more: boolean;
}

/** Candidates per kind a full search of a common word ranks (five pages of ten per kind). */
export const RANKED_PER_WALK = 50;

async function searchPages(
  db: Kysely<Database>,
  options: { locale: Locale; page: number; pageSize: number; now: Date; strategy?: SearchStrategy },
  categories: readonly SearchCategory[],
  tokens: string[],
  fuzzy: boolean,
): Promise<Partial<Record<SearchCategory, SearchPage>>> {
  const chosen = await plan(db, 'text', tokens, fuzzy, options.strategy ?? 'auto');
  const { where, score, at } = matcher(options.locale, tokens, {
    fuzzy,
    rank: true,
    now: options.now,
    filterOnly: chosen.filterOnly,
  });
  const both = categories.length > 1;
  const only = categories[0] ?? 'events';
  // The candidates: the walks of the groups asked for, or every match of the words. The group
  // is a filter on the rows the text indexes found (like the locale): through the walks' index of
  // events the planner ANDed a bitmap of every event, 3 ms, to a word match of 500 rows.
  const source = chosen.walk
    ? walked(options.locale, both ? 'all' : only, where, at, RANKED_PER_WALK)
    : sql`(SELECT * FROM search_documents d
            WHERE ${inLocale(options.locale)} AND ${where} AND ${articleVisible(at)}
              AND ${both ? sql`TRUE` : sql`(${groupOf} = ${only}) IS TRUE`})`;
  const first = (options.page - 1) * options.pageSize + 1;
  const last = first + options.pageSize - 1;
  // Each group's rows of the page, and its first row beside them for the count (past the last
  // page the count is still wanted for the paging links). What the hits show (excerpt, facts,
  // detail; docs/decisions/0171-search-snippets.md) is read for these rows only, by primary key:
  // carried through the ranking's sort with every candidate they cost a tenth more execution time
  // at city size.
  const run = (connection: Kysely<Database>) =>
    sql<SearchRow & { category: SearchCategory; position: number }>`
      SELECT ranked.*, coalesce(s.excerpt, s.body) AS excerpt, s.facts, s.detail FROM (
        SELECT d.id, d.type, d.record_id, d.title, d.url, d.date, ${groupOf} AS category,
               count(*) OVER (PARTITION BY ${groupOf})::integer AS total,
               row_number() OVER (
                 PARTITION BY ${groupOf}
                 ORDER BY ${score} DESC, abs(extract(epoch FROM coalesce(d.date, ${at}) - ${at})), d.id
               )::integer AS position
          FROM ${source} d
      ) ranked
      JOIN search_documents s ON s.id = ranked.id
       WHERE position = 1 OR position BETWEEN ${first} AND ${last}
       ORDER BY category, position`.execute(connection);
  const result = fuzzy ? await onSearchConnection(db, run) : await run(db);
  const pages: Partial<Record<SearchCategory, SearchPage>> = {};
  for (const category of categories) {
    const rows = result.rows.filter((row) => row.category === category);
    const count = rows[0]?.total ?? 0;
    pages[category] = {
      count,
      rows: rows.filter((row) => row.position >= first && row.position <= last),
      more: chosen.walk && count > 0,
    };
  }
  return pages;
}

/** Titles of the best matches, each once, for the search box's suggestions. */
export async function autocomplete(
  db: Kysely<Database>,
  options: { locale: Locale; query: string; limit: number; now: Date; strategy?: SearchStrategy },
): Promise<SearchSuggestion[]> {
  const tokens = searchTokens(options.query);
  if (tokens.length === 0) return [];
  const exact = await suggest(db, options, tokens, false);
  if (exact.length > 0 || !tokens.some((token) => token.length >= TYPO_MIN_LENGTH)) return exact;
  return suggest(db, options, tokens, true);
}

async function suggest(
  db: Kysely<Database>,
  options: { locale: Locale; limit: number; now: Date; strategy?: SearchStrategy },
  tokens: string[],
  fuzzy: boolean,
): Promise<SearchSuggestion[]> {
  const chosen = await plan(db, 'titles', tokens, fuzzy, options.strategy ?? 'auto');
  const { where, score, at } = matcher(options.locale, tokens, {
    fuzzy,
    rank: false,
    now: options.now,
    titles: true,
    filterOnly: chosen.filterOnly,
  });
  const candidates = options.limit * 4;
  // A prefix shared by thousands of titles ('z', 'weiss'): the walks' candidates (0162).
  const source = chosen.walk
    ? sql`${walked(options.locale, 'all', where, at, candidates)} d`
    : sql`search_documents d`;
  const filter = chosen.walk
    ? sql`TRUE`
    : sql`${inLocale(options.locale)} AND ${where} AND ${articleVisible(at)}`;
  const run = (connection: Kysely<Database>) =>
    sql<{ title: string; type: SearchType; url: string }>`
      SELECT d.title, d.type, d.url, ${score} AS score
        FROM ${source}
       WHERE ${filter}
       ORDER BY score DESC, d.id
       LIMIT ${candidates}`.execute(connection);
  const result = fuzzy ? await onSearchConnection(db, run) : await run(db);
  const seen = new Set<string>();
  const suggestions: SearchSuggestion[] = [];
  for (const row of result.rows) {
    const key = row.title.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ text: row.title, type: row.type, url: row.url });
    if (suggestions.length === options.limit) break;
  }
  return suggestions;
}

/** The normalised form a term is counted under: lowercase words separated by one space. */
export function termKey(query: string): string {
  return searchTokens(query).join(' ').slice(0, 200);
}

/**
 * Counts search terms for the content hub. Counts are buffered in memory and written in one
 * statement every few seconds, so a search never waits for (or contends on) a counter row.
 */
export class SearchTermCounter {
  #pending = new Map<string, { locale: Locale; term: string; count: number }>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly delayMs = 2000,
  ) {}

  count(locale: Locale, query: string): void {
    const term = termKey(query);
    if (!term) return;
    const key = `${locale}\u0000${term}`;
    const entry = this.#pending.get(key);
    if (entry) entry.count++;
    else this.#pending.set(key, { locale, term, count: 1 });
    this.#timer ??= setTimeout(() => void this.flush().catch(() => {}), this.delayMs);
  }

  /** Writes the buffered counts now (also on close). */
  async flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const entries = [...this.#pending.values()];
    this.#pending.clear();
    const previous = this.#flushing;
    this.#flushing = (async () => {
      await previous.catch(() => {});
      if (entries.length === 0) return;
      await this.db
        .insertInto('search_terms')
        .values(entries.map((entry) => ({ locale: entry.locale, term: entry.term, count: entry.count })))
        .onConflict((conflict) =>
          conflict.columns(['locale', 'term']).doUpdateSet({
            count: sql`search_terms.count + excluded.count`,
            // An audit stamp of the database's own clock, on purpose: it records when the
            // write happened and decides nothing (docs/decisions/0012-one-clock.md).
            last_searched_at: sql`now()`,
          }),
        )
        .execute();
    })();
    return this.#flushing;
  }
}

/** The most searched terms (the content hub's top keywords). */
export async function topSearchTerms(db: Kysely<Database>, options: { locale?: Locale; limit: number }) {
  let query = db
    .selectFrom('search_terms')
    .select(['locale', 'term', 'count', 'last_searched_at'])
    .orderBy('count', 'desc')
    .orderBy('last_searched_at', 'desc')
    .limit(options.limit);
  if (options.locale) query = query.where('locale', '=', options.locale);
  return query.execute();
}
