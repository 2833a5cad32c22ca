import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;
type Table = keyof Database & string;

/**
 * Rows of the tables the admin registers by their fields alone (genres, rooms, redirects, …;
 * host/routes/admin/table-record.ts). Read as JSON (`to_jsonb`), so dates, times and numbers
 * look the same on PGlite and PostgreSQL; their version is a hash of that JSON, so a save or
 * delete over someone else's change is refused without a version column on every table.
 */
export type TableRow = Record<string, unknown> & { id: number };

/** A short stable number of a row's content: its version. */
export function rowVersion(row: TableRow): string {
  const textOf = JSON.stringify(row);
  let hash = 0;
  for (let i = 0; i < textOf.length; i++) hash = (hash * 31 + textOf.charCodeAt(i)) % 1_000_000_007;
  return String(hash);
}

export async function findTableRow(
  db: Db,
  table: Table,
  id: number,
  lock = false,
): Promise<TableRow | undefined> {
  const rows = await sql<{ row: TableRow }>`SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t
    WHERE t.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const row = rows.rows[0]?.row;
  return typeof row === 'string' ? (JSON.parse(row) as TableRow) : row;
}

export async function insertTableRow(db: Db, table: Table, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const row = await sql<{ id: number }>`INSERT INTO ${sql.table(table)}
    (${sql.join(columns.map((column) => sql.id(column)))})
    VALUES (${sql.join(columns.map((column) => values[column]))}) RETURNING id`.execute(db);
  const id = row.rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${table} returned no id`);
  return id;
}

/** Changes the row unless its content changed since `version` (locked while compared). */
export async function updateTableRow(
  db: Db,
  table: Table,
  id: number,
  version: number,
  values: Record<string, unknown>,
): Promise<boolean> {
  const current = await findTableRow(db, table, id, true);
  if (!current || rowVersion(current) !== String(version)) return false;
  const columns = Object.keys(values);
  if (columns.length === 0) return true;
  await sql`UPDATE ${sql.table(table)} SET ${sql.join(
    columns.map((column) => sql`${sql.id(column)} = ${values[column]}`),
  )} WHERE id = ${id}`.execute(db);
  return true;
}

/** Deletes the row unless its content changed since `version`. */
export async function deleteTableRow(db: Db, table: Table, id: number, version: number): Promise<boolean> {
  const current = await findTableRow(db, table, id, true);
  if (!current || rowVersion(current) !== String(version)) return false;
  await sql`DELETE FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
  return true;
}

/** A link table between two records (a person's categories). */
export interface LinkTable {
  table: keyof Database & string;
  from: string;
  to: string;
}

/** The records linked to `id`, by number. */
export async function linkedIds(db: Db, link: LinkTable, id: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`SELECT ${sql.ref(link.to)} AS id FROM ${sql.table(link.table)}
    WHERE ${sql.ref(link.from)} = ${id} ORDER BY 1`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** Links `id` to exactly `ids`. */
export async function replaceLinks(db: Db, link: LinkTable, id: number, ids: number[]): Promise<void> {
  await sql`DELETE FROM ${sql.table(link.table)} WHERE ${sql.ref(link.from)} = ${id}`.execute(db);
  if (ids.length === 0) return;
  await sql`INSERT INTO ${sql.table(link.table)} (${sql.ref(link.from)}, ${sql.ref(link.to)})
    VALUES ${sql.join(ids.map((other) => sql`(${id}, ${other})`))}`.execute(db);
}
