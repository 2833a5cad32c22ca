import type { Kysely } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Version notes as data (docs/decisions/0013-one-text-system.md): `{ key, params }` beside the
// English `note`, so the editor shows each note in the staff's language. Older rows keep null and
// are read back from their English text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_versions').addColumn('note_data', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_versions').dropColumn('note_data').execute();
}
