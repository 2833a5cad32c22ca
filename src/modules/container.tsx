import { z } from 'zod';
import { COLUMN_LAYOUT_NAMES, type ColumnLayout } from '../domain/layouts';
import { apiMessage, moduleId, REQUIRED_MESSAGE, visibility } from './fields';
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
    .min(1, REQUIRED_MESSAGE)
    .max(120)
    .regex(/^[a-z0-9-]+$/, apiMessage('lowerSlug')),
  layout: z.enum(COLUMN_LAYOUT_NAMES as [ColumnLayout, ...ColumnLayout[]]).optional(),
  resolved: z.custom<SectionModule>().optional(),
  ...visibility,
});
export type ContainerModule = z.infer<typeof schema>;

export const containerModule = defineModule<ContainerModule>({
  type: 'container',
  schema,
  loadedFields: ['resolved'],
  fields: [{ name: 'slug', kind: 'text', label: 'containerSlug', required: true }],
  Render: ({ module, ctx }) =>
    module.resolved ? (
      <div className="m-container" data-container-slug={module.slug}>
        {ctx.renderModules([module.resolved])}
      </div>
    ) : null,
});
