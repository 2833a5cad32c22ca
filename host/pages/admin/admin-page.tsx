import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';
import { sendPrivateHtml } from '../../http/private-html';
import { preferredLocale } from '../../plugins/request-context';
import { loadFrameData, renderSitePage } from '../../render/site-page';

/** What an admin page shows: its title (also the heading and the last breadcrumb) and its body. */
export interface AdminView {
  title: string;
  body: ReactNode;
  /** The pages between the admin index and this one (a record's list, the record). */
  crumbs?: ReadonlyArray<{ title: string; url: string }>;
}

/** The admin index, which is the root of the admin's breadcrumbs. */
const isAdminIndex = (path: string) => path === '/admin' || path === '/admin/';

/**
 * The breadcrumbs of an admin page (WAI-ARIA breadcrumb pattern): home, the admin index as a
 * link, the pages above this one, and this page, marked `aria-current="page"` by the trail
 * (host/render/chrome.tsx). On the index itself the trail ends at the index.
 */
export function adminCrumbs(locale: Locale, path: string, view: AdminView) {
  const trail = [
    { title: t(locale, 'site.home'), url: `/${locale}` },
    { title: t(locale, 'admin.title'), url: '/admin/' },
  ];
  if (isAdminIndex(path)) return trail;
  return [...trail, ...(view.crumbs ?? []), { title: view.title, url: path }];
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
    crumbs: adminCrumbs(locale, request.url.split('?')[0] ?? '/admin/', view),
    children: (
      <div className="admin">
        <h1>{view.title}</h1>
        {view.body}
      </div>
    ),
  });
  return sendPrivateHtml(reply, html, status);
}
