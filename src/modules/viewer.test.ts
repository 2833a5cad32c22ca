import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

describe('PDF viewer (spec: frame §3, §5: Issuu)', () => {
  it('accepts Issuu only', () => {
    expect(issuesOf({ id: 'v', type: 'viewer' })).toEqual({ embed: 'This field is required!' });
    expect(issuesOf({ id: 'v', type: 'viewer', embed: 'https://www.yumpu.com/de/document/view/1' })).toEqual({
      embed: 'Only embeds from Issuu are allowed.',
    });
    expect(
      issuesOf({
        id: 'v',
        type: 'viewer',
        embed: '<iframe src="https://e.issuu.com/embed.html?d=spielzeit"></iframe>',
      }),
    ).toEqual({});
  });

  it('renders a consent-gated viewer', () => {
    const html = renderHtml([
      parsed({
        id: 'v',
        type: 'viewer',
        embed: '<iframe src="https://e.issuu.com/embed.html?d=spielzeit&amp;u=rosenhain"></iframe>',
      }),
    ]);
    expect(html).toContain(
      '<foyer-embed provider="issuu" src="https://e.issuu.com/embed.html?d=spielzeit&amp;u=rosenhain" title="Publikation"',
    );
    expect(html).not.toContain('<iframe');
  });
});

describe('Social media (older editor; Instagram, X/Twitter, Facebook, TikTok)', () => {
  it('accepts the four networks and refuses others', () => {
    for (const embed of [
      'https://www.instagram.com/p/abc/',
      'https://twitter.com/theater/status/1',
      'https://www.facebook.com/theater/posts/1',
      'https://www.tiktok.com/@theater/video/1',
    ])
      expect(issuesOf({ id: 's', type: 'social_media', embed }), embed).toEqual({});
    expect(
      issuesOf({ id: 's', type: 'social_media', embed: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    ).toEqual({
      embed: 'Only embeds from Instagram, X (Twitter), Facebook, TikTok are allowed.',
    });
  });

  it('renders the post as a consent-gated embed with a link fallback', () => {
    const html = renderHtml(
      [parsed({ id: 's', type: 'social_media', embed: 'https://www.tiktok.com/@theater/video/1' })],
      {
        locale: 'en',
      },
    );
    expect(html).toContain(
      '<foyer-embed provider="tiktok" src="https://www.tiktok.com/@theater/video/1" title="Post"',
    );
    expect(html).toContain('<a class="m-embed__fallback" href="https://www.tiktok.com/@theater/video/1"');
  });
});
