import { describe, expect, it } from 'vitest';
import type { Section } from '../contract/pages';
import { comparePages } from './page-compare';
import { findModule, plainText, shownValue, sideBySide } from './page-compare-sides';

function section(id: string, layout: string, children: Array<Record<string, unknown>>): Section {
  return {
    id,
    layout,
    columns: [{ index: 0, classes: '', children }],
  } as unknown as Section;
}

const headline = { id: 'h', type: 'headline', headline_level: 2, content: 'Alt', preline: '' };
const text = { id: 't', type: 'text', content: '<p>Erste <strong>Zeile</strong> &amp; mehr</p>' };

describe('versions side by side (issue 19 item 2)', () => {
  it('a changed module: each changed field with its value before and after', () => {
    const before = [section('s', '100', [headline, text])];
    const after = [section('s', '100', [{ ...headline, content: 'Neu', headline_level: 3 }, text])];
    const [change] = comparePages(before, after);
    expect(change?.kind).toBe('module.changed');
    expect(sideBySide(change as never, before, after)).toEqual([
      { field: 'content', before: { kind: 'text', text: 'Alt' }, after: { kind: 'text', text: 'Neu' } },
      {
        field: 'headline_level',
        before: { kind: 'text', text: '2' },
        after: { kind: 'text', text: '3' },
      },
    ]);
  });

  it('an added module has only an after, a removed one only a before; empty fields are left out', () => {
    const before = [section('s', '100', [headline])];
    const after = [section('s', '100', [text])];
    const changes = comparePages(before, after);
    const added = changes.find((change) => change.kind === 'module.added');
    const removed = changes.find((change) => change.kind === 'module.removed');
    expect(sideBySide(added as never, before, after)).toEqual([
      { field: 'content', before: null, after: { kind: 'text', text: 'Erste Zeile & mehr' } },
    ]);
    expect(sideBySide(removed as never, before, after)).toEqual([
      { field: 'headline_level', before: { kind: 'text', text: '2' }, after: null },
      { field: 'content', before: { kind: 'text', text: 'Alt' }, after: null },
    ]);
  });

  it('a section’s columns before and after; a move is said in words only', () => {
    const before = [section('a', '100', [headline]), section('b', '50-50', [])];
    const after = [section('b', '67-33', []), section('a', '100', [headline])];
    const changes = comparePages(before, after);
    const layout = changes.find((change) => change.kind === 'section.layout');
    expect(sideBySide(layout as never, before, after)).toEqual([
      { field: 'layout', before: { kind: 'text', text: '50-50' }, after: { kind: 'text', text: '67-33' } },
    ]);
    const moved = changes.find((change) => change.kind === 'section.moved');
    expect(moved).toBeDefined();
    expect(sideBySide(moved as never, before, after)).toEqual([]);
    const gone = [section('a', '100', [])];
    const removed = comparePages(before, gone).find((change) => change.kind === 'section.removed');
    expect(sideBySide(removed as never, before, gone)).toEqual([
      { field: 'layout', before: { kind: 'text', text: '50-50' }, after: null },
    ]);
  });

  it('shows values as short plain text: yes/no, entries, image objects, nothing', () => {
    expect(shownValue(true)).toEqual({ kind: 'yes' });
    expect(shownValue(false)).toEqual({ kind: 'no' });
    expect(shownValue(['a', 'b'])).toEqual({ kind: 'entries', count: 2 });
    expect(shownValue([])).toEqual({ kind: 'empty' });
    expect(shownValue('  <p> </p> ')).toEqual({ kind: 'empty' });
    expect(shownValue(null)).toEqual({ kind: 'empty' });
    expect(shownValue({ url: '/media/a.jpg', alt: 'Bühne' })).toEqual({
      kind: 'text',
      text: '/media/a.jpg (Bühne)',
    });
    const long = shownValue('x'.repeat(400));
    expect(long.kind === 'text' && long.text.length).toBe(300);
    expect(plainText('A&nbsp;<em>B</em>&#33;')).toBe('A B !');
  });

  it('finds nested modules by id', () => {
    const nested = { id: 'n', type: 'two_columns', children: [{ id: 'inner', type: 'text', content: 'x' }] };
    expect(findModule([section('s', '100', [nested])], 'inner')).toEqual({
      id: 'inner',
      type: 'text',
      content: 'x',
    });
    expect(findModule([section('s', '100', [nested])], 'none')).toBeNull();
  });
});
