import type { Locale } from '../contract/common';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A shared Intl.DateTimeFormat per locale and options: constructing one costs far more than
 * formatting with it. Used where the server names dates (the event-list module). The programme element in the browser uses no Intl at all (berlin-clock.ts,
 * day-names.ts): a page's first formatter loads ICU's data in a long task. `en-CA` gives ISO
 * dates (YYYY-MM-DD).
 */
export function dateFormatter(
  locale: Locale | 'en-CA',
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const tag = locale === 'de' ? 'de-DE' : locale === 'en' ? 'en-GB' : locale;
    formatter = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, formatter);
  }
  return formatter;
}
