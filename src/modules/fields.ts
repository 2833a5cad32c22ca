import { z } from 'zod';

/**
 * Shared zod building blocks of module schemas. Messages are the spec's where it gives one
 * (spec: frame §5 'This field is required!').
 */
export const REQUIRED_MESSAGE = 'This field is required!';

export const requiredText = (max = 1000) =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `At most ${max} characters.`);
export const optionalText = (max = 1000) => z.string().max(max, `At most ${max} characters.`).optional();

/** Schemes a link may use: no `javascript:`, `data:` or `vbscript:` (spec: frame §5 links). */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
export const linkUrl = () =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .max(2048, 'At most 2048 characters.')
    .refine((value) => SAFE_LINK.test(value), 'Enter a link starting with https://, / or #.');

export const optionalLinkUrl = () => linkUrl().or(z.literal('')).optional();

/** A date-time in ISO 8601 with offset, or empty. */
export const optionalDateTime = () =>
  z.iso.datetime({ offset: true, message: 'Enter a date and time.' }).nullable().optional().or(z.literal(''));

export const anchor = () =>
  z
    .string()
    .regex(/^[a-z0-9-]*$/i, 'Use letters, digits and dashes only.')
    .max(80)
    .optional();

/** Module id: uuid given by the editor or the seed. */
export const moduleId = () => z.string().min(1).max(64);

/** An image reference as stored: a URL under /media or an allowed https URL. */
export const imageUrl = () => linkUrl();

export const visibility = {
  online_from: optionalDateTime(),
  online_to: optionalDateTime(),
};
