import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AdminLabel } from '../../../src/contract/admin-records';
import type { Locale } from '../../../src/contract/common';
import type { staff } from '../../../src/i18n/de/staff';
import type {
  ListColumn,
  ListFilterSpec,
  ListQuerySpec,
  Reference,
} from '../../db/admin/record-list.repository';
import type { Database, Localised } from '../../db/schema';
import type { AdminView } from '../../pages/admin/admin-page';
import type { Fields, Values } from '../../pages/admin/form-controls';
import type { MissingKey, NewInputs, Options, RecordViews } from '../../pages/admin/record-pages';

/** An area's entry in the staff user's `admin_menus` (src/i18n/de/staff.ts `menu.*`). */
export type MenuKey = Exclude<Extract<keyof typeof staff, `menu.${string}`>, 'menu.hub' | 'menu.admin'>;

type Db = Kysely<Database>;

/** A record as its change page loads it; `version` is what a save must name (409 otherwise). */
export interface AdminRecord {
  id: number;
  name: Localised;
  version: string;
}

/** A change form's body: the record's version and its fields. */
export type RecordInput = Values & { version: number };

/** A list column with its heading (issue 18: sort by the column's header link). */
export interface ListingColumn extends ListColumn {
  label: AdminLabel;
}

/** A list filter: its label and what it offers (a value it does not offer is ignored). */
export interface ListingFilter extends ListFilterSpec {
  label: AdminLabel;
  options: (db: Db, locale: Locale) => Promise<Array<{ value: string; label: string }>>;
}

/** A record type's list (record-list.repository.ts): columns, search, filters, default sort. */
export interface Listing extends ListQuerySpec {
  columns: readonly ListingColumn[];
  filters?: readonly ListingFilter[];
  /** More pages of each record, linked in a last column (a form's fields and entries). */
  rowLinks?: (id: number, locale: Locale) => Array<{ href: string; label: string }>;
}

/** Creating a record of the type (`/admin/{path}/add/`). */
export interface CreateSpec<Create> {
  body: z.ZodType<Create>;
  /** The new record's form: the change form's inputs unless it needs others (or they need the row). */
  Inputs?: NewInputs;
  /** What the empty form shows. */
  defaults?: Values;
  /** What the empty form shows, from the page's query (a new page under `?parent_id=`). */
  defaultsFrom?: (db: Db, query: Record<string, unknown>) => Promise<Values>;
  check?: (db: Db, input: Create) => Promise<Fields | null>;
  /** Stores the record (inside the request's transaction) at `now` (the app's clock); its number. */
  insert: (db: Db, input: Create, now: Date) => Promise<number>;
}

/** Deleting a record of the type (`/admin/{path}/{id}/delete/`, after a confirmation page). */
export interface RemoveSpec<Row> {
  /** Where a record may still be used: while any names it, it is not deleted (409). */
  references: ReadonlyArray<Reference & { label: AdminLabel }>;
  /** A reason the record is never deleted (the home page), or null. */
  blocked?: (row: Row) => AdminLabel | null;
  /** What else the confirmation page lists as going with it (seat groups, rooms …). */
  alsoDeleted?: (db: Db, row: Row, locale: Locale) => Promise<string[]>;
  /** Deletes the record (inside the request's transaction) unless it changed since `version`. */
  delete: (db: Db, row: Row, version: number) => Promise<boolean>;
}

/**
 * A record type of the admin area (spec: frame §3 "Each detail route maps to an admin change page
 * for its record"; issue 18 item 1): its list (columns, search, filters, sort), its pages
 * (host/pages/admin), its reads and writes (host/db/<area>) and its form's contract
 * (src/contract). A new one is one such object and its entry in areas.ts; record-routes.ts
 * serves its list, create, change and delete pages, each change in one transaction and logged.
 */
export interface RecordType<Row extends AdminRecord, Input extends RecordInput, Create = never>
  extends RecordViews<Row> {
  /** Its entry in the staff user's `admin_menus` (spec: frame §6). */
  menu: MenuKey;
  /** Who may use it; editors by default (spec: frame §6 roles). */
  role?: 'editor' | 'admin';
  /** The 404 texts: the JSON answer's (English, for programs) and the page's (a catalogue key). */
  missing: { api: string; page: MissingKey };
  body: z.ZodType<Input>;
  listing: Listing;
  load: (db: Db, id: number) => Promise<Row | undefined>;
  /** The form's values of a stored record (its version is added). */
  values: (row: Row) => Values;
  /** Options of the form's select lists (references to other records). */
  options?: (db: Db, locale: Locale) => Promise<Options>;
  /** Checks against the database what the schema cannot (unknown person numbers): field messages, or null. */
  check?: (db: Db, input: Input, row: Row) => Promise<Fields | null>;
  /** Stores a change (inside the request's transaction) unless the record changed since `input.version`. */
  save: (db: Db, row: Row, input: Input) => Promise<boolean>;
  create?: CreateSpec<Create>;
  remove?: RemoveSpec<Row>;
  /** A list page of its own instead of the table (the page tree); same guard as the list. */
  listView?: (db: Db, request: FastifyRequest, locale: Locale) => Promise<AdminView>;
}

/** A record named by the admin change log, as it is now (the content hub; decision 0170). */
export interface LoggedRecord {
  /** Where it is changed; null once it is deleted (its change page would answer 404). */
  url: string | null;
  /** Its form's labels by field name, the words for the fields the log names. */
  labels: Record<string, string>;
}

/** An area of the admin: its index entry, its menu entry, who may use it, its routes. */
export interface AdminArea {
  /** The segment under /admin/ its routes are registered at. */
  path: string;
  /** Its entry on the admin index (src/i18n/de/admin.ts). */
  title: AdminLabel;
  /** Its entry in the staff user's `admin_menus` (spec: frame §6). */
  menu: MenuKey;
  role: 'editor' | 'admin';
  routes: FastifyPluginAsyncZod;
  /** One of its records as the change log shows it now; none for an area that logs nothing. */
  logged?: (db: Db, id: number, locale: Locale) => Promise<LoggedRecord>;
}
