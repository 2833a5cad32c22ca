import { type Kysely, sql } from 'kysely';
import { LruCache } from '../../cache/lru';
import { VersionReader } from '../../cache/version-reader';
import { inProcessWrites } from '../database';
import type { Database } from '../schema';

/** Bounds of the programme answers kept per process (docs/decisions/0003-programme.md, "Memory"). */
export const PROGRAMME_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 6 * 1024 * 1024 };

/**
 * Programme answers (events pages, calendar days) kept in memory as the UTF-8 bytes they are sent
 * as (issue 3 budgets; docs/decisions/0003-programme.md, "Speed"): no JSON work and no string
 * encoding per request, and half the memory of a two-byte string for German text.
 *
 * Correctness first: every answer is stored with the programme version (`programme_version`,
 * bumped by statement triggers in the transaction of every write to events, their tags, seat
 * groups, prices, timeslots and option tables) read BEFORE the answer was computed. A lookup reads
 * the version again (one primary-key read, shared by concurrent requests) and uses only an answer
 * of the same version, so a staff edit, a ticketing sync or a write from another process shows at
 * once. An answer computed over a newer commit is stored under the older version and simply
 * computed again next time. The day is part of every key (answers start at today), so answers
 * roll over at midnight; the LRU bounds keep the memory fixed whatever is asked for.
 */
export class ProgrammeCache {
  readonly #answers: LruCache<{ version: number; body: Buffer }>;
  /** Answers being computed, by version and key: identical requests at once share one query. */
  readonly #loading = new Map<string, Promise<Buffer>>();
  readonly #version: VersionReader;

  constructor(db: Kysely<Database>, limits = PROGRAMME_CACHE_LIMITS) {
    this.#answers = new LruCache(limits, (entry) => entry.body.length + 100);
    this.#version = new VersionReader(async () => {
      const result = await sql<{ version: string | number }>`
        SELECT version FROM programme_version WHERE id = 1`.execute(db);
      return Number(result.rows[0]?.version ?? 0);
    }, inProcessWrites(db));
  }

  /** The answer for `key` at the current programme version, computed by `load` when not kept. */
  async body(key: string, load: () => Promise<string>): Promise<Buffer> {
    const version = await this.#version.current();
    const kept = this.#answers.get(key);
    if (kept && kept.version === version) return kept.body;
    const loadingKey = `${version}\u0000${key}`;
    let loading = this.#loading.get(loadingKey);
    if (!loading) {
      loading = load().then((text) => Buffer.from(text));
      this.#loading.set(loadingKey, loading);
      loading
        .then(
          (body) => {
            // A reader that saw an older version than the kept answer's (a race) does not replace it.
            const current = this.#answers.peek(key);
            if (!current || current.version <= version) this.#answers.set(key, { version, body });
          },
          () => {}, // a failure (e.g. a page out of range) is answered, not kept
        )
        .finally(() => this.#loading.delete(loadingKey));
    }
    return loading;
  }

  get size(): number {
    return this.#answers.size;
  }

  get bytes(): number {
    return this.#answers.bytes;
  }

  clear(): void {
    this.#answers.clear();
  }
}
