import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../src/contract/locales';
import type { OpeningHoursToday } from '../../src/contract/opening-hours';
import { berlinTime, openingHoursLabel, openingHoursLabelChangesAt } from '../../src/domain/opening-hours';
import {
  loadOpeningHoursToday,
  venueInstant,
  venueToday,
} from '../db/opening-hours/opening-hours.repository';
import type { HoursLabel } from '../render/chrome';

/**
 * Today's opening hours, kept in memory per venue day until the next content change (the page
 * cache's memo): read by GET /api/opening-hours-today/ and by every page's header.
 */
export function todaysHours(app: FastifyInstance, now: Date): Promise<OpeningHoursToday> {
  return app.pageCache.memo(`opening-hours:${venueToday(now).date}`, () =>
    loadOpeningHoursToday(app.db, now),
  );
}

/**
 * The header's label at `now` (spec: programme §4 Opening-hours label) and the instant it stops
 * being true: the next opening or closing today, else the day's end (decision 0157). Undefined
 * when the hours are not set or malformed: the header shows its link to the visit page.
 */
export async function hoursLabel(
  app: FastifyInstance,
  now: Date,
  locale: Locale,
): Promise<HoursLabel | undefined> {
  const hours = await todaysHours(app, now);
  const time = berlinTime(now);
  const label = openingHoursLabel(hours, time, locale);
  if (!label) return undefined;
  return {
    ...label,
    validUntil: venueInstant(venueToday(now).date, openingHoursLabelChangesAt(hours, time)),
  };
}
