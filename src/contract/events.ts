import { z } from 'zod';
import { idParamSchema, localeSchema, localisedSchema, pagedSchema, pageQueryShape } from './common';
import { EVENTS_PAGE_SIZE } from './constants';
import { addressIdSchema, addressValue } from './page-address';

// Defined beside the other zod-free constants, so the calendar chunk does not pull in zod.
export { EVENTS_PAGE_SIZE };
export const EVENTS_MAX_PAGE_SIZE = 100;

/** The event filters by name (spec: programme §3 Filter "room, type, tag, series, genre"). */
export const EVENT_FILTER_NAMES = ['room', 'type', 'tag', 'series', 'genre'] as const;
export type EventFilterName = (typeof EVENT_FILTER_NAMES)[number];

const DAY_MONTH_YEAR = /^(\d{2})-(\d{2})-(\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as `YYYY-MM-DD`, from either the address form `DD-MM-YYYY` (spec: programme §2
 * "day-month-year with dashes") or ISO. Impossible days such as 31-02-2026 are refused.
 */
export function parseDay(text: string): string | null {
  let year: number;
  let month: number;
  let day: number;
  const dmy = DAY_MONTH_YEAR.exec(text);
  const ymd = YEAR_MONTH_DAY.exec(text);
  if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const daySchema = z.string().transform((value, ctx) => {
  const day = parseDay(value);
  if (!day) {
    ctx.addIssue({ code: 'custom', message: 'must be a real day written DD-MM-YYYY or YYYY-MM-DD' });
    return z.NEVER;
  }
  return day;
});

const optionalId = idParamSchema.optional();
/** Exhibition types are filtered by slug (spec: programme §3 "id (taken from slug)"). */
export const filterSlugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/, 'must be a slug (lower-case letters, digits and dashes)')
  .optional();

/**
 * `GET /{lang}/api/events/` query (spec: programme §7). Unknown names are refused (issue 3 "Bad
 * input"); an unknown id is not an error, it simply matches nothing.
 */
export const eventsQuerySchema = z
  .object({
    room: optionalId,
    type: filterSlugSchema,
    tag: optionalId,
    series: optionalId,
    genre: optionalId,
    date: daySchema.optional(),
    ...pageQueryShape(EVENTS_PAGE_SIZE, EVENTS_MAX_PAGE_SIZE),
    lang: localeSchema.optional(),
  })
  .strict();
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** `GET /api/calendar/` query (spec: programme §7 "query date, room, type, tag"). */
export const calendarQuerySchema = z
  .object({
    date: daySchema.optional(),
    room: optionalId,
    type: filterSlugSchema,
    tag: optionalId,
    series: optionalId,
    genre: optionalId,
    lang: localeSchema.optional(),
  })
  .strict();
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** A filter option (spec: programme §3 Filter "named options each with id and name"). */
export const filterOptionSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type FilterOption = z.infer<typeof filterOptionSchema>;
export const optionListSchema = z.object({ data: z.array(filterOptionSchema) });
export type OptionList = z.infer<typeof optionListSchema>;

/** Exhibition types: `slug` and `name` (spec: programme §7); the slug is the filter id. */
export const exhibitionTypeSchema = z.object({ slug: z.string(), name: z.string() });
export type ExhibitionType = z.infer<typeof exhibitionTypeSchema>;
export const exhibitionTypeListSchema = z.object({ data: z.array(exhibitionTypeSchema) });

export const calendarResponseSchema = z.object({
  /** Days (`YYYY-MM-DD`, Europe/Berlin) on or after the first of the asked month with an event. */
  data: z.array(z.string()),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** Price (spec: programme §3 Price: 'Vollpreis' is the main price, the others are discounts). */
export const priceSchema = z.object({
  id: z.number().int(),
  seat_group: z.string(),
  sale_type_id: z.number().int(),
  text: z.string(),
  amount: z.string(),
  is_main: z.boolean(),
});
export type Price = z.infer<typeof priceSchema>;

/** Timeslot (spec: programme §3 Timeslot). */
export const timeslotSchema = z.object({
  id: z.number().int(),
  time_start: z.string(),
  status: z.string(),
  block_id: z.number().int(),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

/** Seat group (spec: programme §3 Seat group). */
export const seatGroupSchema = z.object({
  id: z.number().int(),
  seat_group: z.string(),
  status: z.string(),
  text: z.string(),
  capacity: z.number().int(),
  prices: z.array(priceSchema),
  timeslots: z.array(timeslotSchema),
});
export type SeatGroup = z.infer<typeof seatGroupSchema>;

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const eventImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  copyright: z.string().optional(),
  thumbnails: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
});
export type EventImage = z.infer<typeof eventImageSchema>;

/** Event (spec: programme §3 Event). Dates carry their UTC offset in the last 6 characters. */
export const eventSchema = z.object({
  id: z.number().int(),
  xtype: z.literal('event'),
  name: z.string(),
  /** Localised items use slug objects with de and en keys (spec: programme §3). */
  slug: localisedSchema(z.string()),
  /** The detail page path `/{locale}/programm/{slug}/{id}`. */
  url: z.string(),
  subtitle: z.string(),
  description: z.string(),
  important_info: z.string(),
  date_start: z.string(),
  date_end: z.string().nullable(),
  room: namedRefSchema.nullable(),
  exhibition_type: exhibitionTypeSchema.nullable(),
  series: namedRefSchema.nullable(),
  genre: namedRefSchema.nullable(),
  tags: z.array(namedRefSchema),
  production_id: z.number().int().nullable(),
  event_type_new: z.string(),
  id_jet: z.string(),
  ticketUrl: z.string().nullable(),
  status: z.string(),
  images: z.array(eventImageSchema),
  seat_groups: z.array(seatGroupSchema),
  prices: z.array(priceSchema),
  timeslots: z.array(timeslotSchema),
});
export type EventItem = z.infer<typeof eventSchema>;

export const eventsPageSchema = pagedSchema(eventSchema);
export type EventsPage = z.infer<typeof eventsPageSchema>;

/** List teaser (spec: programme §3 Event teaser). */
export const teaserSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  style: z.string(),
  name: z.string(),
  link: z.string(),
  preline: z.string(),
  headline: z.string(),
  subline: z.string(),
  link_text: z.string(),
  image_obj: z.record(z.string(), z.unknown()).nullable(),
  image_thumbnails: z.record(z.string(), z.string()).nullable(),
});
export type Teaser = z.infer<typeof teaserSchema>;
export const teasersResponseSchema = z.object({ data: z.array(teaserSchema) });
export type TeasersResponse = z.infer<typeof teasersResponseSchema>;

/**
 * The programme page `/{locale}/programm` (spec: programme §2): `overlay=true` leads to the same
 * page without it; the filters and the date of the address are read as the element reads them
 * (src/domain/events.ts stateFromQuery), on the server too, with `page` for the list without
 * JavaScript.
 */
export const programmePageQuerySchema = z.looseObject({
  overlay: addressValue(z.string()),
  /** The page of the list without JavaScript (issue 21); one that is not a page number means the first. */
  page: addressValue(z.coerce.number().int().min(1).max(100_000)).transform((page) => page ?? 1),
});

/** The event page `/{locale}/programm/{slug}/{id}`: the id finds the event, any slug does. */
export const eventDetailParamsSchema = z.object({ slug: z.string(), id: addressIdSchema });
