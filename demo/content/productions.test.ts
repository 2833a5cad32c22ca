import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { demoSeasons } from './productions';

dayjs.extend(utc);
dayjs.extend(timezone);

const on = (iso: string) => dayjs.tz(iso, 'Europe/Berlin');
const names = (iso: string) => demoSeasons(on(iso)).map((season) => season.name.de);

describe('demo seasons (August to July, current first)', () => {
  it('is the season of the seeding day and the one before', () => {
    expect(names('2026-11-24T10:00')).toEqual(['Spielzeit 2026/27', 'Spielzeit 2025/26']);
    expect(names('2027-07-31T23:30')).toEqual(['Spielzeit 2026/27', 'Spielzeit 2025/26']);
    expect(names('2027-08-01T00:30')).toEqual(['Spielzeit 2027/28', 'Spielzeit 2026/27']);
    expect(names('2099-12-01T12:00')).toEqual(['Spielzeit 2099/00', 'Spielzeit 2098/99']);
  });

  it('has slugs and English names of its own', () => {
    expect(demoSeasons(on('2026-11-24T10:00'))[0]).toEqual({
      name: { de: 'Spielzeit 2026/27', en: 'Season 2026/27' },
      slug: { de: 'spielzeit-2026-27', en: 'season-2026-27' },
    });
  });
});
