import { z } from 'zod';
import { idParamSchema } from './common';

/**
 * The media library (issue 18 part 3; docs/decisions/0055-media-library.md): the staff JSON API
 * of the editor (`/{locale}/pageeditor-api/media/`), and the admin pages' form bodies
 * (`/admin/media/…`).
 */

/** The largest file the library takes (a longer upload is refused with 413). */
export const MAX_MEDIA_BYTES = 32 * 1024 * 1024;
/** The most pixels an image may decode to (a decompression bomb is refused with 413). */
export const MAX_MEDIA_PIXELS = 50_000_000;

export const MEDIA_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A library file as the editor and the admin see it. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  /** The stable address pages and records store (the file behind it can be replaced). */
  url: z.string(),
  name: z.string(),
  title: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.object({ de: z.string(), en: z.string() }),
  decorative: z.boolean(),
  focal_point: z.object({ x: z.number(), y: z.number() }),
  /** A small preview (images: the small WebP rendition), null for other kinds. */
  thumbnail: z.string().nullable(),
  /** False for an image without alt text that is not marked decorative: it cannot be used yet. */
  usable: z.boolean(),
  version: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

const searchText = z.string().trim().max(200, 'is too long').optional();

/** `GET …/media/?q=&kind=&page=`: the library, newest first, 24 a page. */
export const MEDIA_PAGE_SIZE = 24;
export const mediaListQuerySchema = z.object({
  q: searchText,
  kind: z.enum(MEDIA_KINDS, { message: 'must be image, audio, video or document' }).optional(),
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'is too large')
    .default(1),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

export const mediaListAnswerSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(mediaItemSchema),
});

export type MediaListAnswer = z.infer<typeof mediaListAnswerSchema>;

export const mediaIdParamsSchema = z.object({ id: idParamSchema });

/** A checkbox of an HTML form: present ("on") or absent; JSON clients send a boolean. */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

const percent = z.coerce
  .number({ message: 'must be a number from 0 to 100' })
  .min(0, 'must be 0 or more')
  .max(100, 'must be 100 or less');

/** The edit form (alt text, decorative, focal point, title) of `/admin/media/{id}/`. */
export const mediaChangeSchema = z.object({
  version: z.coerce.number({ message: 'must be a number' }).int(),
  title: z.string().trim().max(200, 'is too long').default(''),
  alt_de: z.string().trim().max(300, 'is too long').default(''),
  alt_en: z.string().trim().max(300, 'is too long').default(''),
  decorative: checkbox,
  focal_x: percent.default(50),
  focal_y: percent.default(50),
});
export type MediaChange = z.infer<typeof mediaChangeSchema>;

/** What an upload answers (201) and an edit (200). */
export const mediaSavedSchema = z.object({
  status: z.enum(['created', 'saved', 'replaced']),
  item: mediaItemSchema,
});

/** "Where is this used?": pages' modules and records that name the file. */
export const mediaUsageSchema = z.object({
  pages: z.array(
    z.object({ page_id: z.number().int(), locale: z.string(), title: z.string(), url: z.string() }),
  ),
  records: z.array(z.object({ type: z.string(), id: z.number().int(), name: z.string(), url: z.string() })),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;
