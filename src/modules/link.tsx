import { z } from 'zod';
import { editableField } from './editable';
import { anchor, linkUrl, moduleId, REQUIRED_MESSAGE, requiredText, visibility } from './fields';
import { defineModule } from './types';

const LINK_STYLES = ['button-primary', 'button-secondary', 'text-link'] as const;

const schema = z.object({
  id: moduleId(),
  type: z.literal('link'),
  link_text: requiredText(200),
  link: linkUrl(),
  extra_class: z.enum(LINK_STYLES, { message: REQUIRED_MESSAGE }),
  sticky: z.boolean().default(false),
  open_new_window: z.boolean().default(false),
  anchor: anchor(),
  ...visibility,
});
export type LinkModule = z.infer<typeof schema>;

export const linkModule = defineModule<LinkModule>({
  type: 'link',
  schema,
  fields: [
    { name: 'link_text', kind: 'text', label: 'linkText', required: true },
    { name: 'link', kind: 'url', label: 'link', required: true },
    {
      name: 'extra_class',
      kind: 'select',
      label: 'style',
      required: true,
      options: [
        { value: 'button-primary', label: 'buttonPrimary' },
        { value: 'button-secondary', label: 'buttonSecondary' },
        { value: 'text-link', label: 'textLink' },
      ],
    },
    { name: 'sticky', kind: 'boolean', label: 'inStickyNav' },
    {
      name: 'open_new_window',
      kind: 'boolean',
      label: 'openInNewWindow',
    },
    { name: 'anchor', kind: 'text', label: 'anchor' },
  ],
  Render: ({ module, ctx }) => (
    <p className="m-link" id={module.anchor || undefined}>
      <a
        className={module.extra_class}
        href={module.link}
        {...(module.open_new_window ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        data-sticky={module.sticky ? '' : undefined}
        {...editableField(ctx, module, 'link_text')}
      >
        {module.link_text}
      </a>
    </p>
  ),
});
