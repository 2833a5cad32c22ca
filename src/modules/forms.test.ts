import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

describe('Forms module (toolbar "Form", spec: frame §3)', () => {
  it('requires hubspot_id', () => {
    expect(issuesOf({ id: 'f', type: 'forms' })).toEqual({ hubspot_id: 'This field is required!' });
    expect(issuesOf({ id: 'f', type: 'forms', hubspot_id: '<x>' })).toEqual({
      hubspot_id: 'Use letters, digits and dashes only.',
    });
  });

  it('renders the form element with a link to the form page as fallback', () => {
    const html = renderHtml([parsed({ id: 'f', type: 'forms', hubspot_id: '12' })]);
    expect(html).toContain(
      '<foyer-form form-id="12" locale="de"><p><a href="/de/forms/form/12">Zum Formular</a></p></foyer-form>',
    );
  });
});
