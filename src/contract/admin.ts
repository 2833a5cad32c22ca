import { z } from 'zod';
import { STAFF_ROLES } from './editor';

/**
 * The admin change pages' form bodies (`/admin/…`, host/routes/admin/; spec: frame §3 "Each
 * detail route maps to an admin change page for its record", §6 roles). Sent as HTML form fields
 * or JSON; messages are German, as the forms are. Every change carries the record's `version`
 * (its last change in milliseconds) so a save over someone else's change answers 409.
 */

/** An event's sale status: '1' bookable, '0' sold out or not bookable. */
export const STATUS_VALUES = ['1', '0'] as const;

/** Optional text: empty inputs become undefined. */
const optionalText = (max: number) =>
  z
    .string({ error: 'Muss ein Text sein.' })
    .trim()
    .max(max, { error: `Höchstens ${max} Zeichen.` })
    .optional()
    .transform((value) => (value ? value : undefined));

const requiredText = (max: number) =>
  z
    .string({ error: 'Dieses Feld ist erforderlich.' })
    .trim()
    .min(1, { error: 'Dieses Feld ist erforderlich.' })
    .max(max, { error: `Höchstens ${max} Zeichen.` });

/** A ticket link: https:// or a path on this site; never javascript: or other schemes. */
const ticketUrl = z
  .string({ error: 'Muss ein Text sein.' })
  .trim()
  .max(2048, { error: 'Höchstens 2048 Zeichen.' })
  .optional()
  .refine((value) => !value || /^https:\/\/[^\s/]+\.[^\s]*$/i.test(value) || /^\/(?![/\\])\S*$/.test(value), {
    error: 'Bitte eine https://-Adresse oder einen Pfad dieser Website (/…) angeben.',
  })
  .transform((value) => (value ? value : null));

const versionField = z
  .string({ error: 'Die Version fehlt.' })
  .regex(/^\d{1,16}$/, { error: 'Die Version fehlt.' })
  .transform(Number);

/** A checkbox: present ("on"/"true") or absent; JSON clients may send a boolean. */
const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])], { error: 'Muss ja oder nein sein.' })
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

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

export const eventChangeSchema = z.object({
  ...namedFields,
  important_info_de: optionalText(2_000),
  important_info_en: optionalText(2_000),
  status: z.enum(STATUS_VALUES, { error: 'Bitte einen Status wählen.' }),
  ticket_url: ticketUrl,
  is_online: checkbox,
});

/** Productions and series: the names and texts and the online switch. */
export const namedChangeSchema = z.object({
  ...namedFields,
  is_online: checkbox,
});

export const userCreateSchema = z.object({
  username: z
    .string({ error: 'Dieses Feld ist erforderlich.' })
    .trim()
    .regex(/^[a-z0-9._-]{3,40}$/i, { error: '3 bis 40 Zeichen: Buchstaben, Ziffern, . _ -' }),
  email: z.email({ error: 'Ungültige E-Mail-Adresse!' }).max(254),
  first_name: optionalText(100),
  last_name: optionalText(100),
  role: z.enum(STAFF_ROLES, { error: 'Bitte eine Rolle wählen.' }),
  password: z
    .string({ error: 'Dieses Feld ist erforderlich.' })
    .min(12, { error: 'Mindestens 12 Zeichen.' })
    .max(200, { error: 'Höchstens 200 Zeichen.' }),
});

export const userChangeSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: 'Bitte eine Rolle wählen.' }),
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
