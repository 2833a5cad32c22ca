import { z } from 'zod';
import { COLUMN_LAYOUT_NAMES, type ColumnLayout } from '../domain/layouts';
import { isSafeMediaUrl } from '../domain/safe-url';
import { errorBodySchema } from './common';
import { sectionSchema } from './pages';

/**
 * The write side of the page editor API and the staff endpoints (spec: frame §4 Editing, §6
 * roles, §7 "any method /{locale}/pageeditor-api/{module}"; programme §3 Auth state).
 * Every path is under `/{locale}/pageeditor-api/` unless noted. Every state-changing request needs
 * the `X-CSRFToken` header equal to the `csrftoken` cookie, and a staff session (401 otherwise).
 *
 * Conflicts are detected per section: each write names the `version` token of every section it
 * touches, as the client last saw it. A stale token answers 409 with `ConflictBody`.
 *
 * Kept additive: the editor element builds against these shapes.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** A section's id as the page JSON shows it (`Section.id`, a uid string). */
export const sectionIdSchema = z
  .string({ message: 'section_id is required' })
  .min(1, 'section_id is required')
  .max(64, 'section_id is too long');

/** A module's id (`{ id }` of the module JSON). */
export const moduleIdSchema = z
  .string({ message: 'module id is required' })
  .min(1, 'module id is required')
  .max(64, 'module id is too long');

/** The section's version token the client last saw (`Section.version`). */
export const versionTokenSchema = z
  .number({ message: 'version must be a number' })
  .int('version must be a whole number')
  .min(0, 'version must not be negative');

export const layoutSchema = z.enum(COLUMN_LAYOUT_NAMES as [ColumnLayout, ...ColumnLayout[]], {
  message: `layout must be one of ${COLUMN_LAYOUT_NAMES.join(', ')}`,
});

/**
 * A module as the editor sends it: `{ type, …fields }`, `id` optional on create (the server
 * assigns one). Its fields are validated by the module registry (`parseModule`), which answers
 * 400 with one message per field path.
 */
export const moduleInputSchema = z.looseObject({
  id: moduleIdSchema.optional(),
  type: z.string({ message: 'type is required' }).min(1, 'type is required').max(60),
});
export type ModuleInput = z.infer<typeof moduleInputSchema>;

/** A stored module (after validation and sanitising). */
export const storedModuleSchema = z.looseObject({ id: z.string(), type: z.string() });
export type StoredModule = z.infer<typeof storedModuleSchema>;

/**
 * Where a module goes: a column of a section, at a position (issue 19 item 4): 0 is before the
 * column's first module, the column's length after its last (also when omitted). A position past
 * the column's end is 400 naming `position`.
 */
export const slotSchema = z.object({
  section_id: sectionIdSchema,
  version: versionTokenSchema,
  column: z.number({ message: 'column must be a number' }).int().min(0, 'column must be 0 or more'),
  position: z
    .number({ message: 'position must be a number' })
    .int('position must be a whole number')
    .min(0, 'position must be 0 or more')
    .max(500, 'position must be at most 500')
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

/** A section's background image: empty, a media library path or a web address (no `javascript:`). */
const sectionImage = () =>
  z
    .string()
    .max(2048, 'image is too long')
    .refine(
      (value) => value === '' || isSafeMediaUrl(value),
      'image must be a path on this site or an http(s) address',
    );

/** The columns of a whole section sent as content (section content, a section re-created). */
const contentColumnsSchema = z
  .array(
    z.object({
      index: z.number().int().min(0).max(2).optional(),
      classes: z.string().max(200, 'classes is too long').optional(),
      children: z.array(moduleInputSchema).max(500, 'at most 500 modules per column'),
    }),
  )
  .min(1)
  .max(3);

/**
 * `POST /{locale}/pageeditor-api/section` → 201 `SectionWriteAnswer`.
 * Adds a section with a column layout to a page (at `position`, end when omitted). The columns
 * are created empty, one per width of the layout. With `id` and `columns` it re-creates a deleted
 * section as it was (the editor's undo of a section delete, the page action `restoreSection`):
 * every module validated and sanitised as in a module save; an id in use is 409, a module id
 * living in another section of the page is 400.
 */
export const sectionCreateBodySchema = z.object({
  page_id: z.number({ message: 'page_id must be a number' }).int().positive('page_id must be positive'),
  layout: layoutSchema,
  position: z.number({ message: 'position must be a number' }).int().min(0).optional(),
  extra_class: z.string().max(200, 'extra_class is too long').optional(),
  image: sectionImage().optional(),
  id: sectionIdSchema.optional(),
  /** The schema version of `columns` (as in the section content body); omitted: 1. */
  schema: z.number({ message: 'schema must be a number' }).int().min(1).optional(),
  columns: contentColumnsSchema.optional(),
});
export type SectionCreateBody = z.infer<typeof sectionCreateBodySchema>;

/**
 * `PATCH /{locale}/pageeditor-api/section/{section_id}` → 200 `SectionWriteAnswer`.
 * Changes the layout or style of a section. When the new layout has fewer columns, the modules of
 * the dropped columns move to the end of the last remaining column (nothing is lost).
 */
export const sectionUpdateBodySchema = z.object({
  version: versionTokenSchema,
  layout: layoutSchema.optional(),
  extra_class: z.string().max(200, 'extra_class is too long').optional(),
  image: sectionImage().nullable().optional(),
});
export type SectionUpdateBody = z.infer<typeof sectionUpdateBodySchema>;

/**
 * `PUT /{locale}/pageeditor-api/section/{section_id}/content` → 200 `SectionWriteAnswer`.
 * Puts a section's whole content back as given (the page action `restoreSection`, docs/decisions/
 * 0145): the editor's undo of a layout change. Every module is validated and sanitised as in a
 * module save; the module count per column is capped like a page's.
 */
export const sectionContentBodySchema = z.object({
  version: versionTokenSchema,
  /**
   * The schema version of the section document sent (src/domain/document-schema.ts); omitted: 1,
   * the unversioned form (columns may lack `index` and `classes`). An older one is migrated; one
   * newer than the server knows is 400.
   */
  schema: z.number({ message: 'schema must be a number' }).int().min(1).optional(),
  layout: layoutSchema,
  extra_class: z.string().max(200, 'extra_class is too long').optional(),
  image: sectionImage().nullable().optional(),
  columns: contentColumnsSchema,
});
export type SectionContentBody = z.infer<typeof sectionContentBodySchema>;

/**
 * `DELETE /{locale}/pageeditor-api/section/{section_id}?version={token}` → 200 `DeleteAnswer`.
 */
export const sectionDeleteQuerySchema = z.object({
  version: z.coerce.number({ message: 'version must be a number' }).int().min(0),
});

/**
 * `POST /{locale}/pageeditor-api/sections/reorder` → 200 `ReorderSectionsAnswer`.
 * `order` must name every section of the page exactly once (400 otherwise, e.g. a foreign id).
 * Reordering sections changes no section's content, so it needs no version tokens.
 */
export const sectionsReorderBodySchema = z.object({
  page_id: z.number({ message: 'page_id must be a number' }).int().positive(),
  order: z.array(sectionIdSchema).min(1, 'order must list the sections').max(500),
});
export type SectionsReorderBody = z.infer<typeof sectionsReorderBodySchema>;

/**
 * `PUT /{locale}/pageeditor-api/container/by-slug/{slug}` → 201 (created) or 200 (existed),
 * body `Section`. Staff create a missing shared container, empty, with layout `100` or the one
 * given (spec: frame §4 "On 404 a new empty container is created, only when logged in").
 * `GET …/container/by-slug/{slug}` stays 404 for everyone until then.
 */
export const containerCreateBodySchema = z.object({ layout: layoutSchema.optional() });

/** A shared container's slug in a path (`…/container/by-slug/{slug}`). */
export const containerSlugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and dashes');

/** A positive id in a path, named in its messages (`page_id must be a number`). */
const pathId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);
export const pageIdParamSchema = pathId('page_id');
export const versionIdParamSchema = pathId('version_id');

// ---------------------------------------------------------------------------------------------
// Modules
// ---------------------------------------------------------------------------------------------

/**
 * `POST /{locale}/pageeditor-api/module` → 201 `ModuleWriteAnswer`.
 * Adds a module into a column of a section.
 */
export const moduleCreateBodySchema = slotSchema.extend({ module: moduleInputSchema });
export type ModuleCreateBody = z.infer<typeof moduleCreateBodySchema>;

/**
 * `PUT /{locale}/pageeditor-api/module/{module_id}` → 200 `ModuleWriteAnswer`.
 * Replaces a module (its fields and nested children) in place. `module.type` may not change.
 */
export const moduleUpdateBodySchema = z.object({
  section_id: sectionIdSchema,
  version: versionTokenSchema,
  module: moduleInputSchema,
});
export type ModuleUpdateBody = z.infer<typeof moduleUpdateBodySchema>;

/**
 * `DELETE /{locale}/pageeditor-api/module/{module_id}?section_id={id}&version={token}` →
 * 200 `ModuleWriteAnswer` (without `module`).
 */
export const moduleDeleteQuerySchema = z.object({
  section_id: sectionIdSchema,
  version: z.coerce.number({ message: 'version must be a number' }).int().min(0),
});

/**
 * `POST /{locale}/pageeditor-api/module/{module_id}/duplicate` → 201 `ModuleWriteAnswer`.
 * Copies a module (new ids for it and every module nested in it) right after the original, in
 * the draft (issue 19 item 4). A stale token is 409.
 */
export const moduleDuplicateBodySchema = z.object({
  section_id: sectionIdSchema,
  version: versionTokenSchema,
});
export type ModuleDuplicateBody = z.infer<typeof moduleDuplicateBodySchema>;

/**
 * `POST /{locale}/pageeditor-api/section/{section_id}/duplicate` → 201 `SectionWriteAnswer`.
 * Copies a page's section (layout, style, modules under new ids) right after the original, in
 * the draft (issue 19 item 4). A stale token is 409; a shared container cannot be copied (400).
 */
export const sectionDuplicateBodySchema = z.object({ version: versionTokenSchema });
export type SectionDuplicateBody = z.infer<typeof sectionDuplicateBodySchema>;

/**
 * `POST /{locale}/pageeditor-api/module/{module_id}/move` → 200 `MoveAnswer`.
 * Moves a module to another column or section (drag-and-drop or keyboard). Both sections'
 * tokens are checked; within one section, `from` and `to` name the same section and token.
 */
export const moduleMoveBodySchema = z.object({
  from: z.object({ section_id: sectionIdSchema, version: versionTokenSchema }),
  to: slotSchema,
});
export type ModuleMoveBody = z.infer<typeof moduleMoveBodySchema>;

/**
 * `POST /{locale}/pageeditor-api/section/{section_id}/reorder` → 200 `SectionWriteAnswer`.
 * The new order of the section's modules, per column (`columns[i]` lists the module ids of column
 * i). Must name every module of the section exactly once and no other (400 otherwise).
 */
export const modulesReorderBodySchema = z.object({
  version: versionTokenSchema,
  columns: z.array(z.array(moduleIdSchema).max(500)).min(1).max(3),
});
export type ModulesReorderBody = z.infer<typeof modulesReorderBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** Every write answers the sections it changed (with their new tokens) and the version it wrote. */
export const sectionWriteAnswerSchema = z.object({
  section: sectionSchema,
  /** The page version this save wrote; null for shared containers (they have no page). */
  version_id: z.number().int().nullable(),
});
export type SectionWriteAnswer = z.infer<typeof sectionWriteAnswerSchema>;

export const moduleWriteAnswerSchema = sectionWriteAnswerSchema.extend({
  /** The stored module (validated, sanitised, with its id); absent after a delete. */
  module: storedModuleSchema.optional(),
});
export type ModuleWriteAnswer = z.infer<typeof moduleWriteAnswerSchema>;

export const moveAnswerSchema = z.object({
  /** The changed sections: one when moved inside a section, two across sections. */
  sections: z.array(sectionSchema),
  version_id: z.number().int().nullable(),
});
export type MoveAnswer = z.infer<typeof moveAnswerSchema>;

export const deleteAnswerSchema = z.object({
  deleted: z.string(),
  version_id: z.number().int().nullable(),
});
export type DeleteAnswer = z.infer<typeof deleteAnswerSchema>;

export const reorderSectionsAnswerSchema = z.object({
  sections: z.array(sectionSchema),
  version_id: z.number().int(),
});
export type ReorderSectionsAnswer = z.infer<typeof reorderSectionsAnswerSchema>;

/** Who did something: enough to name them in a message. */
export const actorSchema = z.object({
  id: z.number().int().nullable(),
  username: z.string(),
  name: z.string(),
});
export type Actor = z.infer<typeof actorSchema>;

/**
 * 409 answer of a write whose token is stale: the section changed since the client loaded it.
 * `message` names who changed it and when; `section` is the current state so the editor can show
 * it (nothing is overwritten silently). When the section was deleted meanwhile, `section` is null.
 */
export const conflictBodySchema = z.object({
  error: z.literal('conflict'),
  message: z.string(),
  section_id: z.string(),
  changed_by: actorSchema.nullable(),
  changed_at: z.string().nullable(),
  section: sectionSchema.nullable(),
});
export type ConflictBody = z.infer<typeof conflictBodySchema>;

/**
 * What a write's 409 may carry: `ConflictBody` for a stale token, or the plain error body of the
 * other conflicts (an id already in use; a stored document of a newer schema version than this
 * code, `schema_newer`). Declared on the routes so the answer is checked, not turned into a 500.
 */
export const writeConflictSchema = z.union([conflictBodySchema, errorBodySchema]);

// ---------------------------------------------------------------------------------------------
// Versions (spec: frame §2 "?v=", §3 "versioning enabled", §7 version_id)
// ---------------------------------------------------------------------------------------------

/** What a save did. */
export const VERSION_ACTIONS = [
  'section.create',
  'section.update',
  'section.delete',
  'sections.reorder',
  'module.create',
  'module.update',
  'module.delete',
  'module.move',
  'module.duplicate',
  'modules.reorder',
  'section.duplicate',
  'restore.page',
  'restore.section',
  'page.publish',
  'page.discard',
] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/** One saved version of a page: who, when, what. */
export const versionSummarySchema = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  created_at: z.string(),
  created_by: actorSchema.nullable(),
  action: z.enum(VERSION_ACTIONS).nullable(),
  /** The sections the save touched. */
  section_ids: z.array(z.string()),
  /** A short human description in English, e.g. `Changed Headline in section 2`. */
  note: z.string(),
  /**
   * The note as data, when it is one the editor knows: a key of the editor catalogue
   * (`note.moduleChanged`) and its values (`{ module: 'headline', section: 2 }`), so clients show
   * it in their language (src/domain/version-notes.ts).
   */
  note_key: z.string().optional(),
  note_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The staff's own note, given when publishing (issue 19 item 2); '' when none. */
  comment: z.string().optional(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/**
 * `GET /{locale}/pageeditor-api/page-versions/{page_id}` (staff) → 200
 * `{ results: VersionSummary[] }`, newest first, at most 100 (`?before={version_id}` pages on).
 */
export const versionListQuerySchema = z.object({
  before: z.coerce.number({ message: 'before must be a number' }).int().positive().optional(),
});
export const versionListSchema = z.object({ results: z.array(versionSummarySchema) });
export type VersionList = z.infer<typeof versionListSchema>;

/**
 * `GET /{locale}/pageeditor-api/page-versions/{page_id}/{version_id}` (staff) → 200
 * `VersionDetail`: the summary plus the page's sections as they were after that save.
 * (The page itself in that version: `GET …/page/{path}?version_id=` or the site page `?v=`.)
 */
export const versionDetailSchema = versionSummarySchema.extend({ sections: z.array(sectionSchema) });
export type VersionDetail = z.infer<typeof versionDetailSchema>;

/**
 * `POST /{locale}/pageeditor-api/page-versions/{version_id}/restore` → 200 `RestoreAnswer`.
 * Restores the whole page (no `section_id`) or one section of it. `versions` maps the id of each
 * current section the restore replaces to the token the client has, so a restore never
 * overwrites an unseen change (409 otherwise): for the whole page every current section of the
 * page; for one section that section, if it still exists (a deleted section is re-created).
 */
export const restoreBodySchema = z.object({
  section_id: sectionIdSchema.optional(),
  versions: z.record(z.string(), versionTokenSchema).default({}),
});
export type RestoreBody = z.infer<typeof restoreBodySchema>;
export const restoreAnswerSchema = z.object({
  /** The page's sections after the restore, in order, with their new tokens. */
  sections: z.array(sectionSchema),
  version_id: z.number().int(),
});
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: sign-in, user (spec: frame §6, §7; programme §3 Auth state)
// ---------------------------------------------------------------------------------------------

export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * `POST /{locale}/pageeditor-api/login` (JSON, CSRF header) → 200 `StaffUser` and the session
 * cookie; 401 `{ error: 'invalid_credentials' }`; 429 when rate-limited. `username` may also be
 * the e-mail address. A new `csrftoken` cookie is set on login: read it again before the next
 * write. The HTML form at `GET /{locale}/login` posts to `POST /{locale}/login` (303 to `next`).
 */
export const loginBodySchema = z.object({
  username: z.string({ message: 'username is required' }).trim().min(1, 'username is required').max(200),
  password: z.string({ message: 'password is required' }).min(1, 'password is required').max(500),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Where the HTML login goes afterwards: a path of this site (`GET /{locale}/login?next=`). */
const nextPathSchema = z.string().max(2048).optional();
export const loginPageQuerySchema = z.object({ next: nextPathSchema });
/** The HTML login form (`POST /{locale}/login`): the credentials and `next`. */
export const loginFormSchema = loginBodySchema.extend({ next: nextPathSchema });

/** `POST /{locale}/pageeditor-api/logout` → 200 `{ status: 'logged_out' }` (also without a session). */
export const logoutAnswerSchema = z.object({ status: z.literal('logged_out') });

/** An admin area entry offered to the user (spec: frame §6 "admin_menus"). */
export const adminMenuSchema = z.object({ title: z.string(), url: z.string() });

/** `GET /{locale}/pageeditor-api/user` → 200 `StaffUser`; 401 when not logged in. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(STAFF_ROLES),
  admin_menus: z.array(adminMenuSchema),
});
export type StaffUserAnswer = z.infer<typeof staffUserSchema>;

/**
 * `GET /api/user-details/` and `GET /{locale}/api/user-details/` → 200 always (spec: programme §3
 * Auth state): the logged-out state has `is_logged_in: false` and null names.
 */
export const userDetailsSchema = z.object({
  is_logged_in: z.boolean(),
  login_url: z.string(),
  logout_url: z.string().nullable(),
  webshop_url: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  has_dashboard_online_access: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** Largest request body the write API accepts (issue: bad input "oversized payloads"). */
export const MAX_WRITE_BODY_BYTES = 1024 * 1024;

/** Query of `GET /:locale/pageeditor-api/finder/images` and `…/finder/links`: a search text. */
export const finderQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'q is too long' }).optional(),
});

/** Events on one page of the editor's event finder (spec: frame §3 "event finder"). */
export const EVENT_FINDER_PAGE_SIZE = 20;

/** Query of `GET /:locale/pageeditor-api/finder/events`: a search text and a 1-based page. */
export const eventFinderQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'At most 100 characters.' }).optional(),
  page: z
    .string()
    .regex(/^\d{1,4}$/, { error: 'A page number from 1 to 9999.' })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: 'A page number from 1 to 9999.' }))
    .optional(),
});

/** One event of the event finder: its name, Berlin start, room and the detail path links use. */
export const eventFinderEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 8601 with the venue's offset. */
  date_start: z.string(),
  room: z.string().nullable(),
  /** `/{locale}/programm/{slug}/{id}`. */
  url: z.string(),
});
export type EventFinderEntry = z.infer<typeof eventFinderEntrySchema>;

export const eventFinderAnswerSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(eventFinderEntrySchema),
});
export type EventFinderAnswer = z.infer<typeof eventFinderAnswerSchema>;

/**
 * `GET /:locale/pageeditor-api/finder/images`: the media library's images matching `q` (newest
 * first, with their preview and whether they may be used yet: alt text or decorative), then the
 * demo files under /media.
 */
export const imageFinderAnswerSchema = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      name: z.string(),
      id: z.number().int().optional(),
      thumbnail: z.string().optional(),
      usable: z.boolean().optional(),
    }),
  ),
});
export type ImageFinderAnswer = z.infer<typeof imageFinderAnswerSchema>;

/** `GET /:locale/pageeditor-api/finder/links`: pages and online events whose title matches `q`. */
export const linkFinderAnswerSchema = z.object({
  results: z.array(z.object({ kind: z.enum(['page', 'event']), title: z.string(), url: z.string() })),
});
export type LinkFinderAnswer = z.infer<typeof linkFinderAnswerSchema>;

/**
 * `POST /{locale}/pageeditor-api/module-preview` (staff, CSRF): one module as the public page
 * renders it, its data loaded (the Event List's events, a Blog List's articles), so the editor's
 * preview shows what visitors see (issue 19 "the Event List preview shows what visitors see").
 * Body: the module; `at`: the `?at=` preview moment (ISO 8601), else now.
 */
export const modulePreviewQuerySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });
export const modulePreviewBodySchema = z.looseObject({ type: z.string().min(1).max(64) });
export const modulePreviewAnswerSchema = z.object({ html: z.string() });
export type ModulePreviewAnswer = z.infer<typeof modulePreviewAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Drafts and publishing (issue 19 item 1; docs/decisions/0090-drafts-and-publishing.md)
// ---------------------------------------------------------------------------------------------

/**
 * `GET /{locale}/pageeditor-api/draft/{page_id}` (staff) → 200 `DraftState`. Every editor write
 * goes to the page's draft; visitors see the published sections until a publish.
 */
export const draftStateSchema = z.object({
  page_id: z.number().int(),
  /** Whether the draft differs from what visitors see. */
  has_draft: z.boolean(),
  /** The newest publish version, if any. */
  published_version_id: z.number().int().nullable(),
  /** A scheduled publish: when (ISO), by whom, with which note. */
  scheduled: z.object({ publish_at: z.string(), by: actorSchema.nullable(), comment: z.string() }).nullable(),
});
export type DraftState = z.infer<typeof draftStateSchema>;

/**
 * `POST /{locale}/pageeditor-api/draft/{page_id}/publish` → 200 `PublishAnswer`. `versions` maps
 * each section of the draft to the token the client has: a section changed, added or deleted by
 * someone else since answers 409 `ConflictBody` naming it and who changed it. `at` (ISO date-time
 * with offset) schedules the publish of the draft as it is now for that moment instead.
 */
export const publishBodySchema = z.object({
  versions: z.record(z.string(), versionTokenSchema).default({}),
  note: z.string().max(500, 'note must be at most 500 characters').optional(),
  at: z.iso.datetime({ offset: true, message: 'at must be a date-time with an offset' }).optional(),
});
export type PublishBody = z.infer<typeof publishBodySchema>;
export const publishAnswerSchema = z.object({
  /** The version the publish wrote (null for a scheduled one: it writes its version when due). */
  version_id: z.number().int().nullable(),
  state: draftStateSchema,
});
export type PublishAnswer = z.infer<typeof publishAnswerSchema>;

/**
 * `POST /{locale}/pageeditor-api/draft/{page_id}/discard` → 200 `DiscardAnswer`: the draft goes
 * back to the published sections (and a scheduled publish is cancelled).
 */
export const discardAnswerSchema = z.object({
  sections: z.array(sectionSchema),
  version_id: z.number().int().nullable(),
  state: draftStateSchema,
});
export type DiscardAnswer = z.infer<typeof discardAnswerSchema>;

/** A state of a page to compare: a version id, the current draft or what visitors see now. */
export const pageStateRefSchema = z
  .string({ message: 'must be a version id, draft or published' })
  .regex(/^(draft|published|\d{1,9})$/, 'must be a version id, draft or published');

/**
 * `GET /{locale}/pageeditor-api/page-versions/{page_id}/compare?from=&to=` (staff) → 200
 * `CompareAnswer`: what changed from one state to the other, per section and module, as data and
 * in words (the locale's), and both states' sections for a side-by-side view (issue 19 item 2).
 * Restoring a version into the draft shows `compare?from=draft&to={version}` first.
 */
export const compareQuerySchema = z.object({ from: pageStateRefSchema, to: pageStateRefSchema });
export const pageChangeSchema = z.looseObject({
  kind: z.string(),
  section: z.number().int(),
  section_id: z.string(),
  module_id: z.string().optional(),
  module_type: z.string().optional(),
  fields: z.array(z.string()).optional(),
  text: z.string(),
});
export const compareAnswerSchema = z.object({
  changes: z.array(pageChangeSchema),
  before: z.array(sectionSchema),
  after: z.array(sectionSchema),
});
export type CompareAnswer = z.infer<typeof compareAnswerSchema>;
