import type { Kysely } from 'kysely';
import { type DesignSettings, designSettingsSchema, type SiteSettings } from '../../../src/contract/settings';
import type { Database } from '../schema';

export async function loadSiteSettings(db: Kysely<Database>): Promise<SiteSettings | undefined> {
  const row = await db.selectFrom('site_settings').selectAll().orderBy('id').executeTakeFirst();
  if (!row) return undefined;
  return {
    is_site_online: row.is_site_online,
    is_shop_online: row.is_shop_online,
    html_header: { code: row.html_header },
    html_footer_top: { code: row.html_footer_top },
    html_footer_bottom: { code: row.html_footer_bottom },
    ...(row.html_footer_logos !== null ? { html_footer_logos: { code: row.html_footer_logos } } : {}),
  };
}

export async function loadDesignSettings(db: Kysely<Database>): Promise<DesignSettings> {
  const row = await db.selectFrom('design_settings').select('data').orderBy('id').executeTakeFirst();
  return designSettingsSchema.parse(row?.data ?? {});
}
