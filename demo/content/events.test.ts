import { describe, expect, it } from 'vitest';
import { demoProgramme } from './events';

describe('demo programme', () => {
  // Seeding days of every weekday, in winter and summer time.
  const seeds = ['2026-11-23', '2026-11-26', '2026-11-29', '2027-03-27', '2027-06-18'].map(
    (day) => new Date(`${day}T09:00:00Z`),
  );

  it('plays the Sunday matinee on Sundays only, every Sunday at 11:00', () => {
    for (const seed of seeds) {
      const programme = demoProgramme(seed);
      const matinees = programme.filter((event) => event.work.de === 'Sonntagsmatinee: Streichquartett');
      const sundays = new Set(
        programme.filter((event) => event.start.day() === 0).map((event) => event.start.format('YYYY-MM-DD')),
      );
      expect(matinees.length).toBe(sundays.size);
      for (const matinee of matinees) expect(matinee.start.format('dddd HH:mm')).toBe('Sunday 11:00');
    }
  });

  it('fills four months whatever the seeding day', () => {
    for (const seed of seeds) expect(demoProgramme(seed).length).toBeGreaterThanOrEqual(150);
  });
});
