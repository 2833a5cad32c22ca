import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '../../../src/contract/common';
import {
  loginBodySchema,
  logoutAnswerSchema,
  type StaffUserAnswer,
  staffUserSchema,
} from '../../../src/contract/editor';
import { authenticate } from '../../db/staff/staff.repository';
import { HttpError } from '../../http/errors';
import { requireStaff, staffUser } from '../../http/guards';
import { localeParams } from '../../http/locale';
import { LOGIN_RATE_LIMIT, signIn, signInFailed, signOut } from '../../plugins/auth';
import type { StaffUser } from '../../plugins/request-context';
import { adminMenus } from '../admin/areas';

/**
 * Staff sign-in for the editor and the signed-in user (spec: frame §4 Logged-in state, §6, §7
 * `user`). The HTML login form without JavaScript is host/routes/staff.ts.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: { params: localeParams, body: loginBodySchema, response: { 200: staffUserSchema } },
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, request.body.username, request.body.password);
      if (!user) {
        await signInFailed(request, request.body.username);
        throw new HttpError(401, 'invalid_credentials', 'Wrong username or password.');
      }
      await signIn(request, reply, user);
      return staffUserAnswer(user, request.params.locale);
    },
  );

  app.post(
    '/logout',
    { schema: { params: localeParams, response: { 200: logoutAnswerSchema } } },
    async (request, reply) => {
      await signOut(request, reply);
      return { status: 'logged_out' as const };
    },
  );

  app.get(
    '/user',
    { schema: { params: localeParams, response: { 200: staffUserSchema } }, onRequest: [requireStaff] },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staffUserAnswer(staffUser(request), request.params.locale);
    },
  );
};

function staffUserAnswer(user: StaffUser, locale: Locale): StaffUserAnswer {
  const role = user.role === 'admin' ? 'admin' : 'editor';
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    role,
    admin_menus: adminMenus(role, locale),
  };
}
