import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/**
 * The admin's lists (issue 18 item 1: search, filters, sort and paging, server-side): one query
 * for every record type, made from its registration's list spec. The SQL fragments of a spec
 * (`sql`, `search`, filters) are written in the registration, never taken from a request: a
 * request only picks among them by key, and its search text and filter values are parameters.
 */
export interface ListColumn {
  key: string;
  /** The column's expression over the table (aliased `t`), e.g. `t.name` or a subquery. */
  sql: string;
  kind: 'text' | 'localised' | 'bool' | 'datetime' | 'date' | 'number';
  /** The record's name column: linked to its change page. */
  link?: boolean;
}

export interface ListFilterSpec {
  key: string;
  /** The expression compared (as text) with the chosen value; with `many`, a text array containing it. */
  sql: string;
  many?: boolean;
}

export interface ListQuerySpec {
  table: keyof Database & string;
  columns: readonly ListColumn[];
  /** Expressions searched (as text, case-insensitive); a number also finds the record's id. */
  search: readonly string[];
  filters?: readonly ListFilterSpec[];
  /** Only these rows (a registration's own condition, e.g. one kind of row). */
  where?: string;
  /** The default order: a column key, `-key` for descending. */
  sort: string;
}

export interface ListRequest {
  q?: string;
  sort?: string;
  page: number;
  filters: Record<string, string>;
}

export const PAGE_SIZE = 25;

export interface ListResult {
  items: Array<Record<string, unknown> & { id: number }>;
  total: number;
  page: number;
  pages: number;
  sort: { key: string; descending: boolean };
}

/** `%` and `_` are literal in the search text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The sort a request asks for, if it names a column; else the spec's. */
export function chosenSort(spec: ListQuerySpec, sort: string | undefined) {
  const parse = (value: string) => ({ key: value.replace(/^-/, ''), descending: value.startsWith('-') });
  const asked = sort ? parse(sort) : undefined;
  if (asked && (asked.key === 'id' || spec.columns.some((column) => column.key === asked.key))) return asked;
  return parse(spec.sort);
}

export async function listRecords(db: Db, spec: ListQuerySpec, request: ListRequest): Promise<ListResult> {
  const conditions: RawBuilder<unknown>[] = [];
  if (spec.where) conditions.push(sql.raw(spec.where));
  const q = request.q?.trim().slice(0, 200);
  if (q) {
    const pattern = likePattern(q);
    const matches = spec.search.map((expr) => sql`(${sql.raw(expr)})::text ILIKE ${pattern}`);
    if (/^\d{1,9}$/.test(q)) matches.push(sql`t.id = ${Number(q)}`);
    conditions.push(matches.length ? sql`(${sql.join(matches, sql` OR `)})` : sql`false`);
  }
  for (const filter of spec.filters ?? []) {
    const value = request.filters[filter.key];
    if (value === undefined || value === '') continue;
    conditions.push(
      filter.many
        ? sql`${value} = ANY(${sql.raw(filter.sql)})`
        : sql`(${sql.raw(filter.sql)})::text = ${value}`,
    );
  }
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const sort = chosenSort(spec, request.sort);
  const column = spec.columns.find((c) => c.key === sort.key);
  const orderExpr =
    column?.kind === 'localised' ? sql.raw(`(${column.sql})->>'de'`) : sql.raw(column ? column.sql : 't.id');
  const direction = sql.raw(sort.descending ? 'DESC NULLS LAST' : 'ASC NULLS LAST');
  const selected = spec.columns.map((c) => sql`${sql.raw(c.sql)} AS ${sql.id(c.key)}`);

  const total = Number(
    (
      await sql<{
        count: string;
      }>`SELECT count(*)::text AS count FROM ${sql.table(spec.table)} t ${where}`.execute(db)
    ).rows[0]?.count ?? 0,
  );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, request.page), pages);
  const rows = await sql<Record<string, unknown> & { id: number }>`
    SELECT t.id, ${sql.join(selected)} FROM ${sql.table(spec.table)} t ${where}
    ORDER BY ${orderExpr} ${direction}, t.id ${direction}
    LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`.execute(db);
  return { items: rows.rows, total, page, pages, sort };
}

/** Where a record is still used: a table and its column holding the record's id. */
export interface Reference {
  table: keyof Database & string;
  column: string;
}

/** How often each reference names the record (only those that do). */
export async function countReferences(db: Db, references: readonly Reference[], id: number) {
  const found: Array<Reference & { count: number }> = [];
  for (const reference of references) {
    const row = await sql<{ count: string }>`SELECT count(*)::text AS count FROM ${sql.table(reference.table)}
      WHERE ${sql.ref(reference.column)} = ${id}`.execute(db);
    const count = Number(row.rows[0]?.count ?? 0);
    if (count > 0) found.push({ ...reference, count });
  }
  return found;
}

/** The options of a reference field or filter: the records of a named table by their name. */
export async function referenceOptions(db: Db, table: keyof Database & string) {
  // Menu entries are named by their title (and their menu and language).
  // Seat groups by their name and event, events by name and start (the newest first).
  const name =
    table === 'menu_entries'
      ? sql`locale || ' · ' || menu || ' · ' || title`
      : table === 'seat_groups'
        ? sql`(text->>'de') || ' · ' || (SELECT e.name->>'de' FROM events e WHERE e.id = event_id) || ' #' || event_id`
        : table === 'events'
          ? sql`(name->>'de') || ' · ' || to_char(date_start AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD HH24:MI')`
          : sql.ref('name');
  const order = table === 'events' || table === 'seat_groups' ? sql`id DESC` : sql`id`;
  const rows = await sql<{ id: number; name: unknown }>`SELECT id, ${name} AS name FROM ${sql.table(table)}
    ORDER BY ${order} LIMIT 1000`.execute(db);
  return rows.rows;
}

/** The numbers among `ids` that name no record of `table`. */
export async function missingIds(db: Db, table: keyof Database & string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await sql<{
    id: number;
  }>`SELECT id FROM ${sql.table(table)} WHERE id IN (${sql.join(ids)})`.execute(db);
  const found = new Set(rows.rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
