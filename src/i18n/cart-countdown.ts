import { cartCountdown as de } from './de/cart-countdown';
import { cartCountdown as en } from './en/cart-countdown';
import { type Translate, translator } from './translate';

/** The cart countdown element. `cartCountdownTexts(locale)('key', params)`. */
export const cartCountdownTexts = translator({ de, en });
export type CartCountdownTexts = Translate<typeof de>;
