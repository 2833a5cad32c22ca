import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

const base = { id: 'i', type: 'image', image: '/media/haus.svg', format: 'standard' };

describe('Image object from the image edit popup (spec: frame §3 image edit)', () => {
  it('accepts alt text, decorative and a focal point in percent', () => {
    expect(
      parsed({
        ...base,
        image_obj: { url: '/media/haus.svg', alt: '', decorative: true, focal_point: { x: 0, y: 100 } },
      }).image_obj,
    ).toEqual({ url: '/media/haus.svg', alt: '', decorative: true, focal_point: { x: 0, y: 100 } });
  });

  it('refuses a focal point outside 0–100 or not a number, per coordinate', () => {
    expect(
      issuesOf({ ...base, image_obj: { url: '/media/haus.svg', focal_point: { x: 101, y: -1 } } }),
    ).toEqual({
      'image_obj.focal_point.x': 'At most 100.',
      'image_obj.focal_point.y': 'At least 0.',
    });
    expect(
      issuesOf({ ...base, image_obj: { url: '/media/haus.svg', focal_point: { x: '50', y: 50 } } }),
    ).toHaveProperty('image_obj.focal_point.x');
    expect(issuesOf({ ...base, image_obj: { url: '/media/haus.svg', decorative: 'yes' } })).toHaveProperty(
      'image_obj.decorative',
    );
  });

  it('renders the focal point as object-position, and decorative images with an empty alt', () => {
    const html = renderHtml([
      parsed({ ...base, image_obj: { url: '/media/haus.svg', alt: 'Haus', focal_point: { x: 25, y: 70 } } }),
      parsed({
        id: 'h',
        type: 'hero_media',
        headline: 'Premiere',
        online_from: '2026-01-01T00:00:00+01:00',
        image: '/media/foyer.svg',
        image_obj: { url: '/media/foyer.svg', alt: '', decorative: true, focal_point: { x: 10, y: 20 } },
      }),
    ]);
    expect(html).toContain('alt="Haus"');
    expect(html).toContain('style="object-position:25% 70%"');
    expect(html).toMatch(
      /<img class="m-hero__image" src="\/media\/foyer.svg" alt=""[^>]*style="object-position:10% 20%"/,
    );
    const plain = renderHtml([parsed({ ...base, image_obj: { url: '/media/haus.svg', alt: 'Haus' } })]);
    expect(plain).not.toContain('object-position');
  });
});
