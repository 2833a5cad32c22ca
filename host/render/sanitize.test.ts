import { describe, expect, it } from 'vitest';
import { sanitizeModuleTree, sanitizeRichText } from './sanitize';

describe('rich text sanitising', () => {
  it('keeps bold, italic, links and lists', () => {
    const html =
      '<p><strong>a</strong> <em>b</em> <a href="https://x.test">c</a></p><ul><li>d</li></ul><ol><li>e</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="x()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=y></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(clean).toContain('hi');
  });

  it('adds noopener noreferrer to links opening a new window', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('walks sections, columns and children', () => {
    const section = {
      id: 's',
      type: 'section',
      layout: '100',
      columns: [
        {
          index: 0,
          classes: '',
          children: [{ id: 't', type: 'text', content: '<script>x</script><p>ok</p>' }],
        },
      ],
    };
    const clean = sanitizeModuleTree(section);
    expect(JSON.stringify(clean)).not.toContain('<script>');
    expect(JSON.stringify(clean)).toContain('<p>ok</p>');
  });
});

describe('derived data is not stored', () => {
  it('drops loaded events, articles and resolved containers, also nested', () => {
    const section = {
      id: 's',
      type: 'section',
      layout: '50-50',
      columns: [
        {
          index: 0,
          classes: '',
          children: [{ id: 'e', type: 'event_list', filters: 'none', event_objs: [{ id: 1 }] }],
        },
        {
          index: 1,
          classes: '',
          children: [{ id: 'c', type: 'container', slug: 'kasse', resolved: { id: 'x' } }],
        },
      ],
    };
    const clean = sanitizeModuleTree(section);
    expect(JSON.stringify(clean)).not.toMatch(/event_objs|resolved/);
    expect(clean.columns[0]?.children[0]).toEqual({ id: 'e', type: 'event_list', filters: 'none' });
  });
});
