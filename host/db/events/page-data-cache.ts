import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { ALERT_CLOSED_COOKIE } from '../../../src/contract/constants';
import { VersionReader } from '../../cache/version-reader';
import { consentCacheKey } from '../../http/consent';
import { hoursLabel } from '../../pages/opening-label';
import { elementBuildStamp } from '../../render/document';
import { inProcessWrites } from '../database';
import type { Database } from '../schema';
import { ProgrammeCache } from './programme-cache';

/**
 * Feature pages that show programme data (a person, venue or series with its events; issue 16)
 * kept per process against the programme version, which every write to the tables they read
 * bumps (migrations 0600, 0700, 0810):
 *
 * - `get`: the page's data (JSON: no `Date` in it), for any visitor who may see it;
 * - `html`: a visitor's whole page in the page cache (host/plugins/page-cache.ts, cleared by
 *   every content write), its key holding the programme version, the closed alert and the
 *   element build as the content pages' do, and the instant the header's opening-hours label
 *   stops being true. The caller's key holds the rest (language, id, day).
 */
export class PageDataCache {
  readonly #cache: ProgrammeCache;
  readonly #version: VersionReader;

  constructor(db: Kysely<Database>) {
    this.#cache = new ProgrammeCache(db);
    this.#version = new VersionReader(async () => {
      const result = await sql<{ version: string | number }>`
        SELECT version FROM programme_version WHERE id = 1`.execute(db);
      return Number(result.rows[0]?.version ?? 0);
    }, inProcessWrites(db));
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Wrapped, so an answer of `undefined` (no such record) is kept as well.
    const body = await this.#cache.body(key, async () => JSON.stringify({ value: await load() }));
    return (JSON.parse(body.toString('utf8')) as { value: T }).value;
  }

  /** The page cache's key of a request, or undefined when its page is not kept (staff, a query). */
  async #key(request: FastifyRequest, key: string): Promise<string | undefined> {
    if (request.user || request.url.includes('?')) return undefined;
    const [version, label] = await Promise.all([
      this.#version.current(),
      hoursLabel(request.server, request.server.clock.now(), 'de'),
    ]);
    // The header's opening-hours label is part of the page: kept while it is true (decision 0157).
    return `feature|${key}|${version}|${label?.validUntil ?? ''}|${request.cookies[ALERT_CLOSED_COOKIE] ?? ''}|${consentCacheKey(request)}|${elementBuildStamp()}`;
  }

  /** The kept page of an anonymous request without a query, if any (before any other lookup). */
  async kept(request: FastifyRequest, key: string): Promise<string | undefined> {
    const full = await this.#key(request, key);
    return full === undefined ? undefined : request.server.pageCache.get(full);
  }

  /**
   * The kept page for an anonymous request without a query, else `render()` (then kept). Keep only
   * what answers the key itself: a key holding the slug is kept once the slug is the canonical one.
   */
  async html(request: FastifyRequest, key: string, render: () => Promise<string>): Promise<string> {
    const full = await this.#key(request, key);
    if (full === undefined) return render();
    const { pageCache } = request.server;
    const kept = pageCache.get(full);
    if (kept !== undefined) return kept;
    const html = await render();
    pageCache.set(full, html);
    return html;
  }
}
