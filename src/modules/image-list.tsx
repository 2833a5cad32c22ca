import { z } from 'zod';
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
import { defineModule, type ModulesTextKey } from './types';

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
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    REQUIRED_IMAGE_FIELD,
    {
      name: 'description',
      kind: 'textarea',
      label: 'caption',
      maxLength: 1000,
    },
    { name: 'link', kind: 'url', label: 'link' },
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
const STYLE_LABELS = {
  list: 'list',
  slider: 'slider',
  masonry: 'masonry',
} as const satisfies Record<(typeof STYLES)[number], ModulesTextKey>;
const FORMAT_LABELS = {
  standard: 'standard',
  fullscreen: 'fullscreen',
  portrait: 'portrait',
  square: 'square',
} as const satisfies Record<(typeof IMAGE_FORMATS)[number], ModulesTextKey>;

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
  schema,
  fields: [
    {
      name: 'format',
      kind: 'select',
      label: 'format',
      default: 'standard',
      options: IMAGE_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] })),
    },
    {
      name: 'extra_class',
      kind: 'select',
      label: 'style',
      default: 'list',
      options: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
    },
    { name: 'anchor', kind: 'text', label: 'anchor' },
    { name: 'children', kind: 'children', label: 'images', childTypes: ['image_item'] },
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
