import { useContext } from 'react';
import { z } from 'zod';
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
import { defineModule } from './types';

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
 * An image sized from its metadata, wrapped in its link when it has one; loaded lazily unless it
 * is in the first module of the page (AboveTheFold).
 */
export function LinkedImage(props: { src: string; object?: ImageObject | null; link?: string | null }) {
  const { src, object, link } = props;
  const aboveTheFold = useContext(AboveTheFold);
  const img = (
    <img
      src={src}
      alt={object?.alt ?? ''}
      width={object?.width}
      height={object?.height}
      style={focalStyle(object)}
      loading={aboveTheFold ? undefined : 'lazy'}
      decoding="async"
    />
  );
  return link ? <a href={link}>{img}</a> : img;
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
  Render: ({ module }) => {
    const object = module.image_obj;
    return (
      <figure className={`m-image m-image--${module.format}`}>
        <LinkedImage
          src={module.image_thumbnails?.large ?? module.image}
          object={object}
          link={module.link}
        />
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
