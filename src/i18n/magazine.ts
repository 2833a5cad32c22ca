import { magazine as de } from './de/magazine';
import { magazine as en } from './en/magazine';
import { type Translate, translator } from './translate';

/** The magazine: pages, feed and the article list element. `magazineTexts(locale)('key', params)`. */
export const magazineTexts = translator({ de, en });
export type MagazineTexts = Translate<typeof de>;
