import { formsAdmin as de } from './de/forms-admin';
import { formsAdmin as en } from './en/forms-admin';
import { type Translate, translator } from './translate';

/** The forms admin: `formsAdminTexts(locale)('key', params)`. */
export const formsAdminTexts = translator({ de, en });
export type FormsAdminTexts = Translate<typeof de>;
