import { useContext } from 'react';
import { z } from 'zod';
import { largestRendition, libraryId, RENDITION_MIME, srcsetOf } from '../domain/media';
import { AboveTheFold } from './above-the-fold';
import {
  apiMessage,
  imageUrl,
  moduleId,
  optionalLinkUrl,
  optionalText,
  REQUIRED_MESSAGE,
  visibility,
} from './fields';
import { defineModule, type LibraryImage } from './types';

/** Image metadata kept beside the URL so renderers can size and describe it. */
export const imageObjectSchema = z.object({
  url: z.string(),
  alt: z.string().max(300).default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  copyright: z.string().max(200).optional(),
  /** Set in the image edit popup: the image only decorates, so its empty alt text is intended. */
  decorative: z.boolean().optional(),
  /**
   * The point that must stay visible when a layout crops the image (hero, teasers), in percent
   * from the left and the top; rendered as the image's `object-position`.
   */
  focal_point: z
    .object({
      x: z
        .number({ message: apiMessage('numberRange', { min: 0, max: 100 }) })
        .min(0, apiMessage('atLeast', { min: 0 }))
        .max(100, apiMessage('atMost', { max: 100 })),
      y: z
        .number({ message: apiMessage('numberRange', { min: 0, max: 100 }) })
        .min(0, apiMessage('atLeast', { min: 0 }))
        .max(100, apiMessage('atMost', { max: 100 })),
    })
    .optional(),
});
export type ImageObject = z.infer<typeof imageObjectSchema>;

/** The image's focal point as an inline `object-position`, so crops keep it in view. */
export function focalStyle(object?: ImageObject | null): { objectPosition: string } | undefined {
  const point = object?.focal_point;
  return point ? { objectPosition: `${point.x}% ${point.y}%` } : undefined;
}

/**
 * An image's alt text from its image object: empty when the editor marked it decorative, and then
 * marked `data-decorative` (decorativeMark), so the accessibility check before publishing
 * (src/domain/page-accessibility.ts) tells an intended empty alt from a missing one (issue 19).
 */
export function altText(object?: { alt?: string; decorative?: boolean } | null): string {
  return object?.decorative ? '' : (object?.alt ?? '');
}
export function decorativeMark(object?: { decorative?: boolean } | null): '' | undefined {
  return object?.decorative ? '' : undefined;
}

/**
 * An image sized from its metadata, wrapped in its link when it has one; loaded lazily unless it
 * is in the first module of the page (AboveTheFold).
 */
export function LinkedImage(props: { src: string; object?: ImageObject | null; link?: string | null }) {
  const { src, object, link } = props;
  const aboveTheFold = useContext(AboveTheFold);
  const img = (
    <img
      src={src}
      alt={altText(object)}
      data-decorative={decorativeMark(object)}
      width={object?.width}
      height={object?.height}
      style={focalStyle(object)}
      loading={aboveTheFold ? undefined : 'lazy'}
      decoding="async"
    />
  );
  return link ? <a href={link}>{img}</a> : img;
}

/** How wide the Image module's image is shown, by format (what the browser picks a rendition for). */
const SIZES: Record<string, string> = {
  fullscreen: '100vw',
  standard: '(min-width: 75em) 70rem, 100vw',
  portrait: '(min-width: 48em) 50vw, 100vw',
  square: '(min-width: 48em) 50vw, 100vw',
};

/**
 * An image of the media library (issue 18): a `<picture>` whose AVIF and WebP sources and JPEG
 * `<img srcset>` list the renditions (src/domain/media.ts), `sizes` after the layout, the
 * module's own alt text first, else the library's.
 */
export function LibraryPicture(props: {
  image: LibraryImage;
  object?: ImageObject | null;
  sizes: string;
  link?: string | null;
}) {
  const { image, object, sizes, link } = props;
  const aboveTheFold = useContext(AboveTheFold);
  const decorative = object?.decorative ?? image.decorative;
  const alt = decorative ? '' : object?.alt || image.alt;
  const focal = object?.focal_point ?? image.focal_point;
  const picture = (
    <picture>
      <source type={RENDITION_MIME.avif} srcSet={srcsetOf(image, 'avif')} sizes={sizes} />
      <source type={RENDITION_MIME.webp} srcSet={srcsetOf(image, 'webp')} sizes={sizes} />
      <img
        src={largestRendition(image, 'jpg')}
        srcSet={srcsetOf(image, 'jpg')}
        sizes={sizes}
        alt={alt}
        data-decorative={decorative ? '' : undefined}
        width={image.width}
        height={image.height}
        style={{ objectPosition: `${focal.x}% ${focal.y}%` }}
        loading={aboveTheFold ? undefined : 'lazy'}
        decoding="async"
      />
    </picture>
  );
  return link ? <a href={link}>{picture}</a> : picture;
}

export const thumbnailsSchema = z.object({
  small: z.string().optional(),
  medium: z.string().optional(),
  large: z.string().optional(),
});

export const IMAGE_FORMATS = ['standard', 'fullscreen', 'portrait', 'square'] as const;

const schema = z.object({
  id: moduleId(),
  type: z.literal('image'),
  image: imageUrl(),
  format: z.enum(IMAGE_FORMATS, { message: REQUIRED_MESSAGE }),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  /** Filled by `load` for an image of the media library: its renditions' hash and size. */
  image_library: z.custom<LibraryImage>().nullable().optional(),
  link: optionalLinkUrl(),
  description: optionalText(1000),
  ...visibility,
});
export type ImageModule = z.infer<typeof schema>;

export const imageModule = defineModule<ImageModule>({
  type: 'image',
  schema,
  fields: [
    { name: 'image', kind: 'image', label: 'image', required: true, imageEdit: true },
    {
      name: 'format',
      kind: 'select',
      label: 'format',
      required: true,
      options: IMAGE_FORMATS.map((value) => ({ value })),
    },
    { name: 'link', kind: 'url', label: 'link' },
    { name: 'description', kind: 'textarea', label: 'caption' },
  ],
  styles: IMAGE_FORMATS.map((value) => ({ value })),
  loadedFields: ['image_library'],
  load: async (module, source) => {
    const id = libraryId(module.image);
    if (id === null || !source.media) return { ...module, image_library: null };
    const [image] = await source.media([id]);
    return { ...module, image_library: image ?? null };
  },
  Render: ({ module }) => {
    const object = module.image_obj;
    return (
      <figure className={`m-image m-image--${module.format}`}>
        {module.image_library ? (
          <LibraryPicture
            image={module.image_library}
            object={object}
            sizes={SIZES[module.format] ?? '100vw'}
            link={module.link}
          />
        ) : (
          <LinkedImage
            src={module.image_thumbnails?.large ?? module.image}
            object={object}
            link={module.link}
          />
        )}
        {module.description || object?.copyright ? (
          <figcaption>
            {module.description}
            {object?.copyright ? <small> © {object.copyright}</small> : null}
          </figcaption>
        ) : null}
      </figure>
    );
  },
});
