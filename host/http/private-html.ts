import type { FastifyReply } from 'fastify';

/**
 * Sends a page made for one person (a staff form, the login, an error on a form): HTML that no
 * cache, shared or the browser's, may keep.
 */
export function sendPrivateHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(html);
}
