import type { Locale } from '../contract/common';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A shared Intl.DateTimeFormat per locale and options. Constructing one costs far more than
 * formatting with it, and a programme page formats four parts of every card's date, every day
 * heading and every day of the date picker: building them anew took most of the calendar's
 * first render (profiled on /de/programm at Lighthouse's 4× CPU slowdown). `en-CA` gives ISO
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
