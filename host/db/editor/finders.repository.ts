import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import { ROOT_DIR } from '../../config';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/**
 * What the editor's image and link popups offer (spec: frame §3 "link finder, image finder"):
 * the media library's images, and pages and online events by their title.
 */
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const MEDIA_DIR = path.join(ROOT_DIR, 'demo', 'media');

/** Image files of the media library whose name contains `q` (any case), by name. */
export async function findMediaImages(q: string): Promise<string[]> {
  const text = q.toLowerCase();
  return (await readdir(MEDIA_DIR))
    .filter((file) => IMAGE_FILE.test(file) && file.toLowerCase().includes(text))
    .sort();
}

/** `%q%` for ILIKE, with the wildcards of the search text taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Pages of a language whose title or path contains `q`, by path (at most 30). */
export function findPagesByText(db: Db, locale: Locale, q: string) {
  const like = contains(q);
  return db
    .selectFrom('pages')
    .select(['id', 'title', 'path'])
    .where('locale', '=', locale)
    .where((eb) => eb.or([eb('title', 'ilike', like), eb('path', 'ilike', like)]))
    .orderBy('path')
    .limit(30)
    .execute();
}

/** Online events whose name (in the language, else German) contains `q`, by date (at most 30). */
export function findOnlineEventsByText(db: Db, locale: Locale, q: string) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'slug', 'date_start'])
    .where('is_online', '=', true)
    .where(sql<boolean>`coalesce(name->>${locale}, name->>'de') ilike ${contains(q)}`)
    .orderBy('date_start')
    .limit(30)
    .execute();
}
