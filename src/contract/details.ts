import { z } from 'zod';
import { eventImageSchema } from './events';

/**
 * The data behind the detail sections of events and productions (spec: programme §2 detail
 * sections; issue 16): contributors with their roles, the works performed, sponsors and
 * promoters, the video.
 */
export const contributorSchema = z.object({
  person_id: z.number().int(),
  name: z.string(),
  /** The person's page. */
  url: z.string(),
  role: z.string(),
  portrait: eventImageSchema.nullable(),
});
export type Contributor = z.infer<typeof contributorSchema>;

export const workSchema = z.object({ author: z.string(), title: z.string() });
export type Work = z.infer<typeof workSchema>;

export const sponsorSchema = z.object({
  kind: z.enum(['sponsor', 'promoter']),
  name: z.string(),
  url: z.string().nullable(),
  logo: eventImageSchema.nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export interface DetailData {
  contributors: Contributor[];
  works: Work[];
  sponsors: Sponsor[];
}
