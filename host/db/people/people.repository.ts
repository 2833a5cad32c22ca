import { type Kysely, sql } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { PersonCategory, PersonDetail, PersonItem } from '../../../src/contract/people';
import { type NamedJson, text, toEventImage } from '../events/events.repository';
import { productionPath } from '../productions/productions.repository';
import type { Database, Localised, StoredImage } from '../schema';

type Db = Kysely<Database>;

/** A person's page (spec: frame §2 `/{locale}/team/{slug}/{id}`). */
export function personPath(locale: string, slug: string, id: number): string {
  return `/${locale}/team/${encodeURIComponent(slug)}/${id}`;
}

/** The person categories in their order. */
export async function listPersonCategories(db: Db, locale: Locale): Promise<PersonCategory[]> {
  const rows = await db
    .selectFrom('person_categories')
    .select(['id', 'name', 'slug'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: text(row.name, locale), slug: row.slug }));
}

interface PersonRow {
  id: number;
  name: string;
  slug: Localised;
  function: Localised | null;
  portrait: StoredImage | null;
  biography?: Localised | null;
  is_online?: boolean;
  categories: NamedJson[] | null;
}

const personColumns = [
  'persons.id',
  'persons.name',
  'persons.slug',
  'persons.function',
  'persons.portrait',
  sql<NamedJson[] | null>`(select json_agg(json_build_object('id', c.id, 'name', c.name)
    order by c.position, c.id)
    from person_category_links l join person_categories c on c.id = l.category_id
    where l.person_id = persons.id)`.as('categories'),
] as const;

function toPersonItem(row: PersonRow, locale: Locale): PersonItem {
  return {
    id: row.id,
    xtype: 'person',
    name: row.name,
    slug: row.slug,
    url: personPath(locale, text(row.slug, locale), row.id),
    function: text(row.function, locale),
    portrait: row.portrait ? toEventImage(row.portrait, locale) : null,
    categories: (row.categories ?? []).map((item) => ({ id: item.id, name: text(item.name, locale) })),
  };
}

/**
 * One page of the online persons (spec: frame §7 `GET /api/persons/`), in their order then by
 * name and id, so pages never overlap; `category` keeps one category's members.
 */
export async function listPersons(
  db: Db,
  locale: Locale,
  filter: { category?: number },
  page: number,
  pageSize: number,
): Promise<{ count: number; results: PersonItem[] }> {
  let query = db.selectFrom('persons').where('persons.is_online', '=', true);
  if (filter.category !== undefined) {
    const category = filter.category;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('person_category_links')
          .select('person_category_links.person_id')
          .whereRef('person_category_links.person_id', '=', 'persons.id')
          .where('person_category_links.category_id', '=', category),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select(personColumns)
      .orderBy('persons.position')
      .orderBy('persons.name')
      .orderBy('persons.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
  ]);
  return {
    count: Number(total?.count ?? 0),
    results: rows.map((row) => toPersonItem(row as PersonRow, locale)),
  };
}

/** The team page's groups: every category in its order with its online members (empty ones left out). */
export async function listTeam(
  db: Db,
  locale: Locale,
): Promise<Array<{ category: PersonCategory; persons: PersonItem[] }>> {
  const [categories, rows] = await Promise.all([
    listPersonCategories(db, locale),
    db
      .selectFrom('persons')
      .innerJoin('person_category_links', 'person_category_links.person_id', 'persons.id')
      .where('persons.is_online', '=', true)
      .select([...personColumns, 'person_category_links.category_id'])
      .orderBy('persons.position')
      .orderBy('persons.name')
      .orderBy('persons.id')
      .execute(),
  ]);
  return categories
    .map((category) => ({
      category,
      persons: rows
        .filter((row) => row.category_id === category.id)
        .map((row) => toPersonItem(row as PersonRow, locale)),
    }))
    .filter((group) => group.persons.length > 0);
}

/**
 * One person by id for the detail page; an offline person only when `withOffline` (staff see it
 * with a notice), else undefined.
 */
export async function findPerson(
  db: Db,
  locale: Locale,
  id: number,
  withOffline: boolean,
): Promise<(PersonDetail & { is_online: boolean }) | undefined> {
  let query = db
    .selectFrom('persons')
    .where('persons.id', '=', id)
    .select([...personColumns, 'persons.biography', 'persons.is_online']);
  if (!withOffline) query = query.where('persons.is_online', '=', true);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toPersonItem(row as PersonRow, locale),
    biography: text(row.biography, locale),
    is_online: row.is_online,
  };
}

/** A production a person works in, with the person's roles there. */
export interface PersonProduction {
  id: number;
  name: string;
  url: string;
  roles: string[];
}

/**
 * The online productions a person contributes to, directly or through one of its events, with
 * their roles, newest first.
 */
export async function listPersonProductions(
  db: Db,
  locale: Locale,
  personId: number,
): Promise<PersonProduction[]> {
  const rows = await db
    .selectFrom('contributions')
    .leftJoin('events', 'events.id', 'contributions.event_id')
    .innerJoin('productions', (join) =>
      join.on((eb) =>
        eb.or([
          eb('productions.id', '=', eb.ref('contributions.production_id')),
          eb('productions.id', '=', eb.ref('events.production_id')),
        ]),
      ),
    )
    .where('contributions.person_id', '=', personId)
    .where('productions.is_online', '=', true)
    .select(['productions.id', 'productions.name', 'productions.slug', 'contributions.role'])
    .orderBy('productions.id', 'desc')
    .orderBy('contributions.position')
    .execute();
  const byId = new Map<number, PersonProduction>();
  for (const row of rows) {
    const role = text(row.role, locale);
    const entry = byId.get(row.id) ?? {
      id: row.id,
      name: text(row.name, locale),
      url: productionPath(locale, text(row.slug, locale), row.id),
      roles: [],
    };
    if (role && !entry.roles.includes(role)) entry.roles.push(role);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}
