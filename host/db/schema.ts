import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * The one Database interface (DESIGN: host/db). Each area adds its tables here and a numbered
 * migration in `migrations/`.
 */
export interface Database {
  pages: PagesTable;
  sections: SectionsTable;
  page_versions: PageVersionsTable;
  redirects: RedirectsTable;
  site_settings: SiteSettingsTable;
  design_settings: DesignSettingsTable;
  menu_entries: MenuEntriesTable;
  breaking_news: BreakingNewsTable;
  error_log: ErrorLogTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PagesTable {
  id: Generated<number>;
  /** Pages that are the same page in different languages share this key (siblings). */
  translation_key: string;
  locale: string;
  parent_id: number | null;
  /** Path below the locale prefix without slashes at either end; '' is the home page. */
  path: string;
  content_type: Generated<string>;
  title: string;
  headline: Generated<string>;
  is_online: Generated<boolean>;
  is_clickable: Generated<boolean>;
  is_landing_page: Generated<boolean>;
  in_menu: Generated<boolean>;
  in_footer: Generated<boolean>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  og_title: Generated<string>;
  og_description: Generated<string>;
  og_image: string | null;
  og_type: Generated<string>;
  page_class: Generated<string>;
  sort_order: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface StoredColumn {
  index: number;
  classes: string;
  children: Array<{ id: string; type: string; [field: string]: unknown }>;
}

export interface SectionsTable {
  id: Generated<number>;
  /** Stable id of the section as a module (`id` in the page JSON). */
  uid: string;
  /** The page the section belongs to; null for a shared container looked up by slug. */
  page_id: number | null;
  slug: string | null;
  position: Generated<number>;
  layout: string;
  extra_class: Generated<string>;
  image: string | null;
  columns: JSONColumnType<StoredColumn[]>;
  /** Version token: bumped on every save of the section (conflict detection). */
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
  updated_by: string | null;
}

export interface PageVersionsTable {
  id: Generated<number>;
  page_id: number;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  note: Generated<string>;
  /** The page's sections as they were after the save. */
  snapshot: JSONColumnType<unknown[]>;
}

export interface RedirectsTable {
  id: Generated<number>;
  old_path: string;
  new_path: string;
}

export interface SiteSettingsTable {
  id: Generated<number>;
  is_site_online: boolean;
  is_shop_online: boolean;
  html_header: string;
  html_footer_top: string;
  html_footer_bottom: string;
  html_footer_logos: string | null;
}

export interface DesignSettingsTable {
  id: Generated<number>;
  data: JSONColumnType<Record<string, unknown>>;
}

export interface MenuEntriesTable {
  id: Generated<number>;
  locale: string;
  /** 'menu', 'secondary_menu' or 'footer'. */
  menu: string;
  parent_id: number | null;
  position: number;
  title: string;
  url: string;
  has_tab_navigation: Generated<boolean>;
}

export interface BreakingNewsTable {
  id: Generated<number>;
  locale: string;
  title: string;
  text: string;
  link_url: string | null;
  link_title: Generated<string>;
  is_active: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface ErrorLogTable {
  id: Generated<number>;
  kind: string;
  url: string;
  message: string | null;
  created_at: Generated<Timestamp>;
}
