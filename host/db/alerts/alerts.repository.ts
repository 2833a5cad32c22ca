import type { Kysely } from 'kysely';
import type { Alert } from '../../../src/contract/alerts';
import type { Locale } from '../../../src/contract/common';
import type { Database } from '../schema';

/** Active alerts of a locale, newest first (spec: programme §7 breaking-news: the first is used). */
export async function loadActiveAlerts(db: Kysely<Database>, locale: Locale): Promise<Alert[]> {
  const rows = await db
    .selectFrom('breaking_news')
    .selectAll()
    .where('locale', '=', locale)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    link: row.link_url ? { url: row.link_url } : null,
    link_title: row.link_title,
  }));
}
