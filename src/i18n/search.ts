import { search as de } from './de/search';
import { search as en } from './en/search';
import { type Translate, translator } from './translate';

/** The search results page. `searchTexts(locale)('key', params)`. */
export const searchTexts = translator({ de, en });
export type SearchTexts = Translate<typeof de>;
