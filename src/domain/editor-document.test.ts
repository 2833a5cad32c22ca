import { describe, expect, it } from 'vitest';
import type { Section } from '../contract/pages';
import {
  deleteSection,
  type EditorDocument,
  findModule,
  insertSection,
  keyboardTarget,
  replaceSection,
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

describe('the editor document (spec: frame §4 Editing)', () => {
  it('finds modules with their place', () => {
    expect(findModule(doc, 'c')).toMatchObject({ sectionId: 's1', column: 1, index: 0 });
    expect(findModule(doc, 'nope')).toBeNull();
  });

  it("puts the server's sections in place: inserted, replaced (new token), deleted", () => {
    const added = insertSection(doc, section('s3', [[]]), 1);
    expect(added.sections.map((s) => s.id)).toEqual(['s1', 's3', 's2']);
    expect(insertSection(doc, section('s4', [[]]), 9).sections.map((s) => s.id)).toEqual(['s1', 's2', 's4']);
    expect(deleteSection(doc, 's1').sections.map((s) => s.id)).toEqual(['s2']);
    expect(deleteSection(doc, 'gone')).toBe(doc);
    const replaced = replaceSection(doc, { ...section('s2', [['d', 'e']]), version: 9 });
    expect(replaced.sections[1]?.version).toBe(9);
    expect(ids(replaced)[1]).toEqual([['d', 'e']]);
    expect(ids(doc)).toEqual([[['a', 'b'], ['c']], [['d']]]);
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
