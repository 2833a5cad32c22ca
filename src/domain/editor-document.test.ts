import { describe, expect, it } from 'vitest';
import type { Section } from '../contract/pages';
import {
  deleteModule,
  deleteSection,
  type EditorDocument,
  findModule,
  insertModule,
  insertSection,
  keyboardTarget,
  lastBackup,
  moveModule,
  moveSection,
  parseBackups,
  popBackup,
  pushBackup,
  replaceSection,
  undoSteps,
  updateModule,
} from './editor-document';

function section(id: string, columns: string[][], layout = columns.length === 2 ? '50-50' : '100'): Section {
  return {
    id,
    type: 'section',
    model_name: 'section',
    content_type: 'page',
    object_id: 1,
    parent: null,
    slug: null,
    layout,
    columns: columns.map((ids, index) => ({
      index,
      classes: '',
      children: ids.map((moduleId) => ({ id: moduleId, type: 'text', content: `<p>${moduleId}</p>` })),
    })),
    children: [],
    version: 1,
  };
}

const ids = (doc: EditorDocument) =>
  doc.sections.map((s) => s.columns.map((c) => c.children.map((m) => m.id)));

const doc: EditorDocument = {
  pageId: 1,
  sections: [section('s1', [['a', 'b'], ['c']]), section('s2', [['d']])],
};

describe('editor document actions (spec: frame §4 Editing)', () => {
  it('inserts a module into a column at a position and leaves the input unchanged', () => {
    const next = insertModule(
      doc,
      { sectionId: 's1', column: 0, position: 1 },
      { id: 'x', type: 'headline' },
    );
    expect(ids(next)).toEqual([[['a', 'x', 'b'], ['c']], [['d']]]);
    expect(ids(doc)).toEqual([[['a', 'b'], ['c']], [['d']]]);
  });

  it('appends when no position is given and refuses a duplicate id', () => {
    expect(ids(insertModule(doc, { sectionId: 's2', column: 0 }, { id: 'y', type: 'text' }))[1]).toEqual([
      ['d', 'y'],
    ]);
    expect(() => insertModule(doc, { sectionId: 's2', column: 0 }, { id: 'a', type: 'text' })).toThrow(
      /already/,
    );
    expect(() => insertModule(doc, { sectionId: 's2', column: 3 }, { id: 'z', type: 'text' })).toThrow(
      /column/,
    );
  });

  it('updates, deletes and finds modules', () => {
    const updated = updateModule(doc, { id: 'c', type: 'text', content: '<p>new</p>' });
    expect(findModule(updated, 'c')?.module.content).toBe('<p>new</p>');
    expect(findModule(updated, 'c')).toMatchObject({ sectionId: 's1', column: 1, index: 0 });
    expect(ids(deleteModule(doc, 'a'))[0]).toEqual([['b'], ['c']]);
    expect(findModule(doc, 'nope')).toBeNull();
  });

  it('moves modules across columns and sections', () => {
    expect(ids(moveModule(doc, 'a', { sectionId: 's1', column: 1, position: 1 }))[0]).toEqual([
      ['b'],
      ['c', 'a'],
    ]);
    expect(ids(moveModule(doc, 'a', { sectionId: 's2', column: 0, position: 0 }))).toEqual([
      [['b'], ['c']],
      [['a', 'd']],
    ]);
  });

  it('inserts, replaces, moves and deletes sections', () => {
    const added = insertSection(doc, section('s3', [[]]), 1);
    expect(added.sections.map((s) => s.id)).toEqual(['s1', 's3', 's2']);
    expect(moveSection(added, 's1', 2).sections.map((s) => s.id)).toEqual(['s3', 's2', 's1']);
    expect(deleteSection(doc, 's1').sections.map((s) => s.id)).toEqual(['s2']);
    const replaced = replaceSection(doc, { ...section('s2', [['d', 'e']]), version: 9 });
    expect(replaced.sections[1]?.version).toBe(9);
    expect(ids(replaced)[1]).toEqual([['d', 'e']]);
  });
});

describe('keyboard moves (issue 6: move up, down, into another column)', () => {
  it('moves up and down within a column', () => {
    expect(keyboardTarget(doc, 'b', 'up')).toEqual({ sectionId: 's1', column: 0, position: 0 });
    expect(keyboardTarget(doc, 'a', 'down')).toEqual({ sectionId: 's1', column: 0, position: 1 });
  });
  it('crosses into the neighbouring section at the ends', () => {
    expect(keyboardTarget(doc, 'b', 'down')).toEqual({ sectionId: 's2', column: 0, position: 0 });
    expect(keyboardTarget(doc, 'd', 'up')).toEqual({ sectionId: 's1', column: 0, position: 2 });
    expect(keyboardTarget(doc, 'a', 'up')).toBeNull();
    expect(keyboardTarget(doc, 'd', 'down')).toBeNull();
  });
  it('moves left and right between columns at the same height', () => {
    expect(keyboardTarget(doc, 'b', 'right')).toEqual({ sectionId: 's1', column: 1, position: 1 });
    expect(keyboardTarget(doc, 'c', 'left')).toEqual({ sectionId: 's1', column: 0, position: 0 });
    expect(keyboardTarget(doc, 'a', 'left')).toBeNull();
    expect(keyboardTarget(doc, 'd', 'right')).toBeNull();
  });
});

describe('backups and undo (spec: frame §4 backups per section)', () => {
  it('keeps backups per section, last one first, bounded', () => {
    let backups = pushBackup({}, doc, 's1', 1);
    const changed = updateModule(doc, { id: 'a', type: 'text', content: 'changed' });
    backups = pushBackup(backups, changed, 's1', 2);
    expect(lastBackup(backups, 's1')?.at).toBe(2);
    expect(lastBackup(backups, 's2')).toBeUndefined();
    backups = popBackup(backups, 's1');
    expect(lastBackup(backups, 's1')?.section).toEqual(doc.sections[0]);
    expect(popBackup(backups, 's1')).toEqual({});
    let many = {};
    for (let i = 0; i < 30; i++) many = pushBackup(many, doc, 's1', i);
    expect((many as Record<string, unknown[]>).s1).toHaveLength(20);
  });

  it('survives a round trip through storage and ignores garbage', () => {
    const backups = pushBackup({}, doc, 's2', 5);
    expect(parseBackups(JSON.stringify(backups))).toEqual(backups);
    expect(parseBackups('{not json')).toEqual({});
    expect(parseBackups('[1,2]')).toEqual({});
    expect(parseBackups(JSON.stringify({ s1: [{ nope: true }] }))).toEqual({});
    expect(parseBackups(null)).toEqual({});
  });

  it('undoes a changed module with one update', () => {
    const before = doc.sections[0] as Section;
    const after = updateModule(doc, { id: 'a', type: 'text', content: 'x' }).sections[0] as Section;
    expect(undoSteps(after, before)).toEqual([{ kind: 'update', module: before.columns[0]?.children[0] }]);
  });

  it('undoes an insert with a delete and a delete with a re-creation in place', () => {
    const before = doc.sections[0] as Section;
    const inserted = insertModule(doc, { sectionId: 's1', column: 1 }, { id: 'n', type: 'text' });
    expect(undoSteps(inserted.sections[0] as Section, before)).toEqual([{ kind: 'delete', moduleId: 'n' }]);
    const removed = deleteModule(doc, 'b').sections[0] as Section;
    expect(undoSteps(removed, before)).toEqual([
      { kind: 'create', module: before.columns[0]?.children[1], column: 0, position: 1 },
    ]);
  });

  it('undoes a move with a reorder, and a layout change first', () => {
    const before = doc.sections[0] as Section;
    const moved = moveModule(doc, 'a', { sectionId: 's1', column: 1 }).sections[0] as Section;
    expect(undoSteps(moved, before)).toEqual([{ kind: 'reorder', columns: [['a', 'b'], ['c']] }]);
    const single = { ...section('s1', [['a', 'b', 'c']]) };
    expect(undoSteps(single, before)[0]).toEqual({ kind: 'layout', layout: '50-50' });
    expect(undoSteps(single, before)[1]).toEqual({ kind: 'reorder', columns: [['a', 'b'], ['c']] });
  });

  it('re-creates a module that moved to another section as a copy without its id', () => {
    const before = doc.sections[0] as Section;
    const moved = moveModule(doc, 'a', { sectionId: 's2', column: 0 });
    const steps = undoSteps(moved.sections[0] as Section, before, new Set(['a']));
    expect(steps).toEqual([
      { kind: 'create', module: { type: 'text', content: '<p>a</p>' }, column: 0, position: 0 },
    ]);
  });

  it('has nothing to do when nothing changed', () => {
    expect(undoSteps(doc.sections[0] as Section, doc.sections[0] as Section)).toEqual([]);
  });
});
