import { programme as de } from './de/programme';
import { programme as en } from './en/programme';
import { type Translate, translator } from './translate';

/** The programme: page, calendar and overlay elements, event detail. `programmeTexts(locale)('key', params)`. */
export const programmeTexts = translator({ de, en });
export type ProgrammeTexts = Translate<typeof de>;
