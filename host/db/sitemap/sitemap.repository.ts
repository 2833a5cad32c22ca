import { type Kysely, sql } from 'kysely';
import { LOCALES, type Locale } from '../../../src/contract/common';
import { eventPath } from '../../../src/domain/events';
import { articlePath } from '../articles/articles.repository';
import { pageUrl } from '../pages/pages.repository';
import { personPath } from '../people/people.repository';
import { productionPath } from '../productions/productions.repository';
import type { Database, Localised } from '../schema';
import { seriesPath } from '../series/series.repository';
import { venuePath } from '../venues/venues.repository';

type Db = Kysely<Database>;

/** One public page in every language it exists in, and when it last changed. */
export interface SitemapPage {
  /** The page's path per language (`/de/programm/…`). */
  paths: Partial<Record<Locale, string>>;
  lastmod: Date;
}

interface RecordRow {
  id: number;
  slug: Localised;
  updated_at: Date | string;
}

/** `updated_at` as the driver gives it (a Date, or text on some drivers): the Generated column unwrapped. */
const changedAt = (table: string) => sql<Date | string>`${sql.ref(`${table}.updated_at`)}`.as('updated_at');

const slugOf = (slug: Localised, locale: Locale) => slug[locale] ?? slug.de;
const inEveryLocale = (row: RecordRow, path: (locale: Locale, slug: string, id: number) => string) => ({
  paths: Object.fromEntries(
    LOCALES.map((locale) => [locale, path(locale, slugOf(row.slug, locale), row.id)]),
  ),
  lastmod: new Date(row.updated_at),
});
const newest = (rows: RecordRow[], fallback: Date) =>
  rows.reduce((latest, row) => {
    const changed = new Date(row.updated_at);
    return changed > latest ? changed : latest;
  }, fallback);

/**
 * Every public page of the site (issue 21 "sitemap"): the content pages that are online (grouped
 * by translation key, so each language names the other as alternate), the list pages, and the
 * online events, productions, published articles, people, venues and series in both languages
 * (their pages answer in either language, the slug falling back to German). The same rules as
 * the pages' finders: `is_online`, and an article's publication window at `now`.
 */
export async function listSitemapPages(db: Db, now: Date): Promise<SitemapPage[]> {
  const [pages, events, productions, articles, persons, venues, series] = await Promise.all([
    db
      .selectFrom('pages')
      .where('is_online', '=', true)
      .select(['translation_key', 'locale', 'path', changedAt('pages')])
      .orderBy('translation_key')
      .orderBy('locale')
      .execute(),
    db
      .selectFrom('events')
      .where('is_online', '=', true)
      .select(['id', 'slug', changedAt('events')])
      .orderBy('date_start')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('productions')
      .where('is_online', '=', true)
      .select(['id', 'slug', changedAt('productions')])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('articles')
      .where('is_online', '=', true)
      .where('publication_date', '<=', now)
      .where((eb) => eb.or([eb('online_from', 'is', null), eb('online_from', '<=', now)]))
      .where((eb) => eb.or([eb('online_to', 'is', null), eb('online_to', '>', now)]))
      .select(['id', 'slug', changedAt('articles')])
      .orderBy('publication_date', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('persons')
      .where('is_online', '=', true)
      .select(['id', 'slug', changedAt('persons')])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('venues')
      .where('is_online', '=', true)
      .select(['id', 'slug', changedAt('venues')])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('series')
      .where('is_online', '=', true)
      // Series have no change time of their own: their newest event's.
      .select([
        'series.id',
        'series.slug',
        sql<
          Date | string
        >`coalesce((select max(e.updated_at) from events e where e.series_id = series.id), ${now})`.as(
          'updated_at',
        ),
      ])
      .orderBy('series.position')
      .orderBy('series.id')
      .execute(),
  ]);

  const byKey = new Map<string, SitemapPage>();
  for (const page of pages) {
    const locale = page.locale as Locale;
    const entry = byKey.get(page.translation_key) ?? { paths: {}, lastmod: new Date(0) };
    entry.paths[locale] = pageUrl(locale, page.path);
    const changed = new Date(page.updated_at);
    if (changed > entry.lastmod) entry.lastmod = changed;
    byKey.set(page.translation_key, entry);
  }
  const both = (path: (locale: Locale) => string, lastmod: Date): SitemapPage => ({
    paths: Object.fromEntries(LOCALES.map((locale) => [locale, path(locale)])),
    lastmod,
  });
  const epoch = new Date(0);
  // A list page may also be a content page of the navigation (`/de/programm`): listed once.
  const contentPaths = new Set([...byKey.values()].flatMap((page) => Object.values(page.paths)));
  const lists = [
    both((locale) => `/${locale}/programm`, newest(events, epoch)),
    both((locale) => `/${locale}/produktionen`, newest(productions, epoch)),
    both((locale) => `/${locale}/news`, newest(articles, epoch)),
    both((locale) => `/${locale}/team`, newest(persons, epoch)),
  ].filter((page) => !Object.values(page.paths).some((path) => contentPaths.has(path)));
  return [
    ...byKey.values(),
    ...lists,
    ...events.map((row) => inEveryLocale(row, eventPath)),
    ...productions.map((row) => inEveryLocale(row, productionPath)),
    ...articles.map((row) => inEveryLocale(row, articlePath)),
    ...persons.map((row) => inEveryLocale(row, personPath)),
    ...venues.map((row) => inEveryLocale(row, venuePath)),
    ...series.map((row) => inEveryLocale(row, seriesPath)),
  ];
}
