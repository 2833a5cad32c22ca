import type { Locale } from '../../../src/contract/common';
import { berlinDay, formatTime } from '../../../src/domain/events';

/** A day heading of the programme list: "Montag, 23. November 2026". */
export const dayLabel = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** The event's day on its detail page: "Montag, 23.11.2026" (German date format, frame §9). */
export const detailDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    day: locale === 'de' ? '2-digit' : 'numeric',
    month: locale === 'de' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** "Fr., 04.12.2026, 19:30 Uhr" / "Friday 4 December 2026, 19:30": a date of a production. */
export const dateLabel = (instant: string, locale: Locale) =>
  `${detailDay(berlinDay(instant), locale)}, ${formatTime(instant, locale)}`;
