import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Locale, localeSchema } from '../../src/contract/common';
import {
  loginBodySchema,
  type StaffRole,
  type StaffUserAnswer,
  type UserDetails,
} from '../../src/contract/editor';
import { t } from '../../src/i18n';
import {
  authenticate,
  createSession,
  deleteSession,
  SESSION_LIFETIME_MS,
} from '../db/staff/staff.repository';
import { HttpError, notFound, parseInput } from '../http/errors';
import { sendPrivateHtml } from '../http/private-html';
import { clearSessionCookie, requireStaff, SESSION_COOKIE, setSessionCookie } from '../plugins/auth';
import { CSRF_COOKIE } from '../plugins/csrf';
import type { StaffUser } from '../plugins/request-context';
import { loadFrameData, renderSitePage } from '../render/site-page';

/** Login attempts per client and minute (issue 6: "login rate-limited"). */
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/**
 * Admin areas offered per role (spec: frame §6 admin_menus): only areas that exist
 * (host/routes/admin.tsx); staff accounts are for admins only.
 */
function adminMenus(role: string): StaffUserAnswer['admin_menus'] {
  const common = [
    { title: 'Content hub', url: '/cms-hub' },
    { title: 'Admin', url: '/admin/' },
    { title: 'Events', url: '/admin/events/' },
    { title: 'Productions', url: '/admin/productions/' },
    { title: 'Series', url: '/admin/series/' },
  ];
  return role === 'admin' ? [...common, { title: 'Users', url: '/admin/users/' }] : common;
}

export function staffUserAnswer(user: StaffUser): StaffUserAnswer {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    role: (user.role === 'admin' ? 'admin' : 'editor') satisfies StaffRole,
    admin_menus: adminMenus(user.role),
  };
}

const localeParams = z.object({ locale: localeSchema });
const nextQuery = z.object({ next: z.string().max(2048).optional() });
const loginForm = loginBodySchema.extend({ next: z.string().max(2048).optional() });

function parseLocale(params: unknown): Locale {
  const parsed = localeParams.safeParse(params);
  if (!parsed.success) throw notFound('Unknown locale');
  return parsed.data.locale;
}

/** Only local paths: `/x`, never `//host` or `/\host` (no open redirect). */
function safeNext(next: string | undefined, locale: Locale): string {
  return next && /^\/(?![/\\])/.test(next) ? next : `/${locale}`;
}

/** A fresh CSRF token at sign-in, so a token planted before cannot ride the new session. */
function rotateCsrf(request: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  });
}

async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(app.db, previous);
  const token = await createSession(app.db, userId, app.clock.now());
  setSessionCookie(request, reply, token, SESSION_LIFETIME_MS);
  rotateCsrf(request, reply);
}

/**
 * Staff sign-in and the user endpoints (spec: frame §4 Logged-in state, §6, §7 `user`;
 * programme §3 Auth state, §7 `user-details`).
 */
export async function staffRoutes(app: FastifyInstance) {
  app.post(
    '/:locale/pageeditor-api/login',
    { config: { rateLimit: LOGIN_RATE_LIMIT } },
    async (request, reply) => {
      parseLocale(request.params);
      const body = parseInput(loginBodySchema, request.body, 'body');
      const user = await authenticate(app.db, body.username, body.password);
      if (!user) throw new HttpError(401, 'invalid_credentials', 'Wrong username or password.');
      await signIn(app, request, reply, user.id);
      return staffUserAnswer(user);
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    request.user = null;
  };
  app.post('/:locale/pageeditor-api/logout', async (request, reply) => {
    parseLocale(request.params);
    await logout(request, reply);
    return { status: 'logged_out' };
  });

  app.get('/:locale/pageeditor-api/user', async (request, reply) => {
    parseLocale(request.params);
    reply.header('cache-control', 'private, no-store');
    return staffUserAnswer(requireStaff(request));
  });

  const userDetails = async (request: FastifyRequest, reply: FastifyReply): Promise<UserDetails> => {
    const locale = (request.params as { locale?: string }).locale ? parseLocale(request.params) : 'de';
    reply.header('cache-control', 'private, no-store');
    const user = request.user;
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
  };
  app.get('/api/user-details', userDetails);
  app.get('/:locale/api/user-details', userDetails);

  // The HTML login page works without JavaScript (DESIGN: pages work without JavaScript).
  app.get('/:locale/login', async (request, reply) => {
    const locale = parseLocale(request.params);
    const { next } = parseInput(nextQuery, request.query, 'query');
    if (request.user) return reply.redirect(safeNext(next, locale), 303);
    return sendLoginPage(request, reply, locale, next, undefined, 200);
  });
  app.post('/:locale/login', { config: { rateLimit: LOGIN_RATE_LIMIT } }, async (request, reply) => {
    const locale = parseLocale(request.params);
    const parsed = loginForm.safeParse(request.body ?? {});
    const next = parsed.success ? parsed.data.next : undefined;
    const user = parsed.success
      ? await authenticate(app.db, parsed.data.username, parsed.data.password)
      : undefined;
    if (!user) return sendLoginPage(request, reply, locale, next, t(locale, 'staff.invalid'), 401);
    await signIn(app, request, reply, user.id);
    return reply.redirect(safeNext(next, locale), 303);
  });

  app.get('/:locale/logout', async (request, reply) => {
    const locale = parseLocale(request.params);
    const frame = await loadFrameData(request, locale);
    const html = renderSitePage({
      frame,
      siteUrl: app.config.siteUrl,
      title: t(locale, 'staff.logoutTitle'),
      bodyClass: 'page-staff',
      children: (
        <div className="staff-form">
          <h1>{t(locale, 'staff.logoutTitle')}</h1>
          <form method="post" action={`/${locale}/logout`}>
            <input type="hidden" name="csrfmiddlewaretoken" value={request.csrfToken} />
            <p>{t(locale, 'staff.logoutConfirm')}</p>
            <button type="submit" className="button-primary">
              {t(locale, 'staff.logoutSubmit')}
            </button>
          </form>
        </div>
      ),
    });
    return sendPrivateHtml(reply, html);
  });
  app.post('/:locale/logout', async (request, reply) => {
    const locale = parseLocale(request.params);
    await logout(request, reply);
    return reply.redirect(`/${locale}`, 303);
  });

  async function sendLoginPage(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    next: string | undefined,
    error: string | undefined,
    status: number,
  ) {
    const frame = await loadFrameData(request, locale);
    const html = renderSitePage({
      frame,
      siteUrl: app.config.siteUrl,
      title: t(locale, 'staff.loginTitle'),
      bodyClass: 'page-staff',
      children: (
        <div className="staff-form">
          <h1>{t(locale, 'staff.loginTitle')}</h1>
          <form
            method="post"
            action={`/${locale}/login`}
            aria-describedby={error ? 'login-error' : undefined}
          >
            {error ? (
              <p id="login-error" role="alert" className="staff-form__error">
                {error}
              </p>
            ) : null}
            <input type="hidden" name="csrfmiddlewaretoken" value={request.csrfToken} />
            <input type="hidden" name="next" value={safeNext(next, locale)} />
            <p>
              <label htmlFor="login-username">{t(locale, 'staff.username')}</label>
              <input id="login-username" name="username" autoComplete="username" required />
            </p>
            <p>
              <label htmlFor="login-password">{t(locale, 'staff.password')}</label>
              <input
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </p>
            <button type="submit" className="button-primary">
              {t(locale, 'staff.submit')}
            </button>
          </form>
        </div>
      ),
    });
    return sendPrivateHtml(reply, html, status);
  }
}
