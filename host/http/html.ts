import type { FastifyReply } from 'fastify';

/** Sends a server-rendered page; `cacheControl` when the page says how it may be kept. */
export function sendHtml(reply: FastifyReply, html: string, cacheControl?: string): FastifyReply {
  reply.type('text/html; charset=utf-8');
  if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
  return reply.send(html);
}
