import { sql } from 'kysely';
import { t } from '../../../src/i18n';
import { adminTexts } from '../../../src/i18n/admin';
import { text } from '../../db/events/events.repository';
import type { Localised } from '../../db/schema';
import { nameColumn, onlineColumn, onlineFilter } from './listing';
import { type TableRegistration, tableArea, tableChoices } from './table-record';

/**
 * The record types registered by their fields alone (issue 18 item 1, issue 16): each is its
 * table, its fields (the form and its contract), its list, and where its records are used.
 */

const nameAndSlug = [
  { name: 'name', kind: 'localised', label: 'field.name', required: true },
  { name: 'slug', kind: 'slug', label: 'field.slug', from: 'name' },
] as const satisfies TableRegistration['fields'];

const position = {
  name: 'position',
  kind: 'int',
  label: 'column.position',
  min: 0,
  max: 100_000,
  fallback: 0,
} as const;

/** A taxonomy (genres, tags, seasons, person categories): names, slugs, order. */
const taxonomy = (
  reg: Pick<TableRegistration, 'path' | 'table' | 'plural' | 'menu' | 'references'>,
): TableRegistration => ({
  ...reg,
  fields: [...nameAndSlug, position],
  listing: {
    columns: [nameColumn, { key: 'position', sql: 't.position', kind: 'number', label: 'column.position' }],
    search: ['t.name', 't.slug'],
    sort: 'position',
  },
});

export const genreArea = tableArea(
  taxonomy({
    path: 'genres',
    table: 'genres',
    plural: 'genres',
    menu: 'menu.genres',
    references: [{ table: 'events', column: 'genre_id', label: 'used.events' }],
  }),
);

export const eventTagArea = tableArea(
  taxonomy({
    path: 'tags',
    table: 'event_tags',
    plural: 'tags',
    menu: 'menu.tags',
    references: [{ table: 'event_tag_links', column: 'tag_id', label: 'used.events' }],
  }),
);

export const seasonArea = tableArea(
  taxonomy({
    path: 'seasons',
    table: 'seasons',
    plural: 'seasons',
    menu: 'menu.seasons',
    references: [{ table: 'productions', column: 'season_id', label: 'used.productions' }],
  }),
);

export const personCategoryArea = tableArea(
  taxonomy({
    path: 'person-categories',
    table: 'person_categories',
    plural: 'personCategories',
    menu: 'menu.personCategories',
    references: [{ table: 'person_category_links', column: 'category_id', label: 'used.persons' }],
  }),
);

/** Persons (issue 16): name, slug, function, portrait, biography, online, order. */
export const personArea = tableArea({
  path: 'persons',
  table: 'persons',
  plural: 'persons',
  menu: 'menu.persons',
  touch: true,
  fields: [
    { name: 'name', kind: 'text', label: 'field.name', required: true, max: 200 },
    { name: 'slug', kind: 'slug', label: 'field.slug', from: 'name' },
    { name: 'function', kind: 'localised', label: 'field.function', max: 200 },
    { name: 'portrait', kind: 'image', label: 'field.portrait' },
    { name: 'biography', kind: 'richtext', label: 'field.biography', max: 20_000 },
    {
      name: 'categories',
      kind: 'links',
      table: 'person_categories',
      through: { table: 'person_category_links', from: 'person_id', to: 'category_id' },
      label: 'personCategories',
    },
    { name: 'is_online', kind: 'checkbox', label: 'field.online' },
    position,
  ],
  listing: {
    columns: [
      { key: 'name', sql: 't.name', kind: 'text', label: 'column.name', link: true },
      { key: 'function', sql: 't.function', kind: 'localised', label: 'field.function' },
      onlineColumn,
    ],
    search: ['t.name', 't.function', 't.slug'],
    filters: [
      onlineFilter,
      {
        key: 'category',
        sql: 'ARRAY(SELECT l.category_id::text FROM person_category_links l WHERE l.person_id = t.id)',
        many: true,
        label: 'personCategories',
        options: (db, locale) => tableChoices(db, 'person_categories', locale),
      },
    ],
    sort: 'name',
  },
  references: [{ table: 'contributions', column: 'person_id', label: 'used.contributions' }],
  viewUrl: (record, locale) => `/${locale}/team/${text(record.row.slug as Localised, locale)}/${record.id}`,
});

/** Venues (issue 16) with their address; their rooms are the next registration. */
export const venueArea = tableArea({
  path: 'venues',
  table: 'venues',
  plural: 'venues',
  menu: 'menu.venues',
  touch: true,
  fields: [
    ...nameAndSlug,
    { name: 'street', kind: 'text', label: 'field.street', in: 'address', required: true, max: 200 },
    { name: 'postal_code', kind: 'text', label: 'field.postalCode', in: 'address', required: true, max: 20 },
    { name: 'city', kind: 'text', label: 'field.city', in: 'address', required: true, max: 100 },
    { name: 'image', kind: 'image', label: 'field.image' },
    { name: 'description', kind: 'richtext', label: 'field.description', max: 20_000 },
    { name: 'directions', kind: 'localisedArea', label: 'field.directions', max: 5_000 },
    { name: 'accessibility', kind: 'localisedArea', label: 'field.accessibility', max: 5_000 },
    { name: 'latitude', kind: 'decimal', label: 'field.latitude' },
    { name: 'longitude', kind: 'decimal', label: 'field.longitude' },
    { name: 'is_online', kind: 'checkbox', label: 'field.online' },
    position,
  ],
  listing: {
    columns: [
      nameColumn,
      { key: 'city', sql: "t.address->>'city'", kind: 'text', label: 'field.city' },
      {
        key: 'rooms',
        sql: '(SELECT count(*)::int FROM rooms r WHERE r.venue_id = t.id)',
        kind: 'number',
        label: 'rooms',
      },
      onlineColumn,
    ],
    search: ['t.name', 't.address', 't.slug'],
    filters: [onlineFilter],
    sort: 'position',
    rowLinks: (id, locale) => {
      const a = adminTexts(locale);
      return [
        { href: `/admin/rooms/?f_venue=${id}`, label: a('rooms') },
        { href: `/admin/venue-hours/?f_venue=${id}`, label: a('venueHours') },
      ];
    },
  },
  references: [{ table: 'rooms', column: 'venue_id', label: 'used.rooms' }],
  alsoDeleted: async (db, row, locale) => {
    const hours = await db
      .selectFrom('venue_opening_hours')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('venue_id', '=', row.id)
      .executeTakeFirst();
    const count = Number(hours?.count ?? 0);
    return count > 0 ? [t(locale, 'admin.record.openingHours', { count })] : [];
  },
  viewUrl: (record, locale) => `/${locale}/venues/${text(record.row.slug as Localised, locale)}/${record.id}`,
});

/** Rooms of a venue, with their capacity; events name them. */
export const roomArea = tableArea({
  path: 'rooms',
  table: 'rooms',
  plural: 'rooms',
  menu: 'menu.rooms',
  fields: [
    ...nameAndSlug,
    { name: 'venue_id', kind: 'reference', table: 'venues', label: 'field.venue' },
    { name: 'capacity', kind: 'int', label: 'field.capacity', min: 0, max: 1_000_000 },
    position,
  ],
  listing: {
    columns: [
      nameColumn,
      {
        key: 'venue',
        sql: '(SELECT v.name FROM venues v WHERE v.id = t.venue_id)',
        kind: 'localised',
        label: 'field.venue',
      },
      { key: 'capacity', sql: 't.capacity', kind: 'number', label: 'field.capacity' },
    ],
    search: ['t.name', '(SELECT v.name FROM venues v WHERE v.id = t.venue_id)'],
    filters: [
      {
        key: 'venue',
        sql: 't.venue_id',
        label: 'field.venue',
        options: (db, locale) => tableChoices(db, 'venues', locale),
      },
    ],
    sort: 'name',
  },
  references: [{ table: 'events', column: 'room_id', label: 'used.events' }],
});

/** Redirects (admins only): a same-site path to another (src/domain/safe-url.ts). */
export const redirectArea = tableArea({
  path: 'redirects',
  table: 'redirects',
  plural: 'redirects',
  menu: 'menu.redirects',
  role: 'admin',
  title: (row) => `${String(row.old_path)} → ${String(row.new_path)}`,
  fields: [
    { name: 'old_path', kind: 'path', label: 'field.oldPath', required: true, max: 500 },
    { name: 'new_path', kind: 'path', label: 'field.newPath', required: true, max: 500 },
  ],
  listing: {
    columns: [
      { key: 'old_path', sql: 't.old_path', kind: 'text', label: 'field.oldPath', link: true },
      { key: 'new_path', sql: 't.new_path', kind: 'text', label: 'field.newPath' },
    ],
    search: ['t.old_path', 't.new_path'],
    sort: 'old_path',
  },
});

/** Alerts (the breaking-news bar) per language. */
export const alertArea = tableArea({
  path: 'alerts',
  table: 'breaking_news',
  plural: 'alerts',
  menu: 'menu.alerts',
  title: (row) => String(row.title),
  fields: [
    { name: 'locale', kind: 'choice', options: ['de', 'en'], label: 'field.language', required: true },
    { name: 'title', kind: 'text', label: 'field.title', required: true, max: 200 },
    { name: 'text', kind: 'textarea', label: 'field.text', required: true, max: 2_000 },
    { name: 'link_url', kind: 'link', label: 'field.linkUrl', nullable: true, max: 2_048 },
    { name: 'link_title', kind: 'text', label: 'field.linkTitle', max: 200 },
    { name: 'is_active', kind: 'checkbox', label: 'field.active' },
  ],
  listing: {
    columns: [
      { key: 'title', sql: 't.title', kind: 'text', label: 'field.title', link: true },
      { key: 'locale', sql: 't.locale', kind: 'text', label: 'field.language' },
      { key: 'active', sql: 't.is_active', kind: 'bool', label: 'field.active' },
      { key: 'created', sql: 't.created_at', kind: 'datetime', label: 'column.created' },
    ],
    search: ['t.title', 't.text'],
    filters: [
      {
        key: 'active',
        sql: 't.is_active',
        label: 'field.active',
        options: async (_db, locale) => {
          const a = adminTexts(locale);
          return [
            { value: 'true', label: a('yes') },
            { value: 'false', label: a('no') },
          ];
        },
      },
    ],
    sort: '-created',
  },
});

const weekdayTitle = (row: Record<string, unknown>) =>
  `${t('de', `admin.weekday.${Number(row.weekday) as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)} ${String(row.time_from).slice(0, 5)}–${String(row.time_to).slice(0, 5)}`;

/** The house's weekly opening hours. */
export const openingHoursArea = tableArea({
  path: 'opening-hours',
  table: 'opening_hours',
  plural: 'openingHours',
  menu: 'menu.openingHours',
  title: weekdayTitle,
  fields: [
    {
      name: 'weekday',
      kind: 'choice',
      options: ['1', '2', '3', '4', '5', '6', '7'],
      label: 'field.weekday',
      required: true,
    },
    { name: 'time_from', kind: 'time', label: 'field.timeFrom', required: true },
    { name: 'time_to', kind: 'time', label: 'field.timeTo', required: true },
    { name: 'closed', kind: 'checkbox', label: 'field.closed' },
    position,
  ],
  listing: {
    columns: [
      { key: 'weekday', sql: 't.weekday', kind: 'number', label: 'field.weekday', link: true },
      { key: 'from', sql: 't.time_from', kind: 'text', label: 'field.timeFrom' },
      { key: 'to', sql: 't.time_to', kind: 'text', label: 'field.timeTo' },
      { key: 'closed', sql: 't.closed', kind: 'bool', label: 'field.closed' },
    ],
    search: [],
    sort: 'weekday',
  },
});

/** Days that differ from the weekly hours (holidays, closures). */
export const openingExceptionArea = tableArea({
  path: 'opening-hours-exceptions',
  table: 'opening_hours_exceptions',
  plural: 'openingExceptions',
  menu: 'menu.openingExceptions',
  title: (row) => String(row.date).slice(0, 10),
  fields: [
    { name: 'date', kind: 'date', label: 'field.date', required: true },
    { name: 'time_from', kind: 'time', label: 'field.timeFrom', required: true },
    { name: 'time_to', kind: 'time', label: 'field.timeTo', required: true },
    { name: 'closed', kind: 'checkbox', label: 'field.closed' },
    { name: 'note', kind: 'localised', label: 'field.note', max: 300 },
  ],
  listing: {
    columns: [
      { key: 'date', sql: 't.date', kind: 'date', label: 'field.date', link: true },
      { key: 'closed', sql: 't.closed', kind: 'bool', label: 'field.closed' },
      { key: 'note', sql: 't.note', kind: 'localised', label: 'field.note' },
    ],
    search: ['t.note', 't.date'],
    sort: '-date',
  },
});

/** The site settings (admins only): online switches and the HTML of head and footer. */
export const siteSettingsArea = tableArea({
  path: 'site-settings',
  table: 'site_settings',
  plural: 'siteSettings',
  menu: 'menu.siteSettings',
  role: 'admin',
  singleton: true,
  title: (row) => `#${row.id}`,
  fields: [
    { name: 'is_site_online', kind: 'checkbox', label: 'field.siteOnline' },
    { name: 'is_shop_online', kind: 'checkbox', label: 'field.shopOnline' },
    { name: 'html_header', kind: 'textarea', label: 'field.htmlHeader', max: 50_000 },
    { name: 'html_footer_top', kind: 'textarea', label: 'field.htmlFooterTop', max: 50_000 },
    { name: 'html_footer_bottom', kind: 'textarea', label: 'field.htmlFooterBottom', max: 50_000 },
    {
      name: 'html_footer_logos',
      kind: 'textarea',
      label: 'field.htmlFooterLogos',
      max: 50_000,
      nullable: true,
    },
  ],
  listing: {
    columns: [
      { key: 'site', sql: 't.is_site_online', kind: 'bool', label: 'field.siteOnline', link: true },
      { key: 'shop', sql: 't.is_shop_online', kind: 'bool', label: 'field.shopOnline' },
    ],
    search: [],
    sort: 'site',
  },
});

/** The design settings (admins only): the theme's values as JSON. */
export const designSettingsArea = tableArea({
  path: 'design-settings',
  table: 'design_settings',
  plural: 'designSettings',
  menu: 'menu.designSettings',
  role: 'admin',
  singleton: true,
  title: (row) => `#${row.id}`,
  fields: [{ name: 'data', kind: 'json', label: 'field.designData', required: true, max: 100_000 }],
  listing: {
    columns: [
      {
        key: 'keys',
        sql: '(SELECT count(*)::int FROM jsonb_object_keys(t.data))',
        kind: 'number',
        label: 'column.keys',
        link: true,
      },
    ],
    search: ['t.data'],
    sort: 'id',
  },
});

/** A venue's own weekly opening hours (issue 16). */
export const venueHoursArea = tableArea({
  path: 'venue-hours',
  table: 'venue_opening_hours',
  plural: 'venueHours',
  menu: 'menu.venueHours',
  title: weekdayTitle,
  fields: [
    { name: 'venue_id', kind: 'reference', table: 'venues', label: 'field.venue', required: true },
    {
      name: 'weekday',
      kind: 'choice',
      options: ['1', '2', '3', '4', '5', '6', '7'],
      label: 'field.weekday',
      required: true,
    },
    { name: 'time_from', kind: 'time', label: 'field.timeFrom', required: true },
    { name: 'time_to', kind: 'time', label: 'field.timeTo', required: true },
    { name: 'closed', kind: 'checkbox', label: 'field.closed' },
    position,
  ],
  listing: {
    columns: [
      {
        key: 'venue',
        sql: '(SELECT v.name FROM venues v WHERE v.id = t.venue_id)',
        kind: 'localised',
        label: 'field.venue',
        link: true,
      },
      { key: 'weekday', sql: 't.weekday', kind: 'number', label: 'field.weekday' },
      { key: 'from', sql: 't.time_from', kind: 'text', label: 'field.timeFrom' },
      { key: 'to', sql: 't.time_to', kind: 'text', label: 'field.timeTo' },
      { key: 'closed', sql: 't.closed', kind: 'bool', label: 'field.closed' },
    ],
    search: ['(SELECT v.name FROM venues v WHERE v.id = t.venue_id)'],
    filters: [
      {
        key: 'venue',
        sql: 't.venue_id',
        label: 'field.venue',
        options: (db, locale) => tableChoices(db, 'venues', locale),
      },
    ],
    sort: 'venue',
  },
});

/** A venue's days that differ from its weekly hours. */
export const venueExceptionArea = tableArea({
  path: 'venue-hours-exceptions',
  table: 'venue_opening_hours_exceptions',
  plural: 'venueExceptions',
  menu: 'menu.venueExceptions',
  title: (row) => String(row.date).slice(0, 10),
  fields: [
    { name: 'venue_id', kind: 'reference', table: 'venues', label: 'field.venue', required: true },
    { name: 'date', kind: 'date', label: 'field.date', required: true },
    { name: 'time_from', kind: 'time', label: 'field.timeFrom', required: true },
    { name: 'time_to', kind: 'time', label: 'field.timeTo', required: true },
    { name: 'closed', kind: 'checkbox', label: 'field.closed' },
    { name: 'note', kind: 'localised', label: 'field.note', max: 300 },
  ],
  listing: {
    columns: [
      { key: 'date', sql: 't.date', kind: 'date', label: 'field.date', link: true },
      {
        key: 'venue',
        sql: '(SELECT v.name FROM venues v WHERE v.id = t.venue_id)',
        kind: 'localised',
        label: 'field.venue',
      },
      { key: 'closed', sql: 't.closed', kind: 'bool', label: 'field.closed' },
      { key: 'note', sql: 't.note', kind: 'localised', label: 'field.note' },
    ],
    search: ['t.note', 't.date'],
    filters: [
      {
        key: 'venue',
        sql: 't.venue_id',
        label: 'field.venue',
        options: (db, locale) => tableChoices(db, 'venues', locale),
      },
    ],
    sort: '-date',
  },
});

/** The numbers of a menu entry and everything under it. */
async function menuSubtree(db: Parameters<NonNullable<TableRegistration['validate']>>[0], id: number) {
  const rows = await sql<{ id: number }>`WITH RECURSIVE tree AS (
      SELECT id FROM menu_entries WHERE id = ${id}
      UNION SELECT m.id FROM menu_entries m JOIN tree ON m.parent_id = tree.id)
    SELECT id FROM tree`.execute(db);
  return new Set(rows.rows.map((row) => row.id));
}

/**
 * The menus and the footer navigation per language (spec: frame §1 menu, footer): title, link,
 * parent entry, order. An entry cannot be put under itself or its own children.
 */
export const menuArea = tableArea({
  path: 'menus',
  table: 'menu_entries',
  plural: 'menus',
  menu: 'menu.menus',
  title: (row) => `${String(row.menu)} · ${String(row.title)}`,
  fields: [
    { name: 'locale', kind: 'choice', options: ['de', 'en'], label: 'field.language', required: true },
    {
      name: 'menu',
      kind: 'choice',
      options: ['menu', 'secondary_menu', 'footer'],
      label: 'field.menu',
      required: true,
    },
    { name: 'title', kind: 'text', label: 'field.title', required: true, max: 200 },
    { name: 'url', kind: 'link', label: 'field.linkUrl', required: true, max: 2_048 },
    { name: 'parent_id', kind: 'reference', table: 'menu_entries', label: 'field.parent' },
    { name: 'has_tab_navigation', kind: 'checkbox', label: 'field.tabNavigation' },
    position,
  ],
  listing: {
    columns: [
      { key: 'title', sql: 't.title', kind: 'text', label: 'field.title', link: true },
      { key: 'menu', sql: 't.menu', kind: 'text', label: 'field.menu' },
      { key: 'locale', sql: 't.locale', kind: 'text', label: 'field.language' },
      { key: 'url', sql: 't.url', kind: 'text', label: 'field.linkUrl' },
      { key: 'position', sql: 't.position', kind: 'number', label: 'column.position' },
    ],
    search: ['t.title', 't.url'],
    filters: [
      {
        key: 'menu',
        sql: 't.menu',
        label: 'field.menu',
        options: async () => ['menu', 'secondary_menu', 'footer'].map((value) => ({ value, label: value })),
      },
      {
        key: 'locale',
        sql: 't.locale',
        label: 'field.language',
        options: async () => ['de', 'en'].map((value) => ({ value, label: value })),
      },
    ],
    sort: 'position',
  },
  references: [{ table: 'menu_entries', column: 'parent_id', label: 'used.menuEntries' }],
  validate: async (db, input, id) => {
    const parent = input.parent_id;
    if (id === null || typeof parent !== 'number') return null;
    return (await menuSubtree(db, id)).has(parent)
      ? { parent_id: t('de', 'admin.validation.ownChild') }
      : null;
  },
});

const eventFilter = {
  key: 'event',
  sql: 't.event_id',
  label: 'field.event',
  options: (db: Parameters<typeof tableChoices>[0], locale: Parameters<typeof tableChoices>[2]) =>
    tableChoices(db, 'events', locale),
} as const;

/** An event's seat groups (issue 18 "events with seat groups, prices, timeslots, capacity"). */
export const seatGroupArea = tableArea({
  path: 'seat-groups',
  table: 'seat_groups',
  plural: 'seatGroups',
  menu: 'menu.seatGroups',
  title: (row) => `${(row.text as Localised | null)?.de ?? ''} (${String(row.seat_group)})`,
  fields: [
    { name: 'event_id', kind: 'reference', table: 'events', label: 'field.event', required: true },
    { name: 'seat_group', kind: 'text', label: 'field.seatGroupCode', required: true, max: 40 },
    { name: 'text', kind: 'localised', label: 'field.name', required: true, max: 200 },
    { name: 'capacity', kind: 'int', label: 'field.capacity', required: true, min: 0, max: 1_000_000 },
    { name: 'status', kind: 'choice', options: ['1', '0'], label: 'field.status', required: true },
    position,
  ],
  listing: {
    columns: [
      { key: 'name', sql: 't.text', kind: 'localised', label: 'column.name', link: true },
      { key: 'code', sql: 't.seat_group', kind: 'text', label: 'field.seatGroupCode' },
      {
        key: 'event',
        sql: '(SELECT e.name FROM events e WHERE e.id = t.event_id)',
        kind: 'localised',
        label: 'field.event',
      },
      { key: 'capacity', sql: 't.capacity', kind: 'number', label: 'field.capacity' },
    ],
    search: ['t.text', 't.seat_group', '(SELECT e.name FROM events e WHERE e.id = t.event_id)'],
    filters: [eventFilter],
    sort: '-id',
  },
  references: [{ table: 'reservations', column: 'seat_group_id', label: 'used.reservations' }],
});

/** The prices of a seat group. */
export const priceArea = tableArea({
  path: 'prices',
  table: 'prices',
  plural: 'prices',
  menu: 'menu.prices',
  title: (row) => `${(row.text as Localised | null)?.de ?? ''} ${String(row.amount)}`,
  fields: [
    {
      name: 'seat_group_id',
      kind: 'reference',
      table: 'seat_groups',
      label: 'field.seatGroup',
      required: true,
    },
    { name: 'sale_type_id', kind: 'int', label: 'field.saleType', required: true, min: 1, max: 1_000_000 },
    { name: 'text', kind: 'localised', label: 'field.name', required: true, max: 200 },
    { name: 'amount', kind: 'decimal', label: 'field.amount', required: true },
    position,
  ],
  listing: {
    columns: [
      { key: 'name', sql: 't.text', kind: 'localised', label: 'column.name', link: true },
      { key: 'amount', sql: 't.amount', kind: 'text', label: 'field.amount' },
      {
        key: 'group',
        sql: '(SELECT g.text FROM seat_groups g WHERE g.id = t.seat_group_id)',
        kind: 'localised',
        label: 'field.seatGroup',
      },
    ],
    search: [
      't.text',
      '(SELECT e.name FROM seat_groups g JOIN events e ON e.id = g.event_id WHERE g.id = t.seat_group_id)',
    ],
    filters: [
      {
        key: 'group',
        sql: 't.seat_group_id',
        label: 'field.seatGroup',
        options: (db, locale) => tableChoices(db, 'seat_groups', locale),
      },
    ],
    sort: '-id',
  },
  references: [{ table: 'reservations', column: 'price_id', label: 'used.reservations' }],
});

/** An event's timeslots (start time, capacity). */
export const timeslotArea = tableArea({
  path: 'timeslots',
  table: 'timeslots',
  plural: 'timeslots',
  menu: 'menu.timeslots',
  title: (row) => String(row.time_start).slice(0, 5),
  fields: [
    { name: 'event_id', kind: 'reference', table: 'events', label: 'field.event', required: true },
    { name: 'time_start', kind: 'time', label: 'field.timeFrom', required: true },
    { name: 'capacity', kind: 'int', label: 'field.capacity', min: 0, max: 1_000_000 },
    { name: 'block_id', kind: 'int', label: 'field.block', required: true, min: 0, max: 1_000_000 },
    { name: 'status', kind: 'choice', options: ['1', '0'], label: 'field.status', required: true },
    position,
  ],
  listing: {
    columns: [
      { key: 'time', sql: 't.time_start', kind: 'text', label: 'field.timeFrom', link: true },
      {
        key: 'event',
        sql: '(SELECT e.name FROM events e WHERE e.id = t.event_id)',
        kind: 'localised',
        label: 'field.event',
      },
      { key: 'capacity', sql: 't.capacity', kind: 'number', label: 'field.capacity' },
    ],
    search: ['(SELECT e.name FROM events e WHERE e.id = t.event_id)'],
    filters: [eventFilter],
    sort: '-id',
  },
  references: [{ table: 'reservations', column: 'timeslot_id', label: 'used.reservations' }],
});
