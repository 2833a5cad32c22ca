import { describe, expect, it } from 'vitest';
import { issuesOf, parsed, renderHtml } from './testing';

const teaser = { id: 'f', type: 'full_teaser', image: '/media/haus.svg', headline: 'Führungen' };

describe('Full teaser (spec: frame §3, §5)', () => {
  it('requires image and headline', () => {
    expect(issuesOf({ id: 'f', type: 'full_teaser' })).toEqual({
      image: 'This field is required!',
      headline: 'This field is required!',
    });
    expect(issuesOf(teaser)).toEqual({});
  });

  it('accepts a text of 3000 characters and refuses 3001', () => {
    expect(issuesOf({ ...teaser, text: 'a'.repeat(3000) })).toEqual({});
    expect(issuesOf({ ...teaser, text: 'a'.repeat(3001) })).toEqual({ text: 'At most 3000 characters.' });
  });

  it('refuses javascript: links and unknown styles', () => {
    expect(issuesOf({ ...teaser, link: 'javascript:alert(1)' })).toHaveProperty('link');
    expect(issuesOf({ ...teaser, extra_class: 'sparkly' })).toHaveProperty('extra_class');
  });

  it('renders image side by style and the link as a button', () => {
    const html = renderHtml([
      parsed({
        ...teaser,
        extra_class: 'image-right',
        preline: 'Haus',
        text: 'Erster Absatz\n\nZweiter',
        link: '/de/besuch',
      }),
    ]);
    expect(html).toContain('class="m-full-teaser m-full-teaser--image-right"');
    expect(html).toContain('<h2 class="m-full-teaser__headline">Führungen</h2>');
    expect(html).toContain('<p class="m-full-teaser__text">Zweiter</p>');
    expect(html).toContain('<a class="button-secondary" href="/de/besuch">Mehr erfahren</a>');
    expect(renderHtml([parsed(teaser)])).toContain('m-full-teaser--image-left');
  });
});
