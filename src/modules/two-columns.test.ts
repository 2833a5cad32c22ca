import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

const module = {
  id: 't',
  type: 'two_columns',
  extra_class: 'image-text',
  text: '<p>Text</p>',
  image: '/media/foyer.svg',
};

describe('Two columns (spec: frame §3)', () => {
  it('requires extra_class, text and image', () => {
    expect(issuesOf({ id: 't', type: 'two_columns', text: '<p></p>' })).toEqual({
      extra_class: 'This field is required!',
      text: 'This field is required!',
      image: 'This field is required!',
    });
    expect(issuesOf(module)).toEqual({});
  });

  it('refuses scripts and javascript: links in its rich text', () => {
    expect(issuesOf({ ...module, text: '<p>x<script>alert(1)</script></p>' })).toEqual({
      text: 'Scripts are not allowed in rich text.',
    });
    expect(issuesOf({ ...module, text: '<a href="jav&#x61;script:alert(1)">x</a>' })).toEqual({
      text: 'Links must start with https://, mailto:, tel:, / or #.',
    });
  });

  it('puts the image left for image-text and right for text-image', () => {
    expect(renderHtml([parsed(module)])).toMatch(
      /m-two-columns--image-text"><img class="m-two-columns__image"/,
    );
    expect(renderHtml([parsed({ ...module, extra_class: 'text-image' })])).toContain(
      'm-two-columns--text-image',
    );
  });
});
