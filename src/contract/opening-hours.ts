import { z } from 'zod';

/** 'HH:MM' or 'HH:MM:SS', 24 h (spec: programme §3 Opening hours). */
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time HH:MM');

/** One opening range of today; `closed` marks the day as closed (spec: programme §3). */
export const openingHoursEntrySchema = z.object({
  time_from: timeSchema,
  time_to: timeSchema,
  closed: z.boolean().optional(),
});
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

/** `GET /api/opening-hours-today/` and `/{locale}/api/opening-hours-today/` (spec: programme §7). */
export const openingHoursTodaySchema = z.object({
  opening_hours: z.array(openingHoursEntrySchema),
  opening_hours_exceptions: z.array(openingHoursEntrySchema),
});
export type OpeningHoursToday = z.infer<typeof openingHoursTodaySchema>;
