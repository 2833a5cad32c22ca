import { errors as de } from './de/errors';
import { errors as en } from './en/errors';
import { type Translate, translator } from './translate';

/** Error pages. `errorsTexts(locale)('key', params)`. */
export const errorsTexts = translator({ de, en });
export type ErrorsTexts = Translate<typeof de>;
