import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/**
 * How many records a search word matches, estimated from the statistics PostgreSQL keeps for its
 * planner (`ANALYZE`, run by autovacuum): the most common lexemes of the index's tsvector and of
 * its title lexemes, with the share of records holding each (docs/decisions/0162-search-walks.md).
 * The search uses the estimate to choose how to answer a word shared by thousands of records.
 * Without statistics (a fresh or embedded database before its first ANALYZE) every estimate is 0.
 */
export interface LexemeStatistics {
  /** Records the statistics describe (both languages). */
  records: number;
  /** The most common lexemes, sorted, with the share of records that hold each. */
  lexemes: string[];
  shares: number[];
  /**
   * A sample of the folded texts (parts of words: `oper` in `Kinderoper`): the most common values
   * with their shares, and the histogram's values standing for the rest in equal parts.
   */
  texts: Array<{ text: string; share: number }>;
}

export interface SearchStatisticsSnapshot {
  /** Lexemes of the whole text (full search). */
  text: LexemeStatistics;
  /** Lexemes of titles (the autocomplete). */
  titles: LexemeStatistics;
}

const EMPTY: LexemeStatistics = { records: 0, lexemes: [], shares: [], texts: [] };

/** Statistics are read again at most this often (they change when the table is analysed). */
const REFRESH_MS = 60_000;

/** The folded form the index keeps a word in (migration 0300: unaccent, lower, ae/oe/ue). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/**
 * Records (both languages) estimated to match every one of `words`, as the search matches them (a
 * lexeme starting with the word, or the word inside the folded text): per word the larger of the
 * common lexemes' shares with the word as prefix and the share of sampled texts containing it,
 * multiplied across words as if they were independent. A word found in neither counts as rare.
 */
export function estimatedMatches(statistics: LexemeStatistics, words: readonly string[]): number {
  if (statistics.records === 0 || words.length === 0) return 0;
  let share = 1;
  for (const word of words) {
    const folded = foldWord(word);
    let lexemeShare = 0;
    let index = lowerBound(statistics.lexemes, folded);
    while (index < statistics.lexemes.length && statistics.lexemes[index]?.startsWith(folded)) {
      lexemeShare += statistics.shares[index] ?? 0;
      index++;
    }
    // Parts of words are matched from three letters on (search.repository.ts, `matcher`).
    const textShare =
      folded.length < 3
        ? 0
        : statistics.texts.reduce(
            (sum, sample) => sum + (sample.text.includes(folded) ? sample.share : 0),
            0,
          );
    share *= Math.min(1, Math.max(lexemeShare, textShare));
  }
  return share * statistics.records;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The statistics of one database, read when first asked and again after REFRESH_MS. */
export class SearchStatistics {
  #snapshot: Promise<SearchStatisticsSnapshot> | undefined;
  #readAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** The current snapshot; a failed read gives empty statistics (every word counts as rare). */
  get(): Promise<SearchStatisticsSnapshot> {
    // A monotonic interval of infrastructure, not an instant of the domain (0012-one-clock).
    const due = performance.now() - this.#readAt > REFRESH_MS;
    if (!this.#snapshot || due) {
      this.#readAt = performance.now();
      const previous = this.#snapshot;
      this.#snapshot = this.#read().catch(() => previous ?? { text: EMPTY, titles: EMPTY });
    }
    return this.#snapshot;
  }

  /** Reads the statistics now (after an ANALYZE, in tests and the bench). */
  refresh(): Promise<SearchStatisticsSnapshot> {
    this.#snapshot = undefined;
    return this.get();
  }

  async #read(): Promise<SearchStatisticsSnapshot> {
    const { rows } = await sql<StatisticsRow>`
      SELECT s.tablename || '.' || s.attname AS source,
             s.most_common_elems::text::text[] AS lexemes, s.most_common_elem_freqs::float8[] AS shares,
             s.most_common_vals::text::text[] AS common, s.most_common_freqs::float8[] AS common_shares,
             s.histogram_bounds::text::text[] AS histogram, s.null_frac::float8 AS nulls,
             greatest(c.reltuples, 0)::float8 AS records
        FROM pg_stats s JOIN pg_class c ON c.relname = 'search_documents' AND c.relkind = 'r'
       WHERE s.schemaname = current_schema()
         AND ((s.tablename = 'search_documents' AND s.attname IN ('tsv', 'search_text', 'title_text'))
           OR s.tablename = 'search_documents_title_tsv_idx')`.execute(this.db);
    const row = (source: string) => rows.find((candidate) => candidate.source === source);
    return {
      text: lexemeStatistics(row('search_documents.tsv'), row('search_documents.search_text')),
      titles: lexemeStatistics(
        row('search_documents_title_tsv_idx.ts_filter'),
        row('search_documents.title_text'),
      ),
    };
  }
}

interface StatisticsRow {
  source: string;
  lexemes: string[] | null;
  shares: number[] | null;
  common: string[] | null;
  common_shares: number[] | null;
  histogram: string[] | null;
  nulls: number | null;
  records: number;
}

function lexemeStatistics(
  lexemeRow: StatisticsRow | undefined,
  textRow: StatisticsRow | undefined,
): LexemeStatistics {
  if (!lexemeRow) return EMPTY;
  // The elements come in the type's order; sorted again in JavaScript's, which the prefix search
  // relies on. (The shares array ends with three summary values: min, max and nulls.)
  const pairs = (lexemeRow.lexemes ?? []).map(
    (lexeme, index) => [lexeme, lexemeRow.shares?.[index] ?? 0] as const,
  );
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const texts: LexemeStatistics['texts'] = [];
  if (textRow) {
    const common = textRow.common ?? [];
    let commonShare = 0;
    common.forEach((text, index) => {
      const share = textRow.common_shares?.[index] ?? 0;
      commonShare += share;
      texts.push({ text, share });
    });
    const histogram = textRow.histogram ?? [];
    const rest = Math.max(0, 1 - commonShare - (textRow.nulls ?? 0));
    for (const text of histogram) texts.push({ text, share: rest / histogram.length });
  }
  return {
    records: lexemeRow.records,
    lexemes: pairs.map(([lexeme]) => lexeme),
    shares: pairs.map(([, share]) => share),
    texts,
  };
}

const perDatabase = new WeakMap<Kysely<Database>, SearchStatistics>();

/** The statistics reader of a database handle (one per handle, shared by its searches). */
export function searchStatistics(db: Kysely<Database>): SearchStatistics {
  let statistics = perDatabase.get(db);
  if (!statistics) {
    statistics = new SearchStatistics(db);
    perDatabase.set(db, statistics);
  }
  return statistics;
}
