import { describe, expect, it } from 'vitest';
import { moduleKind, pickerGroups } from './kinds';
import { TOOLBAR_TYPES, toolbarEntries } from './registry';

const entries = () => toolbarEntries('de').filter((entry) => entry.type !== 'section');

describe('the module picker groups (issue 19 item 4)', () => {
  it('puts every toolbar type under a named kind (none left to "other")', () => {
    for (const type of TOOLBAR_TYPES.filter((type) => type !== 'section'))
      expect(moduleKind(type), type).not.toBe('more');
    expect(moduleKind('made_up')).toBe('more');
  });

  it('lists all entries by kind without a query, in kind order', () => {
    const groups = pickerGroups(entries(), '');
    expect(groups.map((group) => group.kind)).toEqual(['text', 'media', 'lists', 'structure']);
    expect(groups.flatMap((group) => group.entries).length).toBe(entries().length);
    expect(groups[0]?.entries.map((entry) => entry.type)).toContain('headline');
  });

  it('filters by name ignoring case and accents; every word must match; empty kinds drop out', () => {
    const headline = entries().find((entry) => entry.type === 'headline')?.label ?? '';
    expect(headline).toBe('Überschrift');
    expect(pickerGroups(entries(), 'uberSCHRIFT')).toEqual([
      { kind: 'text', entries: [{ type: 'headline', label: 'Überschrift' }] },
    ]);
    const lists = pickerGroups(entries(), 'liste');
    expect(lists.every((group) => group.entries.every((entry) => /liste/i.test(entry.label)))).toBe(true);
    expect(lists.length).toBeGreaterThan(0);
    expect(pickerGroups(entries(), 'gibt es nicht')).toEqual([]);
  });
});
