import { z } from 'zod';

/**
 * Calendar files (issue 21 "Calendars"): `/{locale}/kalender/veranstaltungen/{id}.ics`,
 * `/{locale}/kalender/produktionen/{id}.ics` and the programme feed
 * `/{locale}/kalender/programm.ics`. The file name is read in the handler, so anything that is not
 * `{digits}.ics` is a 404 like an unknown id.
 */
export const calendarFileParamsSchema = z.object({ file: z.string() });

/** `{id}.ics` → the id, or null for any other name (an unknown calendar: 404). */
export function calendarFileId(file: string): number | null {
  const match = /^(\d{1,9})\.ics$/.exec(file);
  return match ? Number(match[1]) : null;
}

/**
 * The feed's query: the programme's address (spec: programme §2: `room`, `type`, `tag`, `series`,
 * `genre`, `date` as DD-MM-YYYY), read the way the programme reads it (src/domain/events.ts
 * stateFromQuery): other keys (campaign parameters) are ignored, a value that can match nothing
 * gives an empty calendar, never an error.
 */
export const calendarFeedQuerySchema = z.record(z.string(), z.unknown());

/** The calendar paths, shared by the pages that link to them and the routes. */
export const eventCalendarPath = (locale: string, id: number) =>
  `/${locale}/kalender/veranstaltungen/${id}.ics`;
export const productionCalendarPath = (locale: string, id: number) =>
  `/${locale}/kalender/produktionen/${id}.ics`;
export const programmeFeedPath = (locale: string) => `/${locale}/kalender/programm.ics`;

/** A subscription link: the same address with the `webcal:` scheme calendar apps subscribe to. */
export const webcalUrl = (absolute: string) => absolute.replace(/^https?:/, 'webcal:');
