import { type Kysely, sql } from 'kysely';
import { sanitizeRichText } from '../../render/sanitize';
import type { Database, Localised } from '../schema';

/**
 * Columns the admin change pages read and write (spec: frame §3 admin change pages): a record's
 * version for the conflict check, and its texts per language as stored.
 */

/** A record's version: its last change in whole milliseconds (the column is finer). */
export const versionColumn = sql<string>`floor(extract(epoch from updated_at) * 1000)::bigint::text`.as(
  'version',
);

/** Only a record still at the version the form was opened with is changed. */
export const sameVersion = (version: number) =>
  sql<boolean>`floor(extract(epoch from updated_at) * 1000) = ${version}`;

/**
 * Deletes a record unless it changed since `version` (what hangs on it goes by the foreign keys'
 * cascades); false when it changed or is gone.
 */
export async function deleteAtVersion(
  db: Kysely<Database>,
  table: 'events' | 'productions' | 'articles',
  id: number,
  version: number,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where(sameVersion(version))
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** A short stable number from the record's text, the version of records without a timestamp. */
export function contentVersion(row: { name: Localised; description: Localised | null }): string {
  const text = JSON.stringify([row.name, row.description]);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) % 1_000_000_007;
  return String(hash);
}

const localised = (de: string, en: string | undefined): Localised => (en ? { de, en } : { de });

/** A required text in German and optionally English, as its JSON column stores it. */
export const localisedJson = (de: string, en: string | undefined) => JSON.stringify(localised(de, en));

/** An optional text: null without a German one. */
export const optionalLocalisedJson = (de: string | undefined, en: string | undefined) =>
  de ? localisedJson(de, en) : null;

/** Rich text (bold, italic, links, lists), sanitised when stored: null without a German one. */
export const richTextJson = (de: string | undefined, en: string | undefined) =>
  de ? localisedJson(sanitizeRichText(de), en ? sanitizeRichText(en) : undefined) : null;
