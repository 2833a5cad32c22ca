import { z } from 'zod';
import { versionSummarySchema } from './editor';

/**
 * The content hub's dashboard endpoints (spec: frame §2 `/cms-hub`, §7 "dashboard endpoints
 * (site, page activities, search keywords, … versions, error log)"; issue 18 part 4). Staff only
 * (401 without a session); changing the site status is for admins (403 otherwise).
 */

/** `GET /api/dashboard-site/`: whether the site and the shop are online, and who may switch them. */
export const siteStatusSchema = z.object({
  is_site_online: z.boolean(),
  is_shop_online: z.boolean(),
  can_change: z.boolean(),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** A checkbox of the hub's form (absent = off) or a JSON boolean. */
const onOff = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** `POST /api/dashboard-site/` (admins): both switches (a form sends only the checked ones). */
export const siteStatusChangeSchema = z.object({ is_site_online: onOff, is_shop_online: onOff });

const pageQuery = {
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'is too large')
    .default(1),
};

/** `GET /api/dashboard-page-activities/?limit=`: the newest page versions, with their page. */
export const pageActivitiesQuerySchema = z.object({
  limit: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(20),
});
export const pageActivitySchema = versionSummarySchema.extend({
  page_title: z.string(),
  page_url: z.string(),
  locale: z.string(),
});
export type PageActivity = z.infer<typeof pageActivitySchema>;
export const pageActivitiesSchema = z.object({ data: z.array(pageActivitySchema) });

/** `GET /api/dashboard-versions/?page=`: every page version, newest first, 50 a page. */
export const VERSIONS_PAGE_SIZE = 50;
export const versionsQuerySchema = z.object(pageQuery);
export const versionsPageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(pageActivitySchema),
});

/** `GET /api/dashboard-error-log/?kind=&page=`: the 404s or client errors by address, with counts. */
export const ERROR_LOG_PAGE_SIZE = 25;
export const errorLogQuerySchema = z.object({
  kind: z
    .enum(['not-found', 'client-error'], { message: 'must be not-found or client-error' })
    .default('not-found'),
  ...pageQuery,
});
export const errorLogGroupSchema = z.object({
  url: z.string(),
  count: z.number().int(),
  last_seen: z.string(),
  /** The newest message (client errors). */
  message: z.string().nullable(),
});
export type ErrorLogGroup = z.infer<typeof errorLogGroupSchema>;
export const errorLogPageSchema = z.object({
  kind: z.enum(['not-found', 'client-error']),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(errorLogGroupSchema),
});
export type ErrorLogPage = z.infer<typeof errorLogPageSchema>;

/** `GET /api/dashboard-missing-alt/`: pages whose images have no alt text (and are not decorative). */
export const missingAltSchema = z.object({
  data: z.array(
    z.object({
      page_id: z.number().int(),
      locale: z.string(),
      title: z.string(),
      url: z.string(),
      images: z.array(z.string()),
    }),
  ),
});
export type MissingAlt = z.infer<typeof missingAltSchema>['data'];

/** Pages whose same-site links lead nowhere (issue 18 part 4): each page with its dead links. */
export const brokenLinksSchema = z.object({
  data: z.array(
    z.object({
      page_id: z.number().int(),
      locale: z.string(),
      title: z.string(),
      url: z.string(),
      links: z.array(z.object({ url: z.string(), status: z.number().int() })),
    }),
  ),
});
export type BrokenLinks = z.infer<typeof brokenLinksSchema>['data'];
