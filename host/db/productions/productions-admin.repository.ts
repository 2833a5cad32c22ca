import { type Kysely, sql } from 'kysely';
import type { NamedChange } from '../../../src/contract/admin';
import {
  deleteAtVersion,
  localisedJson,
  optionalLocalisedJson,
  richTextJson,
  sameVersion,
  versionColumn,
} from '../admin/record-columns';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** A production as its change page shows it, with its version. */
export function findProductionRecord(db: Db, id: number) {
  return db
    .selectFrom('productions')
    .selectAll()
    .select(versionColumn)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type ProductionRecord = NonNullable<Awaited<ReturnType<typeof findProductionRecord>>>;

/** Stores the change page's fields unless the production changed since `input.version`. */
export async function updateProductionRecord(db: Db, id: number, input: NamedChange): Promise<boolean> {
  const updated = await db
    .updateTable('productions')
    .set({
      name: localisedJson(input.name_de, input.name_en),
      subtitle: optionalLocalisedJson(input.subtitle_de, input.subtitle_en),
      description: richTextJson(input.description_de, input.description_en),
      is_online: input.is_online,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where(sameVersion(input.version))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** A new production (its slug made from the name); its number. */
export async function createProductionRecord(db: Db, input: Omit<NamedChange, 'version'>, slug: string) {
  const { id } = await db
    .insertInto('productions')
    .values({
      name: localisedJson(input.name_de, input.name_en),
      slug: JSON.stringify({ de: slug }),
      subtitle: optionalLocalisedJson(input.subtitle_de, input.subtitle_en),
      description: richTextJson(input.description_de, input.description_en),
      season_id: null,
      exhibition_type_id: null,
      images: JSON.stringify([]),
      is_online: input.is_online,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes a production unless it changed since `version`. */
export async function deleteProductionRecord(db: Db, id: number, version: number): Promise<boolean> {
  return deleteAtVersion(db, 'productions', id, version);
}
