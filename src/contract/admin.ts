import { z } from 'zod';
import { checkEmbed } from '../domain/embeds';
import { isSafeLink, isSafeMediaUrl } from '../domain/safe-url';
import { slugOf } from '../domain/slug';
import { adminTexts } from '../i18n/admin';
import { STAFF_ROLES } from './editor';

/**
 * The admin change pages' form bodies (`/admin/…`, host/routes/admin/; spec: frame §3 "Each
 * detail route maps to an admin change page for its record", §6 roles). Sent as HTML form fields
 * or JSON; messages are German, as the forms are (src/i18n/de/admin.ts). Every change carries the record's `version`
 * (its last change in milliseconds) so a save over someone else's change answers 409.
 */

/** An event's sale status: '1' bookable, '0' sold out or not bookable. */
export const STATUS_VALUES = ['1', '0'] as const;

/** The forms' messages: the admin pages are German. */
const message = adminTexts('de');

/** Optional text: empty inputs become undefined. */
export const optionalText = (max: number) =>
  z
    .string({ error: message('validation.text') })
    .trim()
    .max(max, { error: message('validation.tooLong', { max }) })
    .optional()
    .transform((value) => (value ? value : undefined));

export const requiredText = (max: number) =>
  z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, { error: message('validation.required') })
    .max(max, { error: message('validation.tooLong', { max }) });

/** A ticket link: https:// or a path on this site; never javascript: or other schemes. */
const ticketUrl = z
  .string({ error: message('validation.text') })
  .trim()
  .max(2048, { error: message('validation.tooLong', { max: 2048 }) })
  .optional()
  .refine((value) => !value || /^https:\/\/[^\s/]+\.[^\s]*$/i.test(value) || /^\/(?![/\\])\S*$/.test(value), {
    error: message('validation.ticketUrl'),
  })
  .transform((value) => (value ? value : null));

export const versionField = z
  .string({ error: message('validation.version') })
  .regex(/^\d{1,16}$/, { error: message('validation.version') })
  .transform(Number);

/** A checkbox: present ("on"/"true") or absent; JSON clients may send a boolean. */
export const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])], { error: message('validation.boolean') })
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

/** The pattern of a Berlin wall time from a `datetime-local` input: `2027-03-28T20:00`. */
const BERLIN_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[T ]([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A date and time in Berlin local time as a `datetime-local` input sends it (`2027-03-28T20:00`);
 * the routes turn it into an instant with `berlinInstant` (host/db/events/venue-time.ts). Used by
 * the new event's start and the article's publication date and online window (issue 15, 18).
 */
export const berlinDateTime = () =>
  z
    .string({ error: message('validation.dateTime') })
    .trim()
    .regex(BERLIN_DATE_TIME, { error: message('validation.dateTime') })
    .transform((value) => value.replace(' ', 'T'));

/** An optional Berlin date and time; empty → undefined. */
export const optionalBerlinDateTime = () =>
  z
    .string({ error: message('validation.dateTime') })
    .trim()
    .optional()
    .refine((value) => !value || BERLIN_DATE_TIME.test(value), { error: message('validation.dateTime') })
    .transform((value) => (value ? value.replace(' ', 'T') : undefined));

/** The names and texts every changeable record has, in form order. */
const namedFields = {
  version: versionField,
  name_de: requiredText(200),
  name_en: optionalText(200),
  subtitle_de: optionalText(300),
  subtitle_en: optionalText(300),
  description_de: optionalText(20_000),
  description_en: optionalText(20_000),
};

/**
 * A textarea of entries, one per line, parts separated by ';' (empty lines left out). Absent
 * (a client that does not send it) is undefined: the stored entries stay as they are.
 */
const lines = z
  .string({ error: message('validation.text') })
  .max(20_000, { error: message('validation.tooLong', { max: 20_000 }) })
  .optional()
  .transform((value) =>
    value === undefined
      ? undefined
      : value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => line.split(';').map((part) => part.trim())),
  );
/**
 * The same entries as rows of the change form: a row's inputs share the field's name, so the body
 * holds their values flat, in document order (HTML's form data set), `size` to a row. Rows left
 * empty are dropped; each cell stays whole (a ';' in a role stays in the role).
 */
const formRows = (size: number) =>
  z
    .array(
      z
        .string({ error: message('validation.text') })
        .max(2_000, { error: message('validation.tooLong', { max: 2_000 }) }),
    )
    .max(size * 500, { error: message('validation.tooLong', { max: 500 }) })
    .transform((cells) => {
      const rows: string[][] = [];
      for (let start = 0; start < cells.length; start += size) {
        const row = cells.slice(start, start + size).map((cell) => cell.trim());
        if (row.some(Boolean)) rows.push(row);
      }
      return rows;
    });
/** Entries as lines (API clients) or as the form's rows. */
const entries = (size: number) => z.union([formRows(size), lines]);
const localisedPair = (de: string | undefined, en: string | undefined) => ({
  de: de ?? '',
  ...(en ? { en } : {}),
});

/**
 * The data of the detail sections (issue 16): contributors `person id; role; role (en)` (the form:
 * rows of a person picker and the two roles), works
 * `author; title; title (en)`, sponsors `sponsor|promoter; name; https://link; logo` (the logo: a
 * media library address, as an article's image), and the video.
 */
const detailFields = {
  contributors: entries(3)
    .refine((rows) => !rows || rows.every((row) => /^\d{1,9}$/.test(row[0] ?? '') && Boolean(row[1])), {
      error: message('validation.contributors'),
    })
    .transform((rows) =>
      rows?.map(([id, de, en]) => ({ person_id: Number(id), role: localisedPair(de, en) })),
    ),
  works: lines
    .refine((rows) => !rows || rows.every((row) => Boolean(row[1])), { error: message('validation.works') })
    .transform((rows) =>
      rows?.map(([author, de, en]) => ({ author: author ?? '', title: localisedPair(de, en) })),
    ),
  sponsors: lines
    .refine(
      (rows) =>
        !rows ||
        rows.every(
          (row) =>
            (row[0] === 'sponsor' || row[0] === 'promoter') &&
            Boolean(row[1]) &&
            (!row[2] || /^https:\/\/[^\s/]+\.\S*$/i.test(row[2])) &&
            (!row[3] || isSafeMediaUrl(row[3])),
        ),
      { error: message('validation.sponsors') },
    )
    .transform((rows) =>
      rows?.map(([kind, name, url, logo]) => ({
        kind: kind as 'sponsor' | 'promoter',
        name: name ?? '',
        url: url || null,
        logo_url: logo || null,
      })),
    ),
  video_url: z
    .string({ error: message('validation.text') })
    .trim()
    .max(2048, { error: message('validation.tooLong', { max: 2048 }) })
    .optional()
    .refine((value) => !value || checkEmbed('video', value).ok, { error: message('validation.videoUrl') })
    .transform((value) => (value === undefined ? undefined : value || null)),
};
/** A detail change; an absent part leaves the stored entries as they are. */
export type DetailChange = {
  contributors?: Array<{ person_id: number; role: { de: string; en?: string } }>;
  works?: Array<{ author: string; title: { de: string; en?: string } }>;
  sponsors?: Array<{
    kind: 'sponsor' | 'promoter';
    name: string;
    url: string | null;
    logo_url: string | null;
  }>;
  video_url?: string | null;
};

export const eventChangeSchema = z.object({
  ...namedFields,
  ...detailFields,
  important_info_de: optionalText(2_000),
  important_info_en: optionalText(2_000),
  status: z.enum(STATUS_VALUES, { error: message('validation.status') }),
  ticket_url: ticketUrl,
  is_online: checkbox,
});

/** Productions and series: the names and texts and the online switch. */
export const namedChangeSchema = z.object({
  ...namedFields,
  is_online: checkbox,
});

/**
 * A series (issue 16): its names and description, online, and its subscription offer — what a
 * subscription contains (rich text per language) and the link to book it in the webshop.
 */
export const seriesChangeSchema = namedChangeSchema.extend({
  subscription_de: optionalText(20_000),
  subscription_en: optionalText(20_000),
  subscription_url: optionalText(2_048).refine((value) => value === undefined || isSafeLink(value), {
    error: message('validation.link'),
  }),
});
export type SeriesChange = z.infer<typeof seriesChangeSchema>;

/** A magazine article's slug: lowercase letters, digits and dashes (issue 15). */
export const slugText = (required: boolean) => {
  const slug = z
    .string({ error: message('validation.text') })
    .trim()
    .max(120, { error: message('validation.tooLong', { max: 120 }) })
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: message('validation.slug') });
  return required
    ? slug.min(1, { error: message('validation.required') })
    : slug.optional().transform((value) => (value ? value : undefined));
};

/**
 * Slugs left empty are made from the record's name, as WordPress and Craft suggest one from the
 * title (`slugOf`: German rules for the German name). The English slug is made only from an
 * English name; without one the English address keeps using the German slug. Runs after the
 * fields are valid (a zod transform does not run on a form with errors).
 */
export function slugsFromNames<T extends { slug_de?: string; slug_en?: string }>(
  input: T,
  names: { de: string; en?: string },
): T & { slug_de: string } {
  const en =
    input.slug_en || (names.en?.trim() ? slugOf(names.en, { locale: 'en', fallback: 'entry' }) : undefined);
  return {
    ...input,
    slug_de: input.slug_de || slugOf(names.de, { locale: 'de', fallback: 'eintrag' }),
    slug_en: en,
  };
}

/**
 * A magazine article (issue 15): title (name), teaser (subtitle), body (description, rich text
 * sanitised when stored), slugs, preline, author and the online switch.
 */
/** The number of one record chosen in a select list; empty → undefined. */
const chosenId = z
  .union([z.number(), z.string().trim()], { error: message('validation.reference') })
  .optional()
  .refine((value) => value === undefined || value === '' || /^\d{1,9}$/.test(String(value)), {
    error: message('validation.reference'),
  })
  .transform((value) => (value === undefined || value === '' ? undefined : Number(value)));

/** The numbers of the records ticked in a list of checkboxes (one value or many). */
const chosenIds = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], {
    error: message('validation.reference'),
  })
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .refine((ids) => ids.length <= 200 && ids.every((id) => /^\d{1,9}$/.test(String(id))), {
    error: message('validation.reference'),
  })
  .transform((ids) => [...new Set(ids.map(Number))]);

/** The article's fields without the dates that differ between change and create. */
const articleFields = {
  ...namedFields,
  /** Empty: made from the title (`slugsFromNames`). */
  slug_de: slugText(false),
  slug_en: slugText(false),
  preline_de: optionalText(120),
  preline_en: optionalText(120),
  author: optionalText(120),
  is_online: checkbox,
  /** The article's category and topics (issue 15: "one category and many tags"). */
  category_id: chosenId,
  tags: chosenIds,
  /** The online window (Berlin time; issue 15 item 1): shown from, shown until. */
  online_from: optionalBerlinDateTime(),
  online_to: optionalBerlinDateTime(),
  /**
   * The main image: a media library path or an allowed web address (`isSafeMediaUrl`, as the
   * modules' and sections' images), with its alt text per language (German required with an image).
   */
  image_url: optionalText(2_048).refine((value) => value === undefined || isSafeMediaUrl(value), {
    error: message('validation.imageUrl'),
  }),
  image_alt_de: optionalText(300),
  image_alt_en: optionalText(300),
};

/** The window's end after its start; an image's German alt text (fields `online_to`, `image_alt_de`). */
function checkArticle(
  input: { online_from?: string; online_to?: string; image_url?: string; image_alt_de?: string },
  context: z.RefinementCtx,
) {
  // Both are `YYYY-MM-DDTHH:MM` Berlin wall times: their text order is their time order.
  if (input.online_from && input.online_to && input.online_to <= input.online_from)
    context.addIssue({ code: 'custom', path: ['online_to'], message: message('validation.onlineTo') });
  if (input.image_url && !input.image_alt_de)
    context.addIssue({ code: 'custom', path: ['image_alt_de'], message: message('validation.imageAlt') });
}

/** A changed article: its publication date is required (Berlin time). */
export const articleChangeSchema = z
  .object({ ...articleFields, publication_date: berlinDateTime() })
  .superRefine(checkArticle)
  .transform((input) => slugsFromNames(input, { de: input.name_de, en: input.name_en }));
export type ArticleChange = z.infer<typeof articleChangeSchema>;

/** A new article: without a version; an empty publication date is the moment it is created. */
const { version: _version, ...articleCreateFields } = articleFields;
export const articleCreateSchema = z
  .object({ ...articleCreateFields, publication_date: optionalBerlinDateTime() })
  .superRefine(checkArticle)
  .transform((input) => slugsFromNames(input, { de: input.name_de, en: input.name_en }));
export type ArticleCreate = z.infer<typeof articleCreateSchema>;

/** A magazine category or topic (issue 15): its names and slugs. */
const articleTermFields = z.object({
  version: versionField,
  name_de: requiredText(200),
  name_en: optionalText(200),
  /** Empty: made from the name (`slugsFromNames`). */
  slug_de: slugText(false),
  slug_en: slugText(false),
});
export const articleTermChangeSchema = articleTermFields.transform((input) =>
  slugsFromNames(input, { de: input.name_de, en: input.name_en }),
);
export const articleTermCreateSchema = articleTermFields
  .omit({ version: true })
  .transform((input) => slugsFromNames(input, { de: input.name_de, en: input.name_en }));
export type ArticleTermChange = z.infer<typeof articleTermChangeSchema>;
/** Productions: the named fields and the data of their detail sections (issue 16). */
export const productionChangeSchema = namedChangeSchema.extend(detailFields);
export type ProductionChange = z.infer<typeof productionChangeSchema>;

export const userCreateSchema = z.object({
  username: z
    .string({ error: message('validation.required') })
    .trim()
    .regex(/^[a-z0-9._-]{3,40}$/i, { error: message('validation.username') }),
  email: z.email({ error: message('validation.email') }).max(254),
  first_name: optionalText(100),
  last_name: optionalText(100),
  role: z.enum(STAFF_ROLES, { error: message('validation.role') }),
  password: z
    .string({ error: message('validation.required') })
    .min(12, { error: message('validation.tooShort', { min: 12 }) })
    .max(200, { error: message('validation.tooLong', { max: 200 }) }),
});

export const userChangeSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: message('validation.role') }),
  is_active: checkbox,
});

/**
 * A record's id in an admin path (`/admin/events/{id}/change/`). An id that cannot be a record's
 * (not 1 to 9 digits) is no such record: the page answers 404, as for an unknown number.
 */
export const adminRecordParamsSchema = z.object({
  id: z.string().transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null)),
});

/** `?saved` after a successful save (the form says "Gespeichert."). */
export const adminSavedQuerySchema = z.object({ saved: z.string().optional() });

/** A JSON client's answer to a saved change (`Accept: application/json`); browsers get a 303. */
export const adminSavedSchema = z.object({ status: z.literal('saved'), id: z.number().int() });
/** A JSON client's answer to a created staff account (201). */
export const adminCreatedSchema = z.object({ status: z.literal('created'), id: z.number().int() });

export type EventChange = z.infer<typeof eventChangeSchema>;
export type NamedChange = z.infer<typeof namedChangeSchema>;
export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserChange = z.infer<typeof userChangeSchema>;

/**
 * The seat groups of a new event (issue 18 "events with seat groups, prices"): one per line,
 * `Name; capacity; price name: amount; price name: amount …`, e.g. `Parkett; 50; Vollpreis: 24;
 * Ermäßigt: 12.50`. At least one group with at least one price, so the event can be booked.
 */
const seatGroupLines = z
  .string({ error: message('validation.text') })
  .max(20_000, { error: message('validation.tooLong', { max: 20_000 }) })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => line.split(';').map((part) => part.trim())),
  )
  .refine((rows) => rows.length > 0 && rows.length <= 50, { error: message('validation.seatGroups') })
  .refine(
    (rows) =>
      rows.every(
        ([name, capacity, ...prices]) =>
          Boolean(name) &&
          name !== undefined &&
          name.length <= 100 &&
          /^\d{1,6}$/.test(capacity ?? '') &&
          Number(capacity) > 0 &&
          prices.length > 0 &&
          prices.length <= 20 &&
          prices.every((price) => /^[^:]{1,100}:\s*\d{1,7}([.,]\d{1,2})?$/.test(price)),
      ),
    { error: message('validation.seatGroups') },
  )
  .transform((rows) =>
    rows.map(([name = '', capacity = '0', ...prices]) => ({
      name,
      capacity: Number(capacity),
      prices: prices.map((price) => {
        const at = price.lastIndexOf(':');
        return {
          text: price.slice(0, at).trim(),
          amount: Number(
            price
              .slice(at + 1)
              .trim()
              .replace(',', '.'),
          ).toFixed(2),
        };
      }),
    })),
  );

/** A record number chosen in a select list; empty: none. */
const optionalId = z
  .union([z.number(), z.string().trim()], { error: message('validation.reference') })
  .optional()
  .refine((value) => value === undefined || value === '' || /^\d{1,9}$/.test(String(value)), {
    error: message('validation.reference'),
  })
  .transform((value) => (value === undefined || value === '' ? null : Number(value)));

/** A new event (`/admin/events/add/`): names, start (Berlin time), place, genre, seat groups. */
export const eventCreateSchema = z.object({
  name_de: requiredText(200),
  name_en: optionalText(200),
  subtitle_de: optionalText(300),
  subtitle_en: optionalText(300),
  date_start: berlinDateTime(),
  room_id: optionalId,
  genre_id: optionalId,
  series_id: optionalId,
  production_id: optionalId,
  status: z.enum(STATUS_VALUES, { error: message('validation.status') }),
  ticket_url: ticketUrl,
  is_online: checkbox,
  seat_groups: seatGroupLines,
});
export type EventCreate = z.infer<typeof eventCreateSchema>;

/** The staff member's own name and e-mail address (`/{locale}/user/settings`, issue 18 item 5). */
export const ownDetailsSchema = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  email: z.email({ error: message('validation.email') }).max(254),
});
export type OwnDetails = z.infer<typeof ownDetailsSchema>;

/** A password change: the current password, the new one twice (issue 18 item 5). */
export const ownPasswordSchema = z
  .object({
    current_password: z
      .string({ error: message('validation.required') })
      .min(1, { error: message('validation.required') })
      .max(200, { error: message('validation.tooLong', { max: 200 }) }),
    new_password: z
      .string({ error: message('validation.required') })
      .min(12, { error: message('validation.tooShort', { min: 12 }) })
      .max(200, { error: message('validation.tooLong', { max: 200 }) }),
    new_password_repeat: z.string({ error: message('validation.required') }).max(200),
  })
  .refine((input) => input.new_password === input.new_password_repeat, {
    error: message('validation.passwordRepeat'),
    path: ['new_password_repeat'],
  });
export type OwnPassword = z.infer<typeof ownPasswordSchema>;
