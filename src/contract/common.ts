import { z } from 'zod';

import { LOCALES } from './locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, otherLocale, toLocale } from './locales';
export const localeSchema = z.enum(LOCALES);

/**
 * A query of `?lang=` alone: the unprefixed twin of an address names its language so (the
 * prefixed one by its path). The box office, the legal texts and the form list ignore other
 * names (webshop templates add their own); `langOnlyQuerySchema` refuses them (400), for the lists.
 */
export const langQuerySchema = z.object({ lang: localeSchema.optional() });
export const langOnlyQuerySchema = langQuerySchema.strict();

/** A value given per language, e.g. slugs `{ de, en }` (spec: frame §1). */
export const localisedSchema = <T extends z.ZodType>(value: T) =>
  z.object({ de: value, en: value.optional() });

/** Every error answer has this body (DESIGN: server conventions). */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A positive integer id given in a path or a query string. */
export const idParamSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** Paged lists (spec: programme §3 "paged result with results and a next link"). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * `page` (from 1) and `page_size` (1 to `maxPageSize`, `defaultPageSize` when absent) of a paged
 * list's query (spec: programme §7).
 */
export const pageQueryShape = (defaultPageSize: number, maxPageSize: number) => ({
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'is too large')
    .default(1),
  page_size: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(maxPageSize, `must be at most ${maxPageSize}`)
    .default(defaultPageSize),
});
