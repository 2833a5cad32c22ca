import { z } from 'zod';
import type { Locale } from '../contract/common';
import { moduleId, REQUIRED_MESSAGE, requiredText, visibility } from './fields';
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
    .regex(/^[a-z0-9-]+$/i, 'Use letters, digits and dashes only.'),
  ...visibility,
});
export type AnchorItemModule = z.infer<typeof itemSchema>;

export const anchorItemModule = defineModule<AnchorItemModule>({
  type: 'anchor_item',
  toolbarLabel: 'Anchor Item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    { name: 'title', kind: 'text', label: { de: 'Titel', en: 'Title' }, required: true, maxLength: 120 },
    {
      name: 'anchor',
      kind: 'text',
      label: { de: 'Anker', en: 'Anchor' },
      required: true,
      help: {
        de: 'Der Anker eines Moduls dieser Seite (ohne #).',
        en: 'The anchor of a module on this page (without #).',
      },
    },
  ],
  Render: ({ module }) => <a href={`#${module.anchor}`}>{module.title}</a>,
});

const LABEL: Record<Locale, string> = { de: 'Auf dieser Seite', en: 'On this page' };

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
  toolbarLabel: 'Anchor List',
  schema,
  fields: [
    { name: 'sticky', kind: 'boolean', label: { de: 'Sticky', en: 'Sticky' }, default: false },
    {
      name: 'children',
      kind: 'children',
      label: { de: 'Anker', en: 'Anchors' },
      childTypes: ['anchor_item'],
    },
  ],
  Render: ({ module, ctx }) => (
    <nav
      className="m-anchor-list"
      aria-label={LABEL[ctx.locale]}
      data-sticky={module.sticky ? '' : undefined}
    >
      <ul>
        <ListItems nodes={ctx.renderModules(module.children)} className="m-anchor-list__item" />
      </ul>
    </nav>
  ),
});
