import { describe, expect, it } from 'vitest';
import { checkEmbed, embedFrameUrl, parseVideoUrl, providerDomains } from './embeds';

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
