import { z } from 'zod';
import { moduleId, optionalLinkUrl, requiredImage, requiredText, visibility } from './fields';
import { imageObjectSchema } from './image';
import { ListItems } from './list-items';
import { defineModule, type ModulesTextKey } from './types';

/** A logo of a partner or sponsor; its name is the image's text alternative. */
const itemSchema = z.object({
  id: moduleId(),
  type: z.literal('logo_item'),
  image: requiredImage(),
  image_obj: imageObjectSchema.optional(),
  name: requiredText(200),
  link: optionalLinkUrl(),
  ...visibility,
});
export type LogoItemModule = z.infer<typeof itemSchema>;

export const logoItemModule = defineModule<LogoItemModule>({
  type: 'logo_item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    { name: 'image', kind: 'image', label: 'logo', required: true, accept: 'image/*' },
    {
      name: 'name',
      kind: 'text',
      label: 'nameAltText',
      required: true,
      maxLength: 200,
    },
    { name: 'link', kind: 'url', label: 'link' },
  ],
  Render: ({ module }) => {
    const img = (
      <img
        src={module.image}
        alt={module.name}
        width={module.image_obj?.width}
        height={module.image_obj?.height}
        loading="lazy"
        decoding="async"
      />
    );
    return module.link ? (
      <a href={module.link} rel="noopener noreferrer">
        {img}
      </a>
    ) : (
      img
    );
  },
});

const STYLES = ['grid', 'slider'] as const;
const STYLE_LABELS = {
  grid: 'grid',
  slider: 'slider',
} as const satisfies Record<(typeof STYLES)[number], ModulesTextKey>;

const schema = z.object({
  id: moduleId(),
  type: z.literal('logo_list'),
  extra_class: z.enum(STYLES).default('grid'),
  children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
  ...visibility,
});
export type LogoListModule = z.infer<typeof schema>;

export const logoListModule = defineModule<LogoListModule>({
  type: 'logo_list',
  schema,
  fields: [
    {
      name: 'extra_class',
      kind: 'select',
      label: 'style',
      default: 'grid',
      options: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
    },
    { name: 'children', kind: 'children', label: 'logos', childTypes: ['logo_item'] },
  ],
  styles: STYLES.map((value) => ({ value, label: STYLE_LABELS[value] })),
  Render: ({ module, ctx }) => (
    <ul className={`m-logo-list m-logo-list--${module.extra_class}`}>
      <ListItems nodes={ctx.renderModules(module.children)} className="m-logo" />
    </ul>
  ),
});
