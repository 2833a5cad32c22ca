import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { sendPrivateHtml } from '../../http/private-html';
import { preferredLocale } from '../../plugins/request-context';
import { loadFrameData, renderSitePage } from '../../render/site-page';

/** What an admin page shows: its title (also the heading) and its body. */
export interface AdminView {
  title: string;
  body: ReactNode;
}

/**
 * The language of the admin area, which has no locale in its paths: the staff member's (the
 * `foyer_locale` cookie, else the browser's languages), German by default.
 */
export const adminLocale = (request: FastifyRequest): Locale => preferredLocale(request);

/**
 * Sends an admin page (spec: frame §3 admin change pages): the site frame in the staff member's
 * language with the admin breadcrumbs, the heading and the body; made for one person, so no cache
 * keeps it.
 */
export async function sendAdminPage(
  request: FastifyRequest,
  reply: FastifyReply,
  view: AdminView,
  status = 200,
): Promise<FastifyReply> {
  const locale = adminLocale(request);
  const frame = await loadFrameData(request, locale);
  const html = renderSitePage({
    stickyNav: false,
    frame,
    siteUrl: request.server.config.siteUrl,
    title: view.title,
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'admin.title'), url: '/admin/' },
    ],
    children: (
      <div className="admin">
        <h1>{view.title}</h1>
        {view.body}
      </div>
    ),
  });
  return sendPrivateHtml(reply, html, status);
}
