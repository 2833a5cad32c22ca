import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locales';
import { validation as de } from './de/validation';
import { validation as en } from './en/validation';
import { type Catalogue, interpolate, type Translate, translator } from './translate';

/** Field error messages. `validationTexts('en')` gives the API's messages (src/modules builds its schemas with it). */
export const validationTexts = translator({ de, en });
export type ValidationTexts = Translate<typeof de>;

/** The language of the API's messages: the schemas speak English to API clients. */
const API_LOCALE: Locale = 'en';
const catalogues: Record<Locale, Catalogue> = { de, en };

let patterns: Array<{ key: string; pattern: RegExp; names: string[] }> | undefined;

/** Each English message as a pattern: 'At most {max} characters.' reads 'At most 300 characters.'. */
function messagePatterns() {
  patterns ??= Object.entries(en).map(([key, text]) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    return { key, pattern: new RegExp(`^${source}$`), names };
  });
  return patterns;
}

/**
 * A validation message (the browser's own check or a 400 answer's `fields`) in the staff's
 * language: the catalogue text it was made from, with the same values. A message that no
 * catalogue text makes (a library default) reads as `invalid`, except in the API's own language.
 */
export function localiseMessage(message: string, locale: Locale): string {
  const target = catalogues[LOCALES.includes(locale) ? locale : DEFAULT_LOCALE];
  for (const { key, pattern, names } of messagePatterns()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    return interpolate(target[key] ?? message, params);
  }
  return locale === API_LOCALE ? message : (target.invalid ?? message);
}
