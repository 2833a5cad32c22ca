import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import { adminRecordParamsSchema, adminSavedSchema } from '../../../src/contract/admin';
import {
  type FieldSpec,
  type RecordFields,
  recordChangeSchema,
  recordCreateSchema,
} from '../../../src/contract/admin-records';
import { adminTexts } from '../../../src/i18n/admin';
import { logAdminChange } from '../../db/admin/admin-changes.repository';
import {
  childPath,
  deletePageTree,
  descendants,
  findPageRecord,
  listTreePages,
  nextSortOrder,
  pageAtPath,
  pageChoices,
  rewritePaths,
  shiftPage,
  siblingOf,
  slugOfPath,
  subtreeIds,
} from '../../db/pages/page-tree.repository';
import { pageUrl } from '../../db/pages/pages.repository';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { requireStaff, requireStaffPage, staffUser } from '../../http/guards';
import { FieldInputs } from '../../pages/admin/field-inputs';
import { wantsJson } from '../../pages/admin/form-answer';
import type { Fields, Values } from '../../pages/admin/form-controls';
import { pageTreePage } from '../../pages/admin/page-tree';
import { recordRoutes } from './record-routes';
import type { AdminArea, AdminRecord, RecordType } from './record-type';

type Db = Kysely<Database>;

/** A stored page as the admin reads it (`to_jsonb`, so the same on PGlite and PostgreSQL). */
interface PageJson {
  id: number;
  translation_key: string;
  locale: string;
  parent_id: number | null;
  path: string;
  title: string;
  headline: string;
  is_online: boolean;
  is_clickable: boolean;
  is_landing_page: boolean;
  in_menu: boolean;
  in_footer: boolean;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  og_image: string | null;
  og_type: string;
  page_class: string;
}

type PageRecord = AdminRecord & { row: PageJson; sibling: number | null };
type PageInput = RecordFields & { version: number };

/** The page's settings form (spec: frame §3 Page): the fields and, from them, its contract. */
const PAGE_FIELDS = [
  { name: 'title', kind: 'text', label: 'field.title', required: true, max: 200 },
  { name: 'slug', kind: 'text', label: 'field.pageSlug', max: 120 },
  { name: 'parent_id', kind: 'reference', label: 'field.pageParent' },
  { name: 'sibling_id', kind: 'reference', label: 'field.sibling' },
  { name: 'headline', kind: 'text', label: 'field.headline', max: 300 },
  { name: 'is_online', kind: 'checkbox', label: 'field.online' },
  { name: 'is_clickable', kind: 'checkbox', label: 'field.clickable' },
  { name: 'in_menu', kind: 'checkbox', label: 'field.inMenu' },
  { name: 'in_footer', kind: 'checkbox', label: 'field.inFooter' },
  { name: 'is_landing_page', kind: 'checkbox', label: 'field.landingPage' },
  { name: 'meta_title', kind: 'text', label: 'field.metaTitle', max: 200 },
  { name: 'meta_description', kind: 'textarea', label: 'field.metaDescription', max: 500 },
  { name: 'og_title', kind: 'text', label: 'field.ogTitle', max: 200 },
  { name: 'og_description', kind: 'textarea', label: 'field.ogDescription', max: 500 },
  { name: 'og_image', kind: 'link', label: 'field.ogImage', nullable: true, max: 2_048 },
  { name: 'og_type', kind: 'choice', options: ['website', 'article'], label: 'field.ogType' },
  { name: 'page_class', kind: 'text', label: 'field.pageClass', max: 200 },
] as const satisfies readonly FieldSpec[];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CSS_CLASSES = /^([A-Za-z_][\w-]*(\s+[A-Za-z_][\w-]*)*)?$/;
const message = adminTexts('de');

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : null);

async function loadPage(db: Db, id: number): Promise<PageRecord | undefined> {
  const found = await findPageRecord(db, id);
  if (!found) return undefined;
  const row = found.row as unknown as PageJson;
  const sibling = await siblingOf(db, row);
  return { id: row.id, name: { de: row.title }, version: found.version, row, sibling: sibling?.id ?? null };
}

function pageValues(record: PageRecord): Values {
  const { row } = record;
  return {
    title: row.title,
    slug: slugOfPath(row.path),
    parent_id: row.parent_id === null ? '' : String(row.parent_id),
    sibling_id: record.sibling === null ? '' : String(record.sibling),
    headline: row.headline,
    is_online: row.is_online,
    is_clickable: row.is_clickable,
    in_menu: row.in_menu,
    in_footer: row.in_footer,
    is_landing_page: row.is_landing_page,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    og_title: row.og_title,
    og_description: row.og_description,
    og_image: row.og_image ?? '',
    og_type: row.og_type,
    page_class: row.page_class,
  };
}

/**
 * The path a page gets: unchanged while parent and slug stay (some pages sit outside their
 * parent's path, e.g. the demo's /de/team under "Über uns"); a new slug replaces the last
 * segment; a new parent puts the page at the parent's path + slug.
 */
function targetPath(current: PageJson | null, parent: { id: number; path: string }, slug: string): string {
  if (current && current.parent_id === parent.id) {
    if (slugOfPath(current.path) === slug) return current.path;
    const cut = current.path.lastIndexOf('/');
    return cut < 0 ? slug : `${current.path.slice(0, cut)}/${slug}`;
  }
  return childPath(parent.path, slug);
}

/** What a form's fields store (apart from path, parent and translation key). */
function pageColumns(input: RecordFields) {
  return {
    title: str(input.title),
    headline: str(input.headline) || str(input.title),
    is_online: input.is_online === true,
    is_clickable: input.is_clickable === true,
    in_menu: input.in_menu === true,
    in_footer: input.in_footer === true,
    is_landing_page: input.is_landing_page === true,
    meta_title: str(input.meta_title),
    meta_description: str(input.meta_description),
    og_title: str(input.og_title),
    og_description: str(input.og_description),
    og_image: str(input.og_image) || null,
    og_type: str(input.og_type) || 'website',
    page_class: str(input.page_class).trim(),
  };
}

/**
 * What the contract cannot check against the tree (issue 18 item 2): the parent exists, is in
 * the same language and is not the page itself or one of its sub-pages ("a page moved under its
 * own child": 400 with the field's message); the slug is free at the new address; the sibling is
 * a page of the other language not already linked to another page of this one.
 */
async function checkPage(db: Db, input: RecordFields, current: PageJson | null): Promise<Fields | null> {
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
    const parent = await db
      .selectFrom('pages')
      .select(['id', 'locale', 'path'])
      .where('id', '=', parentId)
      .executeTakeFirst();
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
    const sibling = await db
      .selectFrom('pages')
      .select(['id', 'locale', 'translation_key'])
      .where('id', '=', siblingId)
      .executeTakeFirst();
    if (!sibling) problems.sibling_id = message('validation.unknownReference', { id: siblingId });
    else if (sibling.locale === locale) problems.sibling_id = message('validation.siblingLocale');
    else {
      const taken = await db
        .selectFrom('pages')
        .select('id')
        .where('translation_key', '=', sibling.translation_key)
        .where('locale', '=', locale)
        .where('id', '!=', current?.id ?? 0)
        .executeTakeFirst();
      if (taken) problems.sibling_id = message('validation.siblingTaken');
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The translation key a page gets: its sibling's, or a key of its own. */
async function translationKey(db: Db, input: RecordFields, current: PageJson | null): Promise<string> {
  const siblingId = num(input.sibling_id);
  if (siblingId !== null) {
    const sibling = await db
      .selectFrom('pages')
      .select('translation_key')
      .where('id', '=', siblingId)
      .executeTakeFirst();
    if (sibling) return sibling.translation_key;
  }
  if (current) {
    const shared = await siblingOf(db, current);
    return shared ? `page-${randomUUID()}` : current.translation_key;
  }
  return `page-${randomUUID()}`;
}

const pageBody = recordChangeSchema(PAGE_FIELDS);
const pageCreateBody = recordCreateSchema(PAGE_FIELDS);

const pageType: RecordType<PageRecord, PageInput, RecordFields> = {
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
      const parent = await db
        .selectFrom('pages')
        .select(['id', 'path'])
        .where('id', '=', parentId)
        .executeTakeFirstOrThrow();
      path = targetPath(row, parent, str(input.slug));
      if (parentId !== row.parent_id) sortOrder = await nextSortOrder(db, parentId);
    }
    await db
      .updateTable('pages')
      .set({
        ...pageColumns(input),
        parent_id: parentId,
        translation_key: await translationKey(db, input, row),
        updated_at: sql`now()`,
        ...(sortOrder === undefined ? {} : { sort_order: sortOrder }),
      })
      .where('id', '=', row.id)
      .execute();
    await rewritePaths(db, row.id, row.path, path);
    return true;
  },
  create: {
    body: pageCreateBody,
    Inputs: (props) => FieldInputs({ specs: PAGE_FIELDS, ...props }),
    defaultsFrom: async (db, query) => {
      const parent = /^\d{1,9}$/.test(str(query.parent_id)) ? str(query.parent_id) : '';
      const exists = parent
        ? await db.selectFrom('pages').select('id').where('id', '=', Number(parent)).executeTakeFirst()
        : undefined;
      return { parent_id: exists ? parent : '', is_online: true, is_clickable: true, og_type: 'website' };
    },
    check: (db, input) => checkPage(db, input, null),
    insert: async (db, input) => {
      const parentId = num(input.parent_id) ?? 0;
      const parent = await db
        .selectFrom('pages')
        .select(['locale', 'path'])
        .where('id', '=', parentId)
        .executeTakeFirstOrThrow();
      const created = await db
        .insertInto('pages')
        .values({
          ...pageColumns(input),
          translation_key: await translationKey(db, input, null),
          locale: parent.locale,
          parent_id: parentId,
          path: childPath(parent.path, str(input.slug)),
          sort_order: await nextSortOrder(db, parentId),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
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

const orderBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: message('validation.choice') }),
});

/**
 * Reordering siblings (issue 18 item 2 "reorder siblings"): one step up or down, a form per
 * button, logged like any change; and `/admin/pages/{id}/` (older settings links) leads to the
 * page's settings.
 */
const pageOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    { schema: { params: adminRecordParamsSchema }, onRequest: [requireStaffPage] },
    async (request, reply) => reply.redirect(`/admin/pages/${request.params.id}/change/`, 301),
  );
  app.post(
    '/:id/order',
    {
      schema: { params: adminRecordParamsSchema, body: orderBodySchema, response: { 200: adminSavedSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) throw notFound('No such page.');
      const page = await app.db
        .selectFrom('pages')
        .select(['id', 'title'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!page) throw notFound('No such page.');
      const user = staffUser(request);
      const moved = await app.db.transaction().execute(async (trx) => {
        if (!(await shiftPage(trx, id, request.body.direction))) return false;
        await logAdminChange(trx, {
          user: { id: user.id, username: user.username },
          recordType: 'pages',
          recordId: id,
          recordName: page.title,
          action: 'change',
          fields: ['sort_order'],
        });
        return true;
      });
      if (moved) await app.pageCache.contentChanged();
      if (wantsJson(request)) return { status: 'saved' as const, id };
      return reply.redirect(`/admin/pages/?${moved ? 'moved' : 'unmoved'}#page-${id}`, 303);
    },
  );
};

/** The page tree's area: the generic record pages (settings, create, delete) and the order. */
export const pageArea: AdminArea = {
  path: 'pages',
  title: 'pages',
  menu: 'menu.pages',
  role: 'editor',
  routes: async (app) => {
    await app.register(recordRoutes(pageType));
    await app.register(pageOrderRoutes);
  },
};
