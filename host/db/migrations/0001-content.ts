import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('translation_key', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('pages.id').onDelete('set null'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('pages.page'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_clickable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_landing_page', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('in_menu', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('in_footer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('og_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('og_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('og_image', 'text')
    .addColumn('og_type', 'text', (c) => c.notNull().defaultTo('website'))
    .addColumn('page_class', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pages_locale_path_unique', ['locale', 'path'])
    .execute();
  await db.schema.createIndex('pages_translation_key_idx').on('pages').column('translation_key').execute();

  await db.schema
    .createTable('sections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('page_id', 'integer', (c) => c.references('pages.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('extra_class', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema.createIndex('sections_page_idx').on('sections').columns(['page_id', 'position']).execute();

  await db.schema
    .createTable('page_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_versions_page_idx')
    .on('page_versions')
    .columns(['page_id', 'id'])
    .execute();

  await db.schema
    .createTable('redirects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('old_path', 'text', (c) => c.notNull().unique())
    .addColumn('new_path', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('is_site_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_shop_online', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('html_header', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_footer_top', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_footer_bottom', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_footer_logos', 'text')
    .execute();

  await db.schema
    .createTable('design_settings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('menu_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('menu', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('menu_entries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('has_tab_navigation', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('breaking_news')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text')
    .addColumn('link_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('error_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
