import { z } from 'zod';
import { localisedSchema } from './common';
import { eventImageSchema } from './events';
import { addressIdSchema } from './page-address';

/** A series with its page and subscription offer (spec: frame §2 series, §7 series). */
export const seriesSchema = z.object({
  id: z.number().int(),
  xtype: z.literal('series'),
  name: z.string(),
  slug: localisedSchema(z.string()),
  /** The detail page path `/{locale}/series/{slug}/{id}`. */
  url: z.string(),
  /** Sanitised rich text, '' when unset. */
  description: z.string(),
  image: eventImageSchema.nullable(),
  /** What a subscription contains (sanitised rich text); null when the series offers none. */
  subscription: z.string().nullable(),
  /** Where the subscription is booked in the webshop. */
  subscription_url: z.string().nullable(),
});
export type SeriesItem = z.infer<typeof seriesSchema>;

/** A series' page `/{locale}/series/{slug}/{id}`. */
export const seriesDetailParamsSchema = z.object({ slug: z.string(), id: addressIdSchema });
