/**
 * The locales the site serves, without zod: elements import this (through src/i18n) and must not
 * pull the schema library into their chunks. `src/contract/common.ts` re-exports it.
 */

/** Locales the site serves. `de` is the default and the prefix of German routes (spec: frame §1). */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'de' satisfies Locale;

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** The other language of a two-language site: the language switch's target. */
export function otherLocale(locale: Locale): Locale {
  return LOCALES.find((each) => each !== locale) ?? DEFAULT_LOCALE;
}

/** A locale attribute or parameter as given (`'en'`, `undefined`, `'fr'`): unknown ones are German. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
