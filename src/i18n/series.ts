import { series as de } from './de/series';
import { series as en } from './en/series';
import { type Translate, translator } from './translate';

/** Issue 16 texts (see de/series.ts). `seriesTexts(locale)('key', params)`. */
export const seriesTexts = translator({ de, en });
export type SeriesTexts = Translate<typeof de>;
