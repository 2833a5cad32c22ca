import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRecordParamsSchema,
  adminSavedQuerySchema,
  adminSavedSchema,
} from '../../../src/contract/admin';
import { t } from '../../../src/i18n';
import { notFound } from '../../http/errors';
import { requireStaff, requireStaffPage, staffUser } from '../../http/guards';
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
import type { Values } from '../../pages/admin/form-controls';
import { changePage, listPage, missingPage, type ShownRecord } from '../../pages/admin/record-pages';
import type { AdminArea, AdminRecord, RecordInput, RecordType } from './record-type';

type RefusedInput = Extract<FormInput<unknown>, { ok: false }>;

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
      sendAdminPage(request, reply, changePage(type, request.csrfToken, shown, adminLocale(request)), status);
    /** A body that does not fit: the form again with what was sent and the messages (400). */
    const refuseForm = (request: FastifyRequest, reply: FastifyReply, row: Row, input: RefusedInput) =>
      refuse(request, reply, input.error, () =>
        show(request, reply, { row, values: input.sent, fields: input.error.fields ?? {} }, 400),
      );
    /** Saved by someone else meanwhile: the record as it is now (or as sent, if it is gone; 409). */
    const refuseStale = async (request: FastifyRequest, reply: FastifyReply, row: Row, input: Input) => {
      const current = await load(row.id);
      const error = staleError(input.version, adminLocale(request));
      const shown = current ? { row: current, values: valuesOf(current) } : { row, values: input };
      return refuse(request, reply, error, () =>
        show(request, reply, { ...shown, fields: { form: error.message } }, 409),
      );
    };

    app.get(
      '/',
      { schema: { response: htmlPageResponse }, onRequest: [requireStaffPage] },
      async (request, reply) =>
        sendAdminPage(request, reply, listPage(type, await type.list(app.db), adminLocale(request))),
    );

    app.get(
      '/:id/change',
      {
        schema: {
          params: adminRecordParamsSchema,
          querystring: adminSavedQuerySchema,
          response: htmlPageResponse,
        },
        onRequest: [requireStaffPage],
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
        onRequest: [requireStaff],
      },
      async (request, reply) => {
        const row = await load(request.params.id);
        if (!row) throw notFound(type.missing.api);
        const input = formInput(request, type.body);
        if (!input.ok) return refuseForm(request, reply, row, input);
        const problems = await type.check?.(app.db, input.data);
        if (problems) {
          const sent = (typeof request.body === 'object' && request.body ? request.body : {}) as Values;
          return refuseForm(request, reply, row, { ok: false, sent, error: formError(problems) });
        }
        if (!(await type.save(app.db, row, input.data))) return refuseStale(request, reply, row, input.data);
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

/** The admin area of a record type: editors and admins change records. */
export function recordArea<Row extends AdminRecord, Input extends RecordInput, Item>(
  type: RecordType<Row, Input, Item>,
): AdminArea {
  return { path: type.path, title: type.plural, menu: type.menu, role: 'editor', routes: recordRoutes(type) };
}
