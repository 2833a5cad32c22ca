import type { Kysely } from 'kysely';
import type { NamedChange } from '../../../src/contract/admin';
import { contentVersion, localisedJson, richTextJson } from '../admin/record-columns';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The admin's list of series by number (at most 500). */
export function listSeriesRecords(db: Db) {
  return db.selectFrom('series').select(['id', 'name']).orderBy('id').limit(500).execute();
}

/**
 * A series as its change page shows it. Series carry no timestamp: their version is the content
 * itself (a hash of name and text).
 */
export async function findSeriesRecord(db: Db, id: number) {
  const row = await db.selectFrom('series').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...row, version: contentVersion(row) } : undefined;
}
export type SeriesRecord = NonNullable<Awaited<ReturnType<typeof findSeriesRecord>>>;

/** Stores name and description unless the series' content changed since `input.version`. */
export function updateSeriesRecord(db: Db, id: number, input: NamedChange): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('series')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || contentVersion(current) !== String(input.version)) return false;
    await trx
      .updateTable('series')
      .set({
        name: localisedJson(input.name_de, input.name_en),
        description: richTextJson(input.description_de, input.description_en),
      })
      .where('id', '=', id)
      .execute();
    return true;
  });
}
