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
