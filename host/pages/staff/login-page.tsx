import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { Locale } from '../../../src/contract/common';
import { safeRedirectTarget } from '../../../src/domain/safe-url';
import { t } from '../../../src/i18n';
import { sendPrivateHtml } from '../../http/private-html';
import { loadFrameData, renderSitePage } from '../../render/site-page';

/** Where to go after signing in: a same-site path from `next`, else the home page (no open redirect). */
export function safeNext(next: string | undefined, locale: Locale): string {
  return safeRedirectTarget(next, `/${locale}`);
}

/** Sends a staff page in the site frame: private, never cached. */
async function sendStaffPage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  title: string,
  body: ReactNode,
  status = 200,
): Promise<FastifyReply> {
  const frame = await loadFrameData(request, locale);
  const html = renderSitePage({
    stickyNav: false,
    frame,
    siteUrl: request.server.config.siteUrl,
    title,
    children: (
      <div className="staff-form">
        <h1>{title}</h1>
        {body}
      </div>
    ),
  });
  return sendPrivateHtml(reply, html, status);
}

/**
 * The HTML login page, which works without JavaScript (DESIGN: pages work without JavaScript):
 * `error` after a failed attempt, `next` where to go afterwards.
 */
export function sendLoginPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { locale: Locale; next: string | undefined; error?: string; status?: number },
): Promise<FastifyReply> {
  const { locale, error } = options;
  return sendStaffPage(
    request,
    reply,
    locale,
    t(locale, 'staff.loginTitle'),
    <form method="post" action={`/${locale}/login`} aria-describedby={error ? 'login-error' : undefined}>
      {error ? (
        <p id="login-error" role="alert" className="staff-form__error">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="csrfmiddlewaretoken" value={request.csrfToken} />
      <input type="hidden" name="next" value={safeNext(options.next, locale)} />
      <p>
        <label htmlFor="login-username">{t(locale, 'staff.username')}</label>
        <input id="login-username" name="username" autoComplete="username" required />
      </p>
      <p>
        <label htmlFor="login-password">{t(locale, 'staff.password')}</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      </p>
      <button type="submit" className="button-primary">
        {t(locale, 'staff.submit')}
      </button>
    </form>,
    options.status,
  );
}

/** The logout page: a form, so a link or a prefetch never signs anyone out. */
export function sendLogoutPage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
): Promise<FastifyReply> {
  return sendStaffPage(
    request,
    reply,
    locale,
    t(locale, 'staff.logoutTitle'),
    <form method="post" action={`/${locale}/logout`}>
      <input type="hidden" name="csrfmiddlewaretoken" value={request.csrfToken} />
      <p>{t(locale, 'staff.logoutConfirm')}</p>
      <button type="submit" className="button-primary">
        {t(locale, 'staff.logoutSubmit')}
      </button>
    </form>,
  );
}
