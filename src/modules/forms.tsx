import { createElement } from 'react';
import { z } from 'zod';
import { modulesTexts } from '../i18n/modules';
import { apiMessage, moduleId, REQUIRED_MESSAGE, visibility } from './fields';
import { defineModule } from './types';

/**
 * Form (toolbar "Form"): `hubspot_id` names the form to show (spec: frame §3 Forms). The forms
 * area's `<foyer-form>` element loads and submits it (GET /{locale}/api/forms/{id}/); without
 * JavaScript the light DOM links to the form page.
 */
const schema = z.object({
  id: moduleId(),
  type: z.literal('forms'),
  hubspot_id: z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, apiMessage('slug')),
  ...visibility,
});
export type FormsModule = z.infer<typeof schema>;

export const formsModule = defineModule<FormsModule>({
  type: 'forms',
  schema,
  fields: [
    {
      name: 'hubspot_id',
      kind: 'text',
      label: 'formId',
      required: true,
      maxLength: 100,
    },
  ],
  Render: ({ module, ctx }) => (
    <div className="m-forms">
      {createElement(
        'foyer-form',
        { 'form-id': module.hubspot_id, locale: ctx.locale },
        <p>
          <a href={`/${ctx.locale}/forms/form/${encodeURIComponent(module.hubspot_id)}`}>
            {modulesTexts(ctx.locale)('openTheForm')}
          </a>
        </p>,
      )}
    </div>
  ),
});
