import type { Locale } from '../contract/locales';
import { berlinWallClock } from './berlin-clock';

/**
 * The one date and time formatter of the app: every date, time, weekday and month a visitor or a
 * staff member reads is written here, in Europe/Berlin (spec: frame §9), for de and en.
 *
 * Two ways, one module:
 * - instants through `Intl.DateTimeFormat`, one shared formatter per locale and options
 *   (constructing one costs far more than formatting with it): `formatInstant`, `dateFormatter`;
 * - calendar days and clock times without Intl: `nameDay`, `formatTime`. The programme element
 *   names days in its first render, and a page's first Intl formatter loads ICU's locale and zone
 *   data in a long task (see berlin-clock.ts); the names and patterns below give what Intl gives
 *   for de-DE and en-GB with current CLDR data (ICU 78), which the server-rendered pages use.
 *
 * Names and patterns are locale data rather than texts, so they live here and not in the
 * catalogues of src/i18n. The only other `Intl.DateTimeFormat` in app code is berlin-clock's zone
 * lookup for instants before 1996 (arithmetic, never shown).
 */

/** Display and calendar time zone (spec: frame §9). */
export const TIME_ZONE = 'Europe/Berlin';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The regional forms the site writes: German as in Germany, English as in Britain. */
const INTL_TAGS = { de: 'de-DE', en: 'en-GB', 'en-CA': 'en-CA' } satisfies Record<Locale | 'en-CA', string>;

/** A shared `Intl.DateTimeFormat` per locale and options. `en-CA` gives ISO dates (YYYY-MM-DD). */
export function dateFormatter(
  locale: Locale | 'en-CA',
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_TAGS[locale], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The ways an instant is written, each one set of Intl options in Europe/Berlin. */
const INSTANT_STYLES = {
  /** 'Sa., 28.11.2026' / 'Sat, 28 Nov 2026': an event's date on cards and lists. */
  eventDate: {
    de: { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' },
    en: { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' },
  },
  /** '28. November 2026' / '28 November 2026': an article's publication date (magazine). */
  articleDate: {
    de: { day: 'numeric', month: 'long', year: 'numeric' },
    en: { day: 'numeric', month: 'long', year: 'numeric' },
  },
  /** '28.11.2026, 19:30' / '28 Nov 2026, 19:30': versions, schedules, previews, conflicts. */
  dateTime: {
    de: { dateStyle: 'medium', timeStyle: 'short' },
    en: { dateStyle: 'medium', timeStyle: 'short' },
  },
  /** 'Sa., 28. Nov. 2026, 19:30' / 'Sat, 28 Nov 2026, 19:30': the editor's event finder, sub-events. */
  weekdayDateTime: {
    de: {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    },
    en: {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    },
  },
} satisfies Record<string, Record<Locale, Intl.DateTimeFormatOptions>>;

export type InstantStyle = keyof typeof INSTANT_STYLES;

/** An instant (ISO string, Date or epoch ms) written in a style, in Europe/Berlin. */
export function formatInstant(instant: string | Date | number, locale: Locale, style: InstantStyle): string {
  return dateFormatter(locale, { timeZone: TIME_ZONE, ...INSTANT_STYLES[style][locale] }).format(
    new Date(instant),
  );
}

const CLOCK_TIME: Record<Locale, (time: string) => string> = {
  de: (time) => `${time} Uhr`,
  en: (time) => time,
};

/**
 * A clock time in Berlin: 'HH:MM Uhr' in German, 'HH:MM' in English (spec: frame §9 "time shown as
 * HH:MM followed by Uhr"; issue 3).
 */
export function formatTime(instant: string | Date | number, locale: Locale): string {
  const parts = berlinWallClock(instant);
  return CLOCK_TIME[locale](parts ? `${parts.hour}:${parts.minute}` : 'Invalid Date');
}

/** Names of weekdays (Sunday first) and months, as CLDR gives them for de-DE and en-GB. */
const NAMES = {
  de: {
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    weekdaysShort: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
  },
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
} satisfies Record<Locale, { weekdays: string[]; weekdaysShort: string[]; months: string[] }>;

interface DayParts {
  year: string;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

/** The ways a calendar day is named; each pattern gives what Intl gives for de-DE and en-GB. */
const DAY_STYLES = {
  /** 'Montag, 23. November 2026' / 'Monday, 23 November 2026' */
  full: {
    de: (d: DayParts, n: typeof NAMES.de) =>
      `${n.weekdays[d.weekday]}, ${d.day}. ${n.months[d.month - 1]} ${d.year}`,
    en: (d: DayParts, n: typeof NAMES.en) =>
      `${n.weekdays[d.weekday]}, ${d.day} ${n.months[d.month - 1]} ${d.year}`,
  },
  /** 'Montag, 23.11.2026' / 'Monday, 23 November 2026': an event's day on its detail page (frame §9). */
  detail: {
    de: (d: DayParts, n: typeof NAMES.de) =>
      `${n.weekdays[d.weekday]}, ${two(d.day)}.${two(d.month)}.${d.year}`,
    en: (d: DayParts, n: typeof NAMES.en) =>
      `${n.weekdays[d.weekday]}, ${d.day} ${n.months[d.month - 1]} ${d.year}`,
  },
  /** 'Montag, 23. November' / 'Monday 23 November' */
  withoutYear: {
    de: (d: DayParts, n: typeof NAMES.de) => `${n.weekdays[d.weekday]}, ${d.day}. ${n.months[d.month - 1]}`,
    en: (d: DayParts, n: typeof NAMES.en) => `${n.weekdays[d.weekday]} ${d.day} ${n.months[d.month - 1]}`,
  },
  /** 'Mo' / 'Mon' (the date block, the date picker's columns) */
  weekday: {
    de: (d: DayParts, n: typeof NAMES.de) => n.weekdaysShort[d.weekday] ?? '',
    en: (d: DayParts, n: typeof NAMES.en) => n.weekdaysShort[d.weekday] ?? '',
  },
  /** 'November' */
  month: {
    de: (d: DayParts, n: typeof NAMES.de) => n.months[d.month - 1] ?? '',
    en: (d: DayParts, n: typeof NAMES.en) => n.months[d.month - 1] ?? '',
  },
  /** 'November 2026' */
  monthAndYear: {
    de: (d: DayParts, n: typeof NAMES.de) => `${n.months[d.month - 1]} ${d.year}`,
    en: (d: DayParts, n: typeof NAMES.en) => `${n.months[d.month - 1]} ${d.year}`,
  },
  /** 'Fr., 04.12.2026' / 'Fri 4 Dec 2026' (a production's next date; in German the `eventDate` form) */
  short: {
    de: (d: DayParts, n: typeof NAMES.de) =>
      `${n.weekdaysShort[d.weekday]}., ${two(d.day)}.${two(d.month)}.${d.year}`,
    en: (d: DayParts, n: typeof NAMES.en) =>
      `${n.weekdaysShort[d.weekday]} ${d.day} ${n.months[d.month - 1]?.slice(0, 3)} ${d.year}`,
  },
} satisfies Record<string, Record<Locale, (day: DayParts, names: typeof NAMES.de) => string>>;

export type DayNameStyle = keyof typeof DAY_STYLES;

/** The name of an ISO weekday (1 = Monday … 7 = Sunday): 'Montag' / 'Monday' (a venue's week). */
export function nameWeekday(weekday: number, locale: Locale): string {
  return NAMES[locale].weekdays[weekday % 7] ?? '';
}

const two = (value: number) => String(value).padStart(2, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (`YYYY-MM-DD`) named in a style. A day is a date, not an instant: the time zone
 * of the browser never moves it. An unreadable day is given back as it is.
 */
export function nameDay(day: string, locale: Locale, style: DayNameStyle): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  const parts: DayParts = { year: match[1] as string, month, day: date, weekday };
  return DAY_STYLES[style][locale](parts, NAMES[locale]);
}
