import { type Kysely, type Migration, Migrator } from 'kysely';
import * as content from './migrations/0001-content';
import * as events from './migrations/0100-events';
import * as ticketing from './migrations/0200-ticketing';
import * as ticketingCounters from './migrations/0210-ticketing-counters';
import * as search from './migrations/0300-search';
import * as searchSpeed from './migrations/0310-search-speed';
import * as editor from './migrations/0400-editor';
import * as versionNotes from './migrations/0410-version-notes';
import * as chrome from './migrations/0500-chrome';
import * as consent from './migrations/0510-consent';
import * as programmeSpeed from './migrations/0600-programme-speed';
import * as productions from './migrations/0700-productions';
import * as articles from './migrations/0800-articles';
import * as peopleVenues from './migrations/0810-people-venues';
import * as forms from './migrations/0820-forms';
import * as magazineSpeed from './migrations/0830-magazine-speed';
import * as adminChanges from './migrations/0900-admin-changes';
import * as media from './migrations/0910-media';
import * as pageDrafts from './migrations/0950-page-drafts';
import * as searchPublished from './migrations/0960-search-published';
import * as searchDraftSaves from './migrations/0962-search-draft-saves';
import * as documentSchema from './migrations/0970-document-schema';
import * as searchCity from './migrations/0980-search-city';
import * as searchSnippets from './migrations/0990-search-snippets';
import * as staffSignIns from './migrations/1000-staff-sign-ins';
import type { Database } from './schema';

/**
 * Numbered migrations, run at start. Each area appends its own file here in number order
 * (0100-… events, 0200-… ticketing, 0300-… search, 0400-… editor, 0500-… chrome).
 */
const migrations: Record<string, Migration> = {
  '0001-content': content,
  '0100-events': events,
  '0200-ticketing': ticketing,
  '0300-search': search,
  '0400-editor': editor,
  '0500-chrome': chrome,
  '0510-consent': consent,
  '0210-ticketing-counters': ticketingCounters,
  '0310-search-speed': searchSpeed,
  '0600-programme-speed': programmeSpeed,
  '0700-productions': productions,
  '0410-version-notes': versionNotes,
  '0800-articles': articles,
  '0810-people-venues': peopleVenues,
  '0820-forms': forms,
  '0830-magazine-speed': magazineSpeed,
  '0900-admin-changes': adminChanges,
  '0910-media': media,
  '0950-page-drafts': pageDrafts,
  '0960-search-published': searchPublished,
  '0962-search-draft-saves': searchDraftSaves,
  '0970-document-schema': documentSchema,
  '0980-search-city': searchCity,
  '0990-search-snippets': searchSnippets,
  '1000-staff-sign-ins': staffSignIns,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Migrations are typed against no schema: they are frozen and must not see today's tables.
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    // Areas land in any order: a database that already ran 0510 must still run a later-landed
    // 0210 or 0310 (each migration stands alone, so the order between areas does not matter).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
