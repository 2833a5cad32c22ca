import type { Section } from '../contract/pages';
import { type ActionSection, applyAction, type PageAction, type PageDocument } from './page-actions';

/**
 * The page editor's document: the page's sections as the editor holds them (spec: frame §4
 * Editing), and what the editor needs besides the page actions (src/domain/page-actions.ts, the
 * one edit model): finding things, putting the server's answers in place (with the same actions)
 * and where a keyboard move goes. Plain JSON, free of browser APIs.
 */

export interface EditorModule {
  id: string;
  type: string;
  [field: string]: unknown;
}

export interface EditorDocument {
  pageId: number;
  sections: Section[];
}

/** A place for a module: a column of a section, at a position (end when omitted). */
export interface Slot {
  sectionId: string;
  column: number;
  position?: number;
}

export interface ModuleLocation {
  sectionIndex: number;
  sectionId: string;
  column: number;
  index: number;
  module: EditorModule;
}

export function findSection(doc: EditorDocument, sectionId: string): Section | undefined {
  return doc.sections.find((section) => section.id === sectionId);
}

export function findModule(doc: EditorDocument, moduleId: string): ModuleLocation | null {
  for (const [sectionIndex, section] of doc.sections.entries())
    for (const [column, { children }] of section.columns.entries()) {
      const index = children.findIndex((child) => child.id === moduleId);
      if (index >= 0)
        return {
          sectionIndex,
          sectionId: section.id,
          column,
          index,
          module: children[index] as EditorModule,
        };
    }
  return null;
}

/** Puts the server's answer for a section in place of the editor's copy (new version token). */
export function replaceSection(doc: EditorDocument, section: Section): EditorDocument {
  return synced(doc, { type: 'restoreSection', section: section as ActionSection });
}

/** Puts a section the server created into the document, at a position (the end when omitted). */
export function insertSection(
  doc: EditorDocument,
  section: Section,
  position = doc.sections.length,
): EditorDocument {
  const at = Math.min(Math.max(position, 0), doc.sections.length);
  return synced(doc, { type: 'restoreSection', section: section as ActionSection, position: at });
}

/** Takes out a section the server deleted. */
export function deleteSection(doc: EditorDocument, sectionId: string): EditorDocument {
  return synced(doc, { type: 'removeSection', sectionId });
}

/** The document after an action, or as it was when the action does not apply. */
export function synced(doc: EditorDocument, action: PageAction): EditorDocument {
  const result = applyAction(doc as EditorDocument & PageDocument, action);
  return result.ok ? result.value : doc;
}

export type MoveDirection = 'up' | 'down' | 'left' | 'right';

/**
 * Where a keyboard move goes (spec: issue 6 "move up, down, into another column"): up and down
 * within the column, over its ends into the same column of the previous or next section; left and
 * right into the neighbouring column at the same height. Null when there is nowhere to go.
 */
export function keyboardTarget(doc: EditorDocument, moduleId: string, direction: MoveDirection): Slot | null {
  const at = findModule(doc, moduleId);
  if (!at) return null;
  const section = doc.sections[at.sectionIndex] as Section;
  const columnLength = section.columns[at.column]?.children.length ?? 0;
  if (direction === 'up') {
    if (at.index > 0) return { sectionId: at.sectionId, column: at.column, position: at.index - 1 };
    const previous = doc.sections[at.sectionIndex - 1];
    if (!previous) return null;
    const column = Math.min(at.column, previous.columns.length - 1);
    return { sectionId: previous.id, column, position: previous.columns[column]?.children.length ?? 0 };
  }
  if (direction === 'down') {
    if (at.index < columnLength - 1)
      return { sectionId: at.sectionId, column: at.column, position: at.index + 1 };
    const next = doc.sections[at.sectionIndex + 1];
    if (!next) return null;
    return { sectionId: next.id, column: Math.min(at.column, next.columns.length - 1), position: 0 };
  }
  const column = at.column + (direction === 'left' ? -1 : 1);
  const target = section.columns[column];
  if (!target) return null;
  return { sectionId: at.sectionId, column, position: Math.min(at.index, target.children.length) };
}
