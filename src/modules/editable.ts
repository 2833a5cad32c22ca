import type { InlineFieldName, InlineModuleType } from '../domain/inline-fields';
import type { RenderContext } from './types';

/** The attributes that mark a text the editing canvas edits in place (widgets/page-editor/inline-text.tsx). */
export type EditableAttributes = { 'data-foyer-field'?: string; 'data-foyer-module'?: string };

/**
 * Marks the element showing `field` of `module` as editable in place (issue 19 item 4): only in
 * edit mode, so visitors' HTML stays as it was. The field must be in the table of
 * src/domain/inline-fields.ts for the module's type (checked by tsc).
 */
export function editableField<T extends InlineModuleType>(
  ctx: Pick<RenderContext, 'editMode'>,
  module: { id: string; type: T },
  field: InlineFieldName<T>,
): EditableAttributes {
  return ctx.editMode ? { 'data-foyer-field': field, 'data-foyer-module': module.id } : {};
}
