import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownDetailsSchema, ownPasswordSchema } from '../../src/contract/admin';
import type { Locale } from '../../src/contract/common';
import { anyQuery } from '../../src/contract/page-address';
import { t } from '../../src/i18n';
import {
  checkOwnPassword,
  deleteOtherSessions,
  listUserSessions,
  otherUserWithEmail,
  sessionId,
  setOwnDetails,
  setOwnPassword,
} from '../db/staff/staff.repository';
import type { HttpError } from '../http/errors';
import { requireStaff, requireStaffPage, staffUser } from '../http/guards';
import { localeParams } from '../http/locale';
import { htmlPageResponse } from '../http/private-html';
import { formError, formInput, refuse, wantsJson } from '../pages/admin/form-answer';
import type { Fields, Values } from '../pages/admin/form-controls';
import { sendProfilePage } from '../pages/staff/profile-page';
import { sendSettingsPage } from '../pages/staff/settings-page';
import { SESSION_COOKIE } from '../plugins/auth';
import { preferredLocale } from '../plugins/request-context';

const settingsQuerySchema = z.object({ saved: z.string().max(20).optional() });
const savedSchema = z.object({ status: z.literal('saved') });
const sessionsBodySchema = z.object({}).passthrough();

/**
 * The staff member's own pages (spec: frame §2 path map: `/{locale}/user/profile` and
 * `/{locale}/user/settings`, the alternative map's `/profil` and `/einstellungen`; issue 18 item
 * 5): the profile the header's user dropdown links to as 'My Profile', and the settings — name
 * and e-mail, a password change with the current password, the live sessions with "sign out
 * all others". Visitors who are not signed in are sent to the login page and back.
 */
export const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:locale/user/profile',
    { schema: { params: localeParams, response: htmlPageResponse }, onRequest: [requireStaffPage] },
    async (request, reply) => sendProfilePage(request, reply, request.params.locale, staffUser(request)),
  );

  /** The settings page with what the forms show (the stored details unless a form was refused). */
  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    shown: { details?: Values; detailsFields?: Fields; passwordFields?: Fields; notice?: string },
    status = 200,
  ) => {
    const user = staffUser(request);
    const current = sessionId(request.cookies[SESSION_COOKIE] ?? '');
    const sessions = await listUserSessions(app.db, user.id, app.clock.now());
    return sendSettingsPage(
      request,
      reply,
      locale,
      {
        details: {
          ...{ first_name: user.first_name, last_name: user.last_name, email: user.email },
          ...(shown.details ?? {}),
          username: user.username,
        },
        detailsFields: shown.detailsFields ?? {},
        passwordFields: shown.passwordFields ?? {},
        sessions: sessions.map((session) => ({
          // A Generated<Timestamp> column reads as a Date.
          created_at: session.created_at as unknown as Date,
          expires_at: session.expires_at,
          current: session.id === current,
        })),
        notice: shown.notice,
      },
      status,
    );
  };
  const done = (request: FastifyRequest, reply: FastifyReply, locale: Locale, what: string) =>
    wantsJson(request)
      ? reply.send({ status: 'saved' as const })
      : reply.redirect(`/${locale}/user/settings?saved=${what}`, 303);

  app.get(
    '/:locale/user/settings',
    {
      schema: { params: localeParams, querystring: settingsQuerySchema, response: htmlPageResponse },
      onRequest: [requireStaffPage],
    },
    async (request, reply) => {
      const { locale } = request.params;
      const saved = request.query.saved;
      const notice =
        saved === 'details'
          ? t(locale, 'chrome.settingsSaved')
          : saved === 'password'
            ? t(locale, 'chrome.settingsPasswordChanged')
            : saved === 'sessions'
              ? t(locale, 'chrome.settingsOthersEnded')
              : undefined;
      return show(request, reply, locale, { notice });
    },
  );

  app.post(
    '/:locale/user/settings/details',
    {
      schema: { params: localeParams, body: ownDetailsSchema, response: { 200: savedSchema } },
      attachValidation: true,
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { locale } = request.params;
      const user = staffUser(request);
      const input = formInput(request, ownDetailsSchema);
      const refused = (error: HttpError, sent: Values) =>
        refuse(request, reply, error, () =>
          show(request, reply, locale, { details: sent, detailsFields: error.fields ?? {} }, error.status),
        );
      if (!input.ok) return refused(input.error, input.sent);
      if (await otherUserWithEmail(app.db, user.id, input.data.email))
        return refused(formError({ email: t(locale, 'chrome.settingsEmailTaken') }), input.data);
      await setOwnDetails(app.db, user.id, {
        first_name: input.data.first_name ?? '',
        last_name: input.data.last_name ?? '',
        email: input.data.email,
      });
      request.log.info({ user: user.username }, 'own details changed');
      return done(request, reply, locale, 'details');
    },
  );

  app.post(
    '/:locale/user/settings/password',
    {
      schema: { params: localeParams, body: ownPasswordSchema, response: { 200: savedSchema } },
      attachValidation: true,
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { locale } = request.params;
      const user = staffUser(request);
      const input = formInput(request, ownPasswordSchema);
      const refused = (error: HttpError) =>
        refuse(request, reply, error, () =>
          show(request, reply, locale, { passwordFields: error.fields ?? {} }, error.status),
        );
      if (!input.ok) return refused(input.error);
      if (!(await checkOwnPassword(app.db, user.id, input.data.current_password)))
        return refused(formError({ current_password: t(locale, 'chrome.settingsWrongPassword') }));
      await app.db.transaction().execute(async (trx) => {
        await setOwnPassword(trx, user.id, input.data.new_password);
        // A changed password ends every other session (someone may know the old one).
        await deleteOtherSessions(trx, user.id, request.cookies[SESSION_COOKIE] ?? '');
      });
      request.log.info({ user: user.username }, 'own password changed');
      return done(request, reply, locale, 'password');
    },
  );

  app.post(
    '/:locale/user/settings/sessions',
    {
      schema: { params: localeParams, body: sessionsBodySchema, response: { 200: savedSchema } },
      onRequest: [requireStaff],
    },
    async (request, reply) => {
      const { locale } = request.params;
      const user = staffUser(request);
      const ended = await deleteOtherSessions(app.db, user.id, request.cookies[SESSION_COOKIE] ?? '');
      request.log.info({ user: user.username, ended }, 'other sessions signed out');
      return done(request, reply, locale, 'sessions');
    },
  );

  // The alternative path map (spec: frame §2): /profil and /einstellungen, with or without the
  // language, lead to the canonical addresses.
  for (const [alias, target] of [
    ['profil', 'user/profile'],
    ['einstellungen', 'user/settings'],
  ] as const) {
    app.get(`/:locale/${alias}`, { schema: { params: localeParams } }, async (request, reply) =>
      reply.redirect(`/${request.params.locale}/${target}`, 301),
    );
    app.get(`/${alias}`, { schema: { querystring: anyQuery } }, async (request, reply) =>
      reply.redirect(`/${preferredLocale(request)}/${target}`, 301),
    );
  }
};
