import { consent as de } from './de/consent';
import { consent as en } from './en/consent';
import { type Translate, translator } from './translate';

/** The cookie banner element. `consentTexts(locale)('key', params)`. */
export const consentTexts = translator({ de, en });
export type ConsentTexts = Translate<typeof de>;
