import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { LruCache } from '../cache/lru';

/**
 * How a visitor's page may be kept (docs/decisions/0100-page-validators.md): every cache, the
 * browser's and a shared one in front, may store it but must revalidate it before each use. A
 * revalidation costs the origin a lookup and a 304 without a body, and an edit is seen on the very
 * next request instead of after a lifetime.
 */
export const SHARED_PAGE = 'public, no-cache';

/**
 * nginx reads `Cache-Control: no-cache` as "do not store". This header (nginx's own, which it
 * never passes on to the client) makes it store the page with an expiry in the past, so it keeps
 * the body and revalidates it with the ETag on every request (`proxy_cache_revalidate on`). It is
 * sent before Cache-Control: nginx 1.22 reads Cache-Control only when it comes first.
 */
const NGINX_STORE_EXPIRED = '@1';

type Encoding = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's bytes ready to send (issue 23 item 2): the UTF-8 body once, brotli and gzip made once
 * (off the event loop, on first demand), and a strong validator per representation.
 */
interface Prepared {
  /** The hash of the page's bytes; the validator of each representation adds its coding. */
  readonly hash: string;
  readonly identity: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/**
 * Prepared pages, keyed by the HTML itself: a page served from the page cache is the same string
 * object each time, whose hash V8 keeps, so a hit costs a lookup, not a SHA-1 and encoding of
 * 50 KB. Keyed by content, an entry can never describe another page than the one being sent:
 * a page that changed is another key, with another validator. Bounded by count and bytes (the key
 * string, its UTF-8 bytes and the two compressed copies, about a third of them).
 */
const prepared = new LruCache<Prepared>({ maxEntries: 256, maxBytes: 24 * 1024 * 1024 }, (entry) =>
  Math.round(entry.identity.length * 3.7),
);

function prepare(html: string): Prepared {
  let entry = prepared.get(html);
  if (!entry) {
    const identity = Buffer.from(html, 'utf8');
    entry = { hash: hash('sha1', identity, 'base64url'), identity };
    prepared.set(html, entry);
  }
  return entry;
}

/**
 * Brotli at quality 6 (4 ms for the 22 KB home page; 11 saves another 9 % for 70 ms) and gzip at 6:
 * a page is prepared again whenever it is rendered again (each minute at most for cached pages),
 * and the first visitor waits for it.
 */
function compressed(entry: Prepared, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    entry.br ??= brotli(entry.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length,
      },
    });
    return entry.br;
  }
  entry.gzip ??= gzipAsync(entry.identity, { level: 6 });
  return entry.gzip;
}

/**
 * The strong validator of one representation: the same page compressed is other bytes, so the
 * coding is part of it (after a dot, which base64url never contains).
 */
function tagOf(entry: Prepared, encoding: Encoding | undefined): string {
  return encoding === undefined ? `"${entry.hash}"` : `"${entry.hash}.${encoding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * True when the request's `If-None-Match` names any representation of these bytes (or is `*`):
 * a client holding the gzip copy holds the current page, whatever coding it asks for now.
 */
export function matches(header: string | undefined, hashOfPage: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    if (value === '*') return true;
    const opaque = /^"([^"]*)"$/.exec(value)?.[1];
    return opaque !== undefined && opaque.replace(/\.(br|gz)$/, '') === hashOfPage;
  });
}

/** The coding to send, from `Accept-Encoding`: brotli before gzip, neither when refused (q=0). */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let br = false;
  let gz = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : undefined;
}

function addVary(reply: FastifyReply, field: string) {
  const vary = reply.getHeader('vary');
  const current = vary === undefined ? '' : String(vary);
  if (current.split(',').some((name) => name.trim().toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}

/**
 * Sends a server-rendered page; `cacheControl` when the page says how it may be kept. A page that
 * may be kept at all is sent from its prepared bytes: a strong ETag, brotli or gzip as the client
 * accepts, and a matching revalidation answered 304 without a body and without rendering when the
 * page came from a cache (issue 20 item 7, issue 23 item 2). Private and `no-store` pages carry
 * no validator and are compressed on the way out as any answer.
 */
export function sendHtml(
  reply: FastifyReply,
  html: string,
  cacheControl?: string,
): FastifyReply | Promise<FastifyReply> {
  reply.type('text/html; charset=utf-8');
  const keepable = reply.statusCode === 200 && !/no-store|private/.test(cacheControl ?? '');
  if (keepable && cacheControl === SHARED_PAGE) reply.header('x-accel-expires', NGINX_STORE_EXPIRED);
  if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
  if (!keepable) return reply.send(html);

  const entry = prepare(html);
  const encoding = chooseEncoding(reply.request.headers['accept-encoding']);
  addVary(reply, 'accept-encoding');
  reply.header('etag', tagOf(entry, encoding));
  if (matches(reply.request.headers['if-none-match'], entry.hash)) return reply.code(304).send();
  if (encoding === undefined) return reply.send(entry.identity);
  return compressed(entry, encoding).then(
    (body) => reply.header('content-encoding', encoding).send(body),
    // Compression failing is no reason to fail the page: the plain bytes are as good.
    () => reply.header('etag', tagOf(entry, undefined)).send(entry.identity),
  );
}

/** The strong validator sent for these bytes without compression (tests, the bench). */
export function pageEtag(html: string): string {
  return tagOf(prepare(html), undefined);
}
