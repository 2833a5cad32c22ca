import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { ExhibitionType } from '../../../src/contract/events';
import type { ProductionItem } from '../../../src/contract/productions';
import { type NamedJson, text, toEventImage } from '../events/events.repository';
import { dayStart, withOffset } from '../events/venue-time';
import type { Database, Localised, StoredImage } from '../schema';

type Db = Kysely<Database>;

/** The production detail page's path (spec: programme §2 `/{locale}/produktionen/{slug}/{id}`). */
export function productionPath(locale: string, slug: string, id: number): string {
  return `/${locale}/produktionen/${encodeURIComponent(slug)}/${id}`;
}

/**
 * The production filters (spec: programme §2 Productions, §3 Filter): season and tag by id, the
 * exhibition type by slug (either language's, as in the events filter). An unknown id matches
 * nothing.
 */
export interface ProductionFilter {
  season?: number;
  exhibition_type?: string;
  tag?: number;
  /**
   * `YYYY-MM-DD`: only productions with at least one online event starting on or after this Berlin
   * day are listed (the route passes the venue's today when no date is asked, so a production
   * without an upcoming event is not listed by default; docs/api.md "Productions").
   */
  date: string;
}

interface ProductionRow {
  id: number;
  name: Localised;
  slug: Localised;
  subtitle: Localised | null;
  description: Localised | null;
  images: StoredImage[];
  season: NamedJson | null;
  exhibition_type: { name: Localised; slug: Localised } | null;
  tags: NamedJson[] | null;
  next_date: Date | string | null;
  last_date: Date | string | null;
  upcoming_events: string | number;
}

/**
 * The upcoming online events per production from an instant on: the first start and how many
 * (read from events_online_production_start_idx, migration 0700).
 */
function upcoming(db: Db, from: Date) {
  return db
    .selectFrom('events')
    .where('events.is_online', '=', true)
    .where('events.production_id', 'is not', null)
    .where('events.date_start', '>=', from)
    .groupBy('events.production_id')
    .select([
      'events.production_id',
      (eb) => eb.fn.min('events.date_start').as('next_date'),
      (eb) => eb.fn.countAll<string | number>().as('upcoming_events'),
    ]);
}

/** The production's own columns of the list and the detail. */
const productionColumns = [
  'productions.id',
  'productions.name',
  'productions.slug',
  'productions.subtitle',
  'productions.description',
  'productions.images',
] as const;

/** The season, type, tags and last date of a production as JSON columns (correlated subqueries). */
const detailColumns = [
  sql<NamedJson | null>`(select json_build_object('id', s.id, 'name', s.name)
    from seasons s where s.id = productions.season_id)`.as('season'),
  sql<ProductionRow['exhibition_type']>`(select json_build_object('name', x.name, 'slug', x.slug)
    from exhibition_types x where x.id = productions.exhibition_type_id)`.as('exhibition_type'),
  sql<
    NamedJson[] | null
  >`(select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.position, t.id)
    from production_tag_links l join production_tags t on t.id = l.tag_id
    where l.production_id = productions.id)`.as('tags'),
  sql<Date | string | null>`(select max(e.date_start) from events e
    where e.production_id = productions.id and e.is_online)`.as('last_date'),
];

/**
 * One page of the productions list (spec: programme §7 `GET /{locale}/api/productions/`): the
 * online productions matching the filter that play on the filter's day or later, ordered by their
 * next date, then name (in the asked language), then id, so pages never overlap.
 */
export async function listProductions(
  db: Db,
  locale: Locale,
  filter: ProductionFilter,
  page: number,
  pageSize: number,
): Promise<{ count: number; results: ProductionItem[] }> {
  const sortName = sql<string>`coalesce(productions.name->>${locale}, productions.name->>'de')`;
  let matched = db
    .selectFrom('productions')
    .innerJoin(upcoming(db, dayStart(filter.date)).as('u'), 'u.production_id', 'productions.id')
    .where('productions.is_online', '=', true)
    .select(['productions.id', 'u.next_date', 'u.upcoming_events', sortName.as('sort_name')]);
  if (filter.season !== undefined) matched = matched.where('productions.season_id', '=', filter.season);
  if (filter.exhibition_type !== undefined) {
    const slug = filter.exhibition_type;
    matched = matched.where('productions.exhibition_type_id', 'in', (eb) =>
      eb
        .selectFrom('exhibition_types')
        .select('exhibition_types.id')
        .where((w) =>
          w.or([
            w(sql<string>`exhibition_types.slug->>'de'`, '=', slug),
            w(sql<string>`exhibition_types.slug->>'en'`, '=', slug),
          ]),
        ),
    );
  }
  if (filter.tag !== undefined) {
    const tag = filter.tag;
    matched = matched.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('production_tag_links')
          .select('production_tag_links.production_id')
          .whereRef('production_tag_links.production_id', '=', 'productions.id')
          .where('production_tag_links.tag_id', '=', tag),
      ),
    );
  }
  const rows = await db
    .with('matched', () => matched)
    .with('page', (qb) =>
      qb
        .selectFrom('matched')
        .selectAll()
        .orderBy('matched.next_date')
        .orderBy('matched.sort_name')
        .orderBy('matched.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    )
    .selectFrom('page')
    .innerJoin('productions', 'productions.id', 'page.id')
    .select([...productionColumns, 'page.next_date', 'page.upcoming_events'])
    .select(sql<string | number>`(select count(*) from matched)`.as('total'))
    .select(detailColumns)
    .orderBy('page.next_date')
    .orderBy('page.sort_name')
    .orderBy('page.id')
    .execute();
  if (rows.length === 0) {
    const row = await db
      .with('matched', () => matched)
      .selectFrom('matched')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), results: [] };
  }
  return {
    count: Number(rows[0]?.total ?? 0),
    results: rows.map((row) => toProductionItem(row as ProductionRow, locale)),
  };
}

/**
 * One online production by id for its detail page, with its next date and upcoming count from
 * the `from` day on (`YYYY-MM-DD`, the venue's today); undefined when unknown or offline.
 */
export async function findProduction(
  db: Db,
  locale: Locale,
  id: number,
  from: string,
): Promise<ProductionItem | undefined> {
  const row = await db
    .selectFrom('productions')
    .leftJoin(upcoming(db, dayStart(from)).as('u'), 'u.production_id', 'productions.id')
    .where('productions.id', '=', id)
    .where('productions.is_online', '=', true)
    .select([...productionColumns, 'u.next_date', 'u.upcoming_events'])
    .select(detailColumns)
    .executeTakeFirst();
  return row ? toProductionItem(row as ProductionRow, locale) : undefined;
}

const instant = (value: Date | string | null): string | null =>
  value === null ? null : withOffset(value instanceof Date ? value : new Date(value));

/** A production row with its JSON columns as the API's production (spec: programme §2). */
function toProductionItem(row: ProductionRow, locale: Locale): ProductionItem {
  return {
    id: row.id,
    xtype: 'production',
    name: text(row.name, locale),
    slug: row.slug,
    url: productionPath(locale, text(row.slug, locale), row.id),
    subtitle: text(row.subtitle, locale),
    description: text(row.description, locale),
    season: row.season ? { id: row.season.id, name: text(row.season.name, locale) } : null,
    exhibition_type: row.exhibition_type
      ? ({
          slug: row.exhibition_type.slug.de,
          name: text(row.exhibition_type.name, locale),
        } satisfies ExhibitionType)
      : null,
    tags: (row.tags ?? []).map((tag) => ({ id: tag.id, name: text(tag.name, locale) })),
    images: row.images.map((image) => toEventImage(image, locale)),
    next_date: instant(row.next_date),
    last_date: instant(row.last_date),
    upcoming_events: Number(row.upcoming_events ?? 0),
  };
}
