import { z } from 'zod';
import { editableField, editableText } from './editable';
import { moduleId, optionalText, requiredText, visibility } from './fields';
import { defineModule } from './types';

/** Quote: content required, author optional (spec: frame §3). */
const schema = z.object({
  id: moduleId(),
  type: z.literal('quote'),
  content: requiredText(2000),
  author: optionalText(200),
  extra_class: z.enum(['', 'centered']).optional(),
  ...visibility,
});
export type QuoteModule = z.infer<typeof schema>;

export const quoteModule = defineModule<QuoteModule>({
  type: 'quote',
  schema,
  fields: [
    {
      name: 'content',
      kind: 'textarea',
      label: 'quote',
      required: true,
      maxLength: 2000,
    },
    { name: 'author', kind: 'text', label: 'author', maxLength: 200 },
  ],
  styles: [{ value: 'centered', label: 'centred' }],
  Render: ({ module, ctx }) => (
    <figure className={`m-quote ${module.extra_class ?? ''}`.trim()}>
      <blockquote {...editableField(ctx, module, 'content')}>
        {module.content.split(/\n{2,}/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      {module.author ? <figcaption>— {editableText(ctx, module, 'author', module.author)}</figcaption> : null}
    </figure>
  ),
});
