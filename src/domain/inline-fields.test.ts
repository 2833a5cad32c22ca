import { describe, expect, it } from 'vitest';
import { moduleDefinition } from '../modules/registry';
import { renderHtml } from '../modules/testing';
import {
  fieldPath,
  findNested,
  INLINE_FIELDS,
  INLINE_KIND_OF_FIELD,
  inlineKind,
  readField,
  withField,
} from './inline-fields';

describe('the table of text fields edited in place', () => {
  it('names only fields the module contract has, with the matching kind', () => {
    for (const [type, fields] of Object.entries(INLINE_FIELDS)) {
      const definition = moduleDefinition(type);
      expect(definition, type).toBeDefined();
      for (const [name, kind] of Object.entries(fields)) {
        const spec = definition?.fields.find((field) => field.name === name);
        expect(spec, `${type}.${name}`).toBeDefined();
        expect(INLINE_KIND_OF_FIELD[spec?.kind as keyof typeof INLINE_KIND_OF_FIELD], `${type}.${name}`).toBe(
          kind,
        );
      }
    }
  });

  it('answers the kind of a field, null for the modal’s fields and unknown types', () => {
    expect(inlineKind('headline', 'content')).toBe('line');
    expect(inlineKind('text', 'content')).toBe('rich');
    expect(inlineKind('quote', 'content')).toBe('lines');
    expect(inlineKind('headline', 'anchor')).toBeNull();
    expect(inlineKind('headline', 'toString')).toBeNull();
    expect(inlineKind('image', 'description')).toBeNull();
    expect(inlineKind('nope', 'content')).toBeNull();
  });
});

describe('a field of a module or a nested one', () => {
  const list = {
    id: 'l1',
    type: 'teaser_list',
    extra_class: 'grid',
    children: [
      { id: 'a', type: 'teaser_item', headline: 'A' },
      { id: 'b', type: 'teaser_item', headline: 'B', text: 'Old' },
    ],
  };

  it('reads, finds and names the path of a nested field', () => {
    expect(readField(list, 'b', 'text')).toBe('Old');
    expect(readField(list, 'a', 'subline')).toBe('');
    expect(readField(list, 'zz', 'text')).toBeNull();
    expect(findNested(list, 'a')?.headline).toBe('A');
    expect(fieldPath(list, 'b', 'headline')).toBe('children.1.headline');
    expect(fieldPath(list, 'l1', 'extra_class')).toBe('extra_class');
    expect(fieldPath(list, 'zz', 'headline')).toBeNull();
  });

  it('sets a field without changing the module in place', () => {
    const before = structuredClone(list);
    const next = withField(list, 'b', 'headline', 'New');
    expect(next?.children[1]).toEqual({ id: 'b', type: 'teaser_item', headline: 'New', text: 'Old' });
    expect(next?.children[0]).toBe(list.children[0]);
    expect(list).toEqual(before);
    expect(withField(list, 'l1', 'extra_class', 'list')?.extra_class).toBe('list');
    expect(withField(list, 'zz', 'headline', 'x')).toBeNull();
  });
});

describe('the renderers mark the fields in edit mode only', () => {
  const headline = {
    id: 'h1',
    type: 'headline',
    headline_level: 2,
    preline: 'Pre',
    content: 'Title',
    subline: 'Sub',
  };

  it('leaves visitors’ HTML without the marks', () => {
    const html = renderHtml([headline]);
    expect(html).not.toContain('data-foyer');
    expect(html).toContain('<h2 class="m-headline__title">Title</h2>');
  });

  it('marks each field of the table where it is shown, with the module id', () => {
    const html = renderHtml([headline], { editMode: true });
    for (const field of ['preline', 'content', 'subline'])
      expect(html).toContain(`data-foyer-field="${field}" data-foyer-module="h1"`);
    const teasers = renderHtml(
      [
        {
          id: 'l1',
          type: 'teaser_list',
          extra_class: 'grid',
          children: [{ id: 'i1', type: 'teaser_item', headline: 'Item', link: '/de/x', text: 'T' }],
        },
      ],
      { editMode: true },
    );
    expect(teasers).toContain('<a href="/de/x" data-foyer-field="headline" data-foyer-module="i1">');
    expect(teasers).toContain('data-foyer-field="text" data-foyer-module="i1"');
    for (const [type, module] of [
      ['text', { id: 't', type: 'text', content: '<p>Hi</p>' }],
      ['quote', { id: 'q', type: 'quote', content: 'Q', author: 'A' }],
      ['link', { id: 'k', type: 'link', link: '/de', link_text: 'Go' }],
    ] as const) {
      expect(renderHtml([module], { editMode: true }), type).toContain('data-foyer-field=');
      expect(renderHtml([module]), type).not.toContain('data-foyer');
    }
  });
});
