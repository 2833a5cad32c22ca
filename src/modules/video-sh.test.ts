import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';
import { ASPECT_MESSAGE } from './video-sh';

const base = {
  id: 'sh',
  type: 'video_sh',
  file: '/media/trailer.mp4',
  image: '/media/trailer.jpg',
  title: 'Trailer',
};

describe('Self-hosted video (toolbar "Video SH", spec: frame §3)', () => {
  it('requires file and image', () => {
    expect(issuesOf({ id: 'sh', type: 'video_sh' })).toEqual({
      file: 'This field is required!',
      image: 'This field is required!',
    });
    expect(issuesOf({ ...base, file: '/media/trailer.svg' })).toEqual({
      file: 'Choose a video file (mp4, webm, ogv, mov).',
    });
    expect(issuesOf({ ...base, file: 'javascript:x.mp4' })).toHaveProperty('file');
    expect(issuesOf(base)).toEqual({});
  });

  it('refuses a poster whose aspect ratio differs from the video', () => {
    expect(
      issuesOf({
        ...base,
        file_obj: { width: 1920, height: 1080 },
        image_obj: { url: base.image, alt: '', width: 1000, height: 1000 },
      }),
    ).toEqual({ image: ASPECT_MESSAGE });
    expect(
      issuesOf({
        ...base,
        file_obj: { width: 1920, height: 1080 },
        image_obj: { url: base.image, alt: '', width: 1600, height: 900 },
      }),
    ).toEqual({});
  });

  it('renders the browser player without autoplay, with captions when given', () => {
    const html = renderHtml([parsed({ ...base, captions: '/media/trailer.de.vtt' })]);
    expect(html).toMatch(/<video controls="" preload="none" playsinline="" poster="\/media\/trailer.jpg"/);
    expect(html).not.toContain('autoplay');
    expect(html).toContain('<source src="/media/trailer.mp4"/>');
    expect(html).toContain(
      '<track kind="captions" src="/media/trailer.de.vtt" srcLang="de" label="Untertitel"',
    );
    expect(html).toContain('<figcaption>Trailer</figcaption>');
  });
});
