import { z } from 'zod';
import { FIELD_TYPES, HONEYPOT_SLUG } from '../domain/forms';
import { formsAdminTexts } from '../i18n/forms-admin';

/**
 * The forms admin's bodies (`/admin/forms/…`; issue 17 "Staff"): a form's texts and address, a
 * field, a field's move. Plain HTML form fields (or JSON); messages German, as the admin's other
 * forms (src/contract/admin.ts).
 */
const m = formsAdminTexts('de');

const optionalText = (max: number) =>
  z
    .string({ error: m('validation.text') })
    .trim()
    .max(max, { error: m('validation.tooLong', { max }) })
    .optional()
    .transform((value) => value ?? '');
const requiredText = (max: number) =>
  z
    .string({ error: m('validation.required') })
    .trim()
    .min(1, { error: m('validation.required') })
    .max(max, { error: m('validation.tooLong', { max }) });
const slug = z
  .string({ error: m('validation.required') })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { error: m('validation.slug') });
const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

export const formChangeSchema = z.object({
  version: z.coerce.number({ error: m('validation.text') }).int(),
  title_de: requiredText(200),
  title_en: optionalText(200),
  slug_de: slug,
  slug_en: z
    .union([z.literal(''), slug])
    .optional()
    .transform((value) => value ?? ''),
  intro_de: optionalText(20_000),
  intro_en: optionalText(20_000),
  confirmation_de: optionalText(20_000),
  confirmation_en: optionalText(20_000),
  notify_email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .refine((value) => !value || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value), {
      error: m('validation.email'),
    })
    .transform((value) => value ?? ''),
  is_online: checkbox,
});
export type FormChange = z.infer<typeof formChangeSchema>;

/** One choice per line: `value | Deutsch | English` (the English label may be left out). */
const choicesText = z
  .string()
  .max(20_000)
  .optional()
  .transform((text, ctx) => {
    const choices: Array<{ value: string; label: { de: string; en?: string } }> = [];
    for (const line of (text ?? '').split(/\r?\n/)) {
      if (!line.trim()) continue;
      const [value = '', de = '', en = ''] = line.split('|').map((part) => part.trim());
      if (!value || value.length > 200 || !(de || value)) {
        ctx.addIssue({ code: 'custom', message: m('validation.choices') });
        return z.NEVER;
      }
      choices.push({ value, label: en ? { de: de || value, en } : { de: de || value } });
    }
    if (new Set(choices.map((choice) => choice.value)).size !== choices.length) {
      ctx.addIssue({ code: 'custom', message: m('validation.choices') });
      return z.NEVER;
    }
    return choices;
  });

export const fieldChangeSchema = z.object({
  label_de: requiredText(500),
  label_en: optionalText(500),
  slug: z
    .string({ error: m('validation.required') })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,62}$/, { error: m('validation.fieldSlug') })
    .refine((value) => value !== HONEYPOT_SLUG, { error: m('validation.fieldSlug') }),
  field_type: z.coerce
    .number()
    .refine((value) => (FIELD_TYPES as number[]).includes(value), { error: m('validation.type') }),
  required: checkbox,
  visible: checkbox,
  choices: choicesText,
  default_de: optionalText(1000),
  default_en: optionalText(1000),
  placeholder_de: optionalText(500),
  placeholder_en: optionalText(500),
  help_de: optionalText(1000),
  help_en: optionalText(1000),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const fieldMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export const formFieldParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  field: z.coerce.number().int().positive().max(2_147_483_647),
});
export const formFileParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  file: z.string().uuid(),
});
