import { modules as de } from './de/modules';
import { modules as en } from './en/modules';
import { type Translate, translator } from './translate';

/** Content modules: type names, field labels, options, renderer texts. `modulesTexts(locale)('key', params)`. */
export const modulesTexts = translator({ de, en });
export type ModulesTexts = Translate<typeof de>;
