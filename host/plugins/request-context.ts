import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/contract/common';

/** A signed-in staff member; set by the auth plugin (issue: staff sign-in). */
export interface StaffUser {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, or null for a visitor. */
    user: StaffUser | null;
  }
}

export const LOCALE_COOKIE = 'foyer_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The visitor's locale: cookie first, then Accept-Language, then the default (spec: frame §9).
 * The header is read by `negotiator` (as Express reads it): q-values count, `de-AT` is German,
 * `en;q=0.1, de;q=0.9` is German.
 */
export function preferredLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([
    DEFAULT_LOCALE,
    ...LOCALES,
  ]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}

/** The locale named by the first path segment, if it is one, else the default. */
export function localeOfUrl(url: string): Locale {
  const first = url.split('?')[0]?.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * Rejects paths that try to leave the content: `..`, encoded slashes or backslashes, NUL and
 * other control characters. Content is looked up in the database, never on disk, but such a path
 * is never a page either.
 */
export function isSafePath(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  if (/%2f|%5c|%00|%2e%2e/i.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
  return !/(^|\/)\.\.(\/|$)|\\|[\u0000-\u001f\u007f]/.test(decoded);
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
  },
  { name: 'request-context' },
);

export function isStaff(request: FastifyRequest): boolean {
  return request.user !== null;
}
