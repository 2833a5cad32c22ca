import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { Page, Section } from '../../../src/contract/pages';
import { loadModuleData } from '../../../src/modules/load';
import {
  buildPage,
  findPageByPath,
  loadPageSections,
  loadVersionSections,
  resolveContainers,
} from '../../db/pages/pages.repository';
import type { Database } from '../../db/schema';
import { createModuleDataSource } from '../../render/module-data';
import { sanitizeStaffHtmlIn } from '../../render/sanitize';

/**
 * A content page as it is shown (spec: frame §4 page fetch): its row, its sections or those of a
 * version (`?v=`, staff only), shared containers resolved and the data of data-bound modules
 * (event list, venue, articles) loaded. Undefined when there is no such page for this reader: a
 * page that is offline does not exist for visitors, nor does an unknown version.
 */
export async function loadContentPage(
  db: Kysely<Database>,
  options: { locale: Locale; path: string; staff: boolean; version: string | undefined; now: Date },
): Promise<{ page: Page; versionId: number | null } | undefined> {
  const { locale, path, staff, version, now } = options;
  const row = await findPageByPath(db, locale, path);
  if (!row || (!row.is_online && !staff)) return undefined;

  let sections: Section[];
  let versionId: number | null = null;
  if (version !== undefined) {
    const id = Number(version);
    // A version id is a PostgreSQL integer: anything beyond names no version (404), not a 500.
    const stored =
      Number.isInteger(id) && id > 0 && id <= 2_147_483_647
        ? await loadVersionSections(db, row.id, id)
        : undefined;
    if (!stored) return undefined;
    sections = stored;
    versionId = id;
  } else {
    sections = await loadPageSections(db, row.id);
  }
  sections = sections.map(sanitizeStaffHtmlIn);
  sections = await resolveContainers(db, sections);
  sections = await loadModuleData(sections, createModuleDataSource(db, locale, now));
  return { page: await buildPage(db, row, sections, versionId), versionId };
}
