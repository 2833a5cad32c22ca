import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  adminRecordParamsSchema,
  adminSavedQuerySchema,
  adminSavedSchema,
} from '../../../src/contract/admin';
import type { Database, Localised } from '../../db/schema';
import { notFound } from '../../http/errors';
import { requireStaff, requireStaffPage, staffUser } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { sendAdminPage } from '../../pages/admin/admin-page';
import { formInput, refuse, staleError, wantsJson } from '../../pages/admin/form-answer';
import type { Values } from '../../pages/admin/form-controls';
import {
  changePage,
  listPage,
  missingPage,
  type RecordViews,
  type ShownRecord,
} from '../../pages/admin/record-pages';

type Db = Kysely<Database>;

/** A record as its change page loads it; `version` is what a save must name (409 otherwise). */
export interface AdminRecord {
  id: number;
  name: Localised;
  version: string;
}

/** A change form's body: the record's version and its fields. */
export type RecordInput = Values & { version: number };

/**
 * A record type of the admin area (spec: frame §3 "Each detail route maps to an admin change page
 * for its record"): its pages (host/pages/admin), its reads and writes (host/db/<area>) and its
 * form's contract (src/contract/admin.ts). A new one (articles, persons, venues, forms) is one
 * such object and its entry in areas.ts; the routes below serve it.
 */
export interface RecordType<Row extends AdminRecord, Input extends RecordInput, Item>
  extends RecordViews<Row, Item> {
  /** Its entry in the staff user's `admin_menus` (spec: frame §6). */
  menu: string;
  /** The 404 texts: the JSON answer's and the page's. */
  missing: { api: string; page: string };
  body: z.ZodType<Input>;
  list: (db: Db) => Promise<Item[]>;
  load: (db: Db, id: number) => Promise<Row | undefined>;
  /** The form's values of a stored record (its version is added). */
  values: (row: Row) => Values;
  /** Stores a change unless the record changed since `input.version`; false when it did. */
  save: (db: Db, row: Row, input: Input) => Promise<boolean>;
}

/**
 * The pages of one record type, registered with the prefix `/admin/{path}`: the list, the change
 * page and its form's POST. Plain HTML that works without JavaScript; editors and admins.
 */
export function recordRoutes<Row extends AdminRecord, Input extends RecordInput, Item>(
  type: RecordType<Row, Input, Item>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const load = async (id: number | null) => (id === null ? undefined : type.load(app.db, id));
    const valuesOf = (row: Row): Values => ({ version: row.version, ...type.values(row) });
    const show = (request: FastifyRequest, reply: FastifyReply, shown: ShownRecord<Row>, status = 200) =>
      sendAdminPage(request, reply, changePage(type, request.csrfToken, shown), status);

    app.get(
      '/',
      { schema: { response: htmlPageResponse }, preHandler: [requireStaffPage] },
      async (request, reply) => sendAdminPage(request, reply, listPage(type, await type.list(app.db))),
    );

    app.get(
      '/:id/change',
      {
        schema: {
          params: adminRecordParamsSchema,
          querystring: adminSavedQuerySchema,
          response: htmlPageResponse,
        },
        preHandler: [requireStaffPage],
      },
      async (request, reply) => {
        const row = await load(request.params.id);
        if (!row) return sendAdminPage(request, reply, missingPage(type.missing.page), 404);
        const notice = request.query.saved === undefined ? undefined : 'Gespeichert.';
        return show(request, reply, { row, values: valuesOf(row), fields: {}, notice });
      },
    );

    app.post(
      '/:id/change',
      {
        schema: { params: adminRecordParamsSchema, body: type.body, response: { 200: adminSavedSchema } },
        attachValidation: true,
        preHandler: [requireStaff],
      },
      async (request, reply) => {
        const row = await load(request.params.id);
        if (!row) throw notFound(type.missing.api);
        const input = formInput(request, type.body);
        if (!input.ok) {
          const { error, sent } = input;
          return refuse(request, reply, error, () =>
            show(request, reply, { row, values: sent, fields: error.fields ?? {} }, 400),
          );
        }
        if (!(await type.save(app.db, row, input.data))) {
          // The form again with the record as it is now (or as sent, if it is gone meanwhile).
          const current = await load(row.id);
          const error = staleError(input.data.version);
          const shown = current ? { row: current, values: valuesOf(current) } : { row, values: input.data };
          return refuse(request, reply, error, () =>
            show(request, reply, { ...shown, fields: { form: error.message } }, 409),
          );
        }
        request.log.info(
          { [type.path]: row.id, by: staffUser(request).username },
          'record changed in the admin area',
        );
        await app.pageCache.contentChanged();
        if (wantsJson(request)) return { status: 'saved' as const, id: row.id };
        return reply.redirect(`/admin/${type.path}/${row.id}/change/?saved`, 303);
      },
    );
  };
}

/** An area of the admin: its index entry, its menu entry, who may use it, its routes. */
export interface AdminArea {
  /** The segment under /admin/ its routes are registered at. */
  path: string;
  /** Its entry on the admin index (German, as the admin pages are). */
  title: string;
  /** Its entry in the staff user's `admin_menus` (spec: frame §6). */
  menu: string;
  role: 'editor' | 'admin';
  routes: FastifyPluginAsyncZod;
}

/** The admin area of a record type: editors and admins change records. */
export function recordArea<Row extends AdminRecord, Input extends RecordInput, Item>(
  type: RecordType<Row, Input, Item>,
): AdminArea {
  return { path: type.path, title: type.plural, menu: type.menu, role: 'editor', routes: recordRoutes(type) };
}
