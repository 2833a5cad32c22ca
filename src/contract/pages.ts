import { z } from 'zod';
import { localeSchema } from './common';

const moduleSchema = z.looseObject({ id: z.string(), type: z.string() });

/** A content container section (spec: frame §3 "Content container section"). */
export const sectionSchema = z.looseObject({
  id: z.string(),
  type: z.literal('section'),
  model_name: z.literal('section'),
  content_type: z.string(),
  object_id: z.number().int().nullable(),
  parent: z.number().int().nullable(),
  slug: z.string().nullable(),
  layout: z.string(),
  extra_class: z.string().optional(),
  columns: z.array(
    z.object({ index: z.number().int(), classes: z.string(), children: z.array(moduleSchema) }),
  ),
  children: z.array(moduleSchema),
  /** Token for conflict detection: bumped on every save of this section. */
  version: z.number().int(),
});
export type Section = z.infer<typeof sectionSchema>;

/** A page in one language, as `GET /{locale}/pageeditor-api/page/{path}` answers (spec: frame §3 Page). */
export const pageSchema = z.object({
  id: z.number().int(),
  locale: localeSchema,
  /** Path of this page per language, e.g. `{ de: '/de/ueber-uns', en: '/en/about' }`. */
  urls: z.record(z.string(), z.string()),
  parent: z.number().int().nullable(),
  content_type: z.string(),
  title: z.string(),
  headline: z.string(),
  is_online: z.boolean(),
  is_clickable: z.boolean(),
  is_landing_page: z.boolean(),
  in_menu: z.boolean(),
  in_footer: z.boolean(),
  meta_title: z.string(),
  meta_description: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  og_image: z.string().nullable(),
  og_type: z.string(),
  og_image_thumbs: z.object({ small: z.string().nullable() }),
  page_class: z.string(),
  modules: z.array(sectionSchema),
  settings_url: z.string(),
  /** The same page in the other languages: each entry maps its language to its path. */
  siblings: z.array(
    z.object({ id: z.number().int(), title: z.string(), urls: z.record(z.string(), z.string()) }),
  ),
  /** Parent chain for breadcrumbs, root first, without the page itself. */
  ancestors: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  version_id: z.number().int().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/** The page's path below the locale (`GET /{locale}/pageeditor-api/page/{path}`); `''` is home. */
export const pagePathParamSchema = z.string().max(500, 'path is too long').default('');

/** `?version_id=` of the page call: a positive integer. */
export const pageQuerySchema = z.object({
  version_id: z.coerce
    .number({ message: 'version_id must be a number' })
    .int('version_id must be a whole number')
    .positive('version_id must be positive')
    .max(2_147_483_647, 'version_id is too large')
    .optional(),
});
