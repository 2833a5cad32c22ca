import { describe, expect, it } from 'vitest';
import { applyAction, inverseOf, type PageAction, type PageDocument } from './page-actions';
import {
  dropUndo,
  lastUndo,
  MAX_UNDO_PER_SECTION,
  newestUndoSection,
  parseUndo,
  pushUndo,
  serialiseUndo,
  type UndoStack,
} from './undo-stack';

const s1 = {
  id: 's1',
  layout: '100',
  columns: [
    { index: 0, classes: 'col-12', children: [{ id: 'a', type: 'headline', content: 'Season opening' }] },
  ],
};
const doc: PageDocument = { sections: [s1] };

describe('the undo stack (spec: frame §4 undo per section; docs/decisions/0145)', () => {
  it('keeps inverse actions per section, newest last, bounded; an entry of two sections is used up in both', () => {
    let stack: UndoStack = {};
    const remove: PageAction = { type: 'removeModule', moduleId: 'x' };
    for (let index = 0; index < MAX_UNDO_PER_SECTION + 3; index += 1)
      stack = pushUndo(stack, ['s1'], { key: `k${index}`, inverse: remove, at: index });
    expect(stack.s1).toHaveLength(MAX_UNDO_PER_SECTION);
    stack = pushUndo(stack, ['s1', 's2'], { key: 'move', inverse: remove, at: 100 });
    expect(lastUndo(stack, 's2')?.key).toBe('move');
    expect(newestUndoSection(stack)).toBe('s2');
    stack = dropUndo(stack, 'move');
    expect(stack.s2).toBeUndefined();
    expect(lastUndo(stack, 's1')?.key).toBe(`k${MAX_UNDO_PER_SECTION + 2}`);
  });

  it('survives a round trip through storage (schema 2) and ignores garbage', () => {
    const inverse = inverseOf(doc, {
      type: 'updateModule',
      module: { id: 'a', type: 'headline', content: 'New' },
    });
    const stack = pushUndo({}, ['s1'], { key: 'k', inverse: inverse as PageAction, at: 5 });
    expect(parseUndo(serialiseUndo(stack))).toEqual(stack);
    expect(serialiseUndo(stack)).toContain('Season opening');
    expect(parseUndo('not json')).toEqual({});
    expect(parseUndo('[1]')).toEqual({});
    expect(parseUndo(JSON.stringify({ schema: 2, sections: { s1: [{ key: 1 }] } }))).toEqual({});
  });

  it('migrates the stored snapshots of schema 1: a snapshot becomes restoreSection, a created section removeSection', () => {
    const legacy = JSON.stringify({
      s1: [{ section: s1, position: 0, at: 7 }],
      s9: [{ section: { ...s1, id: 's9' }, position: 1, at: 8, created: true }],
      junk: [{ nothing: true }],
    });
    const stack = parseUndo(legacy);
    expect(Object.keys(stack)).toEqual(['s1', 's9']);
    expect(stack.s1?.[0]).toMatchObject({
      at: 7,
      inverse: { type: 'restoreSection', section: s1, position: 0 },
    });
    expect(stack.s9?.[0]?.inverse).toEqual({ type: 'removeSection', sectionId: 's9' });
    // The migrated entry undoes a change the old way did: the section comes back as it was.
    const changed = applyAction(doc, {
      type: 'updateModule',
      module: { id: 'a', type: 'headline', content: 'X' },
    });
    const undone = changed.ok && applyAction(changed.value, stack.s1?.[0]?.inverse as PageAction);
    expect(undone).toEqual({ ok: true, value: doc });
  });
});
