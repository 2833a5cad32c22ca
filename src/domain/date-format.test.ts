import { describe, expect, it } from 'vitest';
import { dateFormatter, formatInstant, formatTime, nameDay } from './date-format';

describe('dateFormatter', () => {
  it('builds one formatter per locale and options, and reuses it', () => {
    const options = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    const first = dateFormatter('de', options);
    expect(dateFormatter('de', { ...options })).toBe(first);
    expect(dateFormatter('en', options)).not.toBe(first);
    expect(dateFormatter('de', { ...options, year: 'numeric' })).not.toBe(first);
  });

  it('formats in the locale it was asked for', () => {
    const noon = new Date('2026-11-28T12:00:00Z');
    expect(dateFormatter('de', { weekday: 'long', timeZone: 'UTC' }).format(noon)).toBe('Samstag');
    expect(dateFormatter('en', { weekday: 'long', timeZone: 'UTC' }).format(noon)).toBe('Saturday');
    expect(
      dateFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
        noon,
      ),
    ).toBe('2026-11-28');
  });
});

describe('nameDay', () => {
  it('names a day in German as the fallback does (de-DE)', () => {
    expect(nameDay('2026-11-23', 'de', 'full')).toBe('Montag, 23. November 2026');
    expect(nameDay('2026-03-01', 'de', 'withoutYear')).toBe('Sonntag, 1. März');
    expect(nameDay('2026-11-23', 'de', 'month')).toBe('November');
    expect(nameDay('2026-12-05', 'de', 'monthAndYear')).toBe('Dezember 2026');
  });

  it('names a day in English as the fallback does (en-GB)', () => {
    expect(nameDay('2026-11-23', 'en', 'full')).toBe('Monday, 23 November 2026');
    expect(nameDay('2026-03-29', 'en', 'withoutYear')).toBe('Sunday 29 March');
    expect(nameDay('2026-07-04', 'en', 'monthAndYear')).toBe('July 2026');
  });

  it('gives the short weekdays of the date block and the picker columns, Monday first', () => {
    const week = (locale: 'de' | 'en') =>
      Array.from({ length: 7 }, (_, i) => nameDay(`2024-01-0${i + 1}`, locale, 'weekday'));
    expect(week('de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(week('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('gives the short date of a production card, as formatEventDate writes it', () => {
    expect(nameDay('2026-12-04', 'de', 'short')).toBe('Fr., 04.12.2026');
    expect(nameDay('2026-12-04', 'en', 'short')).toBe('Fri 4 Dec 2026');
  });

  it('names a day, not an instant: the time zone of the browser never moves it', () => {
    // 1 January is 31 December in any zone west of UTC if read as an instant.
    expect(nameDay('2027-01-01', 'de', 'full')).toBe('Freitag, 1. Januar 2027');
  });
});

describe('formatInstant and formatTime', () => {
  it('writes an event date and time in Berlin as the cards show them', () => {
    const evening = '2026-11-28T18:30:00Z';
    expect(formatInstant(evening, 'de', 'eventDate')).toBe('Sa., 28.11.2026');
    expect(formatInstant(evening, 'en', 'eventDate')).toBe('Sat, 28 Nov 2026');
    expect(formatTime(evening, 'de')).toBe('19:30 Uhr');
    expect(formatTime(evening, 'en')).toBe('19:30');
  });

  it('gives the Intl patterns nameDay imitates, so server and element agree', () => {
    for (const day of ['2026-11-23', '2026-03-29', '2027-01-01', '2026-12-04']) {
      const noon = `${day}T12:00:00Z`;
      for (const locale of ['de', 'en'] as const) {
        const intl = (options: Intl.DateTimeFormatOptions) =>
          dateFormatter(locale, { timeZone: 'UTC', ...options }).format(new Date(noon));
        expect(nameDay(day, locale, 'full')).toBe(
          intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
        );
        expect(nameDay(day, locale, 'withoutYear')).toBe(
          intl({ weekday: 'long', day: 'numeric', month: 'long' }),
        );
        expect(nameDay(day, locale, 'monthAndYear')).toBe(intl({ month: 'long', year: 'numeric' }));
        // The detail page's day (host/routes/programme.tsx `detailDay` until it reads this).
        expect(nameDay(day, locale, 'detail')).toBe(
          intl({
            weekday: 'long',
            day: locale === 'de' ? '2-digit' : 'numeric',
            month: locale === 'de' ? '2-digit' : 'long',
            year: 'numeric',
          }),
        );
      }
      // The production card's short date is the event cards' date in German (in English it drops the comma).
      expect(nameDay(day, 'de', 'short')).toBe(formatInstant(noon, 'de', 'eventDate'));
    }
  });

  it('gives back a day it cannot read', () => {
    expect(nameDay('soon', 'de', 'full')).toBe('soon');
  });
});
