import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

const logo = (name: string) => ({ id: name, type: 'logo_item', image: `/media/${name}.svg`, name });

describe('Logo list (spec: frame §3)', () => {
  it('needs an image and a name per logo, and only logos as children', () => {
    expect(issuesOf({ id: 'l', type: 'logo_list', children: [{ id: 'x', type: 'logo_item' }] })).toEqual({
      'children.0.image': 'This field is required!',
      'children.0.name': 'This field is required!',
    });
    expect(
      issuesOf({ id: 'l', type: 'logo_list', children: [{ id: 'x', type: 'quote', content: 'x' }] }),
    ).toEqual({
      'children.0.type': 'A quote cannot be placed here.',
    });
  });

  it('renders three logos with their names as alt text', () => {
    const html = renderHtml([
      parsed({
        id: 'l',
        type: 'logo_list',
        children: [logo('stadt'), logo('land'), { ...logo('bank'), link: 'https://bank.example' }],
      }),
    ]);
    expect(html.match(/<li class="m-logo">/g)).toHaveLength(3);
    expect(html).toContain('<ul class="m-logo-list m-logo-list--grid">');
    expect(html).toContain('alt="land"');
    expect(html).toContain('<a href="https://bank.example" rel="noopener noreferrer">');
  });
});
