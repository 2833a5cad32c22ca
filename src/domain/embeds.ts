/**
 * Third-party media: the provider allowlists (spec: frame §5 "Embed code must contain an allowed
 * provider domain"; the domains are decided in DESIGN "Data the spec leaves open") and how an
 * embed code or a media URL becomes the one URL a consent-gated `<foyer-embed>` loads.
 */

export type EmbedKind = 'video' | 'audio' | 'viewer' | 'social' | 'form' | 'map';

export interface Provider {
  /** Stable name, written into `<foyer-embed provider="…">`. */
  name: string;
  label: string;
  /** A host matches when it equals one of these or is a subdomain of one. */
  domains: readonly string[];
}

export const PROVIDERS: Record<EmbedKind, readonly Provider[]> = {
  video: [
    { name: 'youtube', label: 'YouTube', domains: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'] },
    { name: 'vimeo', label: 'Vimeo', domains: ['vimeo.com', 'player.vimeo.com'] },
  ],
  audio: [
    { name: 'spotify', label: 'Spotify', domains: ['open.spotify.com'] },
    { name: 'soundcloud', label: 'SoundCloud', domains: ['soundcloud.com', 'w.soundcloud.com'] },
    // Not Idagio: the spec allows it only in the older editor (frame §3 Audio, R-EDIT-52), and the
    // pages' Content-Security-Policy (host/app.ts FRAME_SOURCES) never framed it.
    { name: 'podigee', label: 'Podigee', domains: ['podigee.io'] },
  ],
  // The current editor's viewer is Issuu only (spec: frame §5 "Viewer: {host}"; checklist R-EDIT-53).
  viewer: [{ name: 'issuu', label: 'Issuu', domains: ['issuu.com'] }],
  // A venue's map (issue 16), framed only after consent like every other third-party medium.
  map: [{ name: 'openstreetmap', label: 'OpenStreetMap', domains: ['www.openstreetmap.org'] }],
  social: [
    { name: 'instagram', label: 'Instagram', domains: ['instagram.com'] },
    { name: 'twitter', label: 'X (Twitter)', domains: ['twitter.com', 'x.com'] },
    { name: 'facebook', label: 'Facebook', domains: ['facebook.com'] },
    { name: 'tiktok', label: 'TikTok', domains: ['tiktok.com'] },
  ],
  // The Forms module's HubSpot forms, framed as their shareable page (issue 17).
  form: [{ name: 'hubspot', label: 'HubSpot', domains: ['share.hsforms.com'] }],
};

/** Every allowed domain of a kind, for help texts and the editor's field spec. */
export function providerDomains(kind: EmbedKind): string[] {
  return PROVIDERS[kind].flatMap((provider) => provider.domains);
}

function hostMatches(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

export function providerOfUrl(kind: EmbedKind, url: string): Provider | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = parsed.hostname.toLowerCase();
  return PROVIDERS[kind].find((provider) => provider.domains.some((domain) => hostMatches(host, domain)));
}

/** URLs an embed code points to: `src`, `href`, `cite`, `data-*-permalink` attributes. */
function urlsOfCode(code: string): string[] {
  const urls: string[] = [];
  const pattern = /\b(?:src|href|cite|data-[a-z-]*permalink|data-[a-z-]*url)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
  for (const match of code.matchAll(pattern)) {
    const value = (match[1] ?? match[2] ?? '').trim().replace(/&amp;/g, '&');
    urls.push(value.startsWith('//') ? `https:${value}` : value);
  }
  return urls;
}

/**
 * A refused embed says why: nothing given, or something from outside the allowlist (`allowed`: the
 * providers' names). The module schema turns that into its message (src/modules/embed.tsx).
 */
export type EmbedCheck =
  | { ok: true; provider: Provider; url: string }
  | { ok: false; reason: 'required' | 'provider'; allowed: string };

/**
 * Checks an embed: either a plain URL or provider embed code (iframe, blockquote + script). Every
 * URL the code points to must belong to an allowed provider, so nothing from another domain is
 * smuggled in beside an allowed one. The answer's `url` is what `<foyer-embed>` loads.
 */
export function checkEmbed(kind: EmbedKind, input: string): EmbedCheck {
  const code = input.trim();
  const allowed = PROVIDERS[kind].map((provider) => provider.label).join(', ');
  const refusal = { ok: false as const, reason: 'provider' as const, allowed };
  if (!code) return { ok: false, reason: 'required', allowed };
  const urls = code.startsWith('<') ? urlsOfCode(code) : [code];
  if (urls.length === 0) return refusal;
  let first: { provider: Provider; url: string } | undefined;
  for (const url of urls) {
    // Provider scripts (embed.js, widgets.js) may sit beside the content; they must be the
    // provider's too, but the consent element loads its own, so they are not the embed URL.
    const provider = providerOfUrl(kind, url);
    if (!provider) return refusal;
    if (!first && !/\.js(\?|$)/.test(new URL(url).pathname)) first = { provider, url };
  }
  if (!first) return refusal;
  return { ok: true, ...first };
}

export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** The privacy-friendly player URL the consent element loads. */
  embedUrl: string;
  /** The page of the video, for the no-JavaScript and no-consent fallback link. */
  watchUrl: string;
}

/**
 * A YouTube or Vimeo video from any of the URL shapes people paste (spec: frame §5 "Video url
 * must be a valid url or a YouTube or Vimeo video"). YouTube plays from youtube-nocookie.com and
 * Vimeo with do-not-track, so the player sets no tracking cookies before the visitor clicks play.
 */
export function parseVideoUrl(input: string): VideoRef | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) youtube = segments[1];
  }
  if (youtube !== undefined) {
    if (!/^[A-Za-z0-9_-]{6,20}$/.test(youtube)) return undefined;
    return {
      provider: 'youtube',
      id: youtube,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}`,
      watchUrl: `https://www.youtube.com/watch?v=${youtube}`,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d{3,12}$/.test(segment));
    if (!id) return undefined;
    return {
      provider: 'vimeo',
      id,
      embedUrl: `https://player.vimeo.com/video/${id}?dnt=1`,
      watchUrl: `https://vimeo.com/${id}`,
    };
  }
  return undefined;
}

/** Every provider by its name, whatever its kind: what `<foyer-embed provider="…">` may name. */
export const EMBED_PROVIDERS: Readonly<Record<string, Provider>> = Object.fromEntries(
  Object.values(PROVIDERS)
    .flat()
    .map((provider) => [provider.name, provider]),
);

export type EmbedProvider = string;

export function isEmbedProvider(value: string | undefined): value is EmbedProvider {
  return value !== undefined && Object.hasOwn(EMBED_PROVIDERS, value);
}

/**
 * The hosts pages may frame (the `frame-src` of their Content-Security-Policy, host/app.ts): the
 * players `embedFrameUrl` gives for every provider above (tested against each provider).
 */
export const EMBED_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://*.podigee.io',
  // Issuu's player (its embed code's iframe); issuu.com itself is the page, not framed.
  'https://e.issuu.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://www.facebook.com',
  'https://www.tiktok.com',
  // The Forms module's HubSpot forms (click-to-load, after consent).
  'https://share.hsforms.com',
  // A venue's map (issue 16).
  'https://www.openstreetmap.org',
] as const;

/**
 * The provider's player for a page address staff pasted (a share link rather than embed code):
 * the page itself refuses to be framed (and is not in EMBED_FRAME_SOURCES), its player does not.
 * Addresses already of a player stay as they are.
 */
function playerUrl(provider: string, url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean);
  const encoded = encodeURIComponent(url.href);
  switch (provider) {
    case 'spotify':
      return segments[0] === 'embed' ? url.href : `https://open.spotify.com/embed/${segments.join('/')}`;
    case 'soundcloud':
      return url.hostname === 'w.soundcloud.com'
        ? url.href
        : `https://w.soundcloud.com/player/?url=${encoded}`;
    case 'podigee':
      return segments.at(-1) === 'embed' ? url.href : `${url.origin}/${[...segments, 'embed'].join('/')}`;
    case 'issuu': {
      // A document's page `issuu.com/{user}/docs/{document}` plays in `e.issuu.com/embed.html`.
      const [user, docs, document] = segments;
      return url.hostname === 'issuu.com' && docs === 'docs' && user && document
        ? `https://e.issuu.com/embed.html?d=${encodeURIComponent(document)}&u=${encodeURIComponent(user)}`
        : url.href;
    }
    case 'instagram': {
      const at = segments.findIndex((segment) => segment === 'p' || segment === 'reel');
      const id = at >= 0 ? segments[at + 1] : undefined;
      return id ? `https://www.instagram.com/${segments[at]}/${id}/embed` : url.href;
    }
    case 'twitter': {
      const id = segments[segments.indexOf('status') + 1];
      return segments.includes('status') && id && /^\d+$/.test(id)
        ? `https://platform.twitter.com/embed/Tweet.html?id=${id}`
        : url.href;
    }
    case 'facebook':
      return segments[0] === 'plugins'
        ? url.href
        : `https://www.facebook.com/plugins/post.php?href=${encoded}`;
    case 'tiktok': {
      const id = segments[segments.indexOf('video') + 1];
      return segments.includes('video') && id && /^\d+$/.test(id)
        ? `https://www.tiktok.com/embed/v2/${id}`
        : url.href;
    }
    default:
      return url.href;
  }
}

/**
 * The URL `<foyer-embed>` frames for a provider's source, or null when the source is not an
 * https URL on one of that provider's hosts. YouTube and Vimeo page links become their
 * privacy-friendly player URLs (parseVideoUrl), other providers' page links their players.
 */
export function embedFrameUrl(provider: string | undefined, src: string | undefined): string | null {
  if (!isEmbedProvider(provider) || !src) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const allowed = EMBED_PROVIDERS[provider];
  if (!allowed?.domains.some((domain) => hostMatches(host, domain))) return null;
  if (provider === 'youtube' || provider === 'vimeo') {
    const video = parseVideoUrl(src);
    return video?.provider === provider ? video.embedUrl : null;
  }
  return playerUrl(provider, url);
}
