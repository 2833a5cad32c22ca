import { cards as de } from './de/cards';
import { cards as en } from './en/cards';
import { type Translate, translator } from './translate';

/** The shared cards (src/views). `cardsTexts(locale)('key')`. */
export const cardsTexts = translator({ de, en });
export type CardsTexts = Translate<typeof de>;
