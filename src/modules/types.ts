import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Locale } from '../contract/common';
import type { modules } from '../i18n/de/modules';
import { modules as modulesEn } from '../i18n/en/modules';
import type { PlainKey } from '../i18n/translate';

/** A text of the modules catalogue (src/i18n/de/modules.ts) without placeholders: labels, help, options. */
export type ModulesTextKey = PlainKey<typeof modules>;

/** Every module type: each has its names in the catalogue (`type.<type>`), so a new one without them fails tsc. */
export type ModuleType = {
  [K in keyof typeof modules]: K extends `type.${infer T}` ? T : never;
}[keyof typeof modules];

/** The kinds of editor field the edit modal knows how to draw (spec: frame §3 module table). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'url'
  | 'image'
  | 'select'
  | 'boolean'
  | 'datetime'
  | 'number'
  | 'code'
  | 'embed'
  | 'file'
  | 'children'
  /** A list of short strings (category slugs). */
  | 'tags'
  /** Records picked in a finder (`finder`): article ids, or category slugs. */
  | 'records';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Catalogue key of the field's label. */
  label: ModulesTextKey;
  required?: boolean;
  /** For `select`: the allowed values and their labels (catalogue keys; none: the value itself, e.g. `67-33`). */
  options?: ReadonlyArray<{ value: string; label?: ModulesTextKey }>;
  /** For `children`: which module types may be nested. */
  childTypes?: readonly string[];
  /** For `children`: how many children at least / at most. */
  minItems?: number;
  maxItems?: number;
  /** Catalogue key of a help text shown under the field. */
  help?: ModulesTextKey;
  /** For text-like fields: the longest value the schema accepts (the form shows a counter). */
  maxLength?: number;
  /** For `number`: the accepted range. */
  min?: number;
  max?: number;
  /** Value a new module starts with; `'now'` for a `datetime` means the moment it is added. */
  default?: string | number | boolean;
  placeholder?: string;
  /** For `file` and `image`: the accepted media types (an `accept` attribute). */
  accept?: string;
  /** For `records`: which finder picks them (ids of articles, slugs of article categories). */
  recordFinder?: 'articles' | 'article-categories';
  /** For `embed`: the provider domains the schema accepts, shown as help and checked on save. */
  providers?: readonly string[];
  /**
   * For `image`: offer the image edit popup (alt text or decorative, caption, focal point), stored
   * in the module's `{name}_obj` (an image object). Off where the module has its own alt text.
   */
  imageEdit?: boolean;
  /** For `url`: false when the field is no link to a page (a video address): no page or event finder. */
  finder?: boolean;
  /** For `number`: the record finder that picks the id (the Venue module's venues, issue 16). */
  picker?: 'venues';
  /** For `richtext`: the controls the editor offers (spec: frame §5 rich text). */
  controls?: readonly RichTextControl[];
}

/** The rich-text controls of spec frame §5: exactly these, nothing else. */
export type RichTextControl = 'bold' | 'italic' | 'link' | 'bulletList' | 'orderedList' | 'undo' | 'redo';

/** Fields every stored module has, whatever its type. */
export interface BaseModule {
  id: string;
  type: string;
  online_from?: string | null;
  online_to?: string | null;
}

export interface RenderContext {
  locale: Locale;
  /** The moment visibility windows are judged against (now, or the staff's `?at=` preview). */
  now: Date;
  /** True when staff edit the page: scheduled modules stay visible and are marked. */
  editMode: boolean;
  /** Renders nested modules (children, columns) through the same registry. */
  renderModules: (modules: readonly BaseModule[]) => ReactNode;
}

/** An event as the Event list module shows it (spec: frame §3 Event list). */
export interface EventCard {
  id: number;
  name: string;
  subtitle: string;
  /** ISO 8601 instant. */
  date_start: string;
  room: string;
  url: string;
  image?: { url: string; alt: string; width?: number; height?: number };
  status: string;
}

/** A venue card (spec: frame §3 Venue), filled from the venues table (issue 16). */
export interface VenueCard {
  id: number;
  name: string;
  url: string;
  address?: string;
  image?: { url: string; alt: string; width?: number; height?: number };
  rooms?: string[];
}

/** An article teaser card (spec: frame §3 Blog teaser list, Highlight teasers). */
export interface ArticleCard {
  id: number;
  title: string;
  url: string;
  teaser_text?: string;
  date?: string;
  category?: string;
  image?: { url: string; alt: string; width?: number; height?: number };
}

/** An image of the media library as the Image module renders it (issue 18; src/domain/media.ts). */
export interface LibraryImage {
  id: number;
  hash: string;
  width: number;
  height: number;
  /** The library's alt text in the page's language (else German); '' when decorative. */
  alt: string;
  decorative: boolean;
  focal_point: { x: number; y: number };
}

/**
 * What data-bound modules may read while a page is prepared for rendering (host/render/module-data
 * implements it on the database). Sources a later area provides are optional: while one is
 * missing, the module renders its empty state.
 */
export interface ModuleDataSource {
  locale: Locale;
  now: Date;
  events(query: { from: Date; to: Date | null; tag: number | null; limit: number }): Promise<EventCard[]>;
  /** Venues by id (venues area). */
  venues?: (ids: readonly number[]) => Promise<VenueCard[]>;
  /** Newest articles, the first one the main teaser (magazine area). */
  /** Newest articles, or the chosen ones (`ids`, in that order). */
  articles?: (query: { limit: number; ids?: readonly number[] }) => Promise<ArticleCard[]>;
  /** Highlighted articles of some categories (magazine area). */
  highlights?: (query: { categories: readonly string[]; limit: number }) => Promise<ArticleCard[]>;
  /** Images of the media library by id (issue 18). */
  media?: (ids: readonly number[]) => Promise<LibraryImage[]>;
}

export interface ModuleDefinition<T extends BaseModule = BaseModule> {
  type: ModuleType;
  /**
   * The type's English name as spec frame §3 "Toolbar entries" gives it, read from the English
   * catalogue: API messages and stored version notes use it. Staff read `moduleTypeName(type, locale)`.
   */
  toolbarLabel: string;
  /** Validates the module as stored and as sent by the editor. */
  schema: z.ZodType<T>;
  fields: readonly FieldSpec[];
  /** Block style options offered by the editor (spec: frame §3 "Block style options"). */
  styles?: ReadonlyArray<{ value: string; label?: ModulesTextKey }>;
  /** True for modules that only live inside another module (teaser item, image item…). */
  nestedOnly?: boolean;
  /**
   * Loads what the renderer needs from the database (events, venues, articles) into the module's
   * `*_obj(s)` fields before rendering; renderers themselves never touch the database.
   */
  load?: (module: T, source: ModuleDataSource) => Promise<T>;
  /** Fields `load` (or the server) fills in: derived data, removed before a module is stored. */
  loadedFields?: readonly string[];
  Render: (props: { module: T; ctx: RenderContext }) => ReactNode;
}

/** Builds a definition while keeping the module's own type for its renderer. */
export function defineModule<T extends BaseModule>(
  definition: Omit<ModuleDefinition<T>, 'toolbarLabel'>,
): ModuleDefinition<T> {
  return { ...definition, toolbarLabel: modulesEn[`type.${definition.type}`] };
}
