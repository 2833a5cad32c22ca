import { z } from 'zod';
import { idParamSchema, localeSchema, localisedSchema, pagedSchema, pageQueryShape } from './common';
import { PRODUCTIONS_PAGE_SIZE } from './constants';
import {
  daySchema,
  eventImageSchema,
  exhibitionTypeSchema,
  filterSlugSchema,
  namedRefSchema,
} from './events';
import { addressIdSchema, addressValue } from './page-address';

export { PRODUCTIONS_PAGE_SIZE };
export const PRODUCTIONS_MAX_PAGE_SIZE = 100;

/** The production filters by name (spec: programme §3 Filter "season, exhibition_type, tag"). */
export const PRODUCTION_FILTER_NAMES = ['season', 'exhibition_type', 'tag'] as const;
export type ProductionFilterName = (typeof PRODUCTION_FILTER_NAMES)[number];

/**
 * `GET /{lang}/api/productions/` query (spec: programme §7 "query season, exhibition_type, tag,
 * date, page"). Unknown names are refused; an unknown id matches nothing. `date` keeps the
 * productions that play on that day or later (docs/api.md).
 */
export const productionsQuerySchema = z
  .object({
    season: idParamSchema.optional(),
    /** Exhibition types are filtered by slug, as in the events filter (spec: programme §3). */
    exhibition_type: filterSlugSchema,
    tag: idParamSchema.optional(),
    date: daySchema.optional(),
    ...pageQueryShape(PRODUCTIONS_PAGE_SIZE, PRODUCTIONS_MAX_PAGE_SIZE),
    lang: localeSchema.optional(),
  })
  .strict();
export type ProductionsQuery = z.infer<typeof productionsQuerySchema>;

/** A production in lists (spec: programme §2 Productions). Texts are in the asked locale. */
export const productionSchema = z.object({
  id: z.number().int(),
  xtype: z.literal('production'),
  name: z.string(),
  slug: localisedSchema(z.string()),
  /** The detail page path `/{locale}/produktionen/{slug}/{id}`. */
  url: z.string(),
  subtitle: z.string(),
  /** Sanitised rich text. */
  description: z.string(),
  season: namedRefSchema.nullable(),
  exhibition_type: exhibitionTypeSchema.nullable(),
  tags: z.array(namedRefSchema),
  images: z.array(eventImageSchema),
  /** Start of its next event on or after the asked date (or today), with UTC offset; null if none. */
  next_date: z.string().nullable(),
  /** Start of its last event, with UTC offset; null when it has no events. */
  last_date: z.string().nullable(),
  /** How many of its events start on or after the asked date (or today). */
  upcoming_events: z.number().int(),
});
export type ProductionItem = z.infer<typeof productionSchema>;

export const productionsPageSchema = pagedSchema(productionSchema);
export type ProductionsPage = z.infer<typeof productionsPageSchema>;

/** A filter value of the list page's address: trimmed, the first if repeated; empty or invalid is not set. */
const addressFilter = <T extends z.ZodType>(schema: T) =>
  addressValue(
    z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema),
  );

/**
 * The productions page `/{locale}/produktionen` (spec: programme §2 Productions): the list's state
 * in its address, as the list element writes it. Invalid or empty values count as not set (the
 * page then redirects to the address without them); other names (a campaign's) stay.
 */
export const productionsPageQuerySchema = z.looseObject({
  season: addressFilter(productionsQuerySchema.shape.season),
  exhibition_type: addressFilter(productionsQuerySchema.shape.exhibition_type),
  tag: addressFilter(productionsQuerySchema.shape.tag),
  /** `YYYY-MM-DD`; the address writes `DD-MM-YYYY`. */
  date: addressFilter(daySchema),
  page: addressFilter(productionsQuerySchema.shape.page.unwrap()).transform((page) => page ?? 1),
});
export type ProductionsPageQuery = z.infer<typeof productionsPageQuerySchema>;

/** A production's page `/{locale}/produktionen/{slug}/{id}`: the id finds it, a wrong slug redirects. */
export const productionDetailParamsSchema = z.object({ slug: z.string(), id: addressIdSchema });
