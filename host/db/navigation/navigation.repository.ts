import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { MenuEntry, Navigation, RedirectEntry } from '../../../src/contract/navigation';
import type { Database } from '../schema';

/** Menus of one locale as trees (spec: programme §3 Navigation). */
export async function loadNavigation(db: Kysely<Database>, locale: Locale): Promise<Navigation> {
  const rows = await db
    .selectFrom('menu_entries')
    .selectAll()
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const tree = (menu: string, parentId: number | null): MenuEntry[] =>
    rows
      .filter((row) => row.menu === menu && row.parent_id === parentId)
      .map((row) => ({
        url: row.url,
        menu_name: row.title,
        has_tab_navigation: row.has_tab_navigation,
        children: tree(menu, row.id),
      }));
  return {
    menu: tree('menu', null),
    secondary_menu: tree('secondary_menu', null),
    footer: rows.filter((row) => row.menu === 'footer').map((row) => ({ title: row.title, url: row.url })),
  };
}

export function loadRedirects(db: Kysely<Database>): Promise<RedirectEntry[]> {
  return db.selectFrom('redirects').select(['old_path', 'new_path']).orderBy('id').execute();
}
