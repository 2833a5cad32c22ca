import { people as de } from './de/people';
import { people as en } from './en/people';
import { type Translate, translator } from './translate';

/** Issue 16 texts (see de/people.ts). `peopleTexts(locale)('key', params)`. */
export const peopleTexts = translator({ de, en });
export type PeopleTexts = Translate<typeof de>;
