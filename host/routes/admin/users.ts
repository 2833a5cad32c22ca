import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreatedSchema,
  adminRecordParamsSchema,
  adminSavedQuerySchema,
  adminSavedSchema,
  userChangeSchema,
  userCreateSchema,
} from '../../../src/contract/admin';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { createUser, deleteUserSessions } from '../../db/staff/staff.repository';
import {
  listStaffAccounts,
  setStaffAccess,
  staffAccountExists,
  takenLogin,
} from '../../db/staff/staff-accounts.repository';
import { notFound } from '../../http/errors';
import { requireAdmin, requireAdminPage, staffUser } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { adminLocale, sendAdminPage } from '../../pages/admin/admin-page';
import { formError, formInput, refuse, wantsJson } from '../../pages/admin/form-answer';
import type { Fields, Values } from '../../pages/admin/form-controls';
import { usersPage } from '../../pages/admin/users-page';
import type { AdminArea } from './record-type';

/** The message of a username or e-mail address another account has. */
const taken = (field: 'username' | 'email', locale: Locale): Fields => ({
  [field]: t(locale, field === 'username' ? 'admin.error.usernameTaken' : 'admin.error.emailTaken'),
});

/**
 * Staff accounts (admins only; spec: frame §6 roles), registered at /admin/users: the list with
 * each account's role and access, a new account, and a change of role or access. A deactivated
 * account is signed out everywhere at once; a role change takes effect on the next request.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const show = async (request: FastifyRequest, reply: FastifyReply, shown: Shown, status = 200) => {
    const accounts = await listStaffAccounts(app.db);
    const me = staffUser(request);
    return sendAdminPage(
      request,
      reply,
      usersPage({ me, accounts, csrf: request.csrfToken, locale: adminLocale(request), ...shown }),
      status,
    );
  };

  app.get(
    '/',
    {
      schema: { querystring: adminSavedQuerySchema, response: htmlPageResponse },
      onRequest: [requireAdminPage],
    },
    async (request, reply) => {
      const notice = request.query.saved === undefined ? undefined : t(adminLocale(request), 'admin.saved');
      return show(request, reply, { values: {}, fields: {}, notice });
    },
  );

  app.post(
    '/',
    {
      schema: { body: userCreateSchema, response: { 201: adminCreatedSchema } },
      attachValidation: true,
      onRequest: [requireAdmin],
    },
    async (request, reply) => {
      const input = formInput(request, userCreateSchema);
      const clash = input.ok ? await takenLogin(app.db, input.data.username, input.data.email) : undefined;
      if (!input.ok || clash) {
        const error = input.ok ? formError(taken(clash ?? 'username', adminLocale(request))) : input.error;
        const { password: _password, ...echo } = input.ok ? input.data : input.sent;
        return refuse(request, reply, error, () =>
          show(request, reply, { values: echo, fields: error.fields ?? {} }, 400),
        );
      }
      const { first_name = '', last_name = '', ...account } = input.data;
      const created = await createUser(app.db, { ...account, first_name, last_name });
      request.log.info({ user: created.username, by: staffUser(request).username }, 'staff account created');
      if (wantsJson(request)) return reply.status(201).send({ status: 'created', id: created.id });
      return reply.redirect('/admin/users/?saved', 303);
    },
  );

  app.post(
    '/:id/change',
    {
      schema: {
        params: adminRecordParamsSchema,
        body: userChangeSchema,
        response: { 200: adminSavedSchema },
      },
      attachValidation: true,
      onRequest: [requireAdmin],
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null || !(await staffAccountExists(app.db, id))) throw notFound('No such staff account.');
      const me = staffUser(request);
      const input = formInput(request, userChangeSchema);
      if (!input.ok || id === me.id) {
        const error = input.ok
          ? formError({ form: t(adminLocale(request), 'admin.error.ownRole') })
          : input.error;
        return refuse(request, reply, error, () =>
          show(request, reply, { values: {}, fields: error.fields ?? {} }, 400),
        );
      }
      await setStaffAccess(app.db, id, input.data);
      if (!input.data.is_active) await deleteUserSessions(app.db, id);
      request.log.info({ user: id, by: me.username, ...input.data }, 'staff account changed');
      if (wantsJson(request)) return { status: 'saved' as const, id };
      return reply.redirect('/admin/users/?saved', 303);
    },
  );
};

type Shown = { values: Values; fields: Fields; notice?: string };

export const staffAccountsArea: AdminArea = {
  path: 'users',
  title: 'users',
  menu: 'menu.users',
  role: 'admin',
  routes: userRoutes,
};
