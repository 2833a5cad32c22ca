import { z } from 'zod';
import { anchor, moduleId, optionalText, requiredText, visibility } from './fields';
import { defineModule } from './types';

const schema = z.object({
  id: moduleId(),
  type: z.literal('headline'),
  headline_level: z.coerce.number().int().min(2, 'Level 2 to 6.').max(6, 'Level 2 to 6.').default(2),
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
  toolbarLabel: 'Headline',
  schema,
  fields: [
    {
      name: 'headline_level',
      kind: 'select',
      label: { de: 'Ebene', en: 'Level' },
      options: [2, 3, 4, 5, 6].map((level) => ({
        value: String(level),
        label: { de: `H${level}`, en: `H${level}` },
      })),
    },
    { name: 'preline', kind: 'text', label: { de: 'Dachzeile', en: 'Preline' } },
    { name: 'content', kind: 'text', label: { de: 'Überschrift', en: 'Headline' }, required: true },
    { name: 'subline', kind: 'text', label: { de: 'Unterzeile', en: 'Subline' } },
    { name: 'anchor', kind: 'text', label: { de: 'Anker', en: 'Anchor' } },
  ],
  styles: [{ value: 'centered', label: { de: 'Zentriert', en: 'Centred' } }],
  Render: ({ module }) => {
    const Tag = `h${module.headline_level}` as 'h2';
    return (
      <header className={`m-headline ${module.extra_class ?? ''}`.trim()} id={module.anchor || undefined}>
        {module.preline ? <p className="m-headline__preline">{module.preline}</p> : null}
        <Tag className="m-headline__title">{module.content}</Tag>
        {module.subline ? <p className="m-headline__subline">{module.subline}</p> : null}
      </header>
    );
  },
});
