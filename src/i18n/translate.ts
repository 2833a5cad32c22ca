import { type Locale, toLocale } from '../contract/locales';

/**
 * The one text system (docs/decisions/0013-one-text-system.md). Each feature has a German
 * catalogue `src/i18n/de/<feature>.ts` (it defines the keys, `as const` so the compiler sees each
 * text's placeholders), an English one `src/i18n/en/<feature>.ts` typed `Translation<…>` of it (a
 * missing or extra key fails the type check), and a lookup `src/i18n/<feature>.ts` made here.
 * An element imports only its feature's lookup, so its chunk carries only its own texts.
 *
 * Texts hold `{name}` placeholders. A plural is two keys, `x.one` and `x.other`, read with
 * `t.plural('x', count)`; `{count}` is filled in.
 */

/** A feature's texts in one language: key → text. */
export type Catalogue = { readonly [key: string]: string };

/** The same feature in another language: exactly the German keys, any texts. */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: string };

export type Params = Readonly<Record<string, string | number>>;

/** The `{name}` placeholders of a text literal. */
export type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A plain text takes no parameters; a text with placeholders takes exactly those. */
export type ParamsFor<Names> = [Names] extends [never]
  ? []
  : [params: Readonly<Record<Names & string, string | number>>];

/** The keys of texts without placeholders: a field spec can name one, to be read without parameters. */
export type PlainKey<C extends Catalogue> = {
  [K in keyof C]: [Placeholders<C[K]>] extends [never] ? K : never;
}[keyof C] &
  string;

/** `x` for every pair of keys `x.one` / `x.other`. */
type PluralKey<K> = K extends `${infer Base}.other` ? Base : never;

export interface Translate<C extends Catalogue> {
  /** The text of `key` in this locale, its placeholders filled from `params`. */
  <K extends keyof C & string>(key: K, ...params: ParamsFor<Placeholders<C[K]>>): string;
  /** `key.one` or `key.other` by `count` (which fills `{count}`). */
  plural<B extends PluralKey<keyof C & string>>(
    key: B,
    count: number,
    ...params: ParamsFor<Exclude<Placeholders<C[`${B}.one` | `${B}.other`]>, 'count'>>
  ): string;
}

/** Fills `{name}` placeholders; an unknown one stays visible rather than vanishing. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/**
 * The plural category of a count in German and English: both have `one` for exactly 1 and `other`
 * for everything else (CLDR). Plain arithmetic rather than `Intl.PluralRules`: the first Intl
 * object a page builds loads ICU data in a long task (see src/domain/berlin-clock.ts). A locale
 * with more categories would switch this to `Intl.PluralRules`.
 */
export function pluralCategory(count: number): 'one' | 'other' {
  return count === 1 ? 'one' : 'other';
}

/**
 * A feature's lookup: `texts(locale)` gives its `t` for that locale (unknown locales read German).
 * One `t` per locale is made and kept.
 */
export function translator<C extends Catalogue>(catalogues: {
  readonly de: C;
  readonly en: Translation<C>;
}): (locale: Locale | string | undefined) => Translate<C> {
  const made = new Map<Locale, Translate<C>>();
  return (value) => {
    const locale = toLocale(value);
    let t = made.get(locale);
    if (!t) {
      const texts: Catalogue = catalogues[locale];
      const lookup = (key: string, params?: Params) => interpolate(texts[key] ?? key, params);
      t = Object.assign(lookup, {
        plural: (key: string, count: number, params?: Params) =>
          lookup(`${key}.${pluralCategory(count)}`, { ...params, count }),
      }) as Translate<C>;
      made.set(locale, t);
    }
    return t;
  };
}
