import { z } from 'zod';

/** Breaking-news alert (spec: programme §3 Alert). */
export const alertSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.object({ url: z.string() }).nullable(),
  link_title: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

/** `GET /api/breaking-news/`: the first item is shown (spec: programme §7). */
export const breakingNewsResponseSchema = z.object({ data: z.array(alertSchema) });
export type BreakingNewsResponse = z.infer<typeof breakingNewsResponseSchema>;

export { ALERT_CLOSED_COOKIE } from './constants';
