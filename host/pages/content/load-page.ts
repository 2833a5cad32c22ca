import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/contract/common';
import type { Page, Section } from '../../../src/contract/pages';
import { sameContent } from '../../../src/domain/page-compare';
import { loadModuleData } from '../../../src/modules/load';
import { instantOf, publishedSections, scheduleDue } from '../../db/editor/drafts.repository';
import {
  buildPage,
  findPageByPath,
  loadPageSections,
  loadVersionSections,
  readStoredSections,
  resolveContainers,
} from '../../db/pages/pages.repository';
import type { Database } from '../../db/schema';
import { settleDuePublish } from '../../editor/drafts';
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
  options: {
    locale: Locale;
    path: string;
    staff: boolean;
    version: string | undefined;
    now: Date;
    /**
     * Which sections (issue 19 item 1): the draft (staff editing, or their preview as a visitor)
     * or what visitors see at a moment (visitors now; staff's `?at=` preview at that moment).
     */
    sections?: { draft: true } | { publishedAt: Date };
  },
): Promise<
  | {
      page: Page;
      versionId: number | null;
      /** A publish is scheduled and not yet due (when, for staff). */
      scheduled: Date | null;
      /** The draft differs from what visitors see (when the draft was loaded). */
      hasDraft: boolean;
    }
  | undefined
> {
  const { locale, path, staff, version, now } = options;
  const row = await findPageByPath(db, locale, path);
  if (!row || (!row.is_online && !staff)) return undefined;
  const which = options.sections ?? (staff ? { draft: true } : { publishedAt: now });
  // A scheduled publish that is due writes its version (idempotent; visitors see it either way).
  if (scheduleDue(row, now)) await settleDuePublish(db, row.id, now);

  let sections: Section[];
  let versionId: number | null = null;
  let hasDraft = false;
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
  } else if ('draft' in which) {
    sections = await loadPageSections(db, row.id);
    const published = readStoredSections(row.published_sections, 'nullable');
    hasDraft = published !== null && !sameContent(published, sections);
  } else {
    sections = await publishedSections(db, row, which.publishedAt);
  }
  sections = sections.map(sanitizeStaffHtmlIn);
  sections = await resolveContainers(db, sections);
  sections = await loadModuleData(sections, createModuleDataSource(db, locale, now));
  // A page waiting for a scheduled publish changes by itself: not kept in the page cache.
  const scheduled = row.publish_at !== null && !scheduleDue(row, now) ? instantOf(row.publish_at) : null;
  return { page: await buildPage(db, row, sections, versionId), versionId, scheduled, hasDraft };
}
