import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import type { StaffUser } from '../../plugins/request-context';
import { loadFrameData, renderSitePage } from '../../render/site-page';

/**
 * The user-profile page the header's user dropdown links to as 'My Profile' (spec: programme §2
 * Header, §6; frame §2 path map reading A `/{locale}/user/profile`), with the shop's account link.
 */
export async function sendProfilePage(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
  user: StaffUser,
): Promise<FastifyReply> {
  const frame = await loadFrameData(request, locale);
  const title = t(locale, 'chrome.profileTitle');
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const html = renderSitePage({
    stickyNav: false,
    frame,
    siteUrl: request.server.config.siteUrl,
    title,
    meta: { noindex: true },
    languages: { de: '/de/user/profile', en: '/en/user/profile' },
    children: (
      <div className="staff-form profile">
        <h1>{title}</h1>
        <dl className="profile__facts">
          <dt>{t(locale, 'chrome.profileName')}</dt>
          <dd>{name}</dd>
          <dt>{t(locale, 'chrome.profileUsername')}</dt>
          <dd>{user.username}</dd>
          <dt>{t(locale, 'chrome.profileEmail')}</dt>
          <dd>{user.email}</dd>
          <dt>{t(locale, 'chrome.profileRole')}</dt>
          <dd>{user.role}</dd>
        </dl>
        <p>
          <a href={`/${locale}/user/settings`}>{t(locale, 'chrome.settingsLink')}</a>
        </p>
        <p>
          <a href={`${frame.design.header.webshopLink}/account`}>{t(locale, 'chrome.account')}</a>
        </p>
        <p>
          <a className="button-primary" href={`/${locale}/logout`}>
            {t(locale, 'chrome.logout')}
          </a>
        </p>
      </div>
    ),
  });
  return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
}
