import type { Kysely, Selectable } from 'kysely';
import type { SeriesChange } from '../../../src/contract/admin';
import type { Locale } from '../../../src/contract/common';
import type { SeriesItem } from '../../../src/contract/series';
import { contentVersion, localisedJson, richTextJson } from '../admin/record-columns';
import { text, toEventImage } from '../events/events.repository';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/**
 * A series as its change page shows it. Series carry no timestamp: their version is the content
 * itself (a hash of name and text).
 */
export async function findSeriesRecord(db: Db, id: number) {
  const row = await db.selectFrom('series').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { ...row, version: contentVersion(row) } : undefined;
}
export type SeriesRecord = NonNullable<Awaited<ReturnType<typeof findSeriesRecord>>>;

/** Stores name and description unless the series' content changed since `input.version`. */
export async function updateSeriesRecord(trx: Db, id: number, input: SeriesChange): Promise<boolean> {
  const current = await trx
    .selectFrom('series')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current || contentVersion(current) !== String(input.version)) return false;
  await trx
    .updateTable('series')
    .set({
      name: localisedJson(input.name_de, input.name_en),
      description: richTextJson(input.description_de, input.description_en),
      is_online: input.is_online,
      subscription: richTextJson(input.subscription_de, input.subscription_en),
      subscription_url: input.subscription_url ?? null,
    })
    .where('id', '=', id)
    .execute();
  return true;
}

/** A series' page (spec: frame §2 `/{locale}/series/{slug}/{id}`). */
export function seriesPath(locale: string, slug: string, id: number): string {
  return `/${locale}/series/${encodeURIComponent(slug)}/${id}`;
}

type SeriesRow = Selectable<Database['series']>;

function toSeriesItem(row: SeriesRow, locale: Locale): SeriesItem {
  const subscription = row.subscription ? text(row.subscription, locale) : '';
  return {
    id: row.id,
    xtype: 'series',
    name: text(row.name, locale),
    slug: row.slug,
    url: seriesPath(locale, text(row.slug, locale), row.id),
    description: text(row.description, locale),
    image: row.image ? toEventImage(row.image, locale) : null,
    subscription: subscription || null,
    subscription_url: subscription ? row.subscription_url : null,
  };
}

/** One series by id for its page; an offline one only when `withOffline` (staff). */
export async function findSeries(
  db: Db,
  locale: Locale,
  id: number,
  withOffline: boolean,
): Promise<(SeriesItem & { is_online: boolean }) | undefined> {
  let query = db.selectFrom('series').selectAll().where('id', '=', id);
  if (!withOffline) query = query.where('is_online', '=', true);
  const row = await query.executeTakeFirst();
  return row ? { ...toSeriesItem(row, locale), is_online: row.is_online } : undefined;
}

/** The online series that offer a subscription, in their order (the subscriptions page). */
export async function listSubscriptionSeries(db: Db, locale: Locale): Promise<SeriesItem[]> {
  const rows = await db
    .selectFrom('series')
    .selectAll()
    .where('is_online', '=', true)
    .where('subscription', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => toSeriesItem(row, locale)).filter((item) => item.subscription !== null);
}

/** A new series (its slug made from the name); its number. */
export async function createSeriesRecord(db: Db, input: Omit<SeriesChange, 'version'>, slug: string) {
  const { id } = await db
    .insertInto('series')
    .values({
      name: localisedJson(input.name_de, input.name_en),
      slug: JSON.stringify({ de: slug }),
      description: richTextJson(input.description_de, input.description_en),
      is_online: input.is_online,
      subscription: richTextJson(input.subscription_de, input.subscription_en),
      subscription_url: input.subscription_url ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes a series unless its content changed since `version`. */
export async function deleteSeriesRecord(db: Db, id: number, version: number): Promise<boolean> {
  const current = await db
    .selectFrom('series')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current || contentVersion(current) !== String(version)) return false;
  await db.deleteFrom('series').where('id', '=', id).execute();
  return true;
}
