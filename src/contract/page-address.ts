import { z } from 'zod';

/**
 * Page addresses, as opposed to the JSON API: what the route of a site page reads from its path
 * and its query. A page never answers 400 for its query: a value that does not fit counts as not
 * set, and names it does not read (a campaign's `utm_source`) are left alone. A path segment that
 * does not fit names no page: 404 (host/pages/error.ts).
 */

/** The first of a repeated query parameter, as a browser's `URLSearchParams.get` reads it. */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** One query value of a page address, read like `URLSearchParams.get`; one that does not fit is not set. */
export const addressValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess(firstValue, schema.optional()).catch(() => undefined);

/** The query of a page that reads none: any is accepted and ignored. */
export const anyQuery = z.looseObject({});

/**
 * A record id in a page path: digits only, so a record has one address (`/programm/x/1e3`,
 * `/programm/x/0x10` or `/programm/x/%2012` are no page).
 */
export const addressIdSchema = z
  .string()
  .regex(/^\d{1,9}$/, 'must be digits')
  .transform(Number);

/**
 * The content pages `/{locale}` and `/{locale}/*` (spec: frame §2): the first segment may be a
 * German path without its prefix, so it is any text here; the rest is the page's path.
 */
export const contentPageParamsSchema = z.object({ locale: z.string(), '*': z.string().optional() });

/**
 * The query a content page reads (spec: frame §2, §4): `overlay=true` leads to the events page,
 * `v` is a version preview, `edit`, `noToolbar` and `at` are staff tools (issue 6). A name given
 * without a value (`?edit`) is set.
 */
export const contentPageQuerySchema = z.looseObject({
  overlay: addressValue(z.string()),
  v: addressValue(z.string()),
  edit: addressValue(z.string()),
  noToolbar: addressValue(z.string()),
  at: addressValue(z.string()),
  /** Staff: the draft as visitors will see it, without the editor (issue 19 item 1). */
  preview: addressValue(z.string()),
});
