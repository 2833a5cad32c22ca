import { describe, expect, it } from 'vitest';
import {
  changeLayout,
  copyColumns,
  copyWithNewIds,
  duplicateModule,
  type EditableSection,
  emptyColumns,
  insertModule,
  moduleIds,
  removeModule,
  reorderModules,
  replaceModule,
} from './section-edits';

const section = (): EditableSection => ({
  layout: '50-50',
  columns: [
    {
      index: 0,
      classes: 'col-6',
      children: [
        { id: 'a', type: 'headline' },
        { id: 'b', type: 'text' },
      ],
    },
    { index: 1, classes: 'col-6', children: [{ id: 'c', type: 'image' }] },
  ],
});

describe('section edits', () => {
  it('inserts at a position, or at the end', () => {
    const first = insertModule(section(), 0, 1, { id: 'x', type: 'text' });
    expect(first.ok && moduleIds(first.value)).toEqual(['a', 'x', 'b', 'c']);
    const last = insertModule(section(), 1, undefined, { id: 'y', type: 'text' });
    expect(last.ok && moduleIds(last.value)).toEqual(['a', 'b', 'c', 'y']);
  });

  it('inserts before the first, between two and after the last module; refuses a position past the end', () => {
    const at = (position: number) => {
      const result = insertModule(section(), 0, position, { id: 'x', type: 'text' });
      return result.ok ? moduleIds(result.value) : result;
    };
    expect(at(0)).toEqual(['x', 'a', 'b', 'c']);
    expect(at(1)).toEqual(['a', 'x', 'b', 'c']);
    expect(at(2)).toEqual(['a', 'b', 'x', 'c']);
    expect(at(3)).toMatchObject({ ok: false, field: 'position' });
    const empty = insertModule({ ...section(), columns: emptyColumns('50-50') }, 1, 0, {
      id: 'x',
      type: 'text',
    });
    expect(empty.ok && empty.value.columns[1]?.children.map((child) => child.id)).toEqual(['x']);
  });

  it('duplicates a module right after the original, under new ids down the tree', () => {
    let n = 0;
    const makeId = () => `new-${++n}`;
    const nested: EditableSection = {
      layout: '100',
      columns: [
        {
          index: 0,
          classes: 'col-12',
          children: [
            { id: 'a', type: 'headline', text: 'Hi' },
            {
              id: 'f',
              type: 'faq',
              children: [{ id: 'q1', type: 'faq_item', question: 'Why?' }],
              columns: [{ children: [{ id: 'q2', type: 'text' }] }],
            },
            { id: 'b', type: 'text' },
          ],
        },
      ],
    };
    const result = duplicateModule(nested, 'f', makeId);
    if (!result.ok) throw new Error(result.message);
    expect(moduleIds(result.value.section)).toEqual(['a', 'f', 'new-1', 'b']);
    const copy = result.value.section.columns[0]?.children[2];
    expect(copy).toEqual({
      id: 'new-1',
      type: 'faq',
      children: [{ id: 'new-2', type: 'faq_item', question: 'Why?' }],
      columns: [{ children: [{ id: 'new-3', type: 'text' }] }],
    });
    // The original is untouched and shares nothing with the copy.
    expect(nested.columns[0]?.children[1]).toMatchObject({ id: 'f', children: [{ id: 'q1' }] });
    expect(duplicateModule(nested, 'zz', makeId)).toMatchObject({ ok: false, field: 'module_id' });
  });

  it("copies a whole section's columns under new ids, keeping order and fields", () => {
    let n = 0;
    const columns = copyColumns(section().columns, () => `c${++n}`);
    expect(columns.map((column) => column.children.map((child) => child.id))).toEqual([['c1', 'c2'], ['c3']]);
    expect(columns.map((column) => column.classes)).toEqual(['col-6', 'col-6']);
    expect(copyWithNewIds({ id: 'a', type: 'text', content: '<p>x</p>' }, () => 'z')).toEqual({
      id: 'z',
      type: 'text',
      content: '<p>x</p>',
    });
  });

  it('refuses a column the layout does not have and duplicate ids', () => {
    expect(insertModule(section(), 2, 0, { id: 'x', type: 'text' })).toMatchObject({
      ok: false,
      field: 'column',
    });
    expect(insertModule(section(), 0, 0, { id: 'a', type: 'text' })).toMatchObject({
      ok: false,
      field: 'module.id',
    });
  });

  it('replaces in place and refuses a type change', () => {
    const replaced = replaceModule(section(), { id: 'b', type: 'text', content: '<p>new</p>' });
    expect(replaced.ok && replaced.value.columns[0]?.children[1]).toEqual({
      id: 'b',
      type: 'text',
      content: '<p>new</p>',
    });
    expect(replaceModule(section(), { id: 'b', type: 'image' })).toMatchObject({
      ok: false,
      field: 'module.type',
    });
    expect(replaceModule(section(), { id: 'zz', type: 'text' })).toMatchObject({
      ok: false,
      field: 'module_id',
    });
  });

  it('removes a module', () => {
    const removed = removeModule(section(), 'c');
    expect(removed.ok && moduleIds(removed.value.section)).toEqual(['a', 'b']);
  });

  it('reorders across columns, refusing foreign, doubled or missing modules', () => {
    const moved = reorderModules(section(), [['b'], ['c', 'a']]);
    expect(moved.ok && moved.value.columns.map((column) => column.children.map((child) => child.id))).toEqual(
      [['b'], ['c', 'a']],
    );
    expect(reorderModules(section(), [['a', 'b', 'foreign'], ['c']])).toMatchObject({
      ok: false,
      field: 'columns.0.2',
    });
    expect(reorderModules(section(), [['a', 'a'], ['c']])).toMatchObject({ ok: false, field: 'columns.0.1' });
    expect(reorderModules(section(), [['a'], ['c']])).toMatchObject({ ok: false, field: 'columns' });
    expect(reorderModules(section(), [['a', 'b', 'c']])).toMatchObject({ ok: false, field: 'columns' });
  });

  it('changes layout without losing modules', () => {
    const narrower = changeLayout(section(), '100');
    expect(narrower.columns).toHaveLength(1);
    expect(moduleIds(narrower)).toEqual(['a', 'b', 'c']);
    const wider = changeLayout(section(), '33-33-33');
    expect(wider.columns.map((column) => column.classes)).toEqual(['col-4', 'col-4', 'col-4']);
    expect(wider.columns[2]?.children).toEqual([]);
  });

  it('makes empty columns per layout', () => {
    expect(emptyColumns('25-50-25').map((column) => column.classes)).toEqual(['col-3', 'col-6', 'col-3']);
  });
});
