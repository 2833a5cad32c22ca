import { type Kysely, sql } from 'kysely';
import { LruCache } from '../../cache/lru';
import { VersionReader } from '../../cache/version-reader';
import { inProcessWrites } from '../database';
import type { Database } from '../schema';

type Entry = { version: number; expires: number; value: Promise<unknown> };
/** Size of a settled answer: its JSON, two bytes a character, plus the entry (an estimate). */
const answerBytes = (answer: unknown) => 2 * (JSON.stringify(answer)?.length ?? 0) + 200;

/**
 * Search answers kept in memory (issue 5 budgets: autocomplete p95 ≤ 25 ms, full search ≤ 50 ms
 * under 20 connections; docs/decisions/0005-search.md, "Speed"). Typing sends the same prefixes
 * again and again ('z', 'za', 'zau'), so most answers are asked for many times.
 *
 * Correctness first: every answer is stored with the index version (`search_index_version`,
 * bumped by a trigger in the transaction of every write to `search_documents`) read BEFORE the
 * answer was computed. A lookup reads the version again (one primary-key read) and uses only an
 * answer of the same version, so a change is searchable at once, whoever wrote it and in
 * whichever process. Reading the version first makes a race harmless: an answer computed over a
 * newer commit is stored under the older version and simply recomputed next time.
 * Answers also expire after `ttlMs`, because ranking depends on the clock (past events sink).
 * The kept answers are bounded by count and by size (least recently used out; docs/decisions/
 * 0003-programme.md, "Memory"): an answer counts its size once it has settled.
 */
export class SearchCache {
  readonly #entries: LruCache<Entry>;
  readonly #sizes = new WeakMap<Entry, number>();
  readonly #versions: VersionReader;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { maxEntries: number; maxBytes?: number; ttlMs: number } = {
      maxEntries: 2000,
      maxBytes: 6 * 1024 * 1024,
      ttlMs: 60_000,
    },
  ) {
    this.#versions = new VersionReader(() => this.#readVersion(), inProcessWrites(db));
    this.#entries = new LruCache<Entry>(
      { maxEntries: options.maxEntries, maxBytes: options.maxBytes ?? Number.POSITIVE_INFINITY },
      (entry) => this.#sizes.get(entry) ?? 200,
    );
  }

  /**
   * Off (`SEARCH_ANSWER_CACHE=off`, or the bench measuring the index itself): every answer is
   * computed afresh, nothing is kept. Settable at run time.
   */
  enabled = true;

  /** The current index version (committed writes only; reads shared as `VersionReader` says). */
  version(): Promise<number> {
    return this.#versions.current();
  }

  async #readVersion(): Promise<number> {
    const result = await sql<{ version: string | number }>`
      SELECT version FROM search_index_version WHERE id = 1`.execute(this.db);
    return Number(result.rows[0]?.version ?? 0);
  }

  /** The answer for `key` at the current index version, computed by `load` when not kept. */
  async get<T>(key: string, load: () => Promise<T>, atVersion?: Promise<number>): Promise<T> {
    if (!this.enabled) return load();
    // `atVersion`: a version read for this request already (one read for several answers).
    const version = await (atVersion ?? this.version());
    // A lifetime, not a time of day: measured on the monotonic clock.
    const now = performance.now();
    const entry = this.#entries.get(key);
    if (entry && entry.version === version && entry.expires > now) return entry.value as Promise<T>;
    const value = load();
    // A reader that saw an older version than the kept answer's (a race) does not replace it.
    if (entry && entry.version > version) return value;
    // Identical requests at the same time share one query; a failure is not kept.
    const kept: Entry = { version, expires: now + this.options.ttlMs, value };
    this.#entries.set(key, kept);
    value.then(
      (answer) => {
        // Counted again with its real size once settled (set again = the byte bound applies).
        if (this.#entries.peek(key) !== kept) return;
        this.#sizes.set(kept, answerBytes(answer));
        this.#entries.set(key, kept);
      },
      () => {
        if (this.#entries.peek(key) === kept) this.#entries.delete(key);
      },
    );
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
