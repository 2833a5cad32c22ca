import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allModuleDefinitions,
  LEGACY_TOOLBAR,
  moduleDefinition,
  moduleFieldLabel,
  parseModule,
  toolbarEntries,
  topLevelTypes,
} from './registry';
import { issuesOf, parsed, renderHtml } from './testing';

describe('the registry', () => {
  it('has every module type of spec frame §3', () => {
    const types = allModuleDefinitions().map((definition) => definition.type);
    for (const type of [
      'headline',
      'text',
      'link',
      'image',
      'image_list',
      'image_item',
      'video',
      'video_sh',
      'video_item',
      'audio',
      'audio_sh',
      'viewer',
      'social_media',
      'quote',
      'full_teaser',
      'teaser_list',
      'teaser_item',
      'venue',
      'venue_list',
      'html',
      'logo_list',
      'forms',
      'hero_media',
      'section',
      'blog_teaser_list',
      'two_columns',
      'event_list',
      'highlight_teasers',
      'anchor_list',
      'anchor_item',
      'container',
      'faq',
      'faq_item',
    ])
      expect(types, type).toContain(type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('lists exactly the 25 toolbar entries of spec frame §3, in order', () => {
    expect(toolbarEntries().map((entry) => entry.label)).toEqual([
      'Headline',
      'Text',
      'Link',
      'Image',
      'FAQ',
      'Video',
      'Video SH',
      'Audio',
      'Audio SH',
      'PDF Viewer',
      'Quote',
      'Full Teaser',
      'Venue List',
      'HTML',
      'Form',
      'Hero Media',
      'Section',
      'Teaser List',
      'Image List',
      'Logo List',
      'Blog List',
      'Two Columns',
      'Event List',
      'Highlight Teasers',
      'Anchor List',
    ]);
    expect(LEGACY_TOOLBAR.map((entry) => entry.name)).toEqual([
      'headline',
      'text',
      'link',
      'image',
      'faq',
      'video',
      'audio',
      'viewer',
      'quote',
      'fullteaser',
      'teaserlist',
      'imagelist',
      'videolist',
      'socialmedia',
    ]);
    for (const entry of LEGACY_TOOLBAR) expect(moduleDefinition(entry.type), entry.name).toBeDefined();
  });

  it('keeps nested-only items out of columns', () => {
    for (const type of [
      'teaser_item',
      'image_item',
      'video_item',
      'anchor_item',
      'faq_item',
      'logo_item',
      'venue',
    ])
      expect(topLevelTypes()).not.toContain(type);
    expect(topLevelTypes()).toContain('event_list');
  });

  it('describes only fields its schema knows, with consistent options and children', () => {
    for (const definition of allModuleDefinitions()) {
      let schema: z.ZodType = definition.schema;
      while (!(schema instanceof z.ZodObject)) {
        const inner = (schema as unknown as { def: { in?: z.ZodType; schema?: z.ZodType } }).def;
        schema = (inner.in ?? inner.schema) as z.ZodType;
      }
      const shape = (schema as z.ZodObject).shape;
      for (const field of definition.fields) {
        expect(Object.keys(shape), `${definition.type}.${field.name}`).toContain(field.name);
        if (field.kind === 'select')
          expect(field.options?.length, `${definition.type}.${field.name}`).toBeGreaterThan(0);
        if (field.kind === 'children')
          for (const child of field.childTypes ?? []) expect(moduleDefinition(child), child).toBeDefined();
      }
    }
  });

  it('offers the block style options of spec frame §3', () => {
    const styles = (type: string) => moduleDefinition(type)?.styles?.map((style) => style.value);
    const linkOptions = moduleDefinition('link')?.fields.find(
      (field) => field.name === 'extra_class',
    )?.options;
    expect(linkOptions?.map((option) => option.value)).toEqual([
      'button-primary',
      'button-secondary',
      'text-link',
    ]);
    expect(styles('text')).toEqual(['centered']);
    expect(styles('image_list')).toEqual(['list', 'slider', 'masonry']);
    expect(styles('full_teaser')).toEqual(['image-left', 'image-right', 'fullscreen']);
    expect(styles('two_columns')).toEqual(['image-text', 'text-image']);
    expect(styles('image')).toContain('fullscreen');
  });

  it('refuses unknown types, nested and top-level', () => {
    expect(parseModule({ id: 'x', type: 'marquee' })).toEqual({
      ok: false,
      issues: [{ path: 'type', message: 'Unknown module type "marquee".' }],
    });
    expect(
      issuesOf({ id: 'f', type: 'faq', children: [{ id: 'x', type: 'faq_item', content: 'a', extra: 1 }] }),
    ).toEqual({});
  });
});

describe('moduleFieldLabel', () => {
  it("names a module's field as its editor form does, in the staff's language", () => {
    expect(moduleFieldLabel('headline', 'content', 'de')).toBe('Überschrift');
    expect(moduleFieldLabel('headline', 'content', 'en')).toBe('Headline');
    // A field the form does not show (or an unknown type) keeps its name.
    expect(moduleFieldLabel('headline', 'anchor_id', 'de')).toBe('anchor_id');
    expect(moduleFieldLabel('no-such-type', 'content', 'de')).toBe('content');
  });
});

describe('the walking-skeleton modules (spec: frame §3, §5)', () => {
  it('headline: content required, level 2 to 6, rendered as <hN>', () => {
    expect(issuesOf({ id: 'h', type: 'headline', content: '' })).toEqual({
      content: 'This field is required!',
    });
    expect(issuesOf({ id: 'h', type: 'headline', content: 'x', headline_level: 7 })).toEqual({
      headline_level: 'Level 2 to 6.',
    });
    expect(issuesOf({ id: 'h', type: 'headline', content: 'x', headline_level: 1 })).toEqual({
      headline_level: 'Level 2 to 6.',
    });
    expect(
      renderHtml([parsed({ id: 'h', type: 'headline', content: 'Titel', headline_level: 3 })]),
    ).toContain('<h3 class="m-headline__title">Titel</h3>');
  });

  it('text: refuses scripts and javascript: links (also entity-encoded)', () => {
    expect(issuesOf({ id: 't', type: 'text', content: '<p>a</p><script>alert(1)</script>' })).toEqual({
      content: 'Scripts are not allowed in rich text.',
    });
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:x',
      'data:text/html,x',
    ])
      expect(issuesOf({ id: 't', type: 'text', content: `<a href="${href}">x</a>` }), href).toEqual({
        content: 'Links must start with https://, mailto:, tel:, / or #.',
      });
    expect(
      issuesOf({ id: 't', type: 'text', content: '<p><a href="https://x.test" target="_blank">ok</a></p>' }),
    ).toEqual({});
    expect(
      renderHtml([parsed({ id: 't', type: 'text', content: '<p>a</p>', decrease_distance: true })]),
    ).toContain('class="m-text rich-text m-text--tight"');
  });

  it('link: text, link and style required; javascript: refused; new window gets noopener', () => {
    expect(issuesOf({ id: 'l', type: 'link' })).toEqual({
      link_text: 'This field is required!',
      link: 'This field is required!',
      extra_class: 'This field is required!',
    });
    expect(
      issuesOf({
        id: 'l',
        type: 'link',
        link_text: 'x',
        link: 'javascript:alert(1)',
        extra_class: 'text-link',
      }),
    ).toEqual({
      link: 'Enter a link starting with https://, / or #.',
    });
    expect(
      renderHtml([
        parsed({
          id: 'l',
          type: 'link',
          link_text: 'Karten',
          link: 'https://shop.test',
          extra_class: 'button-secondary',
          open_new_window: true,
        }),
      ]),
    ).toContain(
      '<a class="button-secondary" href="https://shop.test" target="_blank" rel="noopener noreferrer">Karten</a>',
    );
  });

  it('image: image and format required; a link makes the image a link', () => {
    expect(issuesOf({ id: 'i', type: 'image', image: '/media/a.svg' })).toEqual({
      format: 'This field is required!',
    });
    expect(
      renderHtml([
        parsed({ id: 'i', type: 'image', image: '/media/a.svg', format: 'standard', link: '/de' }),
      ]),
    ).toContain('<a href="/de"><img src="/media/a.svg"');
  });

  it('teaser list and items: style and headline required; items scheduled by online_from/to', () => {
    expect(issuesOf({ id: 'l', type: 'teaser_list', children: [{ id: 'i', type: 'teaser_item' }] })).toEqual({
      extra_class: 'This field is required!',
      'children.0.headline': 'This field is required!',
    });
    const list = parsed({
      id: 'l',
      type: 'teaser_list',
      extra_class: 'grid',
      children: [
        { id: 'a', type: 'teaser_item', headline: 'Immer' },
        { id: 'b', type: 'teaser_item', headline: 'Morgen', online_from: '2026-11-26T00:00:00+01:00' },
      ],
    });
    const now = new Date('2026-11-25T12:00:00Z');
    expect(renderHtml([list], { now })).not.toContain('Morgen');
    expect(renderHtml([list], { now: new Date('2026-11-26T12:00:00Z') })).toContain('Morgen');
    expect(renderHtml([list], { now, editMode: true })).toMatch(
      /data-scheduled="hidden">.*Geplant, jetzt verborgen/,
    );
  });

  it('html: code required and rendered as written; container: slug required', () => {
    expect(issuesOf({ id: 'h', type: 'html', html_code: ' ' })).toEqual({
      html_code: 'This field is required!',
    });
    expect(renderHtml([parsed({ id: 'h', type: 'html', html_code: '<p id=x>hi</p>' })])).toContain(
      '<p id=x>hi</p>',
    );
    expect(issuesOf({ id: 'c', type: 'container', slug: '' })).toEqual({ slug: 'This field is required!' });
  });
});
