import { webshop as de } from './de/webshop';
import { webshop as en } from './en/webshop';
import { type Translate, translator } from './translate';

/** The webshop layout and cart page. `webshopTexts(locale)('key', params)`. */
export const webshopTexts = translator({ de, en });
export type WebshopTexts = Translate<typeof de>;
