import type { Kysely } from 'kysely';
import type { RecordFields } from '../../../src/contract/admin-records';
import { recordChangeSchema, recordCreateSchema } from '../../../src/contract/admin-records';
import { adminTexts } from '../../../src/i18n/admin';
import {
  childPath,
  deletePageTree,
  descendants,
  findPageRecord,
  findTreeNode,
  insertPage,
  listTreePages,
  nextSortOrder,
  pageChoices,
  rewritePaths,
  siblingOf,
  updatePageSettings,
} from '../../db/pages/page-tree.repository';
import { pageUrl } from '../../db/pages/pages.repository';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { FieldInputs } from '../../pages/admin/field-inputs';
import { pageTreePage } from '../../pages/admin/page-tree';
import { checkPage, translationKey } from './page-checks';
import {
  num,
  PAGE_FIELDS,
  type PageJson,
  type PageRecord,
  pageColumns,
  pageValues,
  str,
  targetPath,
} from './page-settings';
import type { RecordType } from './record-type';

type Db = Kysely<Database>;
type PageInput = RecordFields & { version: number };

/**
 * Pages as admin records (issue 18 item 2): the tree as the list, the settings form, creating a
 * page under a parent, and deleting a page with its sub-pages.
 */

async function loadPage(db: Db, id: number): Promise<PageRecord | undefined> {
  const found = await findPageRecord(db, id);
  if (!found) return undefined;
  const row = found.row as unknown as PageJson;
  const sibling = await siblingOf(db, row);
  return { id: row.id, name: { de: row.title }, version: found.version, row, sibling: sibling?.id ?? null };
}

const pageBody = recordChangeSchema(PAGE_FIELDS);
const pageCreateBody = recordCreateSchema(PAGE_FIELDS);

export const pageType: RecordType<PageRecord, PageInput, RecordFields> = {
  path: 'pages',
  changeTitle: 'page.change',
  plural: 'pages',
  menu: 'menu.pages',
  missing: { api: 'No such page.', page: 'notFound.record' },
  body: pageBody,
  listing: {
    table: 'pages',
    columns: [{ key: 'name', sql: 't.title', kind: 'text', label: 'field.title', link: true }],
    search: ['t.title', 't.path'],
    sort: 'name',
  },
  listView: async (db, request, locale) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const a = adminTexts(locale);
    const notice =
      query.deleted !== undefined
        ? a('record.deleted')
        : query.moved !== undefined
          ? a('tree.moved')
          : query.unmoved !== undefined
            ? a('tree.notMoved')
            : undefined;
    return pageTreePage(await listTreePages(db), request.csrfToken, locale, notice);
  },
  load: loadPage,
  values: pageValues,
  options: async (db) => {
    const choices = (await pageChoices(db)).map(({ value, label }) => ({ value, label }));
    return { parent_id: choices, sibling_id: choices };
  },
  Inputs: (props) => FieldInputs({ specs: PAGE_FIELDS, ...props }),
  viewUrl: (record) => pageUrl(record.row.locale, record.row.path),
  check: (db, input, record) => checkPage(db, input, record.row),
  save: async (db, record, input) => {
    const found = await findPageRecord(db, record.id, true);
    if (!found || found.version !== String(input.version)) return false;
    const row = found.row as unknown as PageJson;
    const parentId = row.parent_id === null ? null : num(input.parent_id);
    let path = row.path;
    let sortOrder: number | undefined;
    if (parentId !== null) {
      const parent = await findTreeNode(db, parentId);
      if (!parent) return false;
      path = targetPath(row, parent, str(input.slug));
      if (parentId !== row.parent_id) sortOrder = await nextSortOrder(db, parentId);
    }
    await updatePageSettings(db, row.id, {
      ...pageColumns(input),
      parent_id: parentId,
      translation_key: await translationKey(db, input, row),
      ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
    });
    await rewritePaths(db, row.id, row.path, path);
    return true;
  },
  create: {
    body: pageCreateBody,
    Inputs: (props) => FieldInputs({ specs: PAGE_FIELDS, ...props }),
    defaultsFrom: async (db, query) => {
      const parent = /^\d{1,9}$/.test(str(query.parent_id)) ? str(query.parent_id) : '';
      const exists = parent ? await findTreeNode(db, Number(parent)) : undefined;
      return { parent_id: exists ? parent : '', is_online: true, is_clickable: true, og_type: 'website' };
    },
    check: (db, input) => checkPage(db, input, null),
    insert: async (db, input) => {
      const parentId = num(input.parent_id) ?? 0;
      const parent = await findTreeNode(db, parentId);
      if (!parent) throw notFound('No such parent page.');
      return insertPage(db, {
        ...pageColumns(input),
        translation_key: await translationKey(db, input, null),
        locale: parent.locale,
        parent_id: parentId,
        path: childPath(parent.path, str(input.slug)),
        sort_order: await nextSortOrder(db, parentId),
      });
    },
  },
  remove: {
    references: [],
    blocked: (record) => (record.row.parent_id === null ? 'error.homePage' : null),
    alsoDeleted: async (db, record, locale) =>
      (await descendants(db, record.id)).map((page) =>
        adminTexts(locale)('record.subpage', {
          title: page.title,
          path: pageUrl(record.row.locale, page.path),
        }),
      ),
    delete: async (db, record, version) => {
      const found = await findPageRecord(db, record.id, true);
      if (!found || found.version !== String(version)) return false;
      await deletePageTree(db, record.id);
      return true;
    },
  },
};
