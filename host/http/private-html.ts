import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The response schema of a route that answers an HTML page (for the route table and the OpenAPI
 * document). HTML is sent as a string with its content type, so it is never serialised or checked.
 */
export const htmlPageResponse = { 200: z.string().describe('An HTML page') };

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
