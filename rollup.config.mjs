import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

/**
 * Builds widgets/index.ts into the loader `dist/widgets/foyer.js` plus hashed chunks: one shared
 * runtime chunk (React, ReactDOM, r2wc, signals, ofetch, the text lookup) and one chunk per element.
 */

const RUNTIME =
  /node_modules\/(react|react-dom|scheduler|@r2wc|@preact\/signals-react|use-sync-external-store)\//;

/**
 * What the plain light-DOM elements (header, sticky navigation) share with the React ones: signals
 * and the text lookup. A chunk of its own, so those elements never fetch React
 * (docs/decisions/0110: the runtime is fetched when the first React element is hydrated).
 */
const BASE = /node_modules\/@preact\/signals-core\//;

/**
 * The API client's library: a chunk of its own, fetched with the first element that asks the API
 * through it; the light-DOM elements that run before any interaction use `fetch` (issue 23,
 * docs/decisions/0112).
 */
const API = /node_modules\/(ofetch|destr|ufo)\//;

/**
 * The text system's lookup and the locale list (src/i18n/translate.ts, src/contract/locales.ts): a
 * few hundred bytes every element with texts needs, so they ride in the runtime chunk rather than
 * costing each element two more requests. The catalogues stay in the elements' own chunks.
 */
/**
 * The loader's host frame (widgets/shared/host-frame.ts, decision 0163) and what it imports that the
 * elements share: one chunk, so a host page fetches two scripts before any interaction (the loader
 * and this), and an element on a webshop template gets the clock, cookies and consent in one file.
 */
const FRAME =
  /\/(widgets\/shared\/(host-frame|frame|error-reporting|navigation-progress)|src\/domain\/(clock|consent)|src\/client\/(cookies|legal-visit)|src\/contract\/constants)\.ts$/;

const TEXT_RUNTIME = /\/src\/(i18n\/translate|contract\/locales)\.ts$/;

/**
 * Editor-only libraries (rich text, drag-and-drop): forced into the page editor's own chunk so
 * they can never end up in the runtime chunk that visitors load (issue 6: visitors load 0 bytes
 * of the editor).
 */
const EDITOR_ONLY =
  /node_modules\/(@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|fast-equals)\//;

/**
 * Drag-and-drop: the canvas needs it at once, the rich text editor above only when a form shows
 * a rich text field (fetched then: issue 19, the staff editor's first load ≤ 220 KB gzipped), so
 * the two are chunks of their own.
 */
const EDITOR_DND = /node_modules\/@dnd-kit\//;

/**
 * What the programme's elements share (the event rules, the date formats, a card's image), in the
 * chunks Rollup made of them by itself, named here so staff-only code cannot split them: the
 * admin's rich text field (decision 0173) reaches the date formats (its link popup's event finder)
 * without the rest, and Rollup then gave them a chunk of their own, one more request for the
 * programme, the lists and the teasers. The clock stays apart (a manual chunk would take it in).
 */
const PROGRAMME_SHARED = /\/src\/(domain\/(events|date-format)\.ts|views\/card-image\.tsx)$/;
const BERLIN_CLOCK = /\/src\/domain\/berlin-clock\.ts$/;

/** Empties the output folder first, so chunks of earlier builds never linger (or get counted by the bench). */
function cleanOutput(dir) {
  return {
    name: 'clean-output',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Element styles: imported as minified text and put into the element's shadow root. */
function cssText() {
  return {
    name: 'css-text',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const minified = code
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      return { code: `export default ${JSON.stringify(minified)};`, map: { mappings: '' } };
    },
  };
}

/** Custom Elements Manifest from each element's header comment (r2wc classes are built in a function). */
function customElementsManifest() {
  const tagsOf = (comment, name) =>
    [...comment.matchAll(new RegExp(`@${name}\\s+([^\\s]*)\\s*(?:-\\s*)?([^\\n]*)`, 'g'))].map((m) => ({
      name: m[1],
      description: m[2].trim(),
    }));
  return {
    name: 'custom-elements-manifest',
    generateBundle() {
      const modules = [];
      for (const folder of readdirSync('widgets', { withFileTypes: true })) {
        if (!folder.isDirectory() || folder.name === 'shared') continue;
        const file = path.join('widgets', folder.name, `${folder.name}.ts`);
        let source;
        try {
          source = readFileSync(file, 'utf8');
        } catch {
          continue;
        }
        const comment = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1]?.replace(/^\s*\* ?/gm, '') ?? '';
        const tag = /@tag\s+(\S+)/.exec(comment)?.[1];
        if (!tag) continue;
        const summary =
          /@summary\s+([\s\S]*?)(?=\n\s*\n|\n@)/.exec(comment)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
        modules.push({
          kind: 'javascript-module',
          path: file,
          declarations: [
            {
              kind: 'class',
              customElement: true,
              name: tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()),
              tagName: tag,
              summary,
              // Types from the r2wc registration (the same source as foyer.d.ts), defaults from
              // the component's parameter defaults.
              attributes: attributes(comment, source, folder.name, tag),
              // Properties: each registered attribute is also a property of the element (r2wc).
              members: attributes(comment, source, folder.name, tag)
                .filter((attr) => attr.fieldName)
                .map((attr) => ({
                  kind: 'field',
                  name: attr.fieldName,
                  type: attr.type,
                  attribute: attr.name,
                  description: attr.description,
                  ...(attr.default ? { default: attr.default } : {}),
                })),
              // Event detail types from the GlobalEventHandlersEventMap declarations (an element
              // may fire an event another element declares); a documented event without one fails.
              events: tagsOf(comment, 'event').map((event) => {
                const declared = eventDeclaration(event.name, [source, ...widgetSources()]);
                if (!declared)
                  throw new Error(
                    `custom-elements.json: <${tag}> documents @event ${event.name} but no file declares its type`,
                  );
                return { ...event, type: { text: declared } };
              }),
              slots: tagsOf(comment, 'slot').map((slot) =>
                slot.name === '-' ? { name: '', description: slot.description } : slot,
              ),
              cssParts: tagsOf(comment, 'csspart'),
              cssProperties: tagsOf(comment, 'cssproperty'),
            },
          ],
          exports: [
            { kind: 'custom-element-definition', name: tag, declaration: { name: tag, module: file } },
          ],
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: JSON.stringify({ schemaVersion: '2.1.0', modules }, null, 2),
      });
    },
  };
}

/** The sources of every element registration file (widgets/<name>/<name>.ts). */
function widgetSources() {
  return readdirSync('widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .flatMap((entry) => {
      try {
        return [readFileSync(path.join('widgets', entry.name, `${entry.name}.ts`), 'utf8')];
      } catch {
        return [];
      }
    });
}

/** `CustomEvent<…>` of an event in the first source whose GlobalEventHandlersEventMap names it. */
function eventDeclaration(name, sources) {
  for (const source of sources) {
    const map = /interface GlobalEventHandlersEventMap \{([\s\S]*?)\n {2}\}/.exec(source)?.[1] ?? '';
    // One declaration a line: the type is everything up to the line's last semicolon.
    const found = new RegExp(`'${name}':\\s*(.+);\\s*$`, 'm').exec(map)?.[1];
    if (found) return found.replace(/\s+/g, ' ');
  }
  return undefined;
}

/** An element's attributes for the manifest: description, type, property name, default. */
function attributes(comment, source, folder, tag) {
  const tagsOfAttr = [...comment.matchAll(/@attr\s+(\S+)\s*(?:-\s*)?([^\n]*)/g)].map((m) => ({
    name: m[1],
    description: m[2].trim(),
  }));
  const defaults = componentDefaults(folder);
  return tagsOfAttr.map((attr) => {
    const type = propTypesOf(source, tag)?.[camel(attr.name)];
    const fallback = defaults[camel(attr.name)];
    return {
      ...attr,
      type: { text: /^Present\b/.test(attr.description) ? 'boolean' : (PROPERTY_TYPES[type] ?? 'string') },
      ...(type ? { fieldName: camel(attr.name) } : {}),
      ...(fallback ? { default: fallback } : {}),
    };
  });
}

/** `{ locale = 'de', variant = 'full' }` of the element's component: property → default text. */
function componentDefaults(folder) {
  let source;
  try {
    source = readFileSync(path.join('widgets', folder, `${folder}.component.tsx`), 'utf8');
  } catch {
    return {};
  }
  const parameters = /export function [A-Z]\w*\(\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return Object.fromEntries(
    [...parameters.matchAll(/(\w+)\s*=\s*('[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|true|false)/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
}

/** r2wc prop types → TypeScript types of the element's properties. */
const PROPERTY_TYPES = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
  function: '(...args: never[]) => unknown',
};
const HTML_ELEMENT_PROPERTIES = new Set([
  'title',
  'hidden',
  'id',
  'lang',
  'dir',
  'slot',
  'className',
  'style',
  'tabIndex',
  'role',
]);
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const pascal = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

/** The `{ name: 'type', … }` object of an element's `defineElement(tag, Component, { … })` call. */
function propTypesOf(source, tag) {
  const call = new RegExp(`defineElement(?:<[^>]*>)?\\(\\s*'${tag}',\\s*\\w+,\\s*\\{([^}]*)\\}`).exec(source);
  if (!call) return undefined;
  return Object.fromEntries([...call[1].matchAll(/(\w+):\s*'(\w+)'/g)].map((m) => [m[1], m[2]]));
}

/** The interfaces and type aliases an event detail names, copied from the element's file. */
function namedTypes(source, detail) {
  return [...detail.matchAll(/\b([A-Z]\w+)\b/g)]
    .map((m) => m[1])
    .filter((name) => !['Record', 'CustomEvent', 'Array', 'Partial'].includes(name))
    .map((name) => {
      const found = new RegExp(`export (interface ${name} \\{[\\s\\S]*?\\n\\}|type ${name} =[^;]*;)`).exec(
        source,
      );
      if (!found)
        throw new Error(`foyer.d.ts: the type ${name} of an event is not exported from its element file`);
      return `export ${found[1]}`;
    });
}

/**
 * `foyer.d.ts` for integrators (issue 21 item 3): each element's interface with its properties,
 * `HTMLElementTagNameMap`, the typed `foyer-*` events in `GlobalEventHandlersEventMap`, and JSX
 * `IntrinsicElements` for React (`React.JSX`, React 18.2+ and 19). Generated from the same header
 * comments and registrations as custom-elements.json: an `@attr` without a registered prop (or
 * the reverse) fails the build.
 */
export function elementTypes() {
  return {
    name: 'element-types',
    generateBundle() {
      const interfaces = [];
      const tagMap = [];
      const jsx = [];
      const events = [];
      const extraTypes = new Set();
      for (const folder of readdirSync('widgets', { withFileTypes: true })) {
        if (!folder.isDirectory() || folder.name === 'shared') continue;
        let source;
        try {
          source = readFileSync(path.join('widgets', folder.name, `${folder.name}.ts`), 'utf8');
        } catch {
          continue;
        }
        const comment = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1]?.replace(/^\s*\* ?/gm, '') ?? '';
        const tag = /@tag\s+(\S+)/.exec(comment)?.[1];
        if (!tag) continue;
        const attrs = [...comment.matchAll(/@attr\s+(\S+)\s*(?:-\s*)?([^\n]*)/g)].map((m) => ({
          name: m[1],
          description: m[2].trim(),
        }));
        const props = propTypesOf(source, tag);
        // "Present: …" attributes are read as flags from the host (shared/define.ts booleanAttribute),
        // not registered as r2wc props.
        const isFlag = (attr) => /^Present\b/.test(attr.description);
        if (props) {
          const documented = attrs
            .filter((attr) => !isFlag(attr))
            .map((attr) => camel(attr.name))
            .sort();
          const registered = Object.keys(props).sort();
          if (documented.join() !== registered.join())
            throw new Error(
              `foyer.d.ts: <${tag}> documents @attr ${documented.join(', ')} but registers ${registered.join(', ')}`,
            );
        }
        const name = `${pascal(tag)}Element`;
        // A property HTMLElement already has (`title`) keeps HTMLElement's type.
        const own = (attr) => !isFlag(attr) && !HTML_ELEMENT_PROPERTIES.has(camel(attr.name));
        const members = attrs.filter(own).map((attr) => {
          const type = PROPERTY_TYPES[props?.[camel(attr.name)] ?? 'string'] ?? 'string';
          return `  /** ${attr.description.replace(/\*\//g, '*\\/')} (attribute \`${attr.name}\`) */\n  ${camel(attr.name)}?: ${type};`;
        });
        interfaces.push(
          `/** \`<${tag}>\` */\nexport interface ${name} extends HTMLElement {\n${members.join('\n')}\n}`,
        );
        tagMap.push(`    '${tag}': ${name};`);
        const jsxAttrs = attrs.map((attr) => {
          if (isFlag(attr)) return `'${attr.name}'?: boolean | ''`;
          const type = props?.[camel(attr.name)] === 'number' ? 'number | string' : 'string';
          return `'${attr.name}'?: ${props?.[camel(attr.name)] === 'boolean' ? 'boolean | string' : type}`;
        });
        jsx.push(`      '${tag}': FoyerJsxProps<${name}, { ${jsxAttrs.join('; ')} }>;`);
        const map = /interface GlobalEventHandlersEventMap \{([\s\S]*?)\n {2}\}/.exec(source)?.[1] ?? '';
        for (const line of map
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)) {
          if (!events.includes(`    ${line}`)) events.push(`    ${line}`);
          for (const type of namedTypes(source, line)) extraTypes.add(type);
        }
      }
      const eventLines = [...new Map(events.map((line) => [line.split(':')[0], line])).values()];
      const text = `// Generated by the build (rollup.config.mjs elementTypes) from widgets/*/*.ts: do not edit.
// Types of the Foyer custom elements for TypeScript and React (JSX) consumers.

${[...extraTypes].join('\n\n')}

${interfaces.join('\n\n')}

/** Every \`foyer-*\` event with its \`detail\`. */
export interface FoyerEventMap {
${eventLines.map((line) => line.replace(/^ {4}/, '  ')).join('\n')}
}

/** A JSX element's props: its attributes, children, the common HTML attributes, a ref to the element. */
type FoyerJsxProps<E extends HTMLElement, A> = A & {
  children?: unknown;
  class?: string;
  className?: string;
  id?: string;
  slot?: string;
  hidden?: boolean;
  part?: string;
  style?: unknown;
  key?: string | number | null;
  ref?: import('react').Ref<E>;
  [attribute: \`data-\${string}\`]: string | number | boolean | undefined;
  [attribute: \`aria-\${string}\`]: string | number | boolean | undefined;
};

declare global {
  interface HTMLElementTagNameMap {
${tagMap.join('\n')}
  }
  interface GlobalEventHandlersEventMap extends FoyerEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx.join('\n')}
    }
  }
}
`;
      this.emitFile({ type: 'asset', fileName: 'foyer.d.ts', source: text });
      // Preact reads its own JSX namespace: a file of its own, so React consumers need no Preact.
      const preact = `// Generated by the build (rollup.config.mjs elementTypes) from widgets/*/*.ts: do not edit.
// JSX IntrinsicElements of the Foyer custom elements for Preact (jsxImportSource "preact");
// use it together with foyer.d.ts.

import type { ${interfaces.map((i) => /export interface (\w+)/.exec(i)?.[1]).join(', ')} } from './foyer';

/** A JSX element's props in Preact: its attributes, children, the common HTML attributes, a ref. */
type FoyerPreactProps<E extends HTMLElement, A> = A & {
  children?: import('preact').ComponentChildren;
  class?: string;
  className?: string;
  id?: string;
  slot?: string;
  hidden?: boolean;
  part?: string;
  style?: string | Record<string, string | number>;
  key?: string | number | null;
  ref?: import('preact').Ref<E>;
  [attribute: \`data-\${string}\`]: string | number | boolean | undefined;
  [attribute: \`aria-\${string}\`]: string | number | boolean | undefined;
};

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
${jsx.map((line) => line.replace('FoyerJsxProps<', 'FoyerPreactProps<')).join('\n')}
    }
  }
}
`;
      this.emitFile({ type: 'asset', fileName: 'foyer-preact.d.ts', source: preact });
    },
  };
}

/**
 * `preload.json`: per element tag, the chunks its definition needs (its own chunk and what that
 * imports statically, runtime first), and the same for the loader's host frame (`host-frame`).
 * The host puts them into the page as modulepreload links for the elements it renders, so the
 * browser fetches them while it parses the HTML instead of one round trip after the loader has
 * run (issue 7 budgets: Lighthouse LCP of the cookie banner).
 */
function preloadManifest() {
  return {
    name: 'preload-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const manifest = {};
      for (const chunk of chunks) {
        // The element's module is the chunk's facade, or one of its modules when Rollup hoisted the
        // entry into a shared chunk (the page editor's, since the rich text editor is imported
        // from it on demand and imports from it in turn).
        // The host frame (widgets/shared/host-frame.ts) is listed as `host-frame`: every host page
        // preloads it (decision 0163).
        const element = /widgets\/(?:([a-z-]+)\/\1|shared\/(host-frame))\.ts$/;
        const entry = [chunk.facadeModuleId, ...chunk.moduleIds].find(
          (id) =>
            id && element.test(id.replaceAll('\\', '/')) && this.getModuleInfo(id)?.dynamicImporters.length,
        );
        const match = entry ? element.exec(entry.replaceAll('\\', '/')) : null;
        if (!match) continue;
        const key = match[2] ?? `foyer-${match[1]}`;
        const files = new Set();
        const visit = (fileName) => {
          const item = byName.get(fileName);
          // The loader itself is on every page already (its script tag).
          if (!item || item.isEntry) return;
          for (const imported of item.imports) if (!files.has(imported)) visit(imported);
          files.add(fileName);
        };
        visit(chunk.fileName);
        manifest[key] = [...files].sort(
          (a, b) => Number(!a.startsWith('runtime-')) - Number(!b.startsWith('runtime-')),
        );
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}

export default {
  input: { foyer: 'widgets/index.ts' },
  output: {
    dir: 'dist/widgets',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
    sourcemap: true,
    manualChunks(id) {
      const file = id.replaceAll('\\', '/');
      if (RUNTIME.test(file)) return 'runtime';
      if (BASE.test(file) || TEXT_RUNTIME.test(file)) return 'base';
      if (API.test(file)) return 'api';
      if (FRAME.test(file)) return 'frame';
      if (EDITOR_ONLY.test(file)) return 'editor';
      if (EDITOR_DND.test(file)) return 'dnd-kit';
      if (PROGRAMME_SHARED.test(file)) return 'events';
      if (BERLIN_CLOCK.test(file)) return 'berlin-clock';
      return undefined;
    },
  },
  // The loader's entry may export more than its signature: modules it shares with the elements
  // (the clock, cookies, consent) stay in foyer.js instead of a chunk it would wait for.
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    cleanOutput('dist/widgets'),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    cssText(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      include: ['widgets/**/*', 'src/**/*'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
      noEmit: false,
      declaration: false,
      outDir: 'dist/widgets',
      sourceMap: true,
    }),
    terser({ format: { comments: false }, compress: { passes: 2 } }),
    customElementsManifest(),
    elementTypes(),
    preloadManifest(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
