import type { Kysely } from 'kysely';
import { sectionToModule } from '../host/db/pages/pages.repository';
import type { Database } from '../host/db/schema';
import { sanitizeModuleTree } from '../host/render/sanitize';
import type { BaseModule } from '../src/modules/types';
import { seedArticles } from './content/articles';
import type { DemoSection } from './content/builders';
import { seedChrome } from './content/chrome';
import { seedEvents } from './content/events';
import { seedForms } from './content/forms';
import { DEMO_PAGES, type DemoPage, SHARED_CONTAINERS } from './content/pages';
import { seedPeople } from './content/people';
import { seedProductions } from './content/productions';
import { seedSeriesOffers } from './content/series';
import {
  DEMO_ALERTS,
  DEMO_DESIGN_SETTINGS,
  DEMO_MENUS,
  DEMO_REDIRECTS,
  DEMO_SITE_SETTINGS,
} from './content/site';
import { seedSubEvents } from './content/sub-events';
import { seedVenues } from './content/venues';

type Db = Kysely<Database>;

/**
 * Seeders of the demo venue, one per area. Each checks its own tables and fills them only when
 * they are empty, so an area added later still gets its demo content on an existing database.
 * `now` is the app clock's instant (docs/decisions/0012-one-clock.md): dated content (the
 * programme, teasers, seasons) is placed relative to it.
 */
export type Seeder = (db: Db, now: Date) => Promise<void>;

const seeders: Seeder[] = [seedSite, seedPages];
seeders.push((db, now) => seedEvents(db, { now }));
// Productions (after the events: they link the demo programme's events to their production).
seeders.push((db, now) => seedProductions(db, now));
// Site chrome (issue 7): opening hours and footer links.
seeders.push(seedChrome);
// Forms (issue 17): contact, newsletter, application; linked from the footer.
seeders.push(seedForms);
// The magazine (issue 15), after the productions its articles are about.
seeders.push(seedArticles);
// Issue 16: venues (their rooms exist by now), people with what they do, series subscriptions.
seeders.push(seedVenues);
seeders.push((db) => seedPeople(db));
seeders.push((db) => seedSeriesOffers(db));
// The exhibition's opening day with its tours and talk (the event page's Children section).
seeders.push(seedSubEvents);

/** Seeds what is empty, relative to `now` (pass the app's clock: `{ now: app.clock.now() }`). */
export async function seedDemoIfEmpty(db: Db, options: { now: Date }): Promise<void> {
  for (const seeder of seeders) await seeder(db, options.now);
}

async function isEmpty(db: Db, table: keyof Database): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0) === 0;
}

/** The site and design settings, redirects, alerts and menus of the demo (also for tests without the rest). */
export async function seedSite(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'site_settings'))) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('site_settings').values(DEMO_SITE_SETTINGS).execute();
    await trx
      .insertInto('design_settings')
      .values({ data: JSON.stringify(DEMO_DESIGN_SETTINGS) as never })
      .execute();
    await trx.insertInto('redirects').values(DEMO_REDIRECTS).execute();
    await trx.insertInto('breaking_news').values(DEMO_ALERTS).execute();
    for (const [locale, menus] of Object.entries(DEMO_MENUS)) {
      for (const [menu, entries] of Object.entries(menus)) {
        let position = 0;
        for (const entry of entries) {
          const { id } = await trx
            .insertInto('menu_entries')
            .values({
              locale,
              menu,
              parent_id: null,
              position: position++,
              title: entry.title,
              url: entry.url,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          let childPosition = 0;
          for (const child of entry.children ?? []) {
            await trx
              .insertInto('menu_entries')
              .values({
                locale,
                menu,
                parent_id: id,
                position: childPosition++,
                title: child.title,
                url: child.url,
              })
              .execute();
          }
        }
      }
    }
  });
}

function storedColumns(section: DemoSection) {
  return JSON.stringify(
    section.columns.map((column) => ({
      ...column,
      children: column.children.map((child) => sanitizeModuleTree(child as BaseModule)),
    })),
  );
}

async function seedPages(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'pages'))) return;
  await db.transaction().execute(async (trx) => {
    for (const container of SHARED_CONTAINERS) {
      await trx
        .insertInto('sections')
        .values({
          uid: container.uid,
          page_id: null,
          slug: container.slug,
          layout: container.layout,
          extra_class: container.extra_class,
          image: null,
          columns: storedColumns(container) as never,
        })
        .execute();
    }
    const ids = new Map<string, number>();
    const insertPage = async (page: DemoPage, locale: 'de' | 'en', index: number) => {
      const content = page[locale];
      const parentKey = page.parentKey ?? (content.path === '' ? undefined : 'home');
      const parent = parentKey ? ids.get(`${parentKey}:${locale}`) : undefined;
      const { id } = await trx
        .insertInto('pages')
        .values({
          translation_key: page.key,
          locale,
          parent_id: parent ?? null,
          path: content.path,
          title: content.title,
          headline: content.headline ?? content.title,
          is_online: page.online ?? true,
          is_landing_page: page.landing ?? false,
          in_menu: page.inMenu ?? false,
          in_footer: page.inFooter ?? false,
          meta_description: content.description,
          og_description: content.description,
          og_image: '/media/buehne.jpg',
          page_class: page.pageClass ?? '',
          sort_order: index,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(`${page.key}:${locale}`, id);
      let position = 0;
      for (const section of content.sections) {
        await trx
          .insertInto('sections')
          .values({
            uid: `${section.uid}-${locale}`,
            page_id: id,
            slug: null,
            position: position++,
            layout: section.layout,
            extra_class: section.extra_class,
            image: null,
            columns: storedColumns(section) as never,
          })
          .execute();
      }
      const snapshot = await trx
        .selectFrom('sections')
        .selectAll()
        .where('page_id', '=', id)
        .orderBy('position')
        .execute();
      await trx
        .insertInto('page_versions')
        .values({
          page_id: id,
          created_by: 'demo',
          note: 'Demo content',
          snapshot: JSON.stringify(snapshot.map(sectionToModule)) as never,
        })
        .execute();
    };
    for (const [index, page] of DEMO_PAGES.entries()) {
      await insertPage(page, 'de', index);
      await insertPage(page, 'en', index);
    }
  });
}
