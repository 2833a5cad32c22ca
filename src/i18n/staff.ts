import { staff as de } from './de/staff';
import { staff as en } from './en/staff';
import { type Translate, translator } from './translate';

/** Staff sign-in and preview banners. `staffTexts(locale)('key', params)`. */
export const staffTexts = translator({ de, en });
export type StaffTexts = Translate<typeof de>;
