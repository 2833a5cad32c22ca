import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RecordFields } from '../../../src/contract/admin-records';
import { adminTexts } from '../../../src/i18n/admin';
import {
  findTreeNode,
  pageAtPath,
  siblingOf,
  subtreeIds,
  translationTaken,
} from '../../db/pages/page-tree.repository';
import { pageUrl } from '../../db/pages/pages.repository';
import type { Database } from '../../db/schema';
import type { Fields } from '../../pages/admin/form-controls';
import { num, type PageJson, str, targetPath } from './page-settings';

type Db = Kysely<Database>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CSS_CLASSES = /^([A-Za-z_][\w-]*(\s+[A-Za-z_][\w-]*)*)?$/;
const message = adminTexts('de');

/**
 * What the contract cannot check against the tree (issue 18 item 2): the parent exists, is in
 * the same language and is not the page itself or one of its sub-pages ("a page moved under its
 * own child": 400 with the field's message); the slug is free at the new address; the sibling is
 * a page of the other language not already linked to another page of this one.
 */
export async function checkPage(
  db: Db,
  input: RecordFields,
  current: PageJson | null,
): Promise<Fields | null> {
  const problems: Fields = {};
  const parentId = num(input.parent_id);
  const slug = str(input.slug);
  const isHome = current !== null && current.parent_id === null;
  let locale = current?.locale ?? null;
  let target: string | null = null;
  if (isHome) {
    if (parentId !== null) problems.parent_id = message('validation.homeParent');
    if (slug !== '') problems.slug = message('validation.homeSlug');
  } else if (parentId === null) problems.parent_id = message('validation.parentRequired');
  else {
    const parent = await findTreeNode(db, parentId);
    if (!parent) problems.parent_id = message('validation.unknownReference', { id: parentId });
    else if (current && (await subtreeIds(db, current.id)).includes(parent.id))
      problems.parent_id = message('validation.ownChildPage');
    else if (current && parent.locale !== current.locale)
      problems.parent_id = message('validation.parentLocale');
    else {
      locale = parent.locale;
      target = targetPath(current, parent, slug);
    }
    if (!SLUG.test(slug)) problems.slug = message(slug ? 'validation.slug' : 'validation.required');
  }
  if (!CSS_CLASSES.test(str(input.page_class).trim())) problems.page_class = message('validation.cssClass');
  if (locale !== null && target !== null && !problems.parent_id && !problems.slug && !isHome) {
    if (await pageAtPath(db, locale, target, current?.id ?? null))
      problems.slug = message('validation.pathTaken', { path: pageUrl(locale, target) });
  }
  const siblingId = num(input.sibling_id);
  if (siblingId !== null && locale !== null) {
    const sibling = await findTreeNode(db, siblingId);
    if (!sibling) problems.sibling_id = message('validation.unknownReference', { id: siblingId });
    else if (sibling.locale === locale) problems.sibling_id = message('validation.siblingLocale');
    else if (await translationTaken(db, sibling.translation_key, locale, current?.id ?? null))
      problems.sibling_id = message('validation.siblingTaken');
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The translation key a page gets: its sibling's, or a key of its own. */
export async function translationKey(db: Db, input: RecordFields, current: PageJson | null): Promise<string> {
  const siblingId = num(input.sibling_id);
  if (siblingId !== null) {
    const sibling = await findTreeNode(db, siblingId);
    if (sibling) return sibling.translation_key;
  }
  if (current) {
    const shared = await siblingOf(db, current);
    return shared ? `page-${randomUUID()}` : current.translation_key;
  }
  return `page-${randomUUID()}`;
}
