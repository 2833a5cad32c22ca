import slugify from '@sindresorhus/slugify';
import type { Locale } from '../contract/common';

/** Slugs are cut to this length, at a word where there is one. */
export const SLUG_MAX_LENGTH = 80;

/**
 * Per language of the name: the transliteration rules (German: ä → ae; English names keep the
 * package's defaults) and how `&` is said in an address.
 */
const LANGUAGE: Record<Locale, { rules: string | undefined; and: string }> = {
  de: { rules: 'de', and: 'und' },
  en: { rules: undefined, and: 'and' },
};

/**
 * The slug of a name in an address (`/de/team/elif-yilmaz/15`): lowercase ASCII words joined by
 * dashes. @sindresorhus/slugify transliterates with the language's own rules (German: ä → ae,
 * ß → ss; and for every name a theatre meets: ı → i, ł → l, ø → o, é → e) and says `&` in the
 * language. Capitals inside a word stay one word (McBride, not mc-bride). When nothing is left (a
 * name of emoji), `fallback`.
 */
export function slugOf(
  name: string,
  options: { locale?: Locale; fallback?: string; maxLength?: number } = {},
): string {
  const language = LANGUAGE[options.locale ?? 'de'];
  const maxLength = options.maxLength ?? SLUG_MAX_LENGTH;
  const slug = slugify(name, {
    decamelize: false,
    locale: language.rules,
    customReplacements: [['&', ` ${language.and} `]],
  });
  // One character more than fits: if it is a dash, the cut falls between two words.
  const head = slug.slice(0, maxLength + 1);
  const cut =
    slug.length <= maxLength ? slug : head.includes('-') ? head.replace(/-[^-]*$/, '') : head.slice(0, -1);
  return cut || (options.fallback ?? 'seite');
}
