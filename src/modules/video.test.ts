import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';
import { VIDEO_URL_MESSAGE } from './video';

const video = {
  id: 'v1',
  type: 'video',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  image: '/media/buehne.svg',
  image_obj: { url: '/media/buehne.svg', alt: 'Bühne', width: 1600, height: 900 },
  title: 'Trailer »Die Zauberflöte«',
  length: '2:10',
};

describe('Video module (spec: frame §3, §5)', () => {
  it('requires a YouTube or Vimeo URL and a poster image', () => {
    expect(issuesOf({ id: 'v', type: 'video' })).toEqual({
      video_url: 'This field is required!',
      image: 'This field is required!',
    });
    expect(issuesOf({ ...video, video_url: 'not a url' })).toEqual({ video_url: VIDEO_URL_MESSAGE });
    expect(issuesOf({ ...video, video_url: 'https://www.dailymotion.com/video/x7' })).toEqual({
      video_url: VIDEO_URL_MESSAGE,
    });
    expect(issuesOf(video)).toEqual({});
    expect(issuesOf({ ...video, video_url: 'https://vimeo.com/76979871' })).toEqual({});
    expect(issuesOf({ ...video, image: 'javascript:alert(1)' })).toHaveProperty('image');
  });

  it('renders a consent-gated <foyer-embed>, never an iframe, with a link and the poster as fallback', () => {
    const html = renderHtml([parsed(video)]);
    expect(html).not.toContain('<iframe');
    expect(html).toContain(
      '<foyer-embed provider="youtube" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Trailer »Die Zauberflöte«" locale="de" ratio="16/9" poster="/media/buehne.svg">',
    );
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('<img class="m-embed__poster" src="/media/buehne.svg" alt="Bühne"');
    expect(html).toContain('<figcaption class="m-video__length">Länge 2:10</figcaption>');
    const vimeo = renderHtml([parsed({ ...video, video_url: 'https://vimeo.com/76979871', title: '' })], {
      locale: 'en',
    });
    expect(vimeo).toContain(
      'provider="vimeo" src="https://player.vimeo.com/video/76979871?dnt=1" title="Vimeo-Video"',
    );
  });
});

describe('Video item and the older video list', () => {
  it('a video item needs a valid video URL; the list takes only video items', () => {
    expect(issuesOf({ id: 'i', type: 'video_item', video_url: 'https://example.org/x.mp4' })).toEqual({
      video_url: VIDEO_URL_MESSAGE,
    });
    expect(
      issuesOf({
        id: 'l',
        type: 'video_list',
        children: [{ id: 'h', type: 'headline', content: 'x' }],
      }),
    ).toEqual({ 'children.0.type': 'A headline cannot be placed here.' });
  });

  it('renders items with title and rich text inside the list', () => {
    const html = renderHtml([
      parsed({
        id: 'l',
        type: 'video_list',
        extra_class: 'slider',
        children: [
          {
            id: 'i',
            type: 'video_item',
            video_url: 'https://youtu.be/dQw4w9WgXcQ',
            title: 'Probe',
            content: '<p><strong>Neu</strong></p>',
          },
        ],
      }),
    ]);
    expect(html).toContain('class="m-video-list m-video-list--slider"');
    expect(html).toContain('<h3 class="m-video-item__title">Probe</h3>');
    expect(html).toContain('<p><strong>Neu</strong></p>');
    expect(html).toContain('<foyer-embed provider="youtube"');
  });
});
