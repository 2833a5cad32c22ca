import { venues as de } from './de/venues';
import { venues as en } from './en/venues';
import { type Translate, translator } from './translate';

/** Issue 16 texts (see de/venues.ts). `venuesTexts(locale)('key', params)`. */
export const venuesTexts = translator({ de, en });
export type VenuesTexts = Translate<typeof de>;
