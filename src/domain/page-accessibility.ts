/**
 * A page's accessibility check before publishing (issue 19 item 5; docs/decisions/0121): the
 * problems a visitor with a screen reader meets first, found in the draft's rendered modules:
 * headings that skip a level, images without alt text that are not marked decorative, links
 * without text and buttons without a name. Pure: the editor hands it each module's rendered HTML
 * (what the public renderers draw, src/modules/render), the unit tests hand it strings.
 */

export type AccessibilityRule = 'heading-order' | 'image-alt' | 'link-name' | 'button-name';

/** One module of the page as drawn, in page order. */
export interface RenderedModule {
  /** The section's place on the page, from 1. */
  section: number;
  section_id: string;
  module_id: string;
  module_type: string;
  html: string;
}

export interface AccessibilityProblem {
  rule: AccessibilityRule;
  section: number;
  section_id: string;
  module_id: string;
  module_type: string;
  /** heading-order: the heading's level and the level before it. */
  level?: number;
  previous?: number;
  /** image-alt: the image's address; link-name: the link's. */
  url?: string;
}

export interface CheckOptions {
  /** The level of the heading above the modules (the page's own `<h1>`). */
  startLevel?: number;
}

/** Runs every rule over the modules in page order; the problems come in page order too. */
export function checkPageAccessibility(
  modules: readonly RenderedModule[],
  options: CheckOptions = {},
): AccessibilityProblem[] {
  const problems: AccessibilityProblem[] = [];
  let previous = options.startLevel ?? 1;
  for (const module of modules) {
    const where = {
      section: module.section,
      section_id: module.section_id,
      module_id: module.module_id,
      module_type: module.module_type,
    };
    walk(parseHtml(module.html), (element) => {
      const level = headingLevel(element);
      if (level !== null) {
        if (level > previous + 1) problems.push({ rule: 'heading-order', ...where, level, previous });
        previous = level;
      }
      if (element.tag === 'img' && !isDecorative(element) && !(element.attrs.get('alt') ?? '').trim())
        problems.push({ rule: 'image-alt', ...where, url: element.attrs.get('src') ?? '' });
      if (element.tag === 'a' && element.attrs.has('href') && !accessibleName(element))
        problems.push({ rule: 'link-name', ...where, url: element.attrs.get('href') ?? '' });
      if (isButton(element) && !accessibleName(element)) problems.push({ rule: 'button-name', ...where });
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

function headingLevel(element: Element): number | null {
  const match = /^h([1-6])$/.exec(element.tag);
  if (match) return Number(match[1]);
  if (element.attrs.get('role') === 'heading') {
    const level = Number(element.attrs.get('aria-level') ?? 2);
    return Number.isInteger(level) && level >= 1 ? level : 2;
  }
  return null;
}

/** An empty alt is intended when the image is marked decorative (or hidden from assistive tech). */
function isDecorative(img: Element): boolean {
  const role = img.attrs.get('role');
  return (
    img.attrs.has('data-decorative') ||
    role === 'presentation' ||
    role === 'none' ||
    img.attrs.get('aria-hidden') === 'true'
  );
}

function isButton(element: Element): boolean {
  if (element.tag === 'button') return true;
  if (element.tag === 'input') {
    const type = element.attrs.get('type') ?? '';
    if (type === 'submit' || type === 'reset' || type === 'button') return true;
  }
  return element.attrs.get('role') === 'button';
}

/**
 * A simplified accessible name: aria-label, aria-labelledby (taken as naming it), the text of its
 * content (alt texts of images and the value of an input button count; hidden parts do not),
 * else its title.
 */
function accessibleName(element: Element): string {
  const label = element.attrs.get('aria-label')?.trim();
  if (label) return label;
  if (element.attrs.get('aria-labelledby')?.trim()) return 'labelled';
  if (element.tag === 'input') return (element.attrs.get('value') ?? '').trim();
  const text = textOf(element).replace(/\s+/g, ' ').trim();
  return text || (element.attrs.get('title') ?? '').trim();
}

function textOf(node: Node): string {
  if (typeof node === 'string') return node;
  if (isHidden(node)) return '';
  if (node.tag === 'img') return node.attrs.get('alt') ?? '';
  const label = node.attrs.get('aria-label')?.trim();
  if (label) return label;
  return node.children.map(textOf).join(' ');
}

function isHidden(element: Element): boolean {
  return element.attrs.get('aria-hidden') === 'true' || element.attrs.has('hidden');
}

/** Visits every element in document order, leaving out hidden parts. */
function walk(nodes: readonly Node[], visit: (element: Element) => void): void {
  for (const node of nodes) {
    if (typeof node === 'string' || isHidden(node)) continue;
    visit(node);
    walk(node.children, visit);
  }
}

// ---------------------------------------------------------------------------------------------
// A small HTML reader: enough for the markup the module renderers and the sanitiser produce
// (well-formed, every element closed); void elements, comments, entities, raw-text elements.
// ---------------------------------------------------------------------------------------------

export interface Element {
  tag: string;
  attrs: Map<string, string>;
  children: Node[];
}
export type Node = Element | string;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Their content is not markup (or not shown): skipped whole. */
const RAW = new Set(['script', 'style', 'template', 'noscript']);

const TOKEN =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|[^<]+|</g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Parses an HTML fragment into elements and texts (entities decoded). */
export function parseHtml(html: string): Node[] {
  const root: Element = { tag: '#root', attrs: new Map(), children: [] };
  const stack: Element[] = [root];
  let skipUntil: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawTag, rawAttrs] = match;
    const tag = rawTag?.toLowerCase();
    if (skipUntil) {
      if (closing && tag === skipUntil) skipUntil = null;
      continue;
    }
    if (token.startsWith('<!--')) continue;
    const parent = stack.at(-1) as Element;
    if (!tag) {
      parent.children.push(decodeEntities(token));
      continue;
    }
    if (closing) {
      const index = stack.map((element) => element.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      continue;
    }
    if (RAW.has(tag)) {
      skipUntil = tag;
      continue;
    }
    const attrs = new Map<string, string>();
    for (const [, name, double, single, bare] of (rawAttrs ?? '').matchAll(ATTRIBUTE))
      if (name) attrs.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
    const element: Element = { tag, attrs, children: [] };
    parent.children.push(element);
    if (!VOID.has(tag) && !token.endsWith('/>')) stack.push(element);
  }
  return root.children;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}
