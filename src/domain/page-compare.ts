import type { Section } from '../contract/pages';

/**
 * Comparing a page's sections (issue 19 items 1 and 2): whether a draft differs from what is
 * published, and what changed between two versions. Pure; the server and the editor use it.
 */

/** A section's content without its version token (a token changes on every save). */
function content(section: Section): unknown {
  const { version: _version, ...rest } = section as Section & { version?: unknown };
  return rest;
}

/** Whether two lists of sections show the same page (same order, same content; tokens aside). */
export function sameContent(a: readonly Section[], b: readonly Section[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((section, index) => stable(content(section)) === stable(content(b[index] as Section)));
}

/** JSON with object keys in order, so a stored copy (jsonb reorders keys) compares equal. */
export function stable(value: unknown): string {
  return JSON.stringify(value, (_key, each: unknown) =>
    each && typeof each === 'object' && !Array.isArray(each)
      ? Object.fromEntries(
          Object.entries(each as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : each,
  );
}

/** One difference between two states of a page, as data (words: `changeText`). */
export type PageChange =
  | { kind: 'section.added' | 'section.removed'; section: number; section_id: string; layout: string }
  | { kind: 'section.moved'; section: number; from: number; section_id: string }
  | { kind: 'section.layout'; section: number; section_id: string; from: string; to: string }
  | { kind: 'section.style'; section: number; section_id: string }
  | {
      kind: 'module.added' | 'module.removed' | 'module.moved';
      section: number;
      section_id: string;
      module_id: string;
      module_type: string;
    }
  | {
      kind: 'module.changed';
      section: number;
      section_id: string;
      module_id: string;
      module_type: string;
      /** The fields whose value differs (nested children count as `children`). */
      fields: string[];
    };

interface Placed {
  id: string;
  type: string;
  column: number;
  index: number;
  module: Record<string, unknown>;
}

function modulesOf(section: Section): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  section.columns.forEach((column, columnIndex) => {
    (column.children as Array<Record<string, unknown>>).forEach((module, index) => {
      const id = String(module.id);
      placed.set(id, { id, type: String(module.type), column: columnIndex, index, module });
    });
  });
  return placed;
}

/**
 * What changed from one state of a page to another (issue 19 item 2), per section and module:
 * sections added, removed, moved, relaid or restyled; modules added, removed, moved (another
 * column, place or section) or changed (which fields). Sections and modules are matched by id.
 */
export function comparePages(from: readonly Section[], to: readonly Section[]): PageChange[] {
  const changes: PageChange[] = [];
  const before = new Map(from.map((section, index) => [section.id, { section, index }]));
  const after = new Map(to.map((section, index) => [section.id, { section, index }]));
  const oldModules = new Map<string, { sectionId: string; placed: Placed }>();
  for (const section of from)
    for (const placed of modulesOf(section).values())
      oldModules.set(placed.id, { sectionId: section.id, placed });
  const seenModules = new Set<string>();

  to.forEach((section, index) => {
    const n = index + 1;
    const old = before.get(section.id);
    if (!old)
      changes.push({ kind: 'section.added', section: n, section_id: section.id, layout: section.layout });
    else {
      if (old.index !== index && relativeOrderChanged(from, to, section.id))
        changes.push({ kind: 'section.moved', section: n, from: old.index + 1, section_id: section.id });
      if (old.section.layout !== section.layout)
        changes.push({
          kind: 'section.layout',
          section: n,
          section_id: section.id,
          from: old.section.layout,
          to: section.layout,
        });
      else if (
        (old.section.extra_class ?? '') !== (section.extra_class ?? '') ||
        old.section.image !== section.image
      )
        changes.push({ kind: 'section.style', section: n, section_id: section.id });
    }
    for (const placed of modulesOf(section).values()) {
      seenModules.add(placed.id);
      const was = oldModules.get(placed.id);
      const base = { section: n, section_id: section.id, module_id: placed.id, module_type: placed.type };
      if (!was) {
        changes.push({ kind: 'module.added', ...base });
        continue;
      }
      if (
        was.sectionId !== section.id ||
        was.placed.column !== placed.column ||
        (was.placed.index !== placed.index && !old)
      )
        changes.push({ kind: 'module.moved', ...base });
      else if (was.placed.index !== placed.index && old) {
        const oldOrder = modulesOf(old.section);
        const newOrder = modulesOf(section);
        if (orderDiffers(oldOrder, newOrder, placed.column)) changes.push({ kind: 'module.moved', ...base });
      }
      const fields = changedFields(was.placed.module, placed.module);
      if (fields.length) changes.push({ kind: 'module.changed', ...base, fields });
    }
  });
  from.forEach((section, index) => {
    if (!after.has(section.id))
      changes.push({
        kind: 'section.removed',
        section: index + 1,
        section_id: section.id,
        layout: section.layout,
      });
    for (const placed of modulesOf(section).values())
      if (!seenModules.has(placed.id))
        changes.push({
          kind: 'module.removed',
          section: index + 1,
          section_id: section.id,
          module_id: placed.id,
          module_type: placed.type,
        });
  });
  return dedupeMoves(changes);
}

/** A section "moved" only when its order among the sections both states have changed. */
function relativeOrderChanged(from: readonly Section[], to: readonly Section[], id: string): boolean {
  const common = new Set(from.map((s) => s.id).filter((each) => to.some((s) => s.id === each)));
  const a = from.filter((s) => common.has(s.id)).map((s) => s.id);
  const b = to.filter((s) => common.has(s.id)).map((s) => s.id);
  return a.indexOf(id) !== b.indexOf(id);
}

/** Whether the order of the modules both states have in a column differs. */
function orderDiffers(before: Map<string, Placed>, after: Map<string, Placed>, column: number): boolean {
  const ids = (map: Map<string, Placed>, other: Map<string, Placed>) =>
    [...map.values()]
      .filter((p) => p.column === column && other.get(p.id)?.column === column)
      .sort((x, y) => x.index - y.index)
      .map((p) => p.id);
  return ids(before, after).join() !== ids(after, before).join();
}

/** Several modules moved within one column: keep each once. */
function dedupeMoves(changes: PageChange[]): PageChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = `${change.kind}:${'module_id' in change ? change.module_id : change.section_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function changedFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((name) => name !== 'id' && stable(a[name]) !== stable(b[name])).sort();
}
