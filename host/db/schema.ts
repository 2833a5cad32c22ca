import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { SignInKind } from '../../src/contract/hub';

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
  rooms: NamedTable & { capacity: number | null; venue_id: Generated<number | null> };
  event_tags: NamedTable;
  series: NamedTable & {
    description: JSONColumnType<Localised> | null;
    is_online: Generated<boolean>;
    image: JSONColumnType<StoredImage> | null;
    /** What a subscription of the series contains (rich text), null when it has none. */
    subscription: JSONColumnType<Localised> | null;
    subscription_url: string | null;
  };
  genres: NamedTable;
  exhibition_types: NamedTable;
  seasons: NamedTable;
  production_tags: NamedTable;
  productions: ProductionsTable;
  production_tag_links: { production_id: number; tag_id: number };
  events: EventsTable;
  event_tag_links: { event_id: number; tag_id: number };
  seat_groups: SeatGroupsTable;
  prices: PricesTable;
  timeslots: TimeslotsTable;
  event_teasers: EventTeasersTable;
  search_documents: SearchDocumentsTable;
  search_terms: SearchTermsTable;
  users: UsersTable;
  staff_sessions: StaffSessionsTable;
  forms: FormsTable;
  form_fields: FormFieldsTable;
  form_entries: FormEntriesTable;
  form_files: FormFilesTable;
}

/** A text per language (spec: frame §1 "slug objects with de and en keys"). */
export type Localised = { de: string; en?: string };

export interface NamedTable {
  id: Generated<number>;
  name: JSONColumnType<Localised>;
  slug: JSONColumnType<Localised>;
  position: Generated<number>;
}

export interface StoredImage {
  url: string;
  alt: Localised;
  width?: number;
  height?: number;
  copyright?: string;
  thumbnails?: { small?: string; medium?: string; large?: string };
}

export interface ProductionsTable {
  id: Generated<number>;
  name: JSONColumnType<Localised>;
  slug: JSONColumnType<Localised>;
  subtitle: JSONColumnType<Localised> | null;
  description: JSONColumnType<Localised> | null;
  season_id: number | null;
  exhibition_type_id: number | null;
  images: JSONColumnType<StoredImage[]>;
  is_online: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  video_url: Generated<string | null>;
}

export interface EventsTable {
  id: Generated<number>;
  production_id: number | null;
  name: JSONColumnType<Localised>;
  slug: JSONColumnType<Localised>;
  subtitle: JSONColumnType<Localised> | null;
  description: JSONColumnType<Localised> | null;
  important_info: JSONColumnType<Localised> | null;
  date_start: Timestamp;
  date_end: Timestamp | null;
  room_id: number | null;
  exhibition_type_id: number | null;
  series_id: number | null;
  genre_id: number | null;
  event_type: Generated<string>;
  id_jet: string;
  ticket_url: string | null;
  /** The event this one is part of (its parent's Children section; migration 0810). */
  parent_id: Generated<number | null>;
  video_url: Generated<string | null>;
  status: Generated<string>;
  images: JSONColumnType<StoredImage[]>;
  is_online: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface SeatGroupsTable {
  id: Generated<number>;
  event_id: number;
  seat_group: string;
  text: JSONColumnType<Localised>;
  status: Generated<string>;
  capacity: number;
  position: Generated<number>;
}

export interface PricesTable {
  id: Generated<number>;
  seat_group_id: number;
  sale_type_id: number;
  text: JSONColumnType<Localised>;
  /** numeric(10,2): both drivers return it as a string, e.g. '24.00'. */
  amount: string;
  position: Generated<number>;
}

export interface TimeslotsTable {
  id: Generated<number>;
  event_id: number;
  /** 'HH:MM:SS'; the first five characters are shown (spec: programme §3 Timeslot). */
  time_start: string;
  status: Generated<string>;
  block_id: number;
  capacity: number | null;
  position: Generated<number>;
}

export interface EventTeasersTable {
  id: Generated<number>;
  locale: string;
  /** The day the teaser is placed at (spec: programme §3 Event teaser "position"). */
  position: string;
  style: Generated<string>;
  name: string;
  link: Generated<string>;
  preline: Generated<string>;
  headline: string;
  subline: Generated<string>;
  link_text: Generated<string>;
  image_obj: JSONColumnType<Record<string, unknown>> | null;
  image_thumbnails: JSONColumnType<Record<string, string>> | null;
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
  /**
   * What visitors see while the page has unpublished changes: its sections at the last publish
   * (migration 0950). Null: the `sections` rows are published as they are.
   */
  published_sections: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  /** A scheduled publish: the sections that go live at `publish_at`, who scheduled it, their note. */
  scheduled_sections: ColumnType<unknown[] | null, string | null | undefined, string | null>;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  scheduled_by: ColumnType<string | null, string | null | undefined, string | null>;
  scheduled_by_id: ColumnType<number | null, number | null | undefined, number | null>;
  scheduled_comment: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Who saved the section last (migration 0400). */
  updated_by_id: Generated<number | null>;
  /** The schema version of `columns` (migration 0970; src/domain/document-schema.ts). */
  schema_version: Generated<number>;
}

export interface PageVersionsTable {
  id: Generated<number>;
  page_id: number;
  created_at: Generated<Timestamp>;
  created_by: string | null;
  note: Generated<string>;
  /** The page's sections as they were after the save. */
  snapshot: JSONColumnType<unknown[]>;
  /** Who saved (migration 0400). */
  created_by_id: Generated<number | null>;
  /** What the save did: a VersionAction of src/contract/editor.ts. */
  action: Generated<string | null>;
  /** The sections the save touched. */
  section_ids: ColumnType<string[], string | undefined, string>;
  /** The note as data, `{ key, params }` (migration 0410; null before, read from `note`). */
  note_data: ColumnType<unknown, string | undefined, string>;
  /** The staff's own note on a publish (migration 0950); '' when none. */
  comment: Generated<string>;
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

// Ticketing (migration 0200-ticketing; docs/decisions/0004-box-office.md). Declaration merging
// adds the tables to the one Database interface without touching its body.
export interface Database {
  carts: CartsTable;
  reservations: ReservationsTable;
}

export interface CartsTable {
  id: Generated<number>;
  token: string;
  created_at: Timestamp;
}

export interface ReservationsTable {
  id: Generated<number>;
  cart_id: number;
  event_id: number;
  seat_group_id: number;
  timeslot_id: number | null;
  price_id: number;
  sale_type_id: number;
  quantity: number;
  /** numeric(10,2) as a string, e.g. '24.00'. */
  unit_amount: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The search index: one row per record and language (issue 5; docs/decisions/0005-search.md). */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** 'event', 'production', 'series', 'page'; later areas add 'article', 'person', 'venue'. */
  type: string;
  record_id: number;
  locale: string;
  title: string;
  body: Generated<string>;
  url: string;
  date: Timestamp | null;
  /** Derived by the table's trigger from title and body. */
  tsv: Generated<string>;
  title_text: Generated<string>;
  search_text: Generated<string>;
  updated_at: Generated<Timestamp>;
  /**
   * What a hit shows (migration 0990, docs/decisions/0171-search-snippets.md): the readable prose
   * (null: the body is), the short fields found but not prose under their keys, and the line under
   * the title (an event's room, an article's kicker …). Never searched.
   */
  excerpt: string | null;
  facts: Generated<JSONColumnType<Array<{ key: string; values: string[] }>>>;
  detail: string | null;
}

/** Search terms counted for the content hub's top keywords. */
export interface SearchTermsTable {
  locale: string;
  term: string;
  count: Generated<number>;
  last_searched_at: Generated<Timestamp>;
}
/** Staff accounts (migration 0400; issue 6). */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  /** Argon2id PHC string. */
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  role: Generated<string>;
  is_active: Generated<boolean>;
  created_at: Generated<Timestamp>;
  last_login_at: Timestamp | null;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the session cookie value. */
  id: string;
  user_id: number;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

// Site chrome (issue 7): opening hours and their exceptions (migration 0500-chrome).
export interface OpeningHoursTable {
  id: Generated<number>;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM:SS' as both drivers return the time type. */
  time_from: string;
  time_to: string;
  closed: Generated<boolean>;
  position: Generated<number>;
}

export interface OpeningHoursExceptionsTable {
  id: Generated<number>;
  /** The day, 'YYYY-MM-DD' when written; read back only through comparisons. */
  date: ColumnType<Date, string, string>;
  time_from: Generated<string>;
  time_to: Generated<string>;
  closed: Generated<boolean>;
  note: JSONColumnType<Localised> | null;
  position: Generated<number>;
}

// Declaration merging keeps this an append (BRIEF: shared files).
export interface Database {
  opening_hours: OpeningHoursTable;
  opening_hours_exceptions: OpeningHoursExceptionsTable;
}
// Consent (issue 7, branch consent): merged into the Database interface above.
export interface Database {
  consent_log: ConsentLogTable;
}

/** Proof of consent: revision, choices and time; no personal data. */
export interface ConsentLogTable {
  id: Generated<string>;
  revision: number;
  statistics: boolean;
  media: boolean;
  created_at: Timestamp;
}
// Ticketing counters (migration 0210-ticketing-counters; docs/decisions/0004-box-office.md).
export interface Database {
  ticket_holds: TicketHoldsTable;
}

/** Tickets held per seat group and timeslot: the sum of the unreleased reservation rows. */
export interface TicketHoldsTable {
  id: Generated<number>;
  seat_group_id: number;
  timeslot_id: number | null;
  held: Generated<number>;
}
// Programme speed (migration 0600-programme-speed; docs/decisions/0003-programme.md, "Speed").
export interface Database {
  programme_version: ProgrammeVersionTable;
}

/** One row, bumped by a statement trigger on every write to the programme's tables. */
export interface ProgrammeVersionTable {
  id: number;
  version: number;
}

/** A venue's own form (spec: frame §3 Form; migration 0820). */
export interface FormsTable {
  id: Generated<number>;
  title: JSONColumnType<Localised>;
  slug: JSONColumnType<Localised>;
  intro: JSONColumnType<Localised, Localised | undefined, Localised>;
  confirmation: JSONColumnType<Localised, Localised | undefined, Localised>;
  notify_email: ColumnType<string, string | undefined, string>;
  is_online: ColumnType<boolean, boolean | undefined, boolean>;
  version: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, never, never>;
}

/** A choice of a field with choices: the value sent, the label shown per language. */
export type FormChoice = { value: string; label: Localised };

/** One field of a form; `field_type` as numbered in docs/decisions/0040-forms.md. */
export interface FormFieldsTable {
  id: Generated<number>;
  form_id: number;
  position: ColumnType<number, number | undefined, number>;
  label: JSONColumnType<Localised>;
  slug: string;
  field_type: number;
  required: ColumnType<boolean, boolean | undefined, boolean>;
  visible: ColumnType<boolean, boolean | undefined, boolean>;
  choices: JSONColumnType<FormChoice[], FormChoice[] | undefined, FormChoice[]>;
  default_value: JSONColumnType<Localised, Localised | undefined, Localised>;
  placeholder_text: JSONColumnType<Localised, Localised | undefined, Localised>;
  help_text: JSONColumnType<Localised, Localised | undefined, Localised>;
}

/** A stored submission: the values keyed by slug, as validated. */
export interface FormEntriesTable {
  id: Generated<number>;
  form_id: number;
  locale: string;
  field_values: JSONColumnType<Record<string, unknown>>;
  submitted_at: Date;
}

/** An uploaded file (stored as `<dataDir>/uploads/<id>`). */
export interface FormFilesTable {
  id: string;
  original_name: string;
  mime: string;
  size: number;
  entry_id: number | null;
  uploaded_at: Date;
}

// The magazine (migration 0800-articles; issue 15).
export interface Database {
  article_categories: ArticleTaxonomyTable;
  article_tags: ArticleTaxonomyTable;
  articles: ArticlesTable;
  article_tag_links: { article_id: number; tag_id: number };
}

/** A category or a tag (topic) of the magazine. */
export interface ArticleTaxonomyTable extends NamedTable {
  version: Generated<number>;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: JSONColumnType<Localised>;
  slug: JSONColumnType<Localised>;
  preline: JSONColumnType<Localised> | null;
  teaser_text: JSONColumnType<Localised> | null;
  /** Sanitised rich text per language. */
  body: JSONColumnType<Localised> | null;
  image: JSONColumnType<StoredImage> | null;
  author: Generated<string>;
  category_id: number | null;
  production_id: number | null;
  is_online: Generated<boolean>;
  is_highlight: Generated<boolean>;
  publication_date: Timestamp;
  online_from: Timestamp | null;
  online_to: Timestamp | null;
  version: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}
// People, venues, series subscriptions and detail-section data (migration 0810-people-venues;
// docs/decisions/0030-people-venues-series.md).
export interface Database {
  person_categories: NamedTable;
  persons: PersonsTable;
  person_category_links: { person_id: number; category_id: number };
  venues: VenuesTable;
  venue_opening_hours: OpeningHoursTable & { venue_id: number };
  venue_opening_hours_exceptions: OpeningHoursExceptionsTable & { venue_id: number };
  contributions: OwnedRow & { person_id: number; role: JSONColumnType<Localised> };
  works: OwnedRow & { author: Generated<string>; title: JSONColumnType<Localised> };
  sponsors: OwnedRow & {
    kind: 'sponsor' | 'promoter';
    name: string;
    url: string | null;
    logo: JSONColumnType<StoredImage> | null;
  };
}

export interface PersonsTable {
  id: Generated<number>;
  name: string;
  slug: JSONColumnType<Localised>;
  /** What the person does in the house ("Schauspielerin", "Intendant"). */
  function: JSONColumnType<Localised> | null;
  portrait: JSONColumnType<StoredImage> | null;
  /** Sanitised rich text per language. */
  biography: JSONColumnType<Localised> | null;
  is_online: Generated<boolean>;
  position: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface VenueAddress {
  street: string;
  postal_code: string;
  city: string;
}

export interface VenuesTable {
  id: Generated<number>;
  name: JSONColumnType<Localised>;
  slug: JSONColumnType<Localised>;
  address: JSONColumnType<VenueAddress>;
  description: JSONColumnType<Localised> | null;
  directions: JSONColumnType<Localised> | null;
  accessibility: JSONColumnType<Localised> | null;
  image: JSONColumnType<StoredImage> | null;
  latitude: number | null;
  longitude: number | null;
  is_online: Generated<boolean>;
  position: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** A row that belongs to exactly one event or one production. */
export interface OwnedRow {
  id: Generated<number>;
  event_id: number | null;
  production_id: number | null;
  position: Generated<number>;
}

// The admin change log (migration 0900-admin-changes; docs/decisions/0050-generic-admin.md).
export interface Database {
  admin_changes: AdminChangesTable;
}

export interface AdminChangesTable {
  id: Generated<string>;
  created_at: Generated<Timestamp>;
  user_id: number | null;
  username: string;
  /** The admin area's path segment: `events`, `persons`, `redirects`, … */
  record_type: string;
  record_id: number;
  /** The record's name when it was changed (a deleted record keeps its name here). */
  record_name: Generated<string>;
  action: 'create' | 'change' | 'delete';
  /** The form fields that changed (create: the ones given). */
  fields: ColumnType<string[], string | undefined, string>;
}

// The staff sign-in log (migration 1000-staff-sign-ins; docs/decisions/0174-dashboard-media-and-sign-ins.md).
export interface Database {
  staff_sign_ins: StaffSignInsTable;
}

export interface StaffSignInsTable {
  id: Generated<string>;
  /** When, at the app's clock (docs/decisions/0012-one-clock.md). */
  at: Timestamp;
  kind: SignInKind;
  /** The account's username; for a failed attempt the name entered, at most 150 characters. */
  username: string;
  /** The account (null for a failed attempt, or once the account is deleted). */
  user_id: number | null;
}
