/**
 * The media library's renditions (issue 18 part 3; docs/decisions/0055-media-library.md): which
 * sizes and formats exist for a stored image and under which content-hashed names. One pure
 * module, read by the server that makes them and by the Image module that lists them in
 * `srcset`, so the two never disagree.
 */

/** The widths of the scaled renditions (never wider than the original). */
export const RENDITION_WIDTHS = { small: 480, medium: 960, large: 1920 } as const;
export type RenditionSize = keyof typeof RENDITION_WIDTHS;
export const RENDITION_SIZES = Object.keys(RENDITION_WIDTHS) as RenditionSize[];
/** Formats of the scaled renditions, best first; JPEG is the fallback every browser reads. */
export const RENDITION_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];
export const RENDITION_MIME: Record<RenditionFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};
/** The Open Graph image: cropped around the focal point, JPEG (what every link preview reads). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Where the library's files are served: the stable address of a file, and its renditions. */
export const MEDIA_LIBRARY_PREFIX = '/media-library/';
/** `/media-library/{id}/{name}`: what pages and records store; the file stays behind it when replaced. */
export const LIBRARY_FILE_URL = /^\/media-library\/(\d{1,9})\/[^/?#]+$/;

/** The library id of a stored reference (`/media-library/12/foyer.jpg` → 12), else null. */
export function libraryId(url: string | null | undefined): number | null {
  const match = LIBRARY_FILE_URL.exec(url ?? '');
  return match ? Number(match[1]) : null;
}

/** The stable address of a library file. */
export const libraryFileUrl = (id: number, name: string) =>
  `${MEDIA_LIBRARY_PREFIX}${id}/${encodeURIComponent(name)}`;

/** The content hash as it appears in rendition names (the first 16 hex digits of its SHA-256). */
export const shortHash = (hash: string) => hash.slice(0, 16);

/** A scaled rendition's file name: `{hash16}-{size}.{format}`. */
export const renditionName = (hash: string, size: RenditionSize, format: RenditionFormat) =>
  `${shortHash(hash)}-${size}.${format}`;

/** The Open Graph rendition's file name: the focal point is part of it, so a new point is a new file. */
export const ogRenditionName = (hash: string, focal: { x: number; y: number }) =>
  `${shortHash(hash)}-og-${Math.round(focal.x)}-${Math.round(focal.y)}.jpg`;

/** A rendition name as the server accepts it. */
export const RENDITION_NAME =
  /^([0-9a-f]{16})-(?:(small|medium|large)\.(avif|webp|jpg)|og-(\d{1,3})-(\d{1,3})\.jpg)$/;

export const renditionUrl = (name: string) => `${MEDIA_LIBRARY_PREFIX}r/${name}`;

/** The width and height of a scaled rendition of a `width`×`height` image. */
export function renditionBox(size: RenditionSize, width: number, height: number) {
  const w = Math.min(RENDITION_WIDTHS[size], width);
  return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
}

/**
 * The distinct renditions of an image (a 700 px wide image has `small` and a `medium` of 700 px,
 * and no `large`): what a `srcset` lists, smallest first.
 */
export function renditionsOf(image: { width: number; height: number }) {
  const seen = new Set<number>();
  return RENDITION_SIZES.flatMap((size) => {
    const box = renditionBox(size, image.width, image.height);
    if (seen.has(box.width)) return [];
    seen.add(box.width);
    return [{ size, ...box }];
  });
}

/** The largest rendition that exists of an image (the `src` of browsers without `srcset`). */
export function largestRendition(
  image: { hash: string; width: number; height: number },
  format: RenditionFormat,
) {
  const all = renditionsOf(image);
  return renditionUrl(renditionName(image.hash, all[all.length - 1]?.size ?? 'small', format));
}

/** `srcset` of one format: `…-small.webp 480w, …-medium.webp 960w, …`. */
export function srcsetOf(image: { hash: string; width: number; height: number }, format: RenditionFormat) {
  return renditionsOf(image)
    .map((r) => `${renditionUrl(renditionName(image.hash, r.size, format))} ${r.width}w`)
    .join(', ');
}

/** An image a module tree names: its address, the alt text the module gives it, and where it is. */
export interface ModuleImage {
  url: string;
  alt: string;
  decorative: boolean;
  /** The field's path in the tree, e.g. `image` or `children.2.image`. */
  path: string;
}

/** Every `image` field of a module tree with the module's own alt text (`image_obj`). */
export function moduleImages(node: unknown, path = ''): ModuleImage[] {
  if (Array.isArray(node))
    return node.flatMap((child, index) => moduleImages(child, join(path, String(index))));
  if (!node || typeof node !== 'object') return [];
  const module = node as Record<string, unknown>;
  return Object.entries(module).flatMap(([key, value]): ModuleImage[] => {
    if (key === 'image' && typeof value === 'string' && value) {
      const object = (module.image_obj ?? {}) as { alt?: unknown; decorative?: unknown };
      return [
        {
          url: value,
          alt: typeof object.alt === 'string' ? object.alt : '',
          decorative: object.decorative === true,
          path: join(path, key),
        },
      ];
    }
    return value && typeof value === 'object' ? moduleImages(value, join(path, key)) : [];
  });
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A same-site link a module tree names: the path it leads to and where it is. */
export interface ModuleLink {
  /** The path, without query or hash (`/de/programm`). */
  url: string;
  /** The field's path in the tree, e.g. `link` or `children.0.text`. */
  path: string;
}

const HREF = /href\s*=\s*"([^"]*)"/g;

/** The path part of a same-site link (`/de/x?y#z` → `/de/x`); null for anything else. */
function sameSitePathOf(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end) || '/';
}

/**
 * Every same-site link of a module tree (issue 18 part 4, the hub's broken links): the link fields
 * (`link`, `…_link`) and the `href`s inside rich text. Web addresses, anchors, `mailto:` and `tel:`
 * are not the site's to check.
 */
export function moduleLinks(node: unknown, path = ''): ModuleLink[] {
  if (Array.isArray(node))
    return node.flatMap((child, index) => moduleLinks(child, join(path, String(index))));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]): ModuleLink[] => {
    const at = join(path, key);
    if (typeof value === 'string') {
      const urls =
        key === 'link' || key.endsWith('_link')
          ? [value]
          : [...value.matchAll(HREF)].map((match) => match[1] ?? '');
      return urls.flatMap((url) => {
        const target = sameSitePathOf(url.replaceAll('&amp;', '&'));
        return target ? [{ url: target, path: at }] : [];
      });
    }
    return value && typeof value === 'object' ? moduleLinks(value, at) : [];
  });
}
