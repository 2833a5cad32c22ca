import { COLUMN_LAYOUTS, type ColumnLayout, columnClasses } from './layouts';

/**
 * The schema version of stored section documents (issue 19 item 3, "a document of an older schema
 * version → migrated, never rejected"; docs/decisions/0145). A section document is what the
 * editor stores for a section: its layout, style and columns of modules. It is stored in the
 * `sections` rows (the draft; version in the column `schema_version`), and inside page versions'
 * snapshots and the published and scheduled copies of a page (version in each section's `schema`).
 *
 * Versions:
 * - 1: the form before versions (no stamp). Columns may lack their `index` and `classes`, a
 *   section its `extra_class`.
 * - 2: every column has `index` (its position), `classes` (the layout's grid class when it had
 *   none) and `children`; a section has `extra_class`; the section carries `schema: 2`.
 *
 * Adding version 3: raise `CURRENT_SCHEMA` to 3, add `3: (section) => …` to `STEPS` (it gets a
 * version-2 section and returns the version-3 form; pure, no I/O), describe it above and add a
 * test case "2 → 3" next to the "1 → 2" one. Reads migrate step by step (1 → 2 → 3), writes stamp
 * 3. No database migration is needed for the content; rows keep their version until next saved.
 */
export const CURRENT_SCHEMA = 2;

/** A section document as stored, of any version. */
export interface StoredSectionDocument {
  layout: string;
  columns: unknown[];
  [field: string]: unknown;
}

export type SchemaResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: { field: string; message: string; newer: boolean } };

/** The version of a stored section: its stamp, or 1 when it has none (the unversioned form). */
export function schemaOf(section: Readonly<Record<string, unknown>>, stamp?: unknown): number {
  const given = stamp ?? section.schema;
  return typeof given === 'number' && Number.isInteger(given) && given >= 1 ? given : 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Version 1 → 2: columns get their index, grid classes and children; the section extra_class. */
function v1ToV2(section: StoredSectionDocument): StoredSectionDocument {
  const layout = section.layout;
  const known = Object.hasOwn(COLUMN_LAYOUTS, layout);
  return {
    ...section,
    extra_class: typeof section.extra_class === 'string' ? section.extra_class : '',
    columns: section.columns.map((entry, index) => {
      const column = isRecord(entry) ? entry : {};
      const classes =
        typeof column.classes === 'string' && column.classes
          ? column.classes
          : known
            ? columnClasses(layout as ColumnLayout, index)
            : '';
      return {
        ...column,
        index,
        classes,
        children: Array.isArray(column.children) ? column.children : [],
      };
    }),
  };
}

/** `STEPS[n]` turns a version n−1 section into version n. */
const STEPS: Record<number, (section: StoredSectionDocument) => StoredSectionDocument> = {
  2: v1ToV2,
};

/**
 * A stored section document brought to `CURRENT_SCHEMA`, step by step, stamped `schema`. A
 * current one comes back as it is (same object when already stamped). A version newer than this
 * code knows is refused (`newer: true`), never guessed at; a document that is not a section is
 * refused too. `stamp` is the version stored beside the document (the `sections` row's column).
 */
export function migrateSection<S extends StoredSectionDocument>(
  section: S,
  stamp?: unknown,
): SchemaResult<S & { schema: number }> {
  if (!isRecord(section) || typeof section.layout !== 'string' || !Array.isArray(section.columns))
    return {
      ok: false,
      error: { field: 'columns', message: 'This is not a section document.', newer: false },
    };
  const from = schemaOf(section, stamp);
  if (from > CURRENT_SCHEMA)
    return {
      ok: false,
      error: {
        field: 'schema',
        message: `This section was stored with schema version ${from}; this version of Foyer knows up to ${CURRENT_SCHEMA}.`,
        newer: true,
      },
    };
  if (from === CURRENT_SCHEMA && section.schema === CURRENT_SCHEMA)
    return { ok: true, value: section as S & { schema: number } };
  let value: StoredSectionDocument = section;
  for (let version = from + 1; version <= CURRENT_SCHEMA; version += 1) {
    const step = STEPS[version];
    if (step) value = step(value);
  }
  return { ok: true, value: { ...value, schema: CURRENT_SCHEMA } as S & { schema: number } };
}

/** A list of stored sections (a snapshot, a published copy) migrated; the first refusal names its index. */
export function migrateSections<S extends StoredSectionDocument>(
  sections: readonly S[],
): SchemaResult<Array<S & { schema: number }>> {
  const out: Array<S & { schema: number }> = [];
  for (const [index, section] of sections.entries()) {
    const result = migrateSection(section);
    if (!result.ok)
      return { ok: false, error: { ...result.error, field: `sections.${index}.${result.error.field}` } };
    out.push(result.value);
  }
  return { ok: true, value: out };
}
