import { z } from 'zod';
import { COLUMN_LAYOUT_NAMES, type ColumnLayout, columnClasses } from '../domain/layouts';
import { apiMessage, imageUrl, moduleId, visibility } from './fields';
import { defineModule } from './types';

const childSchema = z.looseObject({ id: z.string(), type: z.string() });

export const columnSchema = z.object({
  index: z.number().int().min(0),
  classes: z.string().max(200).default(''),
  children: z.array(childSchema).default([]),
});

const schema = z.object({
  id: moduleId(),
  type: z.literal('section'),
  layout: z.enum(COLUMN_LAYOUT_NAMES as [ColumnLayout, ...ColumnLayout[]], {
    message: apiMessage('columnLayout'),
  }),
  extra_class: z.string().max(200).optional(),
  image: imageUrl().or(z.literal('')).optional(),
  columns: z.array(columnSchema),
  /** Section metadata kept by the server (spec: frame §3 Content container section). */
  slug: z.string().max(120).nullable().optional(),
  version: z.number().int().optional(),
  ...visibility,
});
export type SectionModule = z.infer<typeof schema>;

export const sectionModule = defineModule<SectionModule>({
  type: 'section',
  schema,
  fields: [
    {
      name: 'layout',
      kind: 'select',
      label: 'columns',
      required: true,
      options: COLUMN_LAYOUT_NAMES.map((value) => ({ value })),
    },
    { name: 'extra_class', kind: 'text', label: 'cssClass' },
    { name: 'image', kind: 'image', label: 'backgroundImage' },
  ],
  styles: [
    { value: 'section--muted', label: 'tinted' },
    { value: 'section--fullscreen', label: 'fullscreen' },
  ],
  Render: ({ module, ctx }) => (
    <section
      className={`section layout-${module.layout} ${module.extra_class ?? ''}`.trim()}
      data-section-id={module.id}
      style={module.image ? { backgroundImage: `url(${JSON.stringify(module.image)})` } : undefined}
    >
      <div className="section__grid">
        {module.columns.map((column) => (
          <div
            key={column.index}
            className={`section__column ${columnClasses(module.layout, column.index)} ${column.classes}`.trim()}
            data-column={column.index}
          >
            {ctx.renderModules(column.children)}
          </div>
        ))}
      </div>
    </section>
  ),
});
