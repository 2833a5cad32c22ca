import type { ToolbarEntry } from './registry';

/**
 * The module picker's groups (issue 19 item 4): every toolbar type under one kind, in the order
 * staff read them. A type missing here lands under 'more' ("Weitere"), so a new module type is never lost
 * from the picker.
 */
export const MODULE_KINDS = ['text', 'media', 'lists', 'structure', 'more'] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

const KIND_OF: Readonly<Record<string, ModuleKind>> = {
  headline: 'text',
  text: 'text',
  quote: 'text',
  faq: 'text',
  link: 'text',
  html: 'text',
  image: 'media',
  video: 'media',
  video_sh: 'media',
  audio: 'media',
  audio_sh: 'media',
  viewer: 'media',
  hero_media: 'media',
  image_list: 'media',
  logo_list: 'media',
  full_teaser: 'lists',
  teaser_list: 'lists',
  blog_teaser_list: 'lists',
  highlight_teasers: 'lists',
  event_list: 'lists',
  venue_list: 'lists',
  anchor_list: 'lists',
  two_columns: 'structure',
  forms: 'structure',
};

export function moduleKind(type: string): ModuleKind {
  return KIND_OF[type] ?? 'more';
}

export interface PickerGroup {
  kind: ModuleKind;
  entries: ToolbarEntry[];
}

/** Folds case and accents, so 'uberschrift' finds 'Überschrift'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de');

/**
 * The entries whose name holds every word of the query (any order, case and accents ignored), by
 * kind; empty kinds are left out, the order within a kind is the toolbar's.
 */
export function pickerGroups(entries: readonly ToolbarEntry[], query: string): PickerGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = entries.filter((entry) => {
    const name = fold(entry.label);
    return words.every((word) => name.includes(word));
  });
  return MODULE_KINDS.map((kind) => ({
    kind,
    entries: matches.filter((entry) => moduleKind(entry.type) === kind),
  })).filter((group) => group.entries.length > 0);
}
