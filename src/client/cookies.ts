/** Reads a cookie of the current document (browser only). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Defaults to '/'. */
  path?: string;
  /** e.g. '.example.org' to share with subdomains (the cart cookies, spec: programme §7). */
  domain?: string;
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `max-age=${Math.round(options.maxAgeSeconds)}`,
    'samesite=lax',
  ];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('secure');
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = parts.join('; ');
}
