import { z } from 'zod';
import { editableField } from './editable';
import { anchor, moduleId, RICH_TEXT_CONTROLS, richText, visibility } from './fields';
import { defineModule } from './types';

/**
 * Rich text. The stored HTML is sanitised on the server when it is written (host/render/sanitize),
 * so the renderer can output it as is. Allowed: bold, italic, link, bulleted and numbered lists
 * (spec: frame §5).
 */
const schema = z.object({
  id: moduleId(),
  type: z.literal('text'),
  content: richText(100_000).default(''),
  anchor: anchor(),
  decrease_distance: z.boolean().default(false),
  extra_class: z.enum(['', 'centered']).optional(),
  ...visibility,
});
export type TextModule = z.infer<typeof schema>;

export const textModule = defineModule<TextModule>({
  type: 'text',
  schema,
  fields: [
    { name: 'content', kind: 'richtext', label: 'text', controls: RICH_TEXT_CONTROLS },
    { name: 'anchor', kind: 'text', label: 'anchor' },
    {
      name: 'decrease_distance',
      kind: 'boolean',
      label: 'decreaseDistance',
    },
  ],
  styles: [{ value: 'centered', label: 'centred' }],
  Render: ({ module, ctx }) => (
    <div
      className={`m-text rich-text ${module.decrease_distance ? 'm-text--tight' : ''} ${module.extra_class ?? ''}`.trim()}
      id={module.anchor || undefined}
      {...editableField(ctx, module, 'content')}
      dangerouslySetInnerHTML={{ __html: module.content }}
    />
  ),
});
