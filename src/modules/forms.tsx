import { createElement } from 'react';
import { z } from 'zod';
import { modulesTexts } from '../i18n/modules';
import { ThirdPartyEmbed } from './embed';
import { apiMessage, moduleId, REQUIRED_MESSAGE, visibility } from './fields';
import { defineModule } from './types';

/** The module's two variants: a HubSpot form (spec: frame §3 Forms) or one of the venue's own. */
export const FORM_SOURCES = ['hubspot', 'venue'] as const;

/** HubSpot's shareable form page: the one address the click-to-load frame opens. */
export const hubspotFormUrl = (id: string) => `https://share.hsforms.com/${encodeURIComponent(id)}`;

/**
 * Form (toolbar "Form", spec: frame §3 Forms "hubspot_id (required)"; issue 17). By default a
 * HubSpot form, framed only after external-media consent behind `<foyer-embed>`'s click-to-load
 * placeholder (its fallback links to the form on HubSpot). The `venue` variant places one of the
 * venue's own forms (`form_id`): `<foyer-form>`, whose fallback without JavaScript links to the
 * form page (a cached content page carries no CSRF token, so the form itself is not inlined).
 */
const schema = z
  .object({
    id: moduleId(),
    type: z.literal('forms'),
    source: z.enum(FORM_SOURCES, { message: apiMessage('invalid') }).default('hubspot'),
    hubspot_id: z
      .string({ message: REQUIRED_MESSAGE })
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9-]*$/, apiMessage('slug'))
      .optional(),
    form_id: z.coerce
      .number()
      .int()
      .positive(apiMessage('invalid'))
      .max(2_147_483_647)
      .optional()
      .or(z.literal('')),
    ...visibility,
  })
  .superRefine((module, context) => {
    if (module.source === 'hubspot' && !module.hubspot_id)
      context.addIssue({ code: 'custom', path: ['hubspot_id'], message: REQUIRED_MESSAGE });
    if (module.source === 'venue' && !module.form_id)
      context.addIssue({ code: 'custom', path: ['form_id'], message: REQUIRED_MESSAGE });
  });
export type FormsModule = z.infer<typeof schema>;

export const formsModule = defineModule<FormsModule>({
  type: 'forms',
  schema,
  fields: [
    {
      name: 'source',
      kind: 'select',
      label: 'formSource',
      default: 'hubspot',
      options: [
        { value: 'hubspot', label: 'formSource.hubspot' },
        { value: 'venue', label: 'formSource.venue' },
      ],
    },
    { name: 'hubspot_id', kind: 'text', label: 'formId', maxLength: 100, help: 'help.hubspotId' },
    { name: 'form_id', kind: 'number', label: 'venueFormId', min: 1, help: 'help.venueFormId' },
  ],
  Render: ({ module, ctx }) => {
    const m = modulesTexts(ctx.locale);
    if (module.source === 'venue' && module.form_id) {
      return (
        <div className="m-forms">
          {createElement(
            'foyer-form',
            { 'form-id': String(module.form_id), locale: ctx.locale },
            <p>
              {/* The page answers its canonical address (301), whatever the slug. */}
              <a href={`/${ctx.locale}/forms/form/${module.form_id}`}>{m('openTheForm')}</a>
            </p>,
          )}
        </div>
      );
    }
    const id = module.hubspot_id ?? '';
    return (
      <div className="m-forms">
        <ThirdPartyEmbed
          provider="hubspot"
          providerLabel="HubSpot"
          src={hubspotFormUrl(id)}
          href={hubspotFormUrl(id)}
          title={m('hubspotForm')}
          locale={ctx.locale}
          ratio="4/5"
        />
      </div>
    );
  },
});
