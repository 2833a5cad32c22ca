import { embed as de } from './de/embed';
import { embed as en } from './en/embed';
import { type Translate, translator } from './translate';

/** The external-media placeholder element. `embedTexts(locale)('key', params)`. */
export const embedTexts = translator({ de, en });
export type EmbedTexts = Translate<typeof de>;
