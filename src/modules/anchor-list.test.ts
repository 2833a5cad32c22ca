import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

describe('Anchor list (spec: frame §3)', () => {
  it('requires title and anchor per item', () => {
    expect(
      issuesOf({ id: 'a', type: 'anchor_list', children: [{ id: 'i', type: 'anchor_item', anchor: 'a b' }] }),
    ).toEqual({
      'children.0.title': 'This field is required!',
      'children.0.anchor': 'Use letters, digits and dashes only.',
    });
  });

  it('renders two anchor links in a labelled navigation, sticky flagged', () => {
    const html = renderHtml(
      [
        parsed({
          id: 'a',
          type: 'anchor_list',
          sticky: true,
          children: [
            { id: '1', type: 'anchor_item', title: 'Anfahrt', anchor: 'anfahrt' },
            { id: '2', type: 'anchor_item', title: 'Barrierefreiheit', anchor: 'barrierefrei' },
          ],
        }),
      ],
      { locale: 'en' },
    );
    expect(html).toContain('<nav class="m-anchor-list" aria-label="On this page" data-sticky="">');
    expect(html.match(/<a href="#[a-z]+">/g)).toEqual(['<a href="#anfahrt">', '<a href="#barrierefrei">']);
  });
});
