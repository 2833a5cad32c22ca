/**
 * The one rule for URLs taken from input (docs/decisions/0015-one-url-rule.md): what a link,
 * an image or a redirect may point to. It asks what a browser will make of the text, not what
 * it looks like: `/\evil.example/` and `/<TAB>/evil.example/` look like paths, but a browser
 * resolves both to another host.
 */

/** Characters a browser drops or reinterprets inside a URL: controls (TAB, CR, LF, NUL…) and `\`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** A base no real site has: what resolves to another origin than this one leaves the site. */
const BASE = 'https://same-site.invalid';

/**
 * The path part (`/x?y#z`) of a same-site path, normalised as a browser sends it (non-ASCII
 * percent-encoded, so it is a valid `Location` header), or null when the text is not one:
 * `//host`, `/\host`, anything with control characters, anything with a scheme.
 */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a redirect taken from input (`?next=`) may go: a same-site path, else the fallback.
 * Every redirect to a target from input goes through here.
 */
export function safeRedirectTarget(value: string | undefined | null, fallback: string): string {
  // An empty `next` is no target either (`'' ?? fallback` would redirect to an empty Location).
  return (value ? sameSitePath(value) : null) ?? fallback;
}

/** Absolute web addresses: `http:` or `https:` with a host, no credentials, no control characters. */
export function isWebUrl(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}

/**
 * A stored link (Link module, teaser, menu entry, rich text): a web address, a same-site path,
 * an in-page anchor, `mailto:` or `tel:`. Never `javascript:`, `data:` or a path a browser reads
 * as another host.
 */
export function isSafeLink(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith('#')) return true;
  if (/^(mailto|tel):/i.test(value)) return true;
  return isWebUrl(value) || sameSitePath(value) !== null;
}

/** A stored image or media address: a same-site path (the media library) or a web address. */
export function isSafeMediaUrl(value: string): boolean {
  return isWebUrl(value) || sameSitePath(value) !== null;
}
