import { z } from 'zod';
import { anchor, linkUrl, moduleId, requiredText, visibility } from './fields';
import { defineModule } from './types';

const LINK_STYLES = ['button-primary', 'button-secondary', 'text-link'] as const;

const schema = z.object({
  id: moduleId(),
  type: z.literal('link'),
  link_text: requiredText(200),
  link: linkUrl(),
  extra_class: z.enum(LINK_STYLES, { message: 'This field is required!' }),
  sticky: z.boolean().default(false),
  open_new_window: z.boolean().default(false),
  anchor: anchor(),
  ...visibility,
});
export type LinkModule = z.infer<typeof schema>;

export const linkModule = defineModule<LinkModule>({
  type: 'link',
  toolbarLabel: 'Link',
  schema,
  fields: [
    { name: 'link_text', kind: 'text', label: { de: 'Linktext', en: 'Link text' }, required: true },
    { name: 'link', kind: 'url', label: { de: 'Link', en: 'Link' }, required: true },
    {
      name: 'extra_class',
      kind: 'select',
      label: { de: 'Darstellung', en: 'Style' },
      required: true,
      options: [
        { value: 'button-primary', label: { de: 'Button primär', en: 'Button primary' } },
        { value: 'button-secondary', label: { de: 'Button sekundär', en: 'Button secondary' } },
        { value: 'text-link', label: { de: 'Textlink', en: 'Text link' } },
      ],
    },
    { name: 'sticky', kind: 'boolean', label: { de: 'In Sticky-Navigation', en: 'Sticky' } },
    {
      name: 'open_new_window',
      kind: 'boolean',
      label: { de: 'In neuem Fenster öffnen', en: 'Open in new window' },
    },
    { name: 'anchor', kind: 'text', label: { de: 'Anker', en: 'Anchor' } },
  ],
  Render: ({ module }) => (
    <p className="m-link" id={module.anchor || undefined}>
      <a
        className={module.extra_class}
        href={module.link}
        {...(module.open_new_window ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        data-sticky={module.sticky ? '' : undefined}
      >
        {module.link_text}
      </a>
    </p>
  ),
});
