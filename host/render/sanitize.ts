import sanitizeHtml from 'sanitize-html';
import { mapModules } from '../../src/domain/module-tree';
import { isSafeLink, sameSitePath } from '../../src/domain/safe-url';
import { moduleDefinition } from '../../src/modules/registry';
import type { BaseModule } from '../../src/modules/types';

/**
 * A link as stored: its `href` only by the one URL rule (src/domain/safe-url.ts; a link a browser
 * reads as another host loses it), a new window only with rel="noopener noreferrer".
 */
const safeAnchor: sanitizeHtml.Transformer = (tagName, attribs) => {
  const attributes: Record<string, string> = {};
  if (attribs.href && isSafeLink(attribs.href)) attributes.href = attribs.href;
  if (attribs.target === '_blank') {
    attributes.target = '_blank';
    attributes.rel = 'noopener noreferrer';
  }
  return { tagName, attribs: attributes };
};

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
    a: safeAnchor,
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/**
 * The HTML module (staff-authored code) keeps structure and formatting, tables, figures, images
 * from this site and links by the one URL rule; it loses everything that acts or loads from
 * elsewhere: scripts, `<meta http-equiv>`, `<base>`, `<link>`, `<style>`, frames, objects, forms,
 * event handlers and inline styles (docs/decisions/0016-staff-html.md). So a page can neither be
 * sent elsewhere nor track its visitors through an HTML module; the CSP stays the second wall.
 */
const STAFF_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'nav'],
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark'],
    ...['blockquote', 'q', 'cite', 'abbr', 'code', 'pre', 'kbd', 'time', 'address'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'picture', 'source'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col'],
    ...['details', 'summary'],
  ],
  allowedAttributes: {
    '*': ['id', 'class', 'title', 'lang', 'dir', 'role', 'aria-*'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'type', 'media', 'sizes'],
    th: ['scope', 'colspan', 'rowspan', 'headers'],
    td: ['colspan', 'rowspan', 'headers'],
    col: ['span'],
    colgroup: ['span'],
    time: ['datetime'],
    ol: ['start', 'reversed', 'type'],
    details: ['open'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [], source: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) =>
    // Images only from this site: a same-site `src` (the media library), nothing that tracks.
    (frame.tag === 'img' && !sameSitePath(frame.attribs.src ?? '')) ||
    (frame.tag === 'source' && /(^|,)\s*(https?:)?\/\//i.test(frame.attribs.srcset ?? '')),
  transformTags: {
    a: safeAnchor,
  },
};

export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, STAFF_HTML);
}

/**
 * Sanitises every rich-text field of a module tree, as the registry declares them, and drops the
 * derived data renderers get at render time (events, venues, articles, resolved containers), so a
 * stored module never carries stale copies.
 */
export function sanitizeModuleTree<T extends BaseModule>(module: T): T {
  return mapModules(module, (node) => sanitizeFields(node as BaseModule) as typeof node);
}

function sanitizeFields(module: BaseModule): BaseModule {
  const definition = moduleDefinition(module.type);
  const copy: Record<string, unknown> = { ...(module as BaseModule & Record<string, unknown>) };
  for (const field of definition?.loadedFields ?? []) delete copy[field];
  for (const field of definition?.fields ?? []) {
    if (field.kind === 'richtext' && typeof copy[field.name] === 'string') {
      copy[field.name] = sanitizeRichText(copy[field.name] as string);
    }
    if (field.kind === 'code' && typeof copy[field.name] === 'string') {
      copy[field.name] = sanitizeStaffHtml(copy[field.name] as string);
    }
  }
  return copy as unknown as BaseModule;
}

/**
 * The staff HTML of a stored tree sanitised again for rendering: content saved before the
 * allowlist existed, and old versions restored from the history, render as safely as new saves
 * (docs/decisions/0016-staff-html.md). Only HTML modules are touched.
 */
export function sanitizeStaffHtmlIn<T extends BaseModule>(module: T): T {
  return mapModules(module, (node) => {
    const code = (node as { html_code?: unknown }).html_code;
    return node.type === 'html' && typeof code === 'string'
      ? { ...node, html_code: sanitizeStaffHtml(code) }
      : node;
  });
}
