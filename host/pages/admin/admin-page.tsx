import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import { sendPrivateHtml } from '../../http/private-html';
import { loadFrameData, renderSitePage } from '../../render/site-page';

/** What an admin page shows: its title (also the heading) and its body. */
export interface AdminView {
  title: string;
  body: ReactNode;
}

/**
 * Sends an admin page (spec: frame §3 admin change pages): the German site frame with the admin
 * breadcrumbs, the heading and the body; made for one person, so no cache keeps it.
 */
export async function sendAdminPage(
  request: FastifyRequest,
  reply: FastifyReply,
  view: AdminView,
  status = 200,
): Promise<FastifyReply> {
  const frame = await loadFrameData(request, 'de');
  const html = renderSitePage({
    frame,
    siteUrl: request.server.config.siteUrl,
    title: view.title,
    bodyClass: 'page-admin',
    crumbs: [
      { title: 'Startseite', url: '/de' },
      { title: 'Verwaltung', url: '/admin/' },
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
