import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

const spotify =
  '<iframe src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5" width="100%" height="152"></iframe>';

describe('Audio module (spec: frame §3, §5: Spotify, SoundCloud, Podigee)', () => {
  it('requires an embed from an allowed provider', () => {
    expect(issuesOf({ id: 'a', type: 'audio' })).toEqual({ embed: 'This field is required!' });
    expect(
      issuesOf({ id: 'a', type: 'audio', embed: '<iframe src="https://evil.example"></iframe>' }),
    ).toEqual({
      embed: 'Only embeds from Spotify, SoundCloud, Podigee are allowed.',
    });
    expect(issuesOf({ id: 'a', type: 'audio', embed: spotify })).toEqual({});
    expect(issuesOf({ id: 'a', type: 'audio', embed: spotify, media_type: 'video' })).toEqual({
      media_type: 'Choose a media type.',
    });
  });

  it('renders <foyer-embed> with the iframe source, not the iframe', () => {
    const html = renderHtml([
      parsed({ id: 'a', type: 'audio', embed: spotify, media_type: 'podcast', title: 'Folge 1' }),
    ]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain(
      '<foyer-embed provider="spotify" src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5" title="Folge 1" locale="de">',
    );
    expect(html).toContain('class="m-audio m-audio--podcast"');
    expect(html).toContain('(Öffnen bei Spotify)');
  });
});

describe('Self-hosted audio (toolbar "Audio SH")', () => {
  it('requires an audio file', () => {
    expect(issuesOf({ id: 's', type: 'audio_sh' })).toEqual({ file: 'This field is required!' });
    expect(issuesOf({ id: 's', type: 'audio_sh', file: '/media/x.mp4' })).toEqual({
      file: 'Choose an audio file (mp3, m4a, ogg, wav…).',
    });
    expect(issuesOf({ id: 's', type: 'audio_sh', file: '/media/einfuehrung.mp3' })).toEqual({});
  });

  it('renders the browser audio player', () => {
    const html = renderHtml([
      parsed({ id: 's', type: 'audio_sh', file: '/media/einfuehrung.mp3', title: 'Einführung' }),
    ]);
    expect(html).toContain(
      '<audio controls="" preload="none" src="/media/einfuehrung.mp3" aria-label="Einführung">',
    );
  });
});
