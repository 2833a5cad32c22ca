import { z } from 'zod';
import { FIELD_TYPES, HONEYPOT_TYPE } from '../domain/forms';
import { addressIdSchema } from './page-address';

export {
  FIELD_TYPE,
  type FieldValues,
  type FormFieldItem,
  type FormItem,
  HONEYPOT_SLUG,
  HONEYPOT_TYPE,
} from '../domain/forms';

/** The longest upload (spec: issue 17 "size ≤ 10 MB per file"). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const choiceSchema = z.object({ value: z.string(), label: z.string() });

/** A form field (spec: frame §3 Form "id, label, slug, field_type, required, visible, choices, default, placeholder_text, help_text"). */
export const formFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  slug: z.string(),
  field_type: z.union([z.literal(FIELD_TYPES), z.literal(HONEYPOT_TYPE)]),
  required: z.boolean(),
  visible: z.boolean(),
  choices: z.array(choiceSchema),
  default: z.union([z.string(), z.array(z.string()), z.null()]),
  placeholder_text: z.string(),
  help_text: z.string(),
});

/** `GET /{locale}/api/forms/{id}/`: the form with its fields, the honeypot last (spec: frame §3, §7). */
export const formSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  intro: z.string(),
  confirmation: z.string(),
  fields: z.array(formFieldSchema),
});

/** `GET /api/forms/` and `/{locale}/api/forms/`: the online forms, by title (docs/api.md "Forms"). */
export const formListSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
});

export const formIdParamsSchema = z.object({ id: addressIdSchema });
/** The form page `/{locale}/forms/{slug}/{id}`: the id finds it, a wrong slug redirects. */
export const formPageParamsSchema = z.object({ slug: z.string(), id: addressIdSchema });
export const formPageQuerySchema = z.looseObject({ sent: z.string().optional() });

const fieldValueSchema = z.union([z.string(), z.array(z.string()), z.boolean(), z.number(), z.null()]);

/**
 * `POST /{locale}/api/forms-entries/` (spec: frame §3 Form submission, §7): the form's id and the
 * values keyed by slug. Whether they fit the form is the form's own schema's to say
 * (`entrySchema()` in src/domain/forms.ts), answered 400 with a message per field.
 */
export const formEntryBodySchema = z
  .object({
    form: z.number().int().positive().max(2_147_483_647),
    field_values: z.record(z.string().max(100), fieldValueSchema),
  })
  .strict();
export type FormEntryBody = z.infer<typeof formEntryBodySchema>;

/** A stored entry (or a honeypot one, answered alike): the confirmation to show. */
export const formEntryAnswerSchema = z.object({ status: z.literal('sent'), confirmation: z.string() });

/** `POST /{locale}/api/temp-files/`: the temporary file's id, named in the entry's file field. */
export const tempFileAnswerSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type TempFileAnswer = z.infer<typeof tempFileAnswerSchema>;
