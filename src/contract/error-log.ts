import { z } from 'zod';

/** `POST /{locale}/api/dashboard-error-log/` (spec: frame §7): posted when a 404 page is shown. */
export const errorLogEntrySchema = z.object({
  url: z.string().min(1, 'is required').max(2048, 'is too long'),
  kind: z.enum(['not-found', 'client-error']).default('not-found'),
  message: z.string().max(2000).optional(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

/** The answer of a recorded entry (201). */
export const errorLogRecordedSchema = z.object({ status: z.literal('recorded') });
