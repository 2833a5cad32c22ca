import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  adminCreatedSchema,
  adminRecordParamsSchema,
  adminSavedQuerySchema,
  adminSavedSchema,
} from '../../../src/contract/admin';
import {
  type AdminListQuery,
  adminDeletedSchema,
  adminDeleteSchema,
  adminListQuerySchema,
} from '../../../src/contract/admin-records';
import { t } from '../../../src/i18n';
import { adminTexts } from '../../../src/i18n/admin';
import { logAdminChange } from '../../db/admin/admin-changes.repository';
import { countReferences, listRecords } from '../../db/admin/record-list.repository';
import { text } from '../../db/events/events.repository';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { requireAdmin, requireAdminPage, requireStaff, requireStaffPage, staffUser } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { adminLocale, sendAdminPage } from '../../pages/admin/admin-page';
import {
  type FormInput,
  formError,
  formInput,
  refuse,
  staleError,
  wantsJson,
} from '../../pages/admin/form-answer';
import type { Fields, Values } from '../../pages/admin/form-controls';
import {
  changePage,
  createPage,
  deletePage,
  listPage,
  missingPage,
  type NewInputs,
  type Options,
  recordFormLabels,
  type ShownRecord,
} from '../../pages/admin/record-pages';
import type { AdminArea, AdminRecord, RecordInput, RecordType } from './record-type';

type RefusedInput = Extract<FormInput<unknown>, { ok: false }>;
type Db = Kysely<Database>;

/** The form fields whose values differ (the change log's "changed fields"). */
export function changedFields(before: Values, after: Values): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('version');
  return [...keys]
    .filter((key) => JSON.stringify(before[key] ?? '') !== JSON.stringify(after[key] ?? ''))
    .sort();
}

/** The form fields a new record was given. */
const givenFields = (input: Values) =>
  Object.entries(input)
    .filter(
      ([key, value]) =>
        key !== 'version' && value !== undefined && value !== null && value !== '' && value !== false,
    )
    .map(([key]) => key)
    .sort();

/**
 * A constraint the database holds the record to (a unique slug or path, a record still named by
 * another): a client's mistake, answered 400 or 409 with a message, never 500.
 */
function constraintError(error: unknown, locale: 'de' | 'en'): HttpError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505')
    return new HttpError(400, 'bad_request', 'Another record already has this value.', {
      form: t(locale, 'admin.error.duplicate'),
    });
  if (code === '23503')
    return new HttpError(409, 'conflict', 'The record is still used by others.', {
      form: t(locale, 'admin.record.stillUsed'),
    });
  if (code === '23514' || code === '23502' || (typeof code === 'string' && code.startsWith('22')))
    return new HttpError(400, 'bad_request', 'The database refused this value.', {
      form: t(locale, 'admin.error.invalidValue'),
    });
  return null;
}

/** The list query's filters (`f_{key}`) among the ones the listing declares. */
function chosenFilters(
  type: { listing: { filters?: ReadonlyArray<{ key: string }> } },
  query: AdminListQuery,
) {
  const filters: Record<string, string> = {};
  for (const filter of type.listing.filters ?? []) {
    const value = query[`f_${filter.key}`];
    if (typeof value === 'string' && value.length <= 100) filters[filter.key] = value;
  }
  return filters;
}

/**
 * The pages of one record type, registered with the prefix `/admin/{path}` (issue 18 item 1):
 * the list (search, filters, sort, paging), create (`add/`), change (`{id}/change/`) and delete
 * with a confirmation page (`{id}/delete/`). Plain HTML that works without JavaScript; every
 * write is one transaction that also writes the admin change log; a stale version answers 409
 * with the record as it is now.
 */
export function recordRoutes<Row extends AdminRecord, Input extends RecordInput, Create>(
  type: RecordType<Row, Input, Create>,
): FastifyPluginAsyncZod {
  const adminOnly = type.role === 'admin';
  const page = adminOnly ? requireAdminPage : requireStaffPage;
  const write = adminOnly ? requireAdmin : requireStaff;
  const views = { path: type.path, plural: type.plural };
  return async (app) => {
    const load = async (id: number | null, db: Db = app.db) => (id === null ? undefined : type.load(db, id));
    const valuesOf = (row: Row): Values => ({ version: row.version, ...type.values(row) });
    const options = async (request: FastifyRequest): Promise<Options> =>
      (await type.options?.(app.db, adminLocale(request))) ?? {};
    const show = async (
      request: FastifyRequest,
      reply: FastifyReply,
      shown: ShownRecord<Row>,
      status = 200,
    ) =>
      sendAdminPage(
        request,
        reply,
        changePage(type, request.csrfToken, shown, adminLocale(request), {
          options: await options(request),
          canDelete: Boolean(type.remove),
        }),
        status,
      );
    /** A body that does not fit: the form again with what was sent and the messages (400). */
    const refuseForm = (request: FastifyRequest, reply: FastifyReply, row: Row, input: RefusedInput) =>
      refuse(request, reply, input.error, () =>
        show(
          request,
          reply,
          { row, values: input.sent, fields: input.error.fields ?? {} },
          input.error.status,
        ),
      );
    /** Saved by someone else meanwhile: the record as it is now (or as sent, if it is gone; 409). */
    const refuseStale = async (request: FastifyRequest, reply: FastifyReply, row: Row, input: Values) => {
      const current = await load(row.id);
      const error = staleError(Number(input.version), adminLocale(request));
      const shown = current ? { row: current, values: valuesOf(current) } : { row, values: input };
      return refuse(request, reply, error, () =>
        show(request, reply, { ...shown, fields: { form: error.message } }, 409),
      );
    };
    const sentValues = (request: FastifyRequest): Values =>
      (typeof request.body === 'object' && request.body ? request.body : {}) as Values;
    const who = (request: FastifyRequest) => {
      const user = staffUser(request);
      return { id: user.id, username: user.username };
    };

    app.get(
      '/',
      { schema: { querystring: adminListQuerySchema, response: htmlPageResponse }, onRequest: [page] },
      async (request, reply) => {
        const locale = adminLocale(request);
        if (type.listView) return sendAdminPage(request, reply, await type.listView(app.db, request, locale));
        const query = request.query;
        const filters = chosenFilters(type, query);
        const pageNumber = /^\d{1,6}$/.test(query.page ?? '') ? Number(query.page) : 1;
        const result = await listRecords(app.db, type.listing, {
          q: query.q,
          sort: query.sort,
          page: pageNumber,
          filters,
        });
        const filterOptions: Record<string, Array<{ value: string; label: string }>> = {};
        for (const filter of type.listing.filters ?? [])
          filterOptions[filter.key] = await filter.options(app.db, locale);
        const a = adminTexts(locale);
        const notice =
          query.deleted !== undefined
            ? a('record.deleted')
            : query.saved !== undefined
              ? a('saved')
              : undefined;
        return sendAdminPage(
          request,
          reply,
          listPage(
            views,
            type.listing,
            {
              result,
              q: query.q?.slice(0, 200) ?? '',
              filters,
              filterOptions,
              canCreate: Boolean(type.create),
              notice,
            },
            locale,
          ),
        );
      },
    );

    const create = type.create;
    if (create) {
      const showCreate = async (
        request: FastifyRequest,
        reply: FastifyReply,
        shown: { values: Values; fields: Fields },
        status = 200,
      ) => {
        // Without inputs of its own, a new record's form is the change form's, which then must
        // not read the row (articles, terms and the registrations' do not).
        const Inputs = create.Inputs ?? (type.Inputs as unknown as NewInputs);
        return sendAdminPage(
          request,
          reply,
          createPage(
            { ...views, Inputs },
            request.csrfToken,
            shown,
            adminLocale(request),
            await options(request),
          ),
          status,
        );
      };
      app.get('/add', { schema: { response: htmlPageResponse }, onRequest: [page] }, async (request, reply) =>
        showCreate(request, reply, {
          values: create.defaultsFrom
            ? await create.defaultsFrom(app.db, (request.query ?? {}) as Record<string, unknown>)
            : (create.defaults ?? {}),
          fields: {},
        }),
      );
      app.post(
        '/add',
        {
          schema: { body: create.body, response: { 201: adminCreatedSchema } },
          attachValidation: true,
          onRequest: [write],
        },
        async (request, reply) => {
          const locale = adminLocale(request);
          const input = formInput(request, create.body);
          const problems = input.ok ? await create.check?.(app.db, input.data) : null;
          const refused = !input.ok ? input.error : problems ? formError(problems) : null;
          if (refused || !input.ok) {
            const error = refused ?? formError({});
            return refuse(request, reply, error, () =>
              showCreate(
                request,
                reply,
                { values: sentValues(request), fields: error.fields ?? {} },
                error.status,
              ),
            );
          }
          let id: number;
          try {
            id = await app.db.transaction().execute(async (trx) => {
              const created = await create.insert(trx, input.data, app.clock.now());
              const row = await type.load(trx, created);
              await logAdminChange(trx, {
                user: who(request),
                recordType: type.path,
                recordId: created,
                recordName: row ? text(row.name, 'de') : '',
                action: 'create',
                fields: givenFields(sentValues(request)),
              });
              return created;
            });
          } catch (error) {
            const known = constraintError(error, locale);
            if (!known) throw error;
            return refuse(request, reply, known, () =>
              showCreate(
                request,
                reply,
                { values: sentValues(request), fields: known.fields ?? {} },
                known.status,
              ),
            );
          }
          request.log.info(
            { [type.path]: id, by: who(request).username },
            'record created in the admin area',
          );
          await app.pageCache.contentChanged();
          if (wantsJson(request)) return reply.status(201).send({ status: 'created' as const, id });
          return reply.redirect(`/admin/${type.path}/${id}/change/?saved`, 303);
        },
      );
    }

    app.get(
      '/:id/change',
      {
        schema: {
          params: adminRecordParamsSchema,
          querystring: adminSavedQuerySchema,
          response: htmlPageResponse,
        },
        onRequest: [page],
      },
      async (request, reply) => {
        const locale = adminLocale(request);
        const row = await load(request.params.id);
        if (!row) return sendAdminPage(request, reply, missingPage(type.missing.page, locale), 404);
        const notice = request.query.saved === undefined ? undefined : t(locale, 'admin.saved');
        return show(request, reply, { row, values: valuesOf(row), fields: {}, notice });
      },
    );

    app.post(
      '/:id/change',
      {
        schema: { params: adminRecordParamsSchema, body: type.body, response: { 200: adminSavedSchema } },
        attachValidation: true,
        onRequest: [write],
      },
      async (request, reply) => {
        const locale = adminLocale(request);
        const row = await load(request.params.id);
        if (!row) throw notFound(type.missing.api);
        const input = formInput(request, type.body);
        if (!input.ok) return refuseForm(request, reply, row, input);
        const problems = await type.check?.(app.db, input.data, row);
        if (problems)
          return refuseForm(request, reply, row, {
            ok: false,
            sent: sentValues(request),
            error: formError(problems),
          });
        let saved: boolean;
        try {
          saved = await app.db.transaction().execute(async (trx) => {
            if (!(await type.save(trx, row, input.data))) return false;
            const after = await type.load(trx, row.id);
            await logAdminChange(trx, {
              user: who(request),
              recordType: type.path,
              recordId: row.id,
              recordName: text((after ?? row).name, 'de'),
              action: 'change',
              fields: changedFields(type.values(row), after ? type.values(after) : {}),
            });
            return true;
          });
        } catch (error) {
          const known = constraintError(error, locale);
          if (!known) throw error;
          return refuseForm(request, reply, row, { ok: false, sent: sentValues(request), error: known });
        }
        if (!saved) return refuseStale(request, reply, row, input.data);
        request.log.info(
          { [type.path]: row.id, by: who(request).username },
          'record changed in the admin area',
        );
        await app.pageCache.contentChanged();
        if (wantsJson(request)) return { status: 'saved' as const, id: row.id };
        return reply.redirect(`/admin/${type.path}/${row.id}/change/?saved`, 303);
      },
    );

    const remove = type.remove;
    if (remove) {
      const confirmation = async (request: FastifyRequest, row: Row, fields: Fields = {}) => {
        const locale = adminLocale(request);
        const usedBy = await countReferences(app.db, remove.references, row.id);
        const blocked = remove.blocked?.(row);
        return deletePage(
          views,
          request.csrfToken,
          {
            row,
            usedBy: usedBy.map((use) => ({
              label:
                remove.references.find((r) => r.table === use.table && r.column === use.column)?.label ??
                'record.used',
              count: use.count,
            })),
            alsoDeleted: (await remove.alsoDeleted?.(app.db, row, locale)) ?? [],
            fields: {
              ...(blocked ? { form: t(locale, `admin.${blocked}`) } : {}),
              ...fields,
            },
          },
          locale,
        );
      };
      app.get(
        '/:id/delete',
        { schema: { params: adminRecordParamsSchema, response: htmlPageResponse }, onRequest: [page] },
        async (request, reply) => {
          const row = await load(request.params.id);
          if (!row)
            return sendAdminPage(request, reply, missingPage(type.missing.page, adminLocale(request)), 404);
          return sendAdminPage(request, reply, await confirmation(request, row));
        },
      );
      app.post(
        '/:id/delete',
        {
          schema: {
            params: adminRecordParamsSchema,
            body: adminDeleteSchema,
            response: { 200: adminDeletedSchema },
          },
          attachValidation: true,
          onRequest: [write],
        },
        async (request, reply) => {
          const locale = adminLocale(request);
          const row = await load(request.params.id);
          if (!row) throw notFound(type.missing.api);
          const input = formInput(request, adminDeleteSchema);
          const answer = async (error: HttpError) =>
            refuse(request, reply, error, async () =>
              sendAdminPage(
                request,
                reply,
                await confirmation(request, row, error.fields ?? {}),
                error.status,
              ),
            );
          if (!input.ok) return answer(input.error);
          const blocked = remove.blocked?.(row);
          if (blocked)
            return answer(
              new HttpError(409, 'conflict', 'This record cannot be deleted.', {
                form: t(locale, `admin.${blocked}`),
              }),
            );
          const usedBy = await countReferences(app.db, remove.references, row.id);
          if (usedBy.length > 0) {
            const where = usedBy.map((use) => `${use.table}: ${use.count}`).join(', ');
            return answer(
              new HttpError(409, 'conflict', `This record is still used (${where}); nothing was deleted.`, {
                form: t(locale, 'admin.record.stillUsed'),
              }),
            );
          }
          let deleted: boolean;
          try {
            deleted = await app.db.transaction().execute(async (trx) => {
              if (!(await remove.delete(trx, row, input.data.version))) return false;
              await logAdminChange(trx, {
                user: who(request),
                recordType: type.path,
                recordId: row.id,
                recordName: text(row.name, 'de'),
                action: 'delete',
                fields: [],
              });
              return true;
            });
          } catch (error) {
            const known = constraintError(error, locale);
            if (!known) throw error;
            return answer(known);
          }
          if (!deleted) return answer(staleError(input.data.version, locale));
          request.log.info(
            { [type.path]: row.id, by: who(request).username },
            'record deleted in the admin area',
          );
          await app.pageCache.contentChanged();
          if (wantsJson(request)) return { status: 'deleted' as const, id: row.id };
          return reply.redirect(`/admin/${type.path}/?deleted`, 303);
        },
      );
    }
  };
}

/**
 * A record of the type as the change log shows it now (decision 0170): its change page while it
 * loads (as that page does), and the labels its change form gives the fields; a deleted record
 * has no page, and its fields are named by the form for a new record.
 */
export function loggedRecord<Row extends AdminRecord, Input extends RecordInput, Create>(
  type: RecordType<Row, Input, Create>,
): NonNullable<AdminArea['logged']> {
  // Without inputs of its own, a new record's form is the change form's (see `showCreate`).
  const NewInputs = type.create ? (type.create.Inputs ?? (type.Inputs as unknown as NewInputs)) : undefined;
  return async (db, id, locale) => {
    const row = await type.load(db, id);
    const stored = row ? { row, values: { version: row.version, ...type.values(row) } } : undefined;
    return {
      url: row ? `/admin/${type.path}/${id}/change/` : null,
      labels: recordFormLabels({ Inputs: type.Inputs, NewInputs }, stored, locale),
    };
  };
}

/** The admin area of a record type: editors and admins change records unless it says admins only. */
export function recordArea<Row extends AdminRecord, Input extends RecordInput, Create = never>(
  type: RecordType<Row, Input, Create>,
): AdminArea {
  return {
    path: type.path,
    title: type.plural,
    menu: type.menu,
    role: type.role ?? 'editor',
    routes: recordRoutes(type),
    logged: loggedRecord(type),
  };
}
