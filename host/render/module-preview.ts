import type { Kysely } from 'kysely';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../src/contract/common';
import { loadModuleData } from '../../src/modules/load';
import { type ModuleIssue, parseModule } from '../../src/modules/registry';
import { renderModules } from '../../src/modules/render';
import type { Database } from '../db/schema';
import { createModuleDataSource } from './module-data';
import { sanitizeModuleTree } from './sanitize';

export type PreviewResult = { ok: true; html: string } | { ok: false; issues: ModuleIssue[] };

/**
 * The editor's preview of one module: validated, sanitised and loaded exactly as a saved module
 * is, then rendered by the same registry renderer the public page uses, so what staff see is
 * what visitors get (issue 6: "The editor previews modules with the same renderers"). The editor
 * server exposes it; the browser never needs zod or the renderers.
 */
export async function renderModulePreview(
  db: Kysely<Database>,
  input: unknown,
  options: { locale: Locale; now: Date; editMode?: boolean },
): Promise<PreviewResult> {
  const parsed = parseModule(input);
  if (!parsed.ok) return parsed;
  const { now } = options;
  const [module] = await loadModuleData(
    [sanitizeModuleTree(parsed.module)],
    createModuleDataSource(db, options.locale, now),
  );
  const html = renderToStaticMarkup(
    renderModules(module ? [module] : [], {
      locale: options.locale,
      now,
      editMode: options.editMode ?? true,
    }) as never,
  );
  return { ok: true, html };
}
