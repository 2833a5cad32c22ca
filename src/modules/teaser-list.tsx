import { z } from 'zod';
import { Teaser } from '../views/teaser';
import { editableField } from './editable';
import {
  imageUrl,
  moduleId,
  optionalLinkUrl,
  optionalText,
  REQUIRED_MESSAGE,
  requiredText,
  visibility,
} from './fields';
import { focalStyle, imageObjectSchema, thumbnailsSchema } from './image';
import { defineModule } from './types';

const itemSchema = z.object({
  id: moduleId(),
  type: z.literal('teaser_item'),
  image: imageUrl().or(z.literal('')).optional(),
  image_obj: imageObjectSchema.optional(),
  image_thumbnails: thumbnailsSchema.optional(),
  preline: optionalText(200),
  headline: requiredText(300),
  subline: optionalText(300),
  text: optionalText(3000),
  link_text: optionalText(100),
  link: optionalLinkUrl(),
  ...visibility,
});
export type TeaserItemModule = z.infer<typeof itemSchema>;

export const teaserItemModule = defineModule<TeaserItemModule>({
  type: 'teaser_item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    { name: 'image', kind: 'image', label: 'image', imageEdit: true },
    { name: 'preline', kind: 'text', label: 'preline' },
    { name: 'headline', kind: 'text', label: 'headline', required: true },
    { name: 'subline', kind: 'text', label: 'subline' },
    { name: 'text', kind: 'textarea', label: 'text' },
    { name: 'link_text', kind: 'text', label: 'linkText' },
    { name: 'link', kind: 'url', label: 'link' },
    { name: 'online_from', kind: 'datetime', label: 'onlineFrom' },
    { name: 'online_to', kind: 'datetime', label: 'onlineUntil' },
  ],
  Render: ({ module, ctx }) => (
    <Teaser
      teaser={{
        headline: module.headline,
        preline: module.preline,
        subline: module.subline,
        text: module.text,
        link: module.link || null,
        linkText: module.link_text,
        image: module.image
          ? {
              src: module.image_thumbnails?.medium ?? module.image,
              alt: module.image_obj?.alt ?? '',
              width: module.image_obj?.width,
              height: module.image_obj?.height,
              position: focalStyle(module.image_obj)?.objectPosition,
            }
          : null,
      }}
      locale={ctx.locale}
      editable={ctx.editMode ? (field) => editableField(ctx, module, field) : undefined}
    />
  ),
});

const schema = z.object({
  id: moduleId(),
  type: z.literal('teaser_list'),
  extra_class: z.enum(['slider', 'list', 'grid'], { message: REQUIRED_MESSAGE }),
  children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
  ...visibility,
});
export type TeaserListModule = z.infer<typeof schema>;

export const teaserListModule = defineModule<TeaserListModule>({
  type: 'teaser_list',
  schema,
  fields: [
    {
      name: 'extra_class',
      kind: 'select',
      label: 'style',
      required: true,
      options: [
        { value: 'grid', label: 'grid' },
        { value: 'list', label: 'list' },
        { value: 'slider', label: 'slider' },
      ],
    },
    {
      name: 'children',
      kind: 'children',
      label: 'teasers',
      childTypes: ['teaser_item'],
    },
  ],
  Render: ({ module, ctx }) => (
    <div className={`m-teaser-list m-teaser-list--${module.extra_class}`}>
      {ctx.renderModules(module.children)}
    </div>
  ),
});
