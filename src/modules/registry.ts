import type { z } from 'zod';
import type { Locale } from '../contract/locales';
import { mapNested, type TreeNode } from '../domain/module-tree';
import { modulesTexts } from '../i18n/modules';
import { anchorItemModule, anchorListModule } from './anchor-list';
import { blogTeaserListModule, highlightTeasersModule } from './articles';
import { audioModule, audioShModule } from './audio';
import { containerModule } from './container';
import { eventListModule } from './event-list';
import { faqItemModule, faqModule } from './faq';
import { apiMessage } from './fields';
import { formsModule } from './forms';
import { fullTeaserModule } from './full-teaser';
import { headlineModule } from './headline';
import { heroMediaModule } from './hero-media';
import { htmlModule } from './html';
import { imageModule } from './image';
import { imageItemModule, imageListModule } from './image-list';
import { linkModule } from './link';
import { logoItemModule, logoListModule } from './logo-list';
import { quoteModule } from './quote';
import { sectionModule } from './section';
import { teaserItemModule, teaserListModule } from './teaser-list';
import { textModule } from './text';
import { twoColumnsModule } from './two-columns';
import type { BaseModule, ModuleDefinition, ModuleType } from './types';
import { venueListModule, venueModule } from './venue';
import { videoItemModule, videoListModule, videoModule } from './video';
import { videoShModule } from './video-sh';
import { socialMediaModule, viewerModule } from './viewer';

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
  imageListModule,
  imageItemModule,
  videoModule,
  videoShModule,
  videoItemModule,
  videoListModule,
  audioModule,
  audioShModule,
  viewerModule,
  socialMediaModule,
  quoteModule,
  fullTeaserModule,
  venueModule,
  venueListModule,
  logoListModule,
  logoItemModule,
  formsModule,
  heroMediaModule,
  blogTeaserListModule,
  twoColumnsModule,
  eventListModule,
  highlightTeasersModule,
  anchorListModule,
  anchorItemModule,
  faqModule,
  faqItemModule,
] as unknown as ReadonlyArray<ModuleDefinition<BaseModule>>; // each keeps its own T; the list is heterogeneous

const byType = new Map<string, ModuleDefinition<BaseModule>>(
  definitions.map((definition) => [definition.type, definition]),
);

export function moduleDefinition(type: string): ModuleDefinition<BaseModule> | undefined {
  return byType.get(type);
}

/** A module field's label in a locale ('Überschrift'), from the module's editor fields; else its name. */
export function moduleFieldLabel(type: string, field: string, locale: Locale): string {
  const definition = moduleDefinition(type)?.fields.find((each) => each.name === field);
  return definition ? modulesTexts(locale)(definition.label) : field;
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
      issues: [{ path: `${prefix}type`, message: apiMessage('unknownType', { type: JSON.stringify(type) }) }],
    };
  }
  const parsed = (definition.schema as z.ZodType<BaseModule>).safeParse(input);
  const issues: ModuleIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: prefix + issue.path.join('.'), message: issue.message }));
  // Children are checked even when the parent has issues, so the editor can show every message at once.
  const module = (parsed.success ? parsed.data : { ...(input as object) }) as BaseModule;
  const allowed = definition.fields.find((field) => field.kind === 'children')?.childTypes;
  // The nested lists come from the one module-tree walker (src/domain/module-tree.ts): a module's
  // `children` take the types its children field allows, a column's the top-level types. A
  // container's `resolved` section is loaded data, not input: left as it is.
  const checked = mapNested(module, (children, listPath) => {
    if (listPath === 'resolved') return [...children];
    const allowedTypes = listPath === 'children' ? allowed : topLevelTypes();
    return children.map((child, index) => {
      const childPath = `${prefix}${listPath}.${index}`;
      const childType = (child as { type?: unknown }).type;
      if (allowedTypes && !allowedTypes.includes(String(childType ?? ''))) {
        issues.push({
          path: `${childPath}.type`,
          message: apiMessage('notHere', { type: String(childType ?? '') }),
        });
        return child;
      }
      const result = parseModule(child, childPath);
      if (!result.ok) issues.push(...result.issues);
      return result.ok ? (result.module as TreeNode) : child;
    });
  });
  return issues.length ? { ok: false, issues } : { ok: true, module: checked };
}

/** Types that may be placed directly into a section column. */
export function topLevelTypes(): string[] {
  return definitions.filter((d) => !d.nestedOnly && d.type !== 'section').map((d) => d.type);
}

/**
 * The editor toolbar, in the order and with the labels of spec frame §3 "Toolbar entries"
 * (25 entries). Nested-only types (items) are added inside their parent, not from the toolbar;
 * containers are created through their slug.
 */
export const TOOLBAR_TYPES = [
  'headline',
  'text',
  'link',
  'image',
  'faq',
  'video',
  'video_sh',
  'audio',
  'audio_sh',
  'viewer',
  'quote',
  'full_teaser',
  'venue_list',
  'html',
  'forms',
  'hero_media',
  'section',
  'teaser_list',
  'image_list',
  'logo_list',
  'blog_teaser_list',
  'two_columns',
  'event_list',
  'highlight_teasers',
  'anchor_list',
] as const;

/** The older editor's toolbar (spec: frame §3 "An older toolbar lists …"): its names and types. */
export const LEGACY_TOOLBAR: ReadonlyArray<{ name: string; type: string }> = [
  { name: 'headline', type: 'headline' },
  { name: 'text', type: 'text' },
  { name: 'link', type: 'link' },
  { name: 'image', type: 'image' },
  { name: 'faq', type: 'faq' },
  { name: 'video', type: 'video' },
  { name: 'audio', type: 'audio' },
  { name: 'viewer', type: 'viewer' },
  { name: 'quote', type: 'quote' },
  { name: 'fullteaser', type: 'full_teaser' },
  { name: 'teaserlist', type: 'teaser_list' },
  { name: 'imagelist', type: 'image_list' },
  { name: 'videolist', type: 'video_list' },
  { name: 'socialmedia', type: 'social_media' },
];

export interface ToolbarEntry {
  type: string;
  label: string;
}

/**
 * A module type's name for staff: 'Überschrift' on /de, 'Headline' on /en (the spec's English
 * toolbar names). An unknown type is named by itself.
 */
export function moduleTypeName(type: string, locale: Locale): string {
  return byType.has(type) ? modulesTexts(locale)(`type.${type as ModuleType}`) : type;
}

/**
 * The toolbar entries with their names in a locale; without one, the spec's names (spec: frame §3
 * "Toolbar entries").
 */
export function toolbarEntries(locale: Locale = 'en'): ToolbarEntry[] {
  return TOOLBAR_TYPES.map((type) => {
    if (!byType.has(type)) throw new Error(`Toolbar names unknown module type ${type}`);
    return { type, label: moduleTypeName(type, locale) };
  });
}

/** A new module of a type with the defaults its fields declare (`'now'` = the instant `now`). */
export function newModule(type: string, id: string, now: Date): BaseModule & Record<string, unknown> {
  const definition = byType.get(type);
  if (!definition) throw new Error(`Unknown module type ${type}`);
  const module: BaseModule & Record<string, unknown> = { id, type };
  for (const field of definition.fields) {
    if (field.default === undefined) {
      if (field.kind === 'children') module[field.name] = [];
      continue;
    }
    module[field.name] =
      field.default === 'now' && field.kind === 'datetime' ? now.toISOString() : field.default;
  }
  return module;
}
