import { quickBuy as de } from './de/quick-buy';
import { quickBuy as en } from './en/quick-buy';
import { type Translate, translator } from './translate';

/** The booking element. `quickBuyTexts(locale)('key', params)`. */
export const quickBuyTexts = translator({ de, en });
export type QuickBuyTexts = Translate<typeof de>;
