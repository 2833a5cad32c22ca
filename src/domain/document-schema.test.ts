import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA, migrateSection, migrateSections, schemaOf } from './document-schema';

/** Stored section documents carry a schema version and are migrated on read (issue 19 item 3). */
describe('document schema', () => {
  const headline = { id: 'h1', type: 'headline', content: 'Hallo' };

  it('migrates an unversioned (version 1) section to the current version', () => {
    const old = { id: 's1', layout: '67-33', columns: [{ children: [headline] }, {}] };
    const result = migrateSection(old);
    expect(result).toEqual({
      ok: true,
      value: {
        id: 's1',
        layout: '67-33',
        extra_class: '',
        schema: CURRENT_SCHEMA,
        columns: [
          { index: 0, classes: 'col-8', children: [headline] },
          { index: 1, classes: 'col-4', children: [] },
        ],
      },
    });
    expect(old).toEqual({ id: 's1', layout: '67-33', columns: [{ children: [headline] }, {}] });
  });

  it('keeps classes a version-1 column had, and reads the version from a stamp beside the document', () => {
    const old = {
      layout: '100',
      extra_class: 'dark',
      columns: [{ index: 4, classes: 'wide', children: [] }],
    };
    const result = migrateSection(old, 1);
    expect(result.ok && result.value.columns).toEqual([{ index: 0, classes: 'wide', children: [] }]);
    expect(result.ok && result.value.extra_class).toBe('dark');
  });

  it('gives a current document back unchanged (the same object)', () => {
    const current = {
      layout: '100',
      extra_class: '',
      schema: CURRENT_SCHEMA,
      columns: [{ index: 0, classes: 'col-12', children: [headline] }],
    };
    const result = migrateSection(current);
    expect(result.ok && result.value).toBe(current);
    // Migrating twice is migrating once.
    const once = migrateSection({ layout: '50-50', columns: [{}, {}] });
    const twice = once.ok ? migrateSection(once.value) : once;
    expect(twice).toEqual(once);
  });

  it('refuses a version newer than it knows, naming the field, and a document that is not a section', () => {
    const future = migrateSection({ layout: '100', schema: CURRENT_SCHEMA + 1, columns: [] });
    expect(future.ok).toBe(false);
    if (!future.ok) {
      expect(future.error.newer).toBe(true);
      expect(future.error.field).toBe('schema');
      expect(future.error.message).toMatch(String(CURRENT_SCHEMA + 1));
    }
    const stamped = migrateSection({ layout: '100', columns: [] }, CURRENT_SCHEMA + 5);
    expect(stamped.ok).toBe(false);
    const broken = migrateSection({ layout: 7, columns: 'x' } as never);
    expect(broken.ok || broken.error.newer).toBe(false);
  });

  it('migrates a list (a snapshot) and names the index of a refused section', () => {
    const list = migrateSections([
      { layout: '100', columns: [{ children: [] }] },
      { layout: '100', schema: CURRENT_SCHEMA, extra_class: '', columns: [] },
    ]);
    expect(list.ok && list.value.map((section) => section.schema)).toEqual([CURRENT_SCHEMA, CURRENT_SCHEMA]);
    const refused = migrateSections([
      { layout: '100', columns: [] },
      { layout: '100', schema: 99, columns: [] },
    ]);
    expect(refused.ok || refused.error.field).toBe('sections.1.schema');
  });

  it('reads a missing or malformed stamp as version 1', () => {
    expect(schemaOf({})).toBe(1);
    expect(schemaOf({ schema: 'x' })).toBe(1);
    expect(schemaOf({ schema: 0 })).toBe(1);
    expect(schemaOf({ schema: 2 })).toBe(2);
    expect(schemaOf({ schema: 2 }, 1)).toBe(1);
  });
});
