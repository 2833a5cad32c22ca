import { z } from 'zod';
import { anchor, moduleId, RICH_TEXT_CONTROLS, requiredText, richText, visibility } from './fields';
import { defineModule } from './types';

/**
 * FAQ item: `content` is the question, the title (required); `text` is the answer (spec: frame
 * §3 FAQ). Rendered as a native disclosure (details/summary): keyboard and screen readers work
 * without JavaScript.
 */
const itemSchema = z.object({
  id: moduleId(),
  type: z.literal('faq_item'),
  content: requiredText(300),
  text: richText(20_000).default(''),
  anchor: anchor(),
  ...visibility,
});
export type FaqItemModule = z.infer<typeof itemSchema>;

export const faqItemModule = defineModule<FaqItemModule>({
  type: 'faq_item',
  nestedOnly: true,
  schema: itemSchema,
  fields: [
    {
      name: 'content',
      kind: 'text',
      label: 'questionTitle',
      required: true,
      maxLength: 300,
    },
    { name: 'text', kind: 'richtext', label: 'answer', controls: RICH_TEXT_CONTROLS },
    { name: 'anchor', kind: 'text', label: 'anchor' },
  ],
  Render: ({ module }) => (
    <details className="m-faq__item" id={module.anchor || undefined}>
      <summary className="m-faq__question">{module.content}</summary>
      <div className="m-faq__answer rich-text" dangerouslySetInnerHTML={{ __html: module.text }} />
    </details>
  ),
});

const schema = z.object({
  id: moduleId(),
  type: z.literal('faq'),
  children: z.array(z.looseObject({ id: z.string(), type: z.string() })).default([]),
  ...visibility,
});
export type FaqModule = z.infer<typeof schema>;

export const faqModule = defineModule<FaqModule>({
  type: 'faq',
  schema,
  fields: [
    {
      name: 'children',
      kind: 'children',
      label: 'questions',
      childTypes: ['faq_item'],
    },
  ],
  Render: ({ module, ctx }) => <div className="m-faq">{ctx.renderModules(module.children)}</div>,
});
