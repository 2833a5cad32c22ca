import { z } from 'zod';
import { localisedSchema } from './common';
import { eventImageSchema, namedRefSchema } from './events';
import { openingHoursEntrySchema } from './opening-hours';
import { addressIdSchema } from './page-address';

export const venueAddressSchema = z.object({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
});

/**
 * A venue (spec: frame §7 venues): a building or stage with its address; the rooms of the
 * programme's Location filter belong to one venue each (docs/decisions/0030).
 */
export const venueSchema = z.object({
  id: z.number().int(),
  xtype: z.literal('venue'),
  name: z.string(),
  slug: localisedSchema(z.string()),
  /** The detail page path `/{locale}/venues/{slug}/{id}`. */
  url: z.string(),
  address: venueAddressSchema,
  /** Sanitised rich text, '' when unset. */
  description: z.string(),
  image: eventImageSchema.nullable(),
  rooms: z.array(namedRefSchema),
  /** WGS 84 position for the map and directions, null when unknown. */
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type VenueItem = z.infer<typeof venueSchema>;
export const venueListSchema = z.object({ data: z.array(venueSchema) });

/** A weekly opening-hours entry of a venue (ISO weekday 1 = Monday). */
export const venueWeekEntrySchema = openingHoursEntrySchema.extend({ weekday: z.number().int() });
/** An exception of a venue's hours on one day (`YYYY-MM-DD`) with an optional note. */
export const venueExceptionSchema = openingHoursEntrySchema.extend({ date: z.string(), note: z.string() });

/** A venue's page: the list fields and directions, accessibility and the hours. */
export const venueDetailSchema = venueSchema.extend({
  directions: z.string(),
  accessibility: z.string(),
  opening_hours: z.array(venueWeekEntrySchema),
  /** Exceptions from today on (the next few weeks). */
  opening_hours_exceptions: z.array(venueExceptionSchema),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

/** `GET /{locale}/api/venues/` query. */

/** The editor's venue finder (Venue module): `GET /{locale}/pageeditor-api/finder/venues?q=`. */
export const venueFinderQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const venueFinderAnswerSchema = z.object({
  results: z.array(
    z.object({ id: z.number().int(), name: z.string(), url: z.string(), address: z.string() }),
  ),
});

/** A venue's page `/{locale}/venues/{slug}/{id}`. */
export const venueDetailParamsSchema = z.object({ slug: z.string(), id: addressIdSchema });
