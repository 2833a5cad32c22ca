import { z } from 'zod';
import { versionSummarySchema } from './editor';
import { MEDIA_KINDS } from './media';

/**
 * The content hub's dashboard endpoints (spec: frame §2 `/cms-hub`, §7 "dashboard endpoints
 * (site, page activities, search keywords, celum overview, id-service events, versions, error
 * log)"; issue 18 part 4). Staff only (401 without a session); changing the site status and the
 * sign-in log are for admins (403 otherwise). What "celum" and "id-service" name here:
 * docs/decisions/0174-dashboard-media-and-sign-ins.md.
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

/** How many of the newest files the media overview names. */
export const MEDIA_OVERVIEW_NEWEST = 5;
const count = z.number().int().min(0);

/**
 * `GET /api/dashboard-celum-overview/`: the media library (our digital asset management) at a
 * glance: files per kind and in all, their bytes, images without alt text that are not decorative
 * (they cannot be used yet), files no page or record uses, and the newest files with their
 * admin change page.
 */
export const mediaOverviewSchema = z.object({
  count: count,
  by_kind: z.object({ image: count, audio: count, video: count, document: count }),
  total_bytes: count,
  images_without_alt: count,
  unused: count,
  newest: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(MEDIA_KINDS),
      /** The file name it was uploaded with. */
      name: z.string(),
      /** Its title ('' when it has none). */
      title: z.string(),
      /** Its change page in the admin (`/admin/media/{id}/change`). */
      url: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type MediaOverview = z.infer<typeof mediaOverviewSchema>;

/** `GET /api/dashboard-id-service-events/?page=` (admins): the staff sign-in log, newest first. */
export const SIGN_IN_EVENTS_PAGE_SIZE = 50;
export const SIGN_IN_EVENT_KINDS = ['sign-in', 'failed-sign-in', 'sign-out'] as const;
export type SignInKind = (typeof SIGN_IN_EVENT_KINDS)[number];
export const signInEventsQuerySchema = z.object(pageQuery);
export const signInEventSchema = z.object({
  kind: z.enum(SIGN_IN_EVENT_KINDS),
  /** The account's username; for a failed attempt the name entered (at most 150 characters). */
  username: z.string(),
  at: z.string(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;
export const signInEventsPageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(signInEventSchema),
});
export type SignInEventsPage = z.infer<typeof signInEventsPageSchema>;
