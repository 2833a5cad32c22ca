import { searchBox as de } from './de/search-box';
import { searchBox as en } from './en/search-box';
import { type Translate, translator } from './translate';

/** The search box element. `searchBoxTexts(locale)('key', params)`. */
export const searchBoxTexts = translator({ de, en });
export type SearchBoxTexts = Translate<typeof de>;
