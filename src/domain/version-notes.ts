import type { Locale } from '../contract/locales';
import type { editor } from '../i18n/de/editor';
import { editorTexts } from '../i18n/editor';
import { editor as editorEn } from '../i18n/en/editor';
import { modules as modulesEn } from '../i18n/en/modules';
import { modulesTexts } from '../i18n/modules';
import type { Params, Placeholders } from '../i18n/translate';

/**
 * Version notes (spec: frame §4 versions): what a save did, stored with the page version as data
 * (`{ key, params }`, column `page_versions.note_data`) and read in the staff's language. The
 * `note` column keeps the English text the API has always given, written from the English
 * catalogue, so API clients see no change. Notes stored before they were data (and notes still
 * written as text) are read back by the English catalogue's patterns: `parseVersionNote`.
 *
 * `{module}` holds a module *type* (`video`), named in the reader's language; `{section}` and
 * `{column}` count from 1.
 */
export type VersionNoteKey = Extract<keyof typeof editor, `note.${string}`>;

/** A note as data; `params` are exactly the placeholders of its text. */
export type VersionNote = {
  [K in VersionNoteKey]: [Placeholders<(typeof editor)[K]>] extends [never]
    ? { key: K; params?: Record<string, never> }
    : { key: K; params: Readonly<Record<Placeholders<(typeof editor)[K]>, string | number>> };
}[VersionNoteKey];

const noteKeys = () => Object.keys(editorEn).filter((key): key is VersionNoteKey => key.startsWith('note.'));

export function isVersionNoteKey(key: unknown): key is VersionNoteKey {
  return typeof key === 'string' && key.startsWith('note.') && key in editorEn;
}

/** A stored `note_data` as a note, or undefined when it is not one (an unknown key, bad params). */
export function toVersionNote(value: unknown): VersionNote | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (!isVersionNoteKey(key)) return undefined;
  if (params !== undefined && (typeof params !== 'object' || params === null)) return undefined;
  const entries = Object.entries(params ?? {});
  if (!entries.every(([, each]) => typeof each === 'string' || typeof each === 'number')) return undefined;
  return { key, params: Object.fromEntries(entries) } as VersionNote;
}

/** A module type's name in a locale; an unknown type (or a name already) stays as it is. */
function moduleName(type: string, locale: Locale): string {
  const key = `type.${type}`;
  return key in modulesEn ? (modulesTexts(locale) as unknown as (key: string) => string)(key) : type;
}

/** The note in a locale: 'Video in Spalte 1 von Abschnitt 2 eingefügt'. */
export function versionNoteText(note: VersionNote, locale: Locale): string {
  const params: Record<string, string | number> = { ...note.params };
  if (typeof params.module === 'string') params.module = moduleName(params.module, locale);
  const t = editorTexts(locale) as unknown as (key: string, params?: Params) => string;
  return t(note.key, params);
}

/** English module names back to their types ('Video SH' → 'video_sh'); made when first needed. */
let typesByEnglishName: Map<string, string> | undefined;
const typeOfEnglishName = (name: string) => {
  typesByEnglishName ??= new Map(
    Object.entries(modulesEn)
      .filter(([key]) => key.startsWith('type.'))
      .map(([key, english]) => [english, key.slice('type.'.length)]),
  );
  return typesByEnglishName.get(name);
};

let patterns: Array<{ key: VersionNoteKey; pattern: RegExp; names: string[] }> | undefined;

/** The English notes as patterns, those with the most fixed text first ('Changed the style in …' before 'Changed {module} in …'). */
function notePatterns() {
  patterns ??= noteKeys()
    .map((key) => {
      const text: string = editorEn[key];
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const parts = text.split(/\{\w+\}/);
      const source = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
      return { key, pattern: new RegExp(`^${source}$`), names, fixed: parts.join('').length };
    })
    .sort((a, b) => b.fixed - a.fixed);
  return patterns;
}

/**
 * An English note as data ('Added Video to column 1 in section 2'), or undefined when no pattern
 * reads it: such a note is shown as it was stored.
 */
export function parseVersionNote(text: string): VersionNote | undefined {
  for (const { key, pattern, names } of notePatterns()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string | number> = {};
    let readable = true;
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      if (name === 'module') {
        const type = typeOfEnglishName(value);
        if (type) params.module = type;
        else readable = false;
      } else params[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    if (readable) return { key, params } as VersionNote;
  }
  return undefined;
}
