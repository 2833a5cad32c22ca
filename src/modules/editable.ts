import { createElement, type ReactNode } from 'react';
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

/**
 * A text inside a heading, wrapped in a marked `<span>` in edit mode (a heading itself may not be a
 * button: ARIA in HTML), the bare text for visitors.
 */
export function editableText<T extends InlineModuleType>(
  ctx: Pick<RenderContext, 'editMode'>,
  module: { id: string; type: T },
  field: InlineFieldName<T>,
  text: string,
): ReactNode {
  return ctx.editMode ? createElement('span', editableField(ctx, module, field), text) : text;
}
