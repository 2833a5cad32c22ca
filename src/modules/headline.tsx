import { z } from 'zod';
import { editableField, editableText } from './editable';
import { anchor, apiMessage, moduleId, optionalText, requiredText, visibility } from './fields';
import { defineModule } from './types';

const schema = z.object({
  id: moduleId(),
  type: z.literal('headline'),
  headline_level: z.coerce
    .number()
    .int()
    .min(2, apiMessage('headlineLevel'))
    .max(6, apiMessage('headlineLevel'))
    .default(2),
  preline: optionalText(300),
  content: requiredText(500),
  subline: optionalText(500),
  anchor: anchor(),
  extra_class: z.enum(['', 'centered']).optional(),
  ...visibility,
});
export type HeadlineModule = z.infer<typeof schema>;

export const headlineModule = defineModule<HeadlineModule>({
  type: 'headline',
  schema,
  fields: [
    {
      name: 'headline_level',
      kind: 'select',
      label: 'level',
      options: (['2', '3', '4', '5', '6'] as const).map((level) => ({
        value: level,
        label: `level.h${level}` as const,
      })),
    },
    { name: 'preline', kind: 'text', label: 'preline' },
    { name: 'content', kind: 'text', label: 'headline', required: true },
    { name: 'subline', kind: 'text', label: 'subline' },
    { name: 'anchor', kind: 'text', label: 'anchor' },
  ],
  styles: [{ value: 'centered', label: 'centred' }],
  Render: ({ module, ctx }) => {
    const Tag = `h${module.headline_level}` as 'h2';
    return (
      <header className={`m-headline ${module.extra_class ?? ''}`.trim()} id={module.anchor || undefined}>
        {module.preline ? (
          <p className="m-headline__preline" {...editableField(ctx, module, 'preline')}>
            {module.preline}
          </p>
        ) : null}
        <Tag className="m-headline__title">{editableText(ctx, module, 'content', module.content)}</Tag>
        {module.subline ? (
          <p className="m-headline__subline" {...editableField(ctx, module, 'subline')}>
            {module.subline}
          </p>
        ) : null}
      </header>
    );
  },
});
