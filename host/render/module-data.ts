import type { Kysely } from 'kysely';
import type { Locale } from '../../src/contract/common';
import type { ModuleDataSource } from '../../src/modules/types';
import { listModuleEvents } from '../db/events/module-events.repository';
import type { Database } from '../db/schema';

/**
 * The data content modules read while a page is prepared (src/modules/load.ts). Events come from
 * the programme tables (host/db/events/module-events.repository.ts). Venues and articles have no
 * tables yet: their areas add `venues`, `articles` and `highlights` here, and the Venue, Blog list
 * and Highlight teasers modules render them without further change.
 */
export function createModuleDataSource(db: Kysely<Database>, locale: Locale, now: Date): ModuleDataSource {
  return {
    locale,
    now,
    events: (query) => listModuleEvents(db, locale, query),
  };
}
