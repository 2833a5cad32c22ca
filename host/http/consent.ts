import type { FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, parseConsent, type StoredConsent } from '../../src/domain/consent';
import { CSRF_COOKIE, csrfTokenMatches } from '../plugins/csrf';

/**
 * The visitor's consent as the server reads it (issue 23 item 1): the same cookie the banner
 * element writes, parsed by the same rules, on the app's clock. Anything unreadable is no consent.
 */
export function requestConsent(request: FastifyRequest): StoredConsent | null {
  const seconds = Math.floor(request.server.clock.now().getTime() / 1000);
  return parseConsent(request.cookies[CONSENT_COOKIE], seconds);
}

/**
 * The part of a page cache key that follows the consent cookie: a page renders the banner open
 * (no readable consent) or closed with the visitor's choices in its settings, so each of these
 * few variants is kept apart (docs/decisions/0111-cookie-banner-without-script.md).
 */
export function consentCacheKey(request: FastifyRequest): string {
  const consent = requestConsent(request);
  if (!consent) return 'c-';
  const flag = (value: boolean) => (value ? '1' : '0');
  return `c${consent.revision}.${flag(consent.choices.statistics)}${flag(consent.choices.media)}`;
}

/** The browser signals Do Not Track or Global Privacy Control in its request headers. */
export function requestOptsOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/**
 * The CSRF proof of the banner's plain form (decision 0111). The form sits on pages kept in the
 * page cache for every visitor, so it cannot carry the visitor's token. It is accepted when:
 * - the double-submit proof holds (a `csrfmiddlewaretoken` field equal to the `csrftoken` cookie,
 *   or the `X-CSRFToken` header), as everywhere else; or
 * - the visitor's `csrftoken` cookie of our format came with it (a `SameSite=Lax` cookie: a
 *   browser sends it with no cross-site POST) AND the browser says the form is ours: Fetch
 *   Metadata `Sec-Fetch-Site: same-origin`, or else an `Origin` equal to this site's origin.
 * A request with neither (a script, an old client) is refused like any missing CSRF proof: 403.
 */
export function consentFormProof(request: FastifyRequest, siteOrigin: string): boolean {
  const body = request.body as { csrfmiddlewaretoken?: unknown } | undefined;
  const header = request.headers['x-csrftoken'];
  const submitted =
    typeof header === 'string'
      ? header
      : typeof body?.csrfmiddlewaretoken === 'string'
        ? body.csrfmiddlewaretoken
        : undefined;
  if (submitted !== undefined) return csrfTokenMatches(request, submitted);
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || !csrfTokenMatches(request, cookie)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin === siteOrigin;
}
