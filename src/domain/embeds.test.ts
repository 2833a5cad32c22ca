import { describe, expect, it } from 'vitest';
import { embedFrameUrl } from './embeds';

describe('embedFrameUrl', () => {
  it('turns YouTube and Vimeo links into player URLs', () => {
    expect(embedFrameUrl('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedFrameUrl('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedFrameUrl('vimeo', 'https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
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
