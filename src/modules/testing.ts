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
  // The first message per field: the one the editor shows next to it.
  const issues: Record<string, string> = {};
  for (const issue of result.issues) issues[issue.path] ??= issue.message;
  return issues;
}

export function parsed<T = BaseModule & Record<string, unknown>>(input: Record<string, unknown>): T {
  const result = parseModule(input);
  if (!result.ok) throw new Error(`Expected a valid module, got ${JSON.stringify(result.issues)}`);
  return result.module as T;
}

/** The instant `renderHtml` judges visibility windows against unless a test names one. */
export const RENDER_NOW = new Date('2026-11-24T21:20:00+01:00');

export function renderHtml(
  modules: ReadonlyArray<object | undefined>,
  options: { locale?: Locale; editMode?: boolean; now?: Date } = {},
): string {
  return renderToStaticMarkup(
    renderModules(modules.filter((module) => module !== undefined) as BaseModule[], {
      locale: options.locale ?? 'de',
      editMode: options.editMode ?? false,
      now: options.now ?? RENDER_NOW,
    }) as never,
  );
}
