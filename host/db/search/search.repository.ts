import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { SearchCategory, SearchSuggestion, SearchType } from '../../../src/contract/search';
import { searchTokens } from '../../../src/domain/search';
import type { Database } from '../schema';

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
  body: string;
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
  options: { fuzzy: boolean; rank: boolean; now: Date; titles?: boolean },
): Matcher {
  const config = sql`foyer_search_config(${locale})`;
  // `titles` (the autocomplete, which suggests titles): words match in titles only, the title's
  // lexemes (weight A of the tsvector) and the folded title, so a short prefix at city size
  // (200,000 documents) does not rank every text that mentions it (docs/decisions/0131).
  const weight = options.titles ? ':*A' : ':*';
  const text = options.titles ? sql`d.title_text` : sql`d.search_text`;
  const conditions = tokens.map((token) => {
    const folded = sql`foyer_fold(${token})`;
    const prefix = sql`d.tsv @@ to_tsquery(${config}, quote_literal(${folded}) || ${weight})`;
    if (token.length < 3) return prefix;
    const part = sql`${text} LIKE '%' || ${folded} || '%'`;
    if (!options.fuzzy || token.length < TYPO_MIN_LENGTH) return sql`(${prefix} OR ${part})`;
    const typo = sql`(${folded} <<% d.title_text AND strict_word_similarity(${folded}, d.title_text) >= ${typoThreshold(token.length)})`;
    return sql`(${prefix} OR ${part} OR ${typo})`;
  });
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
 * its online_from/online_to window is judged here, at the app clock's instant, on the article
 * joined by `articleJoin` (a join, not `EXISTS`: inside an `OR` the planner hashed every article
 * for each query, 10 ms at 10,000 articles).
 */
const articleJoin = sql`LEFT JOIN articles a ON d.type = 'article' AND a.id = d.record_id`;
const articleVisible = (at: RawBuilder<unknown>) => sql<boolean>`(d.type <> 'article' OR (
  a.publication_date <= ${at}
     AND (a.online_from IS NULL OR a.online_from <= ${at}) AND (a.online_to IS NULL OR a.online_to > ${at})))`;
/**
 * The locale as a filter on the rows the text indexes found, never as an index scan of its own:
 * a locale is half the index, and the planner's bitmap of it (100,000 rows at city size) cost
 * more than the word match itself.
 */
const inLocale = (locale: Locale) => sql<boolean>`(d.locale = ${locale}) IS TRUE`;

/** Runs `work` on one connection after setting the typo candidate threshold for it. */
async function onSearchConnection<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>) {
  return db.connection().execute(async (connection) => {
    await sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(TYPO_CANDIDATES)}, false)`.execute(
      connection,
    );
    return work(connection);
  });
}

export async function searchDocuments(
  db: Kysely<Database>,
  options: {
    locale: Locale;
    query: string;
    category: SearchCategory;
    page: number;
    pageSize: number;
    /** The instant upcoming and past are told apart at (the app's clock). */
    now: Date;
  },
): Promise<{ count: number; rows: SearchRow[] }> {
  const tokens = searchTokens(options.query);
  if (tokens.length === 0) return { count: 0, rows: [] };
  const exact = await searchPage(db, options, tokens, false);
  // Typos are tried only when the words as typed find nothing.
  if (exact.count > 0 || !tokens.some((token) => token.length >= TYPO_MIN_LENGTH)) return exact;
  return searchPage(db, options, tokens, true);
}

async function searchPage(
  db: Kysely<Database>,
  options: { locale: Locale; category: SearchCategory; page: number; pageSize: number; now: Date },
  tokens: string[],
  fuzzy: boolean,
): Promise<{ count: number; rows: SearchRow[] }> {
  const { where, score, at } = matcher(options.locale, tokens, { fuzzy, rank: true, now: options.now });
  const group = options.category === 'events' ? sql`d.type = 'event'` : sql`d.type <> 'event'`;
  const offset = (options.page - 1) * options.pageSize;
  const run = (connection: Kysely<Database>) =>
    sql<SearchRow & { score: number }>`
      SELECT d.type, d.record_id, d.title, d.body, d.url, d.date,
             count(*) OVER ()::integer AS total, ${score} AS score
        FROM search_documents d ${articleJoin}
       WHERE ${inLocale(options.locale)} AND ${group} AND ${where} AND ${articleVisible(at)}
       ORDER BY score DESC, abs(extract(epoch FROM coalesce(d.date, ${at}) - ${at})), d.id
       LIMIT ${options.pageSize} OFFSET ${offset}`.execute(connection);
  const result = fuzzy ? await onSearchConnection(db, run) : await run(db);
  const rows = result.rows;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the count is still wanted for paging links.
    const count = (connection: Kysely<Database>) =>
      sql<{ total: number }>`
        SELECT count(*)::integer AS total FROM search_documents d ${articleJoin}
         WHERE ${inLocale(options.locale)} AND ${group} AND ${where} AND ${articleVisible(at)}`.execute(
        connection,
      );
    const counted = fuzzy ? await onSearchConnection(db, count) : await count(db);
    return { count: counted.rows[0]?.total ?? 0, rows: [] };
  }
  return { count: rows[0]?.total ?? 0, rows };
}

/** Titles of the best matches, each once, for the search box's suggestions. */
export async function autocomplete(
  db: Kysely<Database>,
  options: { locale: Locale; query: string; limit: number; now: Date },
): Promise<SearchSuggestion[]> {
  const tokens = searchTokens(options.query);
  if (tokens.length === 0) return [];
  const exact = await suggest(db, options, tokens, false);
  if (exact.length > 0 || !tokens.some((token) => token.length >= TYPO_MIN_LENGTH)) return exact;
  return suggest(db, options, tokens, true);
}

async function suggest(
  db: Kysely<Database>,
  options: { locale: Locale; limit: number; now: Date },
  tokens: string[],
  fuzzy: boolean,
): Promise<SearchSuggestion[]> {
  const { where, score, at } = matcher(options.locale, tokens, {
    fuzzy,
    rank: false,
    now: options.now,
    titles: true,
  });
  const run = (connection: Kysely<Database>) =>
    sql<{ title: string; type: SearchType; url: string }>`
      SELECT d.title, d.type, d.url, ${score} AS score
        FROM search_documents d ${articleJoin}
       WHERE ${inLocale(options.locale)} AND ${where} AND ${articleVisible(at)}
       ORDER BY score DESC, d.id
       LIMIT ${options.limit * 4}`.execute(connection);
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
