import { describe, expect, it } from 'vitest';
import {
  largestRendition,
  libraryId,
  ogRenditionName,
  RENDITION_NAME,
  renditionName,
  renditionsOf,
  srcsetOf,
} from './media';

const hash = 'ab'.repeat(32);

describe('media renditions', () => {
  it('lists distinct widths never wider than the original', () => {
    expect(renditionsOf({ width: 4000, height: 3000 }).map((r) => [r.size, r.width, r.height])).toEqual([
      ['small', 480, 360],
      ['medium', 960, 720],
      ['large', 1920, 1440],
    ]);
    expect(renditionsOf({ width: 600, height: 300 }).map((r) => [r.size, r.width])).toEqual([
      ['small', 480],
      ['medium', 600],
    ]);
    expect(renditionsOf({ width: 300, height: 300 }).map((r) => r.width)).toEqual([300]);
  });

  it('names renditions after the content hash (and the focal point for the Open Graph crop)', () => {
    expect(renditionName(hash, 'small', 'avif')).toBe('abababababababab-small.avif');
    expect(ogRenditionName(hash, { x: 33.4, y: 70 })).toBe('abababababababab-og-33-70.jpg');
    expect(RENDITION_NAME.test('abababababababab-large.webp')).toBe(true);
    expect(RENDITION_NAME.test('abababababababab-og-33-70.jpg')).toBe(true);
    expect(RENDITION_NAME.test('../abababababababab-large.webp')).toBe(false);
    expect(RENDITION_NAME.test('abababababababab-huge.webp')).toBe(false);
  });

  it('writes srcset and the fallback src', () => {
    expect(srcsetOf({ hash, width: 700, height: 350 }, 'webp')).toBe(
      '/media-library/r/abababababababab-small.webp 480w, /media-library/r/abababababababab-medium.webp 700w',
    );
    expect(largestRendition({ hash, width: 700, height: 350 }, 'jpg')).toBe(
      '/media-library/r/abababababababab-medium.jpg',
    );
  });

  it('reads the library id of a stable address only', () => {
    expect(libraryId('/media-library/12/foyer.jpg')).toBe(12);
    expect(libraryId('/media-library/r/abababababababab-small.webp')).toBeNull();
    expect(libraryId('/media/haus.svg')).toBeNull();
    expect(libraryId(undefined)).toBeNull();
  });
});
