import { z } from 'zod';
import type { Locale } from '../contract/common';
import {
  anchor,
  moduleId,
  optionalLinkUrl,
  optionalText,
  REQUIRED_IMAGE_FIELD,
  requiredImage,
  visibility,
} from './fields';
import { IMAGE_FORMATS, imageObjectSchema, LinkedImage, thumbnailsSchema } from './image';
import { ListItems } from './list-items';
import { defineModule } from './types';

/** One picture of an image list. */
const itemSchema = z.object({
  id: moduleId(),
  type: z.literal('image_item'),
  image: requiredImage(),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  description: optionalText(1000),
  link: optionalLinkUrl(),
  ...visibility,
});
export type ImageItemModule = z.infer<typeof itemSchema>;

export const imageItemModule = defineModule<ImageItemModule>({
  type: 'image_item',
  toolbarLabel: 'Image Item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    REQUIRED_IMAGE_FIELD,
    {
      name: 'description',
      kind: 'textarea',
      label: { de: 'Bildunterschrift', en: 'Caption' },
      maxLength: 1000,
    },
    { name: 'link', kind: 'url', label: { de: 'Link', en: 'Link' } },
  ],
  Render: ({ module }) => {
    const object = module.image_obj;
    return (
      <figure>
        <LinkedImage
          src={module.image_thumbnails?.medium ?? module.image}
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

const STYLES = ['list', 'slider', 'masonry'] as const;
const STYLE_LABELS: Record<(typeof STYLES)[number], Record<Locale, string>> = {
  list: { de: 'Liste', en: 'List' },
  slider: { de: 'Slider', en: 'Slider' },
  masonry: { de: 'Mauerwerk (Masonry)', en: 'Masonry' },
};
const FORMAT_LABELS: Record<(typeof IMAGE_FORMATS)[number], Record<Locale, string>> = {
  standard: { de: 'Standard', en: 'Standard' },
  fullscreen: { de: 'Vollbild', en: 'Fullscreen' },
  portrait: { de: 'Hochformat', en: 'Portrait' },
  square: { de: 'Quadratisch', en: 'Square' },
};

/** Image list: format defaults to standard; anchor; image items (spec: frame §3). */
const schema = z.object({
  id: moduleId(),
  type: z.literal('image_list'),
  format: z.enum(IMAGE_FORMATS).default('standard'),
  extra_class: z.enum(STYLES).default('list'),
  anchor: anchor(),
  children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
  ...visibility,
});
export type ImageListModule = z.infer<typeof schema>;

export const imageListModule = defineModule<ImageListModule>({
  type: 'image_list',
  toolbarLabel: 'Image List',
  schema,
  fields: [
    {
      name: 'format',
      kind: 'select',
      label: { de: 'Format', en: 'Format' },
      default: 'standard',
      options: IMAGE_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] })),
    },
    {
      name: 'extra_class',
      kind: 'select',
      label: { de: 'Darstellung', en: 'Style' },
      default: 'list',
      options: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
    },
    { name: 'anchor', kind: 'text', label: { de: 'Anker', en: 'Anchor' } },
    { name: 'children', kind: 'children', label: { de: 'Bilder', en: 'Images' }, childTypes: ['image_item'] },
  ],
  styles: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
  Render: ({ module, ctx }) => (
    <ul
      className={`m-image-list m-image-list--${module.extra_class} m-image-list--${module.format}`}
      id={module.anchor || undefined}
    >
      <ListItems nodes={ctx.renderModules(module.children)} className="m-image-list__item" />
    </ul>
  ),
});
