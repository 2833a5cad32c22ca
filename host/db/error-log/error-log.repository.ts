import type { Kysely } from 'kysely';
import type { ErrorLogEntry } from '../../../src/contract/error-log';
import type { Database } from '../schema';

/** Records a 404 or a client error for the content hub. No personal data is kept. */
export async function recordError(db: Kysely<Database>, entry: ErrorLogEntry): Promise<void> {
  await db
    .insertInto('error_log')
    .values({ kind: entry.kind, url: entry.url, message: entry.message ?? null })
    .execute();
}
