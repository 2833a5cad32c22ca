import { z } from 'zod';
import { modulesTexts } from '../i18n/modules';
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
    <article className="m-teaser">
      {module.image ? (
        <img
          className="m-teaser__image"
          src={module.image_thumbnails?.medium ?? module.image}
          alt={module.image_obj?.alt ?? ''}
          width={module.image_obj?.width}
          height={module.image_obj?.height}
          style={focalStyle(module.image_obj)}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="m-teaser__body">
        {module.preline ? <p className="m-teaser__preline">{module.preline}</p> : null}
        <h3 className="m-teaser__headline">
          {module.link ? <a href={module.link}>{module.headline}</a> : module.headline}
        </h3>
        {module.subline ? <p className="m-teaser__subline">{module.subline}</p> : null}
        {module.text ? <p className="m-teaser__text">{module.text}</p> : null}
        {module.link ? (
          <p className="m-teaser__more" aria-hidden="true">
            {module.link_text || modulesTexts(ctx.locale)('readMore')} →
          </p>
        ) : null}
      </div>
    </article>
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
