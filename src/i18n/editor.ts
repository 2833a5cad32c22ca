import { editor as de } from './de/editor';
import { editor as en } from './en/editor';
import { type Translate, translator } from './translate';

/** The page editor. `editorTexts(locale)('key', params)`. */
export const editorTexts = translator({ de, en });
export type EditorTexts = Translate<typeof de>;
