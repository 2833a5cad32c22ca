import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The media library (issue 18 part 3; docs/decisions/0055-media-library.md): one row per file,
// its content under <dataDir>/media/originals/<hash>, its renditions named after the hash.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'audio', 'video', 'document')`))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    // SHA-256 of the content, hex: the original's file name and the renditions' prefix.
    .addColumn('hash', 'text', (c) => c.notNull().check(sql`hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"de":"","en":""}'::jsonb`))
    .addColumn('decorative', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('media_hash').on('media').column('hash').execute();
  await db.schema.createIndex('media_kind_created').on('media').columns(['kind', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
