import type { FastifyInstance } from 'fastify';
import { t } from '../../src/i18n';
import { isLocale } from '../plugins/request-context';
import { loadFrameData, renderSitePage } from '../render/site-page';
import { sendErrorPage } from './pages';

/**
 * The user-profile page the header's user dropdown links to as 'My Profile' (spec: programme §2
 * Header, §6; frame §2 path map reading A `/{locale}/user/profile`). Visitors who are not signed
 * in are sent to the login page and back. The shop's account area is linked from here too.
 */
export async function userProfileRoutes(app: FastifyInstance) {
  app.get('/:locale/user/profile', async (request, reply) => {
    const { locale } = request.params as { locale: string };
    if (!isLocale(locale)) return sendErrorPage(app, request, reply, 404);
    const user = request.user;
    if (!user) {
      const next = encodeURIComponent(`/${locale}/user/profile`);
      return reply.header('cache-control', 'no-store').redirect(`/${locale}/login?next=${next}`, 303);
    }
    const frame = await loadFrameData(request, locale);
    const title = t(locale, 'chrome.profileTitle');
    const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
    const html = renderSitePage({
      frame,
      siteUrl: app.config.siteUrl,
      title,
      bodyClass: 'page-staff page-profile',
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
  });
}
