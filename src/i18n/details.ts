import { details as de } from './de/details';
import { details as en } from './en/details';
import { type Translate, translator } from './translate';

/** Issue 16 texts (see de/details.ts). `detailsTexts(locale)('key', params)`. */
export const detailsTexts = translator({ de, en });
export type DetailsTexts = Translate<typeof de>;
