import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_TOKEN_COOKIE, CART_TOKEN_HEADER, RESERVATION_MINUTES } from '../../src/contract/constants';
import { CART_TOKEN_PATTERN } from '../../src/contract/ticketing';
import { HttpError } from '../http/errors';
import { csrfTokenMatches } from '../plugins/csrf';

/**
 * The cart of a request (docs/decisions/0004-box-office.md): its token, our cookie that keeps it,
 * the cart page's address and the CSRF proof of a cart write.
 */

const valid = (token: string | undefined) => (token && CART_TOKEN_PATTERN.test(token) ? token : undefined);

/** The cart token: the header a template sends wins over our own cookie (issue 4 §5). */
export function cartTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CART_TOKEN_HEADER.toLowerCase()];
  return valid(typeof header === 'string' && header ? header : request.cookies[CART_TOKEN_COOKIE]);
}

/** The cart token of our own cookie (the webshop pages are on our origin). */
export function cartCookieToken(request: FastifyRequest): string | undefined {
  return valid(request.cookies[CART_TOKEN_COOKIE]);
}

/** Keeps the cart token as our first-party cookie for as long as a reservation lasts. */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CART_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: RESERVATION_MINUTES * 60,
  });
}

/** The cart page on our origin; with the token for a template on another origin to link to. */
export function cartPageUrl(request: FastifyRequest, token: string | undefined): string {
  // From the configured site address, never from the request's Host or X-Forwarded-Host.
  const base = `${request.server.config.siteUrl}/webshop/cart`;
  return token ? `${base}?cart=${encodeURIComponent(token)}` : base;
}

/**
 * CSRF for the cart: on our origin the double-submit check (cookie = header). From a webshop
 * template on an allowed origin, where third-party cookies may be blocked so no cookie arrives,
 * the browser's Origin header plus the custom X-CSRFToken header (which forces a CORS preflight
 * that only allowed origins pass) is the proof.
 */
function csrfPasses(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const header = request.headers['x-csrftoken'];
  if (typeof header !== 'string' || header === '') return false;
  if (csrfTokenMatches(request, header)) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && allowedOrigins.includes(origin);
}

/**
 * The cart's CSRF check as a `preValidation` hook of the cart writes (they are exempt from the
 * app's double-submit check): refused before their body is looked at, as 403 `csrf_failed`.
 */
export async function requireCartCsrf(request: FastifyRequest): Promise<void> {
  if (!csrfPasses(request, request.server.config.allowedEmbedOrigins))
    throw new HttpError(403, 'csrf_failed', 'CSRF token missing or incorrect.');
}
