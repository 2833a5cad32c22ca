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
