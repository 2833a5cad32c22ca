import type { Locale } from '../contract/common';
import { de, type MessageKey } from './de';
import { en } from './en';

export type { MessageKey } from './de';

const catalogues: Record<Locale, Record<MessageKey, string>> = { de, en };

/** Looks up a text; `{name}` placeholders are filled from `params`. */
export function t(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogues[locale][key];
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
