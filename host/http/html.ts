import { hash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { LruCache } from '../cache/lru';

/**
 * ETags of recently sent pages, keyed by the HTML itself: a page served from the page cache is the
 * same string object each time, whose hash V8 keeps, so a hit costs a lookup, not a SHA-1 of
 * 50 KB. Bounded by count; the strings are mostly those the page cache holds anyway.
 */
const etags = new LruCache<string>({ maxEntries: 256, maxBytes: Number.POSITIVE_INFINITY }, () => 0);

/** A weak validator of the page's bytes (weak: compression may change the transfer, not the page). */
export function pageEtag(html: string): string {
  let tag = etags.get(html);
  if (!tag) {
    tag = `W/"${hash('sha1', html, 'base64url')}"`;
    etags.set(html, tag);
  }
  return tag;
}

/** True when the request's `If-None-Match` names this validator (or is `*`). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === tag || `W/${value}` === tag;
  });
}

/**
 * Sends a server-rendered page; `cacheControl` when the page says how it may be kept. A page that
 * may be kept at all carries an ETag and answers a matching revalidation with 304 and no body
 * (issue 20 item 7); private and `no-store` pages carry none.
 */
export function sendHtml(reply: FastifyReply, html: string, cacheControl?: string): FastifyReply {
  reply.type('text/html; charset=utf-8');
  if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
  if (reply.statusCode === 200 && !/no-store|private/.test(cacheControl ?? '')) {
    const tag = pageEtag(html);
    reply.header('etag', tag);
    if (matches(reply.request.headers['if-none-match'], tag)) return reply.code(304).send();
  }
  return reply.send(html);
}
