import type { Locale } from '../../../src/contract/common';
import { formatTime, nameDay } from '../../../src/domain/date-format';
import { berlinDay } from '../../../src/domain/events';

/** A day heading of the programme list: "Montag, 23. November 2026". */
export const dayLabel = (day: string, locale: Locale) => nameDay(day, locale, 'full');

/** The event's day on its detail page: "Montag, 23.11.2026" (German date format, frame §9). */
export const detailDay = (day: string, locale: Locale) => nameDay(day, locale, 'detail');

/** "Fr., 04.12.2026, 19:30 Uhr" / "Friday 4 December 2026, 19:30": a date of a production. */
export const dateLabel = (instant: string, locale: Locale) =>
  `${detailDay(berlinDay(instant), locale)}, ${formatTime(instant, locale)}`;
