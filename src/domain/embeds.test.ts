import { describe, expect, it } from 'vitest';
import {
  checkEmbed,
  EMBED_FRAME_SOURCES,
  EMBED_PROVIDERS,
  embedFrameUrl,
  parseVideoUrl,
  providerDomains,
} from './embeds';

describe('embed allowlists (spec: frame §5, DESIGN)', () => {
  it('accepts audio from Spotify, SoundCloud and Podigee', () => {
    for (const code of [
      '<iframe src="https://open.spotify.com/embed/episode/abc" width="100%"></iframe>',
      '<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1"></iframe>',
      'https://soundcloud.com/theater/track',
      '<iframe src="https://theater.podigee.io/1-folge/embed?context=external"></iframe>',
    ]) {
      expect(checkEmbed('audio', code).ok, code).toBe(true);
    }
  });

  it('refuses other domains, lookalikes and mixed code', () => {
    for (const code of [
      '<iframe src="https://evil.example/embed"></iframe>',
      'https://open.spotify.com.evil.example/embed/x',
      'https://notspotify.com/x',
      '<iframe src="https://open.spotify.com/embed/a"></iframe><script src="https://evil.example/x.js"></script>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<p>no url here</p>',
      // The older editor's Idagio: the pages' CSP does not frame it (R-EDIT-52).
      'https://app.idagio.com/recordings/1',
    ]) {
      const check = checkEmbed('audio', code);
      expect(check.ok, code).toBe(false);
      if (!check.ok)
        expect(check).toEqual({
          ok: false,
          reason: 'provider',
          allowed: 'Spotify, SoundCloud, Podigee',
        });
    }
  });

  it('takes the content URL, not the provider script, from social embed code', () => {
    const check = checkEmbed(
      'social',
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/abc/"></blockquote><script async src="https://www.instagram.com/embed.js"></script>',
    );
    expect(check).toMatchObject({ ok: true, url: 'https://www.instagram.com/p/abc/' });
    expect(check.ok && check.provider.name).toBe('instagram');
    expect(checkEmbed('social', 'https://www.tiktok.com/@theater/video/1').ok).toBe(true);
    expect(checkEmbed('social', 'https://x.com/theater/status/1').ok).toBe(true);
    expect(checkEmbed('social', 'https://mastodon.social/@x/1').ok).toBe(false);
  });

  it('allows only Issuu for the viewer and YouTube/Vimeo for video embeds', () => {
    expect(
      checkEmbed('viewer', '<iframe src="https://e.issuu.com/embed.html?d=spielzeit"></iframe>').ok,
    ).toBe(true);
    expect(checkEmbed('viewer', 'https://www.yumpu.com/de/document/view/1').ok).toBe(false);
    expect(checkEmbed('video', 'https://youtu.be/dQw4w9WgXcQ').ok).toBe(true);
    expect(checkEmbed('video', 'https://www.dailymotion.com/video/x1').ok).toBe(false);
    expect(providerDomains('video')).toEqual([
      'youtube.com',
      'youtube-nocookie.com',
      'youtu.be',
      'vimeo.com',
      'player.vimeo.com',
    ]);
  });
});

describe('video URLs (spec: frame §5 "Video url must be … a YouTube or Vimeo video")', () => {
  it('understands the YouTube and Vimeo shapes and plays from privacy-friendly hosts', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoUrl(url)?.embedUrl, url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    }
    expect(parseVideoUrl('https://vimeo.com/76979871')).toMatchObject({
      provider: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
      watchUrl: 'https://vimeo.com/76979871',
    });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')?.id).toBe('76979871');
  });

  it('refuses anything else', () => {
    for (const url of [
      'not a url',
      'https://www.dailymotion.com/video/x1',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=<script>',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staff',
    ]) {
      expect(parseVideoUrl(url), url).toBeUndefined();
    }
  });
});

describe('embedFrameUrl', () => {
  it('turns YouTube and Vimeo links into player URLs', () => {
    expect(embedFrameUrl('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedFrameUrl('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedFrameUrl('vimeo', 'https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });
  it('keeps sources on the provider hosts', () => {
    expect(embedFrameUrl('spotify', 'https://open.spotify.com/embed/album/1')).toBe(
      'https://open.spotify.com/embed/album/1',
    );
    expect(embedFrameUrl('podigee', 'https://theater.podigee.io/1-folge/embed')).toBe(
      'https://theater.podigee.io/1-folge/embed',
    );
  });
  it("turns every provider's page link into its player, on a host the pages' CSP frames", () => {
    // A page link staff paste, per provider, and the player it becomes.
    const links: Record<string, [string, string]> = {
      youtube: [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ],
      vimeo: ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
      spotify: [
        'https://open.spotify.com/episode/7makk4oTQel546B0PZlDM5',
        'https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5',
      ],
      soundcloud: [
        'https://soundcloud.com/theater/track',
        'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Ftheater%2Ftrack',
      ],
      podigee: ['https://theater.podigee.io/1-folge', 'https://theater.podigee.io/1-folge/embed'],
      issuu: [
        'https://issuu.com/theater/docs/spielzeitheft',
        'https://e.issuu.com/embed.html?d=spielzeitheft&u=theater',
      ],
      openstreetmap: [
        'https://www.openstreetmap.org/export/embed.html?bbox=13.3,52.5,13.4,52.6',
        'https://www.openstreetmap.org/export/embed.html?bbox=13.3,52.5,13.4,52.6',
      ],
      instagram: ['https://www.instagram.com/p/Cabc123/', 'https://www.instagram.com/p/Cabc123/embed'],
      twitter: [
        'https://x.com/theater/status/1234567890',
        'https://platform.twitter.com/embed/Tweet.html?id=1234567890',
      ],
      facebook: [
        'https://www.facebook.com/theater/posts/123',
        'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Ftheater%2Fposts%2F123',
      ],
      tiktok: [
        'https://www.tiktok.com/@theater/video/7123456789',
        'https://www.tiktok.com/embed/v2/7123456789',
      ],
      hubspot: ['https://share.hsforms.com/1abcDEF', 'https://share.hsforms.com/1abcDEF'],
    };
    // Every provider has a link here: a new provider needs its player and its CSP source.
    expect(Object.keys(links).sort()).toEqual(Object.keys(EMBED_PROVIDERS).sort());
    const framed = (url: string) =>
      EMBED_FRAME_SOURCES.some((source) => {
        const host = new URL(url).hostname;
        const allowed = new URL(source.replace('*.', 'wildcard.')).hostname;
        return source.includes('*.') ? host.endsWith(allowed.slice('wildcard'.length)) : host === allowed;
      });
    for (const [provider, [link, player]] of Object.entries(links)) {
      expect(embedFrameUrl(provider, link), provider).toBe(player);
      expect(framed(player), `${provider}: ${player} in frame-src`).toBe(true);
      // A player address stays as it is.
      expect(embedFrameUrl(provider, player), provider).toBe(player);
    }
  });

  it('refuses other hosts, look-alikes, plain http and unknown providers', () => {
    expect(embedFrameUrl('youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embedFrameUrl('spotify', 'https://open.spotify.com.evil.example/x')).toBeNull();
    expect(embedFrameUrl('issuu', 'https://notissuu.com/x')).toBeNull();
    expect(embedFrameUrl('spotify', 'http://open.spotify.com/embed/x')).toBeNull();
    expect(embedFrameUrl('spotify', 'javascript:alert(1)')).toBeNull();
    expect(embedFrameUrl('dailymotion', 'https://www.dailymotion.com/x')).toBeNull();
    expect(embedFrameUrl('youtube', 'https://www.youtube.com/channel/abc')).toBeNull();
  });
});
