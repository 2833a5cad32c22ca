import type { Kysely } from 'kysely';
import type { ArticleItem } from '../../src/contract/articles';
import type { Locale } from '../../src/contract/common';
import type { ArticleCard, ModuleDataSource } from '../../src/modules/types';
import { listArticles } from '../db/articles/articles.repository';
import { listModuleEvents } from '../db/events/module-events.repository';
import { loadMediaByIds } from '../db/media/media.repository';
import type { Database } from '../db/schema';
import { listVenues } from '../db/venues/venues.repository';

/** An API article as the modules' article card. */
const toCard = (article: ArticleItem): ArticleCard => ({
  id: article.id,
  title: article.title,
  url: article.url,
  teaser_text: article.teaser_text,
  date: article.date,
  ...(article.category ? { category: article.category.name } : {}),
  ...(article.image ? { image: article.image } : {}),
});

/**
 * The data content modules read while a page is prepared (src/modules/load.ts). Events come from
 * the programme tables (host/db/events/module-events.repository.ts), articles from the magazine
 * (host/db/articles, issue 15). Venues have no tables yet: their area adds `venues` here.
 * the programme tables (host/db/events/module-events.repository.ts), venues from the venues table
 * (issue 16). Articles have no tables yet: the magazine adds `articles` and `highlights` here, and
 * the Blog list and Highlight teasers modules render them without further change.
 */
export function createModuleDataSource(db: Kysely<Database>, locale: Locale, now: Date): ModuleDataSource {
  return {
    locale,
    now,
    events: (query) => listModuleEvents(db, locale, query),
    articles: async ({ limit, ids }) => {
      const { results } = await listArticles(db, locale, ids?.length ? { ids } : {}, 1, limit, now);
      if (!ids?.length) return results.map(toCard);
      // Chosen articles in the editors' order; an offline one is left out.
      const byId = new Map(results.map((article) => [article.id, article]));
      return ids.flatMap((id) => {
        const article = byId.get(id);
        return article ? [toCard(article)] : [];
      });
    },
    highlights: async ({ categories, limit }) => {
      const filter = { categorySlugs: categories, highlightsFirst: true };
      return (await listArticles(db, locale, filter, 1, limit, now)).results.map(toCard);
    },
    // Issue 18: the media library's images (renditions in srcset).
    media: async (ids) =>
      (await loadMediaByIds(db, ids)).flatMap((row) =>
        row.kind === 'image' && row.width && row.height
          ? [
              {
                id: row.id,
                hash: row.hash,
                width: row.width,
                height: row.height,
                alt: row.decorative ? '' : row.alt[locale] || row.alt.de,
                decorative: row.decorative,
                focal_point: { x: row.focal_x, y: row.focal_y },
              },
            ]
          : [],
      ),
    // Issue 16: the Venue module's cards.
    venues: async (ids) =>
      (await listVenues(db, locale, [...ids])).map((venue) => ({
        id: venue.id,
        name: venue.name,
        url: venue.url,
        address: `${venue.address.street}, ${venue.address.postal_code} ${venue.address.city}`,
        ...(venue.image
          ? {
              image: {
                url: venue.image.thumbnails.medium,
                alt: venue.image.alt,
                width: venue.image.width,
                height: venue.image.height,
              },
            }
          : {}),
        rooms: venue.rooms.map((room) => room.name),
      })),
  };
}
