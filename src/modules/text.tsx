import { z } from 'zod';
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
  toolbarLabel: 'Text',
  schema,
  fields: [
    { name: 'content', kind: 'richtext', label: { de: 'Text', en: 'Text' }, controls: RICH_TEXT_CONTROLS },
    { name: 'anchor', kind: 'text', label: { de: 'Anker', en: 'Anchor' } },
    {
      name: 'decrease_distance',
      kind: 'boolean',
      label: { de: 'Geringerer Abstand', en: 'Decrease distance' },
    },
  ],
  styles: [{ value: 'centered', label: { de: 'Zentriert', en: 'Centred' } }],
  Render: ({ module }) => (
    <div
      className={`m-text rich-text ${module.decrease_distance ? 'm-text--tight' : ''} ${module.extra_class ?? ''}`.trim()}
      id={module.anchor || undefined}
      dangerouslySetInnerHTML={{ __html: module.content }}
    />
  ),
});
