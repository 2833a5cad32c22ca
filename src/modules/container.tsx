import { z } from 'zod';
import { COLUMN_LAYOUT_NAMES, type ColumnLayout } from '../domain/layouts';
import { moduleId, visibility } from './fields';
import type { SectionModule } from './section';
import { defineModule } from './types';

/**
 * A container shows a shared section looked up by slug (`GET …/container/by-slug/{slug}`), so
 * one block (an opening-hours box, a sponsor strip) can appear on many pages. The server resolves
 * the slug before rendering and puts the section into `resolved`.
 */
const schema = z.object({
  id: moduleId(),
  type: z.literal('container'),
  slug: z
    .string()
    .trim()
    .min(1, 'This field is required!')
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes.'),
  layout: z.enum(COLUMN_LAYOUT_NAMES as [ColumnLayout, ...ColumnLayout[]]).optional(),
  resolved: z.custom<SectionModule>().optional(),
  ...visibility,
});
export type ContainerModule = z.infer<typeof schema>;

export const containerModule = defineModule<ContainerModule>({
  type: 'container',
  toolbarLabel: 'Container',
  schema,
  loadedFields: ['resolved'],
  fields: [
    { name: 'slug', kind: 'text', label: { de: 'Container-Slug', en: 'Container slug' }, required: true },
  ],
  Render: ({ module, ctx }) =>
    module.resolved ? (
      <div className="m-container" data-container-slug={module.slug}>
        {ctx.renderModules([module.resolved])}
      </div>
    ) : null,
});
