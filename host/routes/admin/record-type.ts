import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, Localised } from '../../db/schema';
import type { Values } from '../../pages/admin/form-controls';
import type { AreaTitleKey, MissingKey, RecordViews } from '../../pages/admin/record-pages';

/** An area's entry in the staff user's `admin_menus` (src/i18n/de/staff.ts `menu.*`). */
export type MenuKey =
  | 'menu.events'
  | 'menu.productions'
  | 'menu.series'
  | 'menu.users'
  | 'menu.articles'
  | 'menu.articleCategories'
  | 'menu.articleTags'
  | 'menu.forms'
  | 'menu.media';

type Db = Kysely<Database>;

/** A record as its change page loads it; `version` is what a save must name (409 otherwise). */
export interface AdminRecord {
  id: number;
  name: Localised;
  version: string;
}

/** A change form's body: the record's version and its fields. */
export type RecordInput = Values & { version: number };

/**
 * A record type of the admin area (spec: frame §3 "Each detail route maps to an admin change page
 * for its record"): its pages (host/pages/admin), its reads and writes (host/db/<area>) and its
 * form's contract (src/contract/admin.ts). A new one (articles, persons, venues, forms) is one
 * such object and its entry in areas.ts; record-routes.ts serves its pages.
 */
export interface RecordType<Row extends AdminRecord, Input extends RecordInput, Item>
  extends RecordViews<Row, Item> {
  /** Its entry in the staff user's `admin_menus` (spec: frame §6). */
  menu: MenuKey;
  /** The 404 texts: the JSON answer's (English, for programs) and the page's (a catalogue key). */
  missing: { api: string; page: MissingKey };
  body: z.ZodType<Input>;
  list: (db: Db) => Promise<Item[]>;
  load: (db: Db, id: number) => Promise<Row | undefined>;
  /** The form's values of a stored record (its version is added). */
  values: (row: Row) => Values;
  /** Checks against the database what the schema cannot (unknown person numbers): field messages, or null. */
  check?: (db: Db, input: Input) => Promise<Record<string, string> | null>;
  /** Stores a change unless the record changed since `input.version`; false when it did. */
  save: (db: Db, row: Row, input: Input) => Promise<boolean>;
}

/** An area of the admin: its index entry, its menu entry, who may use it, its routes. */
export interface AdminArea {
  /** The segment under /admin/ its routes are registered at. */
  path: string;
  /** Its entry on the admin index (src/i18n/de/admin.ts). */
  title: AreaTitleKey;
  /** Its entry in the staff user's `admin_menus` (spec: frame §6). */
  menu: MenuKey;
  role: 'editor' | 'admin';
  routes: FastifyPluginAsyncZod;
}
