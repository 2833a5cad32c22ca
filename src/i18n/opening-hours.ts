import { openingHours as de } from './de/opening-hours';
import { openingHours as en } from './en/opening-hours';
import { type Translate, translator } from './translate';

/** The header's opening-hours label. `openingHoursTexts(locale)('key', params)`. */
export const openingHoursTexts = translator({ de, en });
export type OpeningHoursTexts = Translate<typeof de>;
