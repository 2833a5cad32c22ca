import { chrome as de } from './de/chrome';
import { chrome as en } from './en/chrome';
import { type Translate, translator } from './translate';

/** Site chrome: header, footer, sticky navigation, account. `chromeTexts(locale)('key', params)`. */
export const chromeTexts = translator({ de, en });
export type ChromeTexts = Translate<typeof de>;
