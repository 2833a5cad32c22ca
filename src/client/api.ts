import { type $Fetch, ofetch } from 'ofetch';
import { CSRF_COOKIE } from '../contract/constants';
import { readCookie } from './cookies';
import { API_TIMEOUT_MS } from './get-json';

export interface ApiOptions {
  /** Origin (and optional path) of the Foyer host; empty on the host site itself. */
  apiBase?: string;
  /** Give up after this long (default 15 s): a hanging box office leads to the error path, not a spinner forever. */
  timeoutMs?: number;
}

export { API_TIMEOUT_MS } from './get-json';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API client (DESIGN: src/client): JSON, credentials included (for webshop templates on
 * another origin too) and the CSRF header on every state-changing request.
 */
export function createApiClient(options: ApiOptions = {}): $Fetch {
  return ofetch.create({
    baseURL: (options.apiBase ?? '').replace(/\/$/, ''),
    credentials: 'include',
    headers: { Accept: 'application/json' },
    retry: 0,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    // A page on an origin the host does not list (ALLOWED_EMBED_ORIGINS): the browser refuses the
    // answer (CORS), a TypeError; the element shows its fallback, the integrator learns why.
    onRequestError({ error }) {
      if (options.apiBase && error.name === 'TypeError')
        console.error(
          `[foyer] ${options.apiBase} refused ${globalThis.location?.origin}: add it to ALLOWED_EMBED_ORIGINS`,
        );
    },
    onRequest({ options: request }) {
      const method = (request.method ?? 'GET').toUpperCase();
      if (SAFE_METHODS.has(method)) return;
      const token = readCookie(CSRF_COOKIE);
      if (token) {
        const headers = new Headers(request.headers);
        headers.set('X-CSRFToken', token);
        request.headers = headers;
      }
    },
  });
}

/**
 * An address on the Foyer host: a site path (`/de/search?q=…`) gets the host's origin when the
 * element is embedded on another origin (`api-base`), so its links and forms lead to the site,
 * not to the embedding page's origin; other addresses stay as they are.
 */
export function hostUrl(url: string, apiBase?: string): string {
  const base = (apiBase ?? '').replace(/\/$/, '');
  return base && url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url;
}
