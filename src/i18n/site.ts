import { site as de } from './de/site';
import { site as en } from './en/site';
import { type Translate, translator } from './translate';

/** The page frame (server pages). `siteTexts(locale)('key', params)`. */
export const siteTexts = translator({ de, en });
export type SiteTexts = Translate<typeof de>;
