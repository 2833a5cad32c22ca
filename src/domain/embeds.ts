/**
 * Third-party media embeds (spec: frame §5 embed validation, §9 media category; DESIGN: allowed
 * embed providers). A source is framed only when its host belongs to the named provider.
 */
export const EMBED_PROVIDERS = {
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'] },
  vimeo: { label: 'Vimeo', hosts: ['vimeo.com', 'player.vimeo.com'] },
  spotify: { label: 'Spotify', hosts: ['open.spotify.com'] },
  soundcloud: { label: 'SoundCloud', hosts: ['soundcloud.com', 'w.soundcloud.com'] },
  podigee: { label: 'Podigee', hosts: ['podigee.io'] },
  issuu: { label: 'Issuu', hosts: ['issuu.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  twitter: { label: 'X (Twitter)', hosts: ['twitter.com', 'x.com', 'platform.twitter.com'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
} as const;

export type EmbedProvider = keyof typeof EMBED_PROVIDERS;

export function isEmbedProvider(value: string | undefined): value is EmbedProvider {
  return value !== undefined && Object.hasOwn(EMBED_PROVIDERS, value);
}

/** The host itself or a subdomain of it (www.youtube.com, foo.podigee.io). */
function hostMatches(host: string, allowed: string): boolean {
  return host === allowed || host.endsWith(`.${allowed}`);
}

/**
 * The URL to frame for a provider's source, or null when the source is not an https URL on one of
 * the provider's hosts. YouTube and Vimeo page links become their player URLs (YouTube without
 * cookies: youtube-nocookie.com).
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
  if (!EMBED_PROVIDERS[provider].hosts.some((allowed) => hostMatches(host, allowed))) return null;
  if (provider === 'youtube') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : url.pathname === '/watch'
          ? url.searchParams.get('v')
          : /^\/(?:embed|shorts)\/([\w-]+)/.exec(url.pathname)?.[1];
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (provider === 'vimeo' && host !== 'player.vimeo.com') {
    const id = /^\/(\d+)/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return url.href;
}
