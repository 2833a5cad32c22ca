import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRecordParamsSchema, adminSavedQuerySchema } from '../../../src/contract/admin';
import { fieldChangeSchema, fieldMoveSchema, formFieldParamsSchema } from '../../../src/contract/forms-admin';
import { t } from '../../../src/i18n';
import { formsAdminTexts } from '../../../src/i18n/forms-admin';
import {
  addField,
  type FormRecord,
  findFormRecord,
  listFields,
  moveField,
  removeField,
  slugTaken,
  updateField,
} from '../../db/forms/forms-admin.repository';
import { notFound } from '../../http/errors';
import { requireStaff, requireStaffPage, staffUser } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { adminLocale, sendAdminPage } from '../../pages/admin/admin-page';
import { formInput } from '../../pages/admin/form-answer';
import type { Fields, Values } from '../../pages/admin/form-controls';
import { fieldsPage } from '../../pages/admin/form-fields';
import { missingPage } from '../../pages/admin/record-pages';

/**
 * A form's fields in the admin (issue 17 "add, reorder, remove fields"), at
 * `/admin/forms/{id}/fields/`: plain HTML forms that work without JavaScript (CSRF field), each
 * write redirecting back (303). Editors and admins.
 */
export const formFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormRecord,
    extra: { refused?: { key: string; values: Values; messages: Fields }; notice?: string } = {},
    status = 200,
  ) => {
    const fields = await listFields(app.db, form.id);
    const view = fieldsPage({
      form,
      fields,
      csrf: request.csrfToken,
      locale: adminLocale(request),
      ...extra,
    });
    return sendAdminPage(request, reply, view, status);
  };
  const back = async (reply: FastifyReply, id: number) => {
    await app.pageCache.contentChanged();
    return reply.redirect(`/admin/forms/${id}/fields/?saved`, 303);
  };
  const loadForm = async (id: number) => {
    const form = await findFormRecord(app.db, id);
    if (!form) throw notFound('No such form.');
    return form;
  };

  app.get(
    '/:id/fields/',
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
      const form = request.params.id === null ? undefined : await findFormRecord(app.db, request.params.id);
      if (!form) return sendAdminPage(request, reply, missingPage('notFound.record', locale), 404);
      const notice = request.query.saved === undefined ? undefined : t(locale, 'admin.saved');
      return show(request, reply, form, { notice });
    },
  );

  /** A field's body checked, and its slug free in the form; the page again with messages if not. */
  const checked = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormRecord,
    key: string,
    except?: number,
  ) => {
    const input = formInput(request, fieldChangeSchema);
    if (!input.ok) {
      const refused = {
        key,
        values: input.sent,
        messages: input.error.fields ?? { form: input.error.message },
      };
      await show(request, reply, form, { refused }, 400);
      return undefined;
    }
    if (await slugTaken(app.db, form.id, input.data.slug, except)) {
      const messages = { slug: formsAdminTexts('de')('validation.slugTaken') };
      await show(request, reply, form, { refused: { key, values: request.body as Values, messages } }, 409);
      return undefined;
    }
    return input.data;
  };

  app.post(
    '/:id/fields/',
    {
      schema: { params: formFieldParamsSchema.pick({ id: true }), body: fieldChangeSchema },
      attachValidation: true,
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const form = await loadForm(request.params.id);
      const input = await checked(request, reply, form, 'new');
      if (!input) return reply;
      await addField(app.db, form.id, input);
      request.log.info({ form: form.id, by: staffUser(request).username }, 'form field added');
      return back(reply, form.id);
    },
  );

  app.post(
    '/:id/fields/:field',
    {
      schema: { params: formFieldParamsSchema, body: fieldChangeSchema },
      attachValidation: true,
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const form = await loadForm(request.params.id);
      const input = await checked(request, reply, form, String(request.params.field), request.params.field);
      if (!input) return reply;
      if (!(await updateField(app.db, form.id, request.params.field, input)))
        throw notFound('No such field.');
      return back(reply, form.id);
    },
  );

  app.post(
    '/:id/fields/:field/move',
    { schema: { params: formFieldParamsSchema, body: fieldMoveSchema }, onRequest: [requireStaff] },
    async (request, reply) => {
      const { id, field } = request.params;
      if (!(await moveField(app.db, id, field, request.body.direction))) throw notFound('No such field.');
      return back(reply, id);
    },
  );

  app.post(
    '/:id/fields/:field/delete',
    { schema: { params: formFieldParamsSchema, body: z.object({}) }, onRequest: [requireStaff] },
    async (request, reply) => {
      const { id, field } = request.params;
      if (!(await removeField(app.db, id, field))) throw notFound('No such field.');
      request.log.info({ form: id, field, by: staffUser(request).username }, 'form field removed');
      return back(reply, id);
    },
  );
};
