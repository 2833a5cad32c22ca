import { z } from 'zod';

/** `POST /{locale}/api/consent/` (issue 7 item 4): a visitor's choice, as proof of consent. */
export const consentRecordSchema = z.strictObject({
  revision: z.number({ error: 'must be a number' }).int('must be an integer').positive('must be positive'),
  statistics: z.boolean({ error: 'must be true or false' }),
  media: z.boolean({ error: 'must be true or false' }),
});
export type ConsentRecordInput = z.infer<typeof consentRecordSchema>;

export const consentRecordResponseSchema = z.object({
  status: z.literal('recorded'),
  id: z.number().int(),
  revision: z.number().int(),
  created_at: z.string(),
});
export type ConsentRecordResponse = z.infer<typeof consentRecordResponseSchema>;

/**
 * `POST /{locale}/consent/` (issue 23 item 1): the cookie banner as a plain HTML form, before or
 * without any script. `choice`: `all` (accept all), `necessary` (reject all) or `selection` (the
 * settings' checkboxes, sent as `on` when ticked); `next`: the page to go back to (a path of this
 * site). The CSRF field `csrfmiddlewaretoken`, when sent, is read before validation and stripped.
 */
export const consentFormSchema = z.object({
  choice: z.enum(['all', 'necessary', 'selection'], { error: 'must be all, necessary or selection' }),
  statistics: z.literal('on', { error: 'must be on or absent' }).optional(),
  media: z.literal('on', { error: 'must be on or absent' }).optional(),
  next: z.string().max(2048, 'at most 2048 characters').optional(),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;
