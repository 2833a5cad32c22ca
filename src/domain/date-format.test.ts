import { describe, expect, it } from 'vitest';
import { dateFormatter } from './date-format';

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
