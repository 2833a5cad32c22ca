import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, type Locale } from '../../src/contract/common';
import {
  loginFormSchema,
  loginPageQuerySchema,
  type UserDetails,
  userDetailsSchema,
} from '../../src/contract/editor';
import { anyQuery } from '../../src/contract/page-address';
import { t } from '../../src/i18n';
import { authenticate } from '../db/staff/staff.repository';
import { errorBody } from '../http/errors';
import { localeParams } from '../http/locale';
import { htmlPageResponse } from '../http/private-html';
import { safeNext, sendLoginPage, sendLogoutPage } from '../pages/staff/login-page';
import { LOGIN_RATE_LIMIT, signIn, signInFailed, signOut } from '../plugins/auth';
import type { StaffUser } from '../plugins/request-context';

/**
 * Staff sign-in and sign-out as HTML pages that work without JavaScript, and the auth state of
 * the site (spec: frame §4 Logged-in state, §6; programme §3 Auth state, §7 `user-details`). The
 * editor's JSON login is host/routes/pageeditor-api/session.ts.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:locale/login',
    { schema: { params: localeParams, querystring: loginPageQuerySchema, response: htmlPageResponse } },
    async (request, reply) => {
      const { locale } = request.params;
      const { next } = request.query;
      if (request.user) return reply.redirect(safeNext(next, locale), 303);
      return sendLoginPage(request, reply, { locale, next });
    },
  );

  // A form that does not fit (no username, …) is a failed attempt like a wrong password: 401.
  app.post(
    '/:locale/login',
    {
      schema: { params: localeParams, body: loginFormSchema, response: htmlPageResponse },
      attachValidation: true,
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request, reply) => {
      const { locale } = request.params;
      const form = request.validationError ? undefined : request.body;
      const user = form ? await authenticate(app.db, form.username, form.password) : undefined;
      if (!user) {
        await signInFailed(request, form ? form.username : enteredName(request.body));
        return sendLoginPage(request, reply, {
          locale,
          next: form?.next,
          error: t(locale, 'staff.invalid'),
          status: 401,
        });
      }
      await signIn(request, reply, user);
      return reply.redirect(safeNext(form?.next, locale), 303);
    },
  );

  app.get(
    '/:locale/logout',
    { schema: { params: localeParams, response: htmlPageResponse } },
    async (request, reply) => sendLogoutPage(request, reply, request.params.locale),
  );

  app.post('/:locale/logout', { schema: { params: localeParams } }, async (request, reply) => {
    await signOut(request, reply);
    return reply.redirect(`/${request.params.locale}`, 303);
  });

  const details = { response: { 200: userDetailsSchema } };
  app.get('/api/user-details', { schema: details }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return userDetails(request.user, DEFAULT_LOCALE);
  });
  app.get(
    '/:locale/api/user-details',
    { schema: { ...details, params: localeParams } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return userDetails(request.user, request.params.locale);
    },
  );

  // user-logout (spec: frame §7; issue 18 item 5): signs the session out and answers the auth
  // state it leaves (logged out). A POST with the CSRF token, never a GET, so no link or image on
  // another site can sign anybody out; a GET is told so (405).
  const logout = async (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    await signOut(request, reply);
    reply.header('cache-control', 'private, no-store');
    return userDetails(null, locale);
  };
  app.post('/api/user-logout', { schema: details }, async (request, reply) =>
    logout(request, reply, DEFAULT_LOCALE),
  );
  app.post(
    '/:locale/api/user-logout',
    { schema: { ...details, params: localeParams } },
    async (request, reply) => logout(request, reply, request.params.locale),
  );
  const postOnly = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send(errorBody('method_not_allowed', 'Sign out with POST and the CSRF token (X-CSRFToken).'));
  app.get('/api/user-logout', { schema: { querystring: anyQuery } }, postOnly);
  app.get('/:locale/api/user-logout', { schema: { params: localeParams } }, postOnly);
};

/** The name a form that did not fit carried, if any (the sign-in log keeps it, decision 0174). */
function enteredName(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'username' in body ? body.username : undefined;
}

/** The auth state (logged out: `is_logged_in: false` and null names). */
function userDetails(user: StaffUser | null, locale: Locale): UserDetails {
  return {
    is_logged_in: user !== null,
    login_url: `/${locale}/login`,
    logout_url: user ? `/${locale}/logout` : null,
    webshop_url: null,
    first_name: user?.first_name ?? null,
    last_name: user?.last_name ?? null,
    username: user?.username ?? null,
    email: user?.email ?? null,
    has_dashboard_online_access: user !== null,
  };
}
