import {
  type ActionResult,
  type ActionSection,
  applyAction,
  type PageAction,
} from '../../src/domain/page-actions';
import type { StoredColumn } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Editable } from './section-writes';

/**
 * The server's side of the one edit model (docs/decisions/0145): a write builds a page action from
 * the request and applies it to the document of the sections it locked, with the same
 * `applyAction` the editor uses for its view and its undo. A refused action is a 400 naming the
 * field, and nothing is written (the action is all or nothing).
 */
export function applyToSections(
  sections: ReadonlyArray<{ uid: string; content: Editable }>,
  action: PageAction,
): Map<string, Editable> {
  const doc = {
    sections: sections.map(({ uid, content }): ActionSection => ({ ...content, id: uid })),
  };
  const next = unwrap(applyAction(doc, action));
  return new Map(
    next.sections.map(({ id, ...section }) => [
      id,
      {
        layout: section.layout,
        extra_class: section.extra_class as string,
        image: (section.image as string | null | undefined) ?? null,
        columns: section.columns as StoredColumn[],
      },
    ]),
  );
}

/** One section's content after an action on it. */
export function applyToSection(uid: string, content: Editable, action: PageAction): Editable {
  return applyToSections([{ uid, content }], action).get(uid) as Editable;
}

/** The value of a pure action, or the 400 naming the field it refused. */
export function unwrap<T>(result: ActionResult<T>): T {
  if (!result.ok) {
    const { field, message } = result.error;
    throw badRequest(`Invalid body: ${field}: ${message}`, { [field]: message });
  }
  return result.value;
}
