import dayjs from 'dayjs';
import 'dayjs/locale/de.js';
import type { Locale } from '../contract/common';

/**
 * Names of calendar days (`YYYY-MM-DD`) for the programme element: day headings, the date block
 * of a day group, the date picker. dayjs's locale tables rather than Intl, because the first
 * Intl formatter of a page loads ICU's data in a long task (see berlin-clock.ts) and the programme
 * names days in its first render. The patterns give what `Intl.DateTimeFormat` gives for de-DE
 * and en-GB with current CLDR data (ICU 78), which the server-rendered fallback uses.
 */
const PATTERNS = {
  /** 'Montag, 23. November 2026' / 'Monday, 23 November 2026' */
  full: { de: 'dddd, D. MMMM YYYY', en: 'dddd, D MMMM YYYY' },
  /** 'Montag, 23. November' / 'Monday 23 November' */
  withoutYear: { de: 'dddd, D. MMMM', en: 'dddd D MMMM' },
  /** 'Mo' / 'Mon' (the date block, the date picker's columns) */
  weekday: { de: 'dd', en: 'ddd' },
  /** 'November' */
  month: { de: 'MMMM', en: 'MMMM' },
  /** 'November 2026' */
  monthAndYear: { de: 'MMMM YYYY', en: 'MMMM YYYY' },
  /** 'Fr., 04.12.2026' / 'Fri 4 Dec 2026' (a production's next date, the Event List module's day) */
  short: { de: 'dd., DD.MM.YYYY', en: 'ddd D MMM YYYY' },
} satisfies Record<string, Record<Locale, string>>;

export type DayNameStyle = keyof typeof PATTERNS;

/** A calendar day (`YYYY-MM-DD`) named in the given style; the day is a date, not an instant. */
export function nameDay(day: string, locale: Locale, style: DayNameStyle): string {
  return dayjs(day).locale(locale).format(PATTERNS[style][locale]);
}
