import { z } from 'zod';
import { isSafeLink, isSafeMediaUrl } from '../domain/safe-url';
import { validationTexts } from '../i18n/validation';
import type { FieldSpec } from './types';

/**
 * The API's (English) validation messages, from the validation catalogue: the editor shows each in
 * the staff's language (`localiseMessage`), API clients read English. The spec gives 'This field
 * is required!' (spec: frame §5).
 */
export const apiMessage = validationTexts('en');

/** Shared zod building blocks of module schemas. */
export const REQUIRED_MESSAGE = apiMessage('required');

export const requiredText = (max = 1000) =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, apiMessage('tooLong', { max }));
export const optionalText = (max = 1000) => z.string().max(max, apiMessage('tooLong', { max })).optional();

/**
 * A link: a web address, a same-site path, an anchor, `mailto:` or `tel:`; no `javascript:`,
 * `data:` or `vbscript:` (spec: frame §5 links), nothing a browser reads as another host
 * (`/\\evil.example`), by the one URL rule of src/domain/safe-url.ts.
 */
export const linkUrl = () =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .max(2048, apiMessage('tooLong', { max: 2048 }))
    .refine(isSafeLink, apiMessage('link'));

export const optionalLinkUrl = () => linkUrl().or(z.literal('')).optional();

/** A required date-time in ISO 8601 with offset. */
export const isoDateTime = (options: { message?: string } = {}) =>
  z.iso.datetime({ offset: true, message: options.message ?? apiMessage('dateTime') });

/** A date-time in ISO 8601 with offset, or empty. */
export const optionalDateTime = () =>
  z.iso
    .datetime({ offset: true, message: apiMessage('dateTime') })
    .nullable()
    .optional()
    .or(z.literal(''));

export const anchor = () =>
  z
    .string()
    .regex(/^[a-z0-9-]*$/i, apiMessage('slug'))
    .max(80)
    .optional();

/** Module id: uuid given by the editor or the seed. */
export const moduleId = () => z.string().min(1).max(64);

/** An image reference as stored: a URL under /media or an allowed https URL. */
export const imageUrl = () =>
  z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .max(2048, apiMessage('tooLong', { max: 2048 }))
    .refine(isSafeMediaUrl, apiMessage('link'));

export const visibility = {
  online_from: optionalDateTime(),
  online_to: optionalDateTime(),
};

/** The rich-text controls of spec frame §5, in toolbar order. */
export const RICH_TEXT_CONTROLS = [
  'bold',
  'italic',
  'link',
  'bulletList',
  'orderedList',
  'undo',
  'redo',
] as const;

/**
 * Rich text as the editor sends it. Scripts and `javascript:`/`data:`/`vbscript:` links are
 * refused with a message (bad input gets a 4xx, spec: issue "Bad input"); everything else outside
 * bold, italic, link and lists is dropped by the server's sanitiser when the module is stored
 * (host/render/sanitize.ts).
 */
export const richText = (max = 100_000) =>
  z
    .string()
    .max(max, apiMessage('tooLong', { max }))
    .refine((html) => !/<\s*script\b/i.test(html), apiMessage('noScripts'))
    .refine(
      (html) => !/\b(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i.test(decodeEntities(html)),
      apiMessage('linkSchemes'),
    );

/** Undoes the character references people use to hide `javascript:` (`&#106;`, `&#x6A;`, `&colon;`). */
function decodeEntities(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;|[\t\n\r]/gi, '');
}

export const requiredRichText = (max = 100_000) =>
  richText(max).refine((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, REQUIRED_MESSAGE);

/** A required image reference (URL under /media or https). */
export const requiredImage = () =>
  z.string({ message: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).pipe(imageUrl());
export const optionalImage = () => imageUrl().or(z.literal('')).optional();

/**
 * The editor field of a module's required image (schema: `requiredImage`): chosen in the image
 * finder, with the image edit popup for alt text, caption and focal point.
 */
export const REQUIRED_IMAGE_FIELD: FieldSpec = {
  name: 'image',
  kind: 'image',
  label: 'image',
  required: true,
  accept: 'image/*',
  imageEdit: true,
};

/** A self-hosted media file: a path under /media or an https URL with a fitting extension. */
export const mediaFile = (kind: 'video' | 'audio') => {
  const extensions =
    kind === 'video' ? /\.(mp4|webm|ogv|mov|m4v)$/i : /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)$/i;
  return z
    .string({ message: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(2048, apiMessage('tooLong', { max: 2048 }))
    .refine((value) => /^(https:\/\/|\/(?!\/))/i.test(value), apiMessage('mediaFile'))
    .refine(
      (value) => extensions.test(value.split(/[?#]/)[0] ?? ''),
      apiMessage(kind === 'video' ? 'videoFile' : 'audioFile'),
    );
};

/** Width and height of an uploaded medium, kept so renderers and checks know its aspect ratio. */
export const mediaObject = z.object({
  url: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  mime: z.string().max(100).optional(),
});

/** A WebVTT captions file for self-hosted media (path under /media or https). */
export const captionsFile = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine(
      (value) =>
        value === '' ||
        (/^(https:\/\/|\/(?!\/))/i.test(value) && /\.vtt$/i.test(value.split(/[?#]/)[0] ?? '')),
      apiMessage('captionsFile'),
    )
    .optional();
