import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Locale } from '../contract/common';

/** The kinds of editor field the edit modal knows how to draw (spec: frame §3 module table). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'url'
  | 'image'
  | 'select'
  | 'boolean'
  | 'datetime'
  | 'number'
  | 'code'
  | 'embed'
  | 'file'
  | 'children';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: Record<Locale, string>;
  required?: boolean;
  /** For `select`: the allowed values and their labels. */
  options?: ReadonlyArray<{ value: string; label: Record<Locale, string> }>;
  /** For `children`: which module types may be nested. */
  childTypes?: readonly string[];
  help?: Record<Locale, string>;
}

/** Fields every stored module has, whatever its type. */
export interface BaseModule {
  id: string;
  type: string;
  online_from?: string | null;
  online_to?: string | null;
}

export interface RenderContext {
  locale: Locale;
  /** The moment visibility windows are judged against (now, or the staff's `?at=` preview). */
  now: Date;
  /** True when staff edit the page: scheduled modules stay visible and are marked. */
  editMode: boolean;
  /** Renders nested modules (children, columns) through the same registry. */
  renderModules: (modules: readonly BaseModule[]) => ReactNode;
}

export interface ModuleDefinition<T extends BaseModule = BaseModule> {
  type: string;
  /** Entry of the editor toolbar (spec: frame §3 "Toolbar entries"). */
  toolbarLabel: string;
  /** Validates the module as stored and as sent by the editor. */
  schema: z.ZodType<T>;
  fields: readonly FieldSpec[];
  /** Block style options offered by the editor (spec: frame §3 "Block style options"). */
  styles?: ReadonlyArray<{ value: string; label: Record<Locale, string> }>;
  /** True for modules that only live inside another module (teaser item, image item…). */
  nestedOnly?: boolean;
  Render: (props: { module: T; ctx: RenderContext }) => ReactNode;
}

/** Builds a definition while keeping the module's own type for its renderer. */
export function defineModule<T extends BaseModule>(definition: ModuleDefinition<T>): ModuleDefinition<T> {
  return definition;
}
