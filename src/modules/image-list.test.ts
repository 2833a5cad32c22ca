import { describe, expect, it } from 'vitest';
import { newModule } from './registry';
import { issuesOf, parsed, RENDER_NOW, renderHtml } from './testing';

describe('Image list (spec: frame §3)', () => {
  it('defaults format to standard and style to list', () => {
    expect(parsed({ id: 'l', type: 'image_list' })).toMatchObject({
      format: 'standard',
      extra_class: 'list',
      children: [],
    });
    expect(newModule('image_list', 'n', RENDER_NOW)).toMatchObject({
      format: 'standard',
      extra_class: 'list',
    });
  });

  it('offers list, slider and masonry, and requires an image per item', () => {
    expect(issuesOf({ id: 'l', type: 'image_list', extra_class: 'carousel' })).toHaveProperty('extra_class');
    expect(issuesOf({ id: 'l', type: 'image_list', children: [{ id: 'i', type: 'image_item' }] })).toEqual({
      'children.0.image': 'This field is required!',
    });
  });

  it('renders items as a list with captions', () => {
    const html = renderHtml([
      parsed({
        id: 'l',
        type: 'image_list',
        extra_class: 'masonry',
        anchor: 'bilder',
        children: [
          {
            id: 'a',
            type: 'image_item',
            image: '/media/haus.svg',
            image_obj: { url: '/media/haus.svg', alt: 'Haus' },
            description: 'Fassade',
          },
          { id: 'b', type: 'image_item', image: '/media/foyer.svg' },
        ],
      }),
    ]);
    expect(html).toContain(
      '<ul class="m-image-list m-image-list--masonry m-image-list--standard" id="bilder">',
    );
    expect(html.match(/<li class="m-image-list__item">/g)).toHaveLength(2);
    expect(html).toContain('<figcaption>Fassade</figcaption>');
  });

  it('stays a valid list in edit mode: each editable wrapper sits inside its <li>', () => {
    const html = renderHtml(
      [
        parsed({
          id: 'l',
          type: 'image_list',
          children: [{ id: 'a', type: 'image_item', image: '/media/haus.svg' }],
        }),
      ],
      { editMode: true },
    );
    expect(html).toContain(
      '<ul class="m-image-list m-image-list--list m-image-list--standard"><li class="m-image-list__item"><div class="editable-module" data-module-id="a" data-module-type="image_item"><figure>',
    );
  });
});
