import type { Kysely } from 'kysely';
import type { ConsentRecordInput } from '../../../src/contract/consent';
import type { Database } from '../schema';

/** Stores a consent choice: revision, categories and time, nothing about the visitor. */
export async function recordConsent(db: Kysely<Database>, input: ConsentRecordInput) {
  const row = await db
    .insertInto('consent_log')
    .values({ revision: input.revision, statistics: input.statistics, media: input.media })
    .returning(['id', 'revision', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), revision: row.revision, created_at: new Date(row.created_at).toISOString() };
}

/** Counts per revision and category, for the content hub. */
export async function consentSummary(db: Kysely<Database>) {
  return db
    .selectFrom('consent_log')
    .select((eb) => [
      'revision',
      eb.fn.countAll<string>().as('total'),
      eb.fn.sum<string>(eb.case().when('statistics', '=', true).then(1).else(0).end()).as('statistics'),
      eb.fn.sum<string>(eb.case().when('media', '=', true).then(1).else(0).end()).as('media'),
    ])
    .groupBy('revision')
    .orderBy('revision')
    .execute();
}
