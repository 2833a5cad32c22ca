import sanitizeHtml from 'sanitize-html';
import { moduleDefinition } from '../../src/modules/registry';
import type { BaseModule } from '../../src/modules/types';

/**
 * Rich text keeps only what the editor offers: paragraphs, bold, italic, links, bulleted and
 * numbered lists (spec: frame §5). Links open in a new window only with rel="noopener noreferrer".
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { href: attribs.href ?? '#' };
      if (attribs.target === '_blank') {
        attributes.target = '_blank';
        attributes.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/**
 * Sanitises every rich-text field of a module tree, as the registry declares them, and drops the
 * derived data renderers get at render time (events, venues, articles, resolved containers), so a
 * stored module never carries stale copies.
 */
export function sanitizeModuleTree<T extends BaseModule>(module: T): T {
  const definition = moduleDefinition(module.type);
  const copy: Record<string, unknown> = { ...(module as BaseModule & Record<string, unknown>) };
  for (const field of definition?.loadedFields ?? []) delete copy[field];
  for (const field of definition?.fields ?? []) {
    if (field.kind === 'richtext' && typeof copy[field.name] === 'string') {
      copy[field.name] = sanitizeRichText(copy[field.name] as string);
    }
  }
  if (Array.isArray(copy.children)) copy.children = (copy.children as BaseModule[]).map(sanitizeModuleTree);
  if (Array.isArray(copy.columns)) {
    copy.columns = (copy.columns as Array<{ children: BaseModule[] }>).map((column) => ({
      ...column,
      children: column.children.map(sanitizeModuleTree),
    }));
  }
  return copy as T;
}
