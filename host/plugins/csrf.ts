import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What `issueCsrfToken` writes: 24 random bytes in base64url (32 characters), with some slack. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token of this visitor (from the cookie, or new with this response). */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /** Routes that do their own CSRF check (none yet; kept explicit for auditing). */
    csrfExempt?: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function submittedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string') return header;
  // Plain HTML forms (login without JavaScript) send the token as a field.
  const body = request.body as { csrfmiddlewaretoken?: unknown } | undefined;
  return typeof body?.csrfmiddlewaretoken === 'string' ? body.csrfmiddlewaretoken : undefined;
}

/**
 * The visitor's CSRF cookie when it is one we could have issued (our format); a cookie of any
 * other shape counts as none, so a forged `csrftoken=x` plus `X-CSRFToken: x` proves nothing.
 */
function validCsrfCookie(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[CSRF_COOKIE];
  return cookie && TOKEN_FORMAT.test(cookie) ? cookie : undefined;
}

/**
 * The double-submit proof: a submitted token (header or form field) equal to the visitor's CSRF
 * cookie of our format. The one comparison of every CSRF check (this plugin, the cart's, the form
 * page's that reads its token from a multipart body).
 */
export function csrfTokenMatches(request: FastifyRequest, submitted: string | undefined): boolean {
  const cookie = validCsrfCookie(request);
  return cookie !== undefined && submitted !== undefined && sameToken(cookie, submitted);
}

/** A new random token: 24 bytes in base64url (TOKEN_FORMAT). */
const newToken = () => randomBytes(24).toString('base64url');

/** The visitors' tokens made for this request, whose cookie is written when the answer goes out. */
const pendingCookie = new WeakSet<FastifyRequest>();

function setCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(CSRF_COOKIE, request.csrfToken, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  });
}

/** A new random token in the `csrftoken` cookie, e.g. at sign-in (no planted token rides a session). */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): void {
  request.csrfToken = newToken();
  pendingCookie.delete(request);
  setCsrfCookie(request, reply);
}

/**
 * An answer every visitor may get from a shared cache for a while (`public, max-age=60`: the
 * public API, element chunks, assets). It carries no cookie: a cache keeps no answer that sets
 * one (nginx stores none), and a visitor served it from a cache would not get the cookie anyway.
 * Pages (`public, no-cache`) reach the origin on every view and give the visitor the token.
 */
function sharedForAWhile(cacheControl: unknown): boolean {
  const value = String(cacheControl ?? '').toLowerCase();
  return /\bpublic\b/.test(value) && /\b(s-)?max-age=[1-9]/.test(value) && !/no-cache|no-store/.test(value);
}

/**
 * Double-submit CSRF protection (DESIGN: server conventions): every visitor gets a random
 * `csrftoken` cookie readable by our scripts; every state-changing request must echo it in the
 * `X-CSRFToken` header. A page on another site can neither read the cookie nor set the header.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('csrfToken', '');
    app.addHook('onRequest', async (request) => {
      const existing = validCsrfCookie(request);
      if (existing) {
        request.csrfToken = existing;
      } else {
        request.csrfToken = newToken();
        pendingCookie.add(request);
      }
    });
    // The new visitor's cookie, unless the answer is one shared caches keep (`sharedForAWhile`).
    app.addHook('onSend', async (request, reply, payload) => {
      if (pendingCookie.has(request) && !sharedForAWhile(reply.getHeader('cache-control')))
        setCsrfCookie(request, reply);
      return payload;
    });
    // Checked before the body is validated: a forged request learns nothing about the contract,
    // and an HTML form's `csrfmiddlewaretoken` field is read as sent (validation strips it).
    app.addHook('preValidation', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return;
      if (!csrfTokenMatches(request, submittedToken(request))) {
        return reply.status(403).send(errorBody('csrf_failed', 'CSRF token missing or incorrect.'));
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
