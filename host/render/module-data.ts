import type { Kysely } from 'kysely';
import type { Locale } from '../../src/contract/common';
import type { ModuleDataSource } from '../../src/modules/types';
import { listModuleEvents } from '../db/events/module-events.repository';
import type { Database } from '../db/schema';
import { listVenues } from '../db/venues/venues.repository';

/**
 * The data content modules read while a page is prepared (src/modules/load.ts). Events come from
 * the programme tables (host/db/events/module-events.repository.ts), venues from the venues table
 * (issue 16). Articles have no tables yet: the magazine adds `articles` and `highlights` here, and
 * the Blog list and Highlight teasers modules render them without further change.
 */
export function createModuleDataSource(db: Kysely<Database>, locale: Locale, now: Date): ModuleDataSource {
  return {
    locale,
    now,
    events: (query) => listModuleEvents(db, locale, query),
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
