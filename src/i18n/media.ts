import { media as de } from './de/media';
import { media as en } from './en/media';
import { type Translate, translator } from './translate';

/** The media library and the content hub: `mediaTexts(locale)('key', params)`. */
export const mediaTexts = translator({ de, en });
export type MediaTexts = Translate<typeof de>;
