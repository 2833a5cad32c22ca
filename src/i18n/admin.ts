import { admin as de } from './de/admin';
import { admin as en } from './en/admin';
import { type Translate, translator } from './translate';

/** The admin change pages and their form messages. `adminTexts(locale)('key', params)`. */
export const adminTexts = translator({ de, en });
export type AdminTexts = Translate<typeof de>;
