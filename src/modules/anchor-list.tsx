import { z } from 'zod';
import { modulesTexts } from '../i18n/modules';
import { apiMessage, moduleId, REQUIRED_MESSAGE, requiredText, visibility } from './fields';
import { ListItems } from './list-items';
import { defineModule } from './types';

/** An entry of an anchor list: a link to an element of the page with that anchor. */
const itemSchema = z.object({
  id: moduleId(),
  type: z.literal('anchor_item'),
  title: requiredText(120),
  anchor: z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(80)
    .regex(/^[a-z0-9-]+$/i, apiMessage('slug')),
  ...visibility,
});
export type AnchorItemModule = z.infer<typeof itemSchema>;

export const anchorItemModule = defineModule<AnchorItemModule>({
  type: 'anchor_item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    { name: 'title', kind: 'text', label: 'title', required: true, maxLength: 120 },
    {
      name: 'anchor',
      kind: 'text',
      label: 'anchor',
      required: true,
      help: 'help.anchorTarget',
    },
  ],
  Render: ({ module }) => <a href={`#${module.anchor}`}>{module.title}</a>,
});

/** Anchor list: sticky flag and anchor items; a sticky list feeds the sticky navigation. */
const schema = z.object({
  id: moduleId(),
  type: z.literal('anchor_list'),
  sticky: z.boolean().default(false),
  children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
  ...visibility,
});
export type AnchorListModule = z.infer<typeof schema>;

export const anchorListModule = defineModule<AnchorListModule>({
  type: 'anchor_list',
  schema,
  fields: [
    { name: 'sticky', kind: 'boolean', label: 'sticky', default: false },
    {
      name: 'children',
      kind: 'children',
      label: 'anchors',
      childTypes: ['anchor_item'],
    },
  ],
  Render: ({ module, ctx }) => (
    <nav
      className="m-anchor-list"
      aria-label={modulesTexts(ctx.locale)('onThisPage')}
      data-sticky={module.sticky ? '' : undefined}
    >
      <ul>
        <ListItems nodes={ctx.renderModules(module.children)} className="m-anchor-list__item" />
      </ul>
    </nav>
  ),
});
