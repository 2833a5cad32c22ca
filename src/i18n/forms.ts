import { forms as de } from './de/forms';
import { forms as en } from './en/forms';
import { type Translate, translator } from './translate';

/** Forms: page and <foyer-form> element. `formsTexts(locale)('key', params)`. */
export const formsTexts = translator({ de, en });
export type FormsTexts = Translate<typeof de>;
