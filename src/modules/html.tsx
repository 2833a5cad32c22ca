import { z } from 'zod';
import { moduleId, REQUIRED_MESSAGE, visibility } from './fields';
import { defineModule } from './types';

/** Staff-authored HTML, rendered as is: only staff can write it (spec: frame §3 HTML). */
const schema = z.object({
  id: moduleId(),
  type: z.literal('html'),
  html_code: z.string({ message: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(200_000),
  ...visibility,
});
export type HtmlModule = z.infer<typeof schema>;

export const htmlModule = defineModule<HtmlModule>({
  type: 'html',
  schema,
  fields: [{ name: 'html_code', kind: 'code', label: 'htmlCode', required: true }],
  Render: ({ module }) => <div className="m-html" dangerouslySetInnerHTML={{ __html: module.html_code }} />,
});
