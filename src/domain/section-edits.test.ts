import { describe, expect, it } from 'vitest';
import {
  changeLayout,
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
