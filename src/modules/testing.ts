import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../contract/common';
import { parseModule } from './registry';
import { renderModules } from './render';
import type { BaseModule } from './types';

/**
 * Helpers of the module tests (src/modules/*.test.ts): the validation issues of a module by
 * field path, and a module rendered to HTML with the public renderer.
 */
export function issuesOf(input: Record<string, unknown>): Record<string, string> {
  const result = parseModule(input);
  if (result.ok) return {};
  return Object.fromEntries(result.issues.map((issue) => [issue.path, issue.message]));
}

export function parsed<T = Record<string, unknown>>(input: Record<string, unknown>): T {
  const result = parseModule(input);
  if (!result.ok) throw new Error(`Expected a valid module, got ${JSON.stringify(result.issues)}`);
  return result.module as T;
}

export function renderHtml(
  modules: ReadonlyArray<Record<string, unknown>>,
  options: { locale?: Locale; editMode?: boolean; now?: Date } = {},
): string {
  return renderToStaticMarkup(
    renderModules(modules as unknown as BaseModule[], {
      locale: options.locale ?? 'de',
      editMode: options.editMode ?? false,
      now: options.now ?? new Date(),
    }) as never,
  );
}
