import { describe, expect, it } from 'vitest';
import { nameDay } from './day-names';

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

  it('gives the short date of a production card and of an Event List entry', () => {
    expect(nameDay('2026-12-04', 'de', 'short')).toBe('Fr., 04.12.2026');
    expect(nameDay('2026-12-04', 'en', 'short')).toBe('Fri 4 Dec 2026');
  });

  it('names a day, not an instant: the time zone of the browser never moves it', () => {
    // 1 January is 31 December in any zone west of UTC if read as an instant.
    expect(nameDay('2027-01-01', 'de', 'full')).toBe('Freitag, 1. Januar 2027');
  });
});
