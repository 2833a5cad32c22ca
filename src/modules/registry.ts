import type { z } from 'zod';
import { containerModule } from './container';
import { headlineModule } from './headline';
import { htmlModule } from './html';
import { imageModule } from './image';
import { linkModule } from './link';
import { sectionModule } from './section';
import { teaserItemModule, teaserListModule } from './teaser-list';
import { textModule } from './text';
import type { BaseModule, ModuleDefinition } from './types';

/**
 * The content-module registry (DESIGN: src/modules). Server rendering, the editor's forms and
 * preview, and the API's validation all read it. To add a module type: write its definition
 * beside the others and list it here.
 */
const definitions: ReadonlyArray<ModuleDefinition<BaseModule>> = [
  sectionModule,
  containerModule,
  headlineModule,
  textModule,
  linkModule,
  imageModule,
  teaserListModule,
  teaserItemModule,
  htmlModule,
] as unknown as ReadonlyArray<ModuleDefinition<BaseModule>>; // each keeps its own T; the list is heterogeneous

const byType = new Map(definitions.map((definition) => [definition.type, definition]));

export function moduleDefinition(type: string): ModuleDefinition<BaseModule> | undefined {
  return byType.get(type);
}

export function allModuleDefinitions(): ReadonlyArray<ModuleDefinition<BaseModule>> {
  return definitions;
}

export interface ModuleIssue {
  /** Path of the field inside the module tree, e.g. `columns.0.children.2.content`. */
  path: string;
  message: string;
}

export type ParseResult = { ok: true; module: BaseModule } | { ok: false; issues: ModuleIssue[] };

/**
 * Validates a module and, recursively, the modules nested in its `children` and `columns`.
 * Unknown types are refused; so are children of a type the parent does not allow.
 */
export function parseModule(input: unknown, path = ''): ParseResult {
  const prefix = path ? `${path}.` : '';
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  const definition = typeof type === 'string' ? byType.get(type) : undefined;
  if (!definition) {
    return {
      ok: false,
      issues: [{ path: `${prefix}type`, message: `Unknown module type ${JSON.stringify(type)}.` }],
    };
  }
  const parsed = (definition.schema as z.ZodType<BaseModule>).safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: prefix + issue.path.join('.'),
        message: issue.message,
      })),
    };
  }
  const module = parsed.data as BaseModule & {
    children?: unknown[];
    columns?: Array<{ children: unknown[] }>;
  };
  const issues: ModuleIssue[] = [];
  const allowed = definition.fields.find((field) => field.kind === 'children')?.childTypes;
  const parseChildren = (children: unknown[], childPath: string, allowedTypes?: readonly string[]) =>
    children.map((child, index) => {
      const childType = (child as { type?: string }).type ?? '';
      if (allowedTypes && !allowedTypes.includes(childType)) {
        issues.push({ path: `${childPath}.${index}.type`, message: `A ${childType} cannot be placed here.` });
        return child;
      }
      const result = parseModule(child, `${childPath}.${index}`);
      if (!result.ok) issues.push(...result.issues);
      return result.ok ? result.module : child;
    });
  if (Array.isArray(module.children))
    module.children = parseChildren(module.children, `${prefix}children`, allowed);
  if (Array.isArray(module.columns)) {
    module.columns = module.columns.map((column, index) => ({
      ...column,
      children: parseChildren(column.children, `${prefix}columns.${index}.children`, topLevelTypes()),
    }));
  }
  return issues.length ? { ok: false, issues } : { ok: true, module };
}

/** Types that may be placed directly into a section column. */
export function topLevelTypes(): string[] {
  return definitions.filter((d) => !d.nestedOnly && d.type !== 'section').map((d) => d.type);
}
