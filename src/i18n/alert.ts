import { alert as de } from './de/alert';
import { alert as en } from './en/alert';
import { type Translate, translator } from './translate';

/** The top alert: element and server fallback. `alertTexts(locale)('key', params)`. */
export const alertTexts = translator({ de, en });
export type AlertTexts = Translate<typeof de>;
