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
import { adminDeletedSchema } from '../../../src/contract/admin-records';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { adminTexts } from '../../../src/i18n/admin';
import { logAdminChange } from '../../db/admin/admin-changes.repository';
import { createUser, deleteUserSessions } from '../../db/staff/staff.repository';
import {
  deleteStaffAccount,
  findStaffAccount,
  listStaffAccounts,
  setStaffAccess,
  staffAccountExists,
  takenLogin,
} from '../../db/staff/staff-accounts.repository';
import { HttpError, notFound } from '../../http/errors';
import { requireAdmin, requireAdminPage, staffUser } from '../../http/guards';
import { htmlPageResponse } from '../../http/private-html';
import { adminLocale, sendAdminPage } from '../../pages/admin/admin-page';
import { formError, formInput, refuse, wantsJson } from '../../pages/admin/form-answer';
import type { Fields, Values } from '../../pages/admin/form-controls';
import { missingPage } from '../../pages/admin/record-pages';
import { userDeletePage, usersPage } from '../../pages/admin/users-page';
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
      const me = staffUser(request);
      const created = await app.db.transaction().execute(async (trx) => {
        const user = await createUser(trx, { ...account, first_name, last_name });
        await logAdminChange(trx, {
          user: { id: me.id, username: me.username },
          recordType: 'users',
          recordId: user.id,
          recordName: user.username,
          action: 'create',
          fields: ['username', 'email', 'first_name', 'last_name', 'role'].filter((key) =>
            Boolean((input.data as Record<string, unknown>)[key]),
          ),
        });
        return user;
      });
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
        // The messages belong to that account's access form, not to the new-account form's fields.
        return refuse(request, reply, error, () =>
          show(request, reply, { values: {}, fields: {}, access: { id, fields: error.fields ?? {} } }, 400),
        );
      }
      await app.db.transaction().execute(async (trx) => {
        await setStaffAccess(trx, id, input.data);
        if (!input.data.is_active) await deleteUserSessions(trx, id);
        const account = await findStaffAccount(trx, id);
        await logAdminChange(trx, {
          user: { id: me.id, username: me.username },
          recordType: 'users',
          recordId: id,
          recordName: account?.username ?? '',
          action: 'change',
          fields: ['role', 'is_active'],
        });
      });
      request.log.info({ user: id, by: me.username, ...input.data }, 'staff account changed');
      if (wantsJson(request)) return { status: 'saved' as const, id };
      return reply.redirect('/admin/users/?saved', 303);
    },
  );
};

/**
 * Deleting a staff account (admins only): a confirmation page naming the account, then the POST.
 * One's own account is not deleted here (another administrator does it), so the last admin
 * cannot lock everybody out.
 */
const userDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownAccount = (locale: Locale) =>
    new HttpError(400, 'bad_request', 'You cannot delete your own account.', {
      form: t(locale, 'admin.error.ownAccount'),
    });
  app.get(
    '/:id/delete',
    {
      schema: { params: adminRecordParamsSchema, response: htmlPageResponse },
      onRequest: [requireAdminPage],
    },
    async (request, reply) => {
      const locale = adminLocale(request);
      const account =
        request.params.id === null ? undefined : await findStaffAccount(app.db, request.params.id);
      if (!account) return sendAdminPage(request, reply, missingPage('notFound.record', locale), 404);
      const own = account.id === staffUser(request).id;
      return sendAdminPage(
        request,
        reply,
        userDeletePage({
          account,
          csrf: request.csrfToken,
          locale,
          fields: own ? (ownAccount(locale).fields ?? {}) : {},
        }),
      );
    },
  );
  app.post(
    '/:id/delete',
    {
      schema: { params: adminRecordParamsSchema, response: { 200: adminDeletedSchema } },
      onRequest: [requireAdmin],
    },
    async (request, reply) => {
      const locale = adminLocale(request);
      const account =
        request.params.id === null ? undefined : await findStaffAccount(app.db, request.params.id);
      if (!account) throw notFound('No such staff account.');
      const me = staffUser(request);
      if (account.id === me.id) {
        const error = ownAccount(locale);
        return refuse(request, reply, error, () =>
          sendAdminPage(
            request,
            reply,
            userDeletePage({ account, csrf: request.csrfToken, locale, fields: error.fields ?? {} }),
            400,
          ),
        );
      }
      await app.db.transaction().execute(async (trx) => {
        await deleteStaffAccount(trx, account.id);
        await logAdminChange(trx, {
          user: { id: me.id, username: me.username },
          recordType: 'users',
          recordId: account.id,
          recordName: account.username,
          action: 'delete',
          fields: [],
        });
      });
      request.log.info({ user: account.username, by: me.username }, 'staff account deleted');
      if (wantsJson(request)) return { status: 'deleted' as const, id: account.id };
      return reply.redirect('/admin/users/?saved', 303);
    },
  );
};

type Shown = { values: Values; fields: Fields; access?: { id: number; fields: Fields }; notice?: string };

export const staffAccountsArea: AdminArea = {
  path: 'users',
  title: 'users',
  menu: 'menu.users',
  role: 'admin',
  routes: async (app) => {
    await app.register(userRoutes);
    await app.register(userDeleteRoutes);
  },
  // An account has no page of its own: its row on the list, with its access form.
  logged: async (db, id, locale) => {
    const a = adminTexts(locale);
    return {
      url: (await staffAccountExists(db, id)) ? `/admin/users/#user-${id}` : null,
      labels: {
        username: a('field.username'),
        email: a('field.email'),
        first_name: a('field.firstName'),
        last_name: a('field.lastName'),
        role: a('field.role'),
        is_active: a('active'),
      },
    };
  },
};
