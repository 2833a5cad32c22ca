import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

describe('Forms module (toolbar "Form", spec: frame §3; issue 17)', () => {
  it('requires hubspot_id (the default variant), or form_id for one of our own forms', () => {
    expect(issuesOf({ id: 'f', type: 'forms' })).toEqual({ hubspot_id: 'This field is required!' });
    expect(issuesOf({ id: 'f', type: 'forms', hubspot_id: '<x>' })).toEqual({
      hubspot_id: 'Use letters, digits and dashes only.',
    });
    expect(issuesOf({ id: 'f', type: 'forms', source: 'venue' })).toEqual({
      form_id: 'This field is required!',
    });
    expect(issuesOf({ id: 'f', type: 'forms', source: 'other', hubspot_id: 'x' })).toHaveProperty('source');
  });

  it('puts a HubSpot form behind the click-to-load embed; its fallback links to HubSpot', () => {
    const html = renderHtml([parsed({ id: 'f', type: 'forms', hubspot_id: 'a1b2-c3' })]);
    expect(html).toContain('<foyer-embed provider="hubspot" src="https://share.hsforms.com/a1b2-c3"');
    expect(html).toContain('href="https://share.hsforms.com/a1b2-c3"');
    expect(html).not.toContain('<iframe');
  });

  it('places one of our own forms: the form element with a link to the form page as fallback', () => {
    const html = renderHtml([parsed({ id: 'f', type: 'forms', source: 'venue', form_id: '12' })]);
    expect(html).toContain(
      '<foyer-form form-id="12" locale="de"><p><a href="/de/forms/form/12">Zum Formular</a></p></foyer-form>',
    );
  });
});
