import { productions as de } from './de/productions';
import { productions as en } from './en/productions';
import { type Translate, translator } from './translate';

/** Productions: page, list element, detail. `productionsTexts(locale)('key', params)`. */
export const productionsTexts = translator({ de, en });
export type ProductionsTexts = Translate<typeof de>;
