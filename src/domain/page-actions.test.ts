import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMN_LAYOUT_NAMES, COLUMN_LAYOUTS } from './layouts';
import {
  type ActionModule,
  type ActionSection,
  applyAction,
  columnOrder,
  copyWithNewIds,
  drawIds,
  idsNeeded,
  inverseOf,
  moduleIdsIn,
  type PageAction,
  type PageDocument,
  withoutModulesElsewhere,
} from './page-actions';

const section = (id: string, layout: string, columns: ActionModule[][]): ActionSection => ({
  id,
  layout,
  extra_class: '',
  columns: columns.map((children, index) => ({ index, classes: `col-${index}`, children })),
});

const doc = (): PageDocument => ({
  sections: [
    section('s1', '50-50', [
      [
        { id: 'a', type: 'headline', text: 'A' },
        { id: 'b', type: 'accordion', children: [{ id: 'b1', type: 'text' }] },
      ],
      [{ id: 'c', type: 'image' }],
    ]),
    section('s2', '100', [[{ id: 'd', type: 'text' }]]),
  ],
});

const ids = (d: PageDocument) => d.sections.map((entry) => columnOrder(entry));

function applied(d: PageDocument, action: PageAction): PageDocument {
  const result = applyAction(d, action);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** Applies the action and its inverse; the document must come back deep-equal. */
function roundTrip(d: PageDocument, action: PageAction): PageDocument {
  const after = applied(d, action);
  const inverse = inverseOf(d, action);
  expect(inverse).not.toBeNull();
  expect(applied(after, inverse as PageAction)).toEqual(d);
  return after;
}

describe('page actions, each with its inverse', () => {
  it('insertModule at a position, at the end; refuses a position past the end, a bad column, a taken id', () => {
    const before = doc();
    const after = roundTrip(before, {
      type: 'insertModule',
      to: { sectionId: 's1', column: 0, position: 1 },
      module: { id: 'x', type: 'text' },
    });
    expect(ids(after)[0]).toEqual([['a', 'x', 'b'], ['c']]);
    const end = applied(before, {
      type: 'insertModule',
      to: { sectionId: 's2', column: 0 },
      module: { id: 'y', type: 'text' },
    });
    expect(ids(end)[1]).toEqual([['d', 'y']]);
    const past = applyAction(before, {
      type: 'insertModule',
      to: { sectionId: 's1', column: 1, position: 2 },
      module: { id: 'x', type: 'text' },
    });
    expect(past).toEqual({ ok: false, error: expect.objectContaining({ field: 'position' }) });
    const column = applyAction(before, {
      type: 'insertModule',
      to: { sectionId: 's2', column: 1 },
      module: { id: 'x', type: 'text' },
    });
    expect(!column.ok && column.error.field).toBe('column');
    const taken = applyAction(before, {
      type: 'insertModule',
      to: { sectionId: 's2', column: 0 },
      module: { id: 'c', type: 'text' },
    });
    expect(!taken.ok && taken.error.field).toBe('module.id');
    expect(before).toEqual(doc()); // refused actions leave their input alone
  });

  it('updateModule keeps the place; refuses a changed type and a missing module', () => {
    const after = roundTrip(doc(), {
      type: 'updateModule',
      module: { id: 'a', type: 'headline', text: 'B' },
    });
    expect(after.sections[0]?.columns[0]?.children[0]).toEqual({ id: 'a', type: 'headline', text: 'B' });
    const type = applyAction(doc(), { type: 'updateModule', module: { id: 'a', type: 'text' } });
    expect(!type.ok && type.error.field).toBe('module.type');
    const gone = applyAction(doc(), { type: 'updateModule', module: { id: 'zz', type: 'text' } });
    expect(!gone.ok && gone.error.field).toBe('module_id');
  });

  it('removeModule; its inverse puts the module back in its place', () => {
    const after = roundTrip(doc(), { type: 'removeModule', moduleId: 'a' });
    expect(ids(after)[0]).toEqual([['b'], ['c']]);
    expect(inverseOf(doc(), { type: 'removeModule', moduleId: 'zz' })).toBeNull();
  });

  it('moveModule within a column, across columns and sections', () => {
    expect(
      ids(
        roundTrip(doc(), {
          type: 'moveModule',
          moduleId: 'a',
          to: { sectionId: 's1', column: 0, position: 1 },
        }),
      )[0],
    ).toEqual([['b', 'a'], ['c']]);
    expect(
      ids(
        roundTrip(doc(), {
          type: 'moveModule',
          moduleId: 'b',
          to: { sectionId: 's1', column: 1, position: 0 },
        }),
      )[0],
    ).toEqual([['a'], ['b', 'c']]);
    expect(
      ids(roundTrip(doc(), { type: 'moveModule', moduleId: 'c', to: { sectionId: 's2', column: 0 } })),
    ).toEqual([[['a', 'b'], []], [['d', 'c']]]);
  });

  it('duplicateModule copies under the given ids (nested ones too), right after the original', () => {
    const action: PageAction = { type: 'duplicateModule', moduleId: 'b', ids: ['n1', 'n2'] };
    const after = roundTrip(doc(), action);
    expect(after.sections[0]?.columns[0]?.children[2]).toEqual({
      id: 'n1',
      type: 'accordion',
      children: [{ id: 'n2', type: 'text' }],
    });
    const short = applyAction(doc(), { type: 'duplicateModule', moduleId: 'b', ids: ['n1'] });
    expect(!short.ok && short.error.field).toBe('ids');
    const taken = applyAction(doc(), { type: 'duplicateModule', moduleId: 'a', ids: ['d'] });
    expect(!taken.ok && taken.error.field).toBe('module.id');
  });

  it('reorderModules needs every module of the section once', () => {
    const after = roundTrip(doc(), { type: 'reorderModules', sectionId: 's1', columns: [['c'], ['b', 'a']] });
    expect(ids(after)[0]).toEqual([['c'], ['b', 'a']]);
    const missing = applyAction(doc(), { type: 'reorderModules', sectionId: 's1', columns: [['a'], ['c']] });
    expect(!missing.ok && missing.error.field).toBe('columns');
    const twice = applyAction(doc(), {
      type: 'reorderModules',
      sectionId: 's1',
      columns: [
        ['a', 'a'],
        ['b', 'c'],
      ],
    });
    expect(!twice.ok && twice.error.field).toBe('columns.0.1');
    const foreign = applyAction(doc(), {
      type: 'reorderModules',
      sectionId: 's1',
      columns: [
        ['a', 'd'],
        ['b', 'c'],
      ],
    });
    expect(!foreign.ok && foreign.error.field).toBe('columns.0.1');
  });

  it('insertSection, removeSection, moveSection, duplicateSection', () => {
    const added = roundTrip(doc(), {
      type: 'insertSection',
      section: section('s3', '100', [[]]),
      position: 0,
    });
    expect(added.sections.map((entry) => entry.id)).toEqual(['s3', 's1', 's2']);
    expect(
      roundTrip(doc(), { type: 'removeSection', sectionId: 's1' }).sections.map((entry) => entry.id),
    ).toEqual(['s2']);
    expect(
      roundTrip(doc(), { type: 'moveSection', sectionId: 's1', position: 1 }).sections.map(
        (entry) => entry.id,
      ),
    ).toEqual(['s2', 's1']);
    const copy = roundTrip(doc(), {
      type: 'duplicateSection',
      sectionId: 's1',
      copyId: 's9',
      ids: ['x1', 'x2', 'x3', 'x4'],
    });
    expect(copy.sections.map((entry) => entry.id)).toEqual(['s1', 's9', 's2']);
    expect(ids(copy)[1]).toEqual([['x1', 'x2'], ['x4']]);
    const twice = applyAction(doc(), { type: 'insertSection', section: section('s1', '100', [[]]) });
    expect(!twice.ok && twice.error.field).toBe('section_id');
    const columns = applyAction(doc(), { type: 'restoreSection', section: section('s1', '100', [[], []]) });
    expect(!columns.ok && columns.error.field).toBe('columns');
  });

  it('changeLayout keeps every module (dropped columns go to the last one) and takes a style', () => {
    const after = roundTrip(doc(), {
      type: 'changeLayout',
      sectionId: 's1',
      layout: '100',
      style: { extra_class: 'dark' },
    });
    expect(ids(after)[0]).toEqual([['a', 'b', 'c']]);
    expect(after.sections[0]?.extra_class).toBe('dark');
    const three = roundTrip(doc(), { type: 'changeLayout', sectionId: 's1', layout: '33-33-33' });
    expect(ids(three)[0]).toEqual([['a', 'b'], ['c'], []]);
    const unknown = applyAction(doc(), { type: 'changeLayout', sectionId: 's1', layout: '10-90' });
    expect(!unknown.ok && unknown.error.field).toBe('layout');
  });

  it('restoreSection replaces a section, or re-creates a deleted one in its place', () => {
    const restored = roundTrip(doc(), { type: 'restoreSection', section: section('s2', '100', [[]]) });
    expect(ids(restored)[1]).toEqual([[]]);
    const back = roundTrip(doc(), {
      type: 'restoreSection',
      section: section('s0', '100', [[]]),
      position: 1,
    });
    expect(back.sections.map((entry) => entry.id)).toEqual(['s1', 's0', 's2']);
  });

  it('restoreSection refuses a module id living in another section; undo leaves a module moved out where it is', () => {
    const start = doc();
    const relayout: PageAction = { type: 'changeLayout', sectionId: 's1', layout: '100' };
    const undoLayout = inverseOf(start, relayout) as PageAction;
    const relaid = applied(start, relayout);
    // After the layout change, module c moves to the other section…
    const moved = applied(relaid, { type: 'moveModule', moduleId: 'c', to: { sectionId: 's2', column: 0 } });
    // …so putting s1 back as it was would hold c twice: refused, naming the module.
    const refused = applyAction(moved, undoLayout);
    expect(refused).toEqual({
      ok: false,
      error: {
        field: 'columns.1.children.0.id',
        message: 'Module c is already in another section of the page.',
      },
    });
    // A nested id counts too, and so does an id listed twice in the section itself.
    const nested = applyAction(moved, {
      type: 'restoreSection',
      section: section('s1', '100', [
        [{ id: 'x', type: 'accordion', children: [{ id: 'd', type: 'text' }] }],
      ]),
    });
    expect(nested.ok || nested.error.field).toBe('columns.0.children.0.children.0.id');
    const twice = applyAction(moved, {
      type: 'restoreSection',
      section: section('s1', '100', [
        [
          { id: 'y', type: 'text' },
          { id: 'y', type: 'text' },
        ],
      ]),
    });
    expect(twice.ok || twice.error.message).toBe('Module y is listed twice.');
    // The undo the editor sends: the layout and the other modules come back, c stays in s2.
    const undone = applied(moved, withoutModulesElsewhere(moved, undoLayout));
    expect(ids(undone)).toEqual([[['a', 'b'], []], [['d', 'c']]]);
    expect(undone.sections[0]?.layout).toBe('50-50');
    // Nothing to leave out: the action comes back as it is.
    expect(withoutModulesElsewhere(relaid, undoLayout)).toBe(undoLayout);
  });

  it('copies nested modules parents first; idsNeeded counts them', () => {
    const module = { id: 'p', type: 'accordion', children: [{ id: 'q', type: 'text' }] };
    const fresh = ['n1', 'n2'];
    expect(copyWithNewIds(module, () => fresh.shift() ?? '')).toEqual({
      id: 'n1',
      type: 'accordion',
      children: [{ id: 'n2', type: 'text' }],
    });
    expect(idsNeeded([module, { id: 'r', type: 'text' }])).toBe(3);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: for random documents and random valid actions, apply then inverse is the identity.
// ---------------------------------------------------------------------------------------------

const moduleArb = (id: string): fc.Arbitrary<ActionModule> =>
  fc
    .record({
      type: fc.constantFrom('headline', 'text', 'image', 'quote'),
      text: fc.string({ maxLength: 6 }),
      nested: fc.boolean(),
    })
    .map(({ type, text, nested }) => ({
      id,
      type,
      text,
      ...(nested ? { children: [{ id: `${id}-child`, type: 'text', text }] } : {}),
    }));

/** A document: up to 4 sections, each in a known layout, modules with unique ids. */
const documentArb: fc.Arbitrary<PageDocument> = fc
  .array(
    fc.record({
      layout: fc.constantFrom(...COLUMN_LAYOUT_NAMES),
      counts: fc.array(fc.nat({ max: 3 }), { minLength: 3, maxLength: 3 }),
      extra: fc.constantFrom('', 'dark'),
    }),
    { maxLength: 4 },
  )
  .chain((specs) => {
    let counter = 0;
    const nextId = () => {
      counter += 1;
      return `m${counter}`;
    };
    const sections = specs.map((spec, sectionIndex) => {
      const columns = COLUMN_LAYOUTS[spec.layout].map((_, column) => {
        const count = spec.counts[column] ?? 0;
        return fc.tuple(...Array.from({ length: count }, () => moduleArb(nextId())));
      });
      return fc.tuple(...columns).map(
        (children): ActionSection => ({
          id: `s${sectionIndex}`,
          layout: spec.layout,
          extra_class: spec.extra,
          columns: children.map((list, index) => ({ index, classes: `col-${index}`, children: [...list] })),
        }),
      );
    });
    return fc.tuple(...sections).map((list) => ({ sections: [...list] }));
  });

/** A random action that is valid for the document (built from what is in it). */
function actionArb(d: PageDocument): fc.Arbitrary<PageAction> {
  const modules = d.sections.flatMap((entry) => entry.columns.flatMap((column) => column.children));
  const slots = d.sections.flatMap((entry) =>
    entry.columns.flatMap((column, index) =>
      Array.from({ length: column.children.length + 1 }, (_, position) => ({
        sectionId: entry.id,
        column: index,
        position,
      })),
    ),
  );
  let fresh = 0;
  const makeId = () => {
    fresh += 1;
    return `new${fresh}`;
  };
  const options: fc.Arbitrary<PageAction>[] = [
    fc.constant<PageAction>({
      type: 'insertSection',
      section: section('sNew', '100', [[]]),
      position: d.sections.length,
    }),
  ];
  if (slots.length)
    options.push(
      fc
        .constantFrom(...slots)
        .chain((to) =>
          moduleArb('inserted').map((module): PageAction => ({ type: 'insertModule', to, module })),
        ),
    );
  if (modules.length) {
    const moduleIds = modules.map((module) => module.id);
    options.push(
      fc.constantFrom(...moduleIds).map((moduleId): PageAction => ({ type: 'removeModule', moduleId })),
      fc
        .constantFrom(...modules)
        .map(
          (module): PageAction => ({ type: 'updateModule', module: { ...module, text: `${module.text}!` } }),
        ),
      fc.constantFrom(...moduleIds).map(
        (moduleId): PageAction => ({
          type: 'duplicateModule',
          moduleId,
          ids: drawIds(idsNeeded(modules.filter((module) => module.id === moduleId)), makeId),
        }),
      ),
      fc
        .tuple(fc.constantFrom(...moduleIds), fc.constantFrom(...slots))
        .map(([moduleId, slot]): PageAction => {
          // A position counts in the target column without the moved module.
          const from =
            d.sections.find((entry) => entry.id === slot.sectionId)?.columns[slot.column]?.children ?? [];
          const length = from.filter((child) => child.id !== moduleId).length;
          return { type: 'moveModule', moduleId, to: { ...slot, position: Math.min(slot.position, length) } };
        }),
    );
  }
  if (d.sections.length) {
    const sectionIds = d.sections.map((entry) => entry.id);
    options.push(
      fc.constantFrom(...sectionIds).map((sectionId): PageAction => ({ type: 'removeSection', sectionId })),
      fc
        .tuple(fc.constantFrom(...sectionIds), fc.nat({ max: d.sections.length - 1 }))
        .map(([sectionId, position]): PageAction => ({ type: 'moveSection', sectionId, position })),
      fc
        .tuple(
          fc.constantFrom(...sectionIds),
          fc.constantFrom(...COLUMN_LAYOUT_NAMES),
          fc.constantFrom('', 'light'),
        )
        .map(
          ([sectionId, layout, extra]): PageAction => ({
            type: 'changeLayout',
            sectionId,
            layout,
            style: { extra_class: extra },
          }),
        ),
      fc.constantFrom(...d.sections).map(
        (entry): PageAction => ({
          type: 'duplicateSection',
          sectionId: entry.id,
          copyId: 'sCopy',
          ids: drawIds(idsNeeded(entry.columns.flatMap((column) => column.children)), makeId),
        }),
      ),
      fc.constantFrom(...d.sections).chain((entry) =>
        fc
          .shuffledSubarray(
            entry.columns.flatMap((column) => column.children.map((child) => child.id)),
            {
              minLength: entry.columns.reduce((sum, column) => sum + column.children.length, 0),
            },
          )
          .map((order): PageAction => {
            const columns: string[][] = entry.columns.map(() => []);
            for (const [index, id] of order.entries()) columns[index % columns.length]?.push(id);
            return { type: 'reorderModules', sectionId: entry.id, columns };
          }),
      ),
      fc.constantFrom(...d.sections).map(
        (entry): PageAction => ({
          type: 'restoreSection',
          section: {
            ...entry,
            extra_class: 'restored',
            columns: entry.columns.map((column) => ({ ...column, children: [] })),
          },
        }),
      ),
    );
  }
  return fc.oneof(...options);
}

describe('page actions, properties', () => {
  it('apply then inverse gives back the same document (random documents, random valid actions)', () => {
    fc.assert(
      fc.property(
        documentArb.chain((d) => fc.tuple(fc.constant(d), actionArb(d))),
        ([d, action]) => {
          const snapshot = structuredClone(d);
          const result = applyAction(d, action);
          expect(result.ok).toBe(true);
          expect(d).toEqual(snapshot); // pure: the input is untouched
          const inverse = inverseOf(d, action);
          expect(inverse).not.toBeNull();
          if (!result.ok || !inverse) return;
          // Serialisable: the inverse survives JSON (stored backups, the HTTP body).
          const undone = applyAction(result.value, JSON.parse(JSON.stringify(inverse)) as PageAction);
          expect(undone).toEqual({ ok: true, value: d });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('module ids stay unique on the page after any sequence of actions and undos', () => {
    const unique = (d: PageDocument) => {
      let count = 0;
      const all: string[] = [];
      const collect = (list: readonly ActionModule[]) => {
        for (const module of list) {
          all.push(module.id);
          count += 1;
          collect((module.children as ActionModule[] | undefined) ?? []);
        }
      };
      for (const entry of d.sections) for (const column of entry.columns) collect(column.children);
      // moduleIdsIn keeps one path per id: as many ids as modules means none is there twice.
      return new Set(all).size === count && moduleIdsIn(d.sections).size === count;
    };
    fc.assert(
      fc.property(documentArb, fc.gen(), (start, gen) => {
        let d = start;
        // The editor's undo stack: the inverse of every action taken, undone in any order.
        const stack: PageAction[] = [];
        for (let step = 0; step < 12; step += 1) {
          const undoing = stack.length > 0 && gen(fc.boolean);
          if (undoing) {
            const at = gen(fc.nat, { max: stack.length - 1 });
            const [inverse] = stack.splice(at, 1);
            const result = applyAction(d, withoutModulesElsewhere(d, inverse as PageAction));
            if (result.ok) d = result.value;
          } else {
            const action = gen(() => actionArb(d));
            const inverse = inverseOf(d, action);
            const result = applyAction(d, action);
            if (!result.ok) continue;
            if (inverse) stack.push(inverse);
            d = result.value;
          }
          expect(unique(d)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a refused action leaves no trace', () => {
    fc.assert(
      fc.property(documentArb, fc.string({ maxLength: 4 }), (d, id) => {
        const snapshot = structuredClone(d);
        const result = applyAction(d, { type: 'removeModule', moduleId: `missing-${id}` });
        expect(result.ok).toBe(false);
        expect(d).toEqual(snapshot);
        expect(inverseOf(d, { type: 'removeModule', moduleId: `missing-${id}` })).toBeNull();
      }),
    );
  });
});
