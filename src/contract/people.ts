import { z } from 'zod';
import { idParamSchema, localeSchema, localisedSchema, pagedSchema, pageQueryShape } from './common';
import { eventImageSchema, namedRefSchema } from './events';
import { addressIdSchema } from './page-address';

export const PERSONS_PAGE_SIZE = 50;
export const PERSONS_MAX_PAGE_SIZE = 200;

/** A person category (Ensemble, Orchestra, Guests, Direction, Staff) in its order. */
export const personCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: localisedSchema(z.string()),
});
export type PersonCategory = z.infer<typeof personCategorySchema>;
export const personCategoryListSchema = z.object({ data: z.array(personCategorySchema) });

/** `GET /api/person-categories/` query. */

/** A person in lists and cards (spec: frame §7 persons). Texts are in the asked locale. */
export const personSchema = z.object({
  id: z.number().int(),
  xtype: z.literal('person'),
  name: z.string(),
  slug: localisedSchema(z.string()),
  /** The detail page path `/{locale}/team/{slug}/{id}`. */
  url: z.string(),
  /** What the person does ("Schauspielerin"), '' when unset. */
  function: z.string(),
  portrait: eventImageSchema.nullable(),
  categories: z.array(namedRefSchema),
});
export type PersonItem = z.infer<typeof personSchema>;

/** A person's page: the list fields and the biography (sanitised rich text). */
export const personDetailSchema = personSchema.extend({ biography: z.string() });
export type PersonDetail = z.infer<typeof personDetailSchema>;

/** `GET /{locale}/api/persons/` query: paged, optionally one category. */
export const personsQuerySchema = z
  .object({
    category: idParamSchema.optional(),
    ...pageQueryShape(PERSONS_PAGE_SIZE, PERSONS_MAX_PAGE_SIZE),
    lang: localeSchema.optional(),
  })
  .strict();
export const personsPageSchema = pagedSchema(personSchema);

/** A person's page `/{locale}/team/{slug}/{id}`: the id finds it, a wrong slug redirects. */
export const personDetailParamsSchema = z.object({ slug: z.string(), id: addressIdSchema });
