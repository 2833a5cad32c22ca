import { describe, expect, it } from 'vitest';
import { mapModules, mapNested, nestedLists, someModule, type TreeNode, walkModules } from './module-tree';

const tree: TreeNode & { id: string } = {
  id: 'root',
  type: 'two_columns',
  columns: [
    { children: [{ type: 'headline' }, { type: 'accordion', children: [{ type: 'text' }] } as TreeNode] },
    {
      children: [
        {
          type: 'container',
          resolved: { type: 'section', columns: [{ children: [{ type: 'image' }] }] },
        } as TreeNode,
      ],
    },
  ],
};

describe('the module-tree walker (docs/decisions/0145)', () => {
  it('finds every place modules nest, with its path', () => {
    expect(nestedLists(tree).map((list) => list.path)).toEqual(['columns.0.children', 'columns.1.children']);
    expect(nestedLists({ type: 'text' })).toEqual([]);
  });

  it('walks every module parents first, with paths', () => {
    const seen: string[] = [];
    walkModules([tree], (module, path) => seen.push(`${path}:${module.type}`));
    expect(seen).toEqual([
      '0:two_columns',
      '0.columns.0.children.0:headline',
      '0.columns.0.children.1:accordion',
      '0.columns.0.children.1.children.0:text',
      '0.columns.1.children.0:container',
      '0.columns.1.children.0.resolved.0:section',
      '0.columns.1.children.0.resolved.0.columns.0.children.0:image',
    ]);
  });

  it('maps every module without changing its input; a leaf is returned as it is', () => {
    const before = structuredClone(tree);
    const upper = mapModules(tree, (module) => ({ ...module, type: module.type.toUpperCase() }));
    const types: string[] = [];
    walkModules([upper], (module) => types.push(module.type));
    expect(types).toEqual(['TWO_COLUMNS', 'HEADLINE', 'ACCORDION', 'TEXT', 'CONTAINER', 'SECTION', 'IMAGE']);
    expect(tree).toEqual(before);
    const leaf = { type: 'text' };
    expect(mapNested(leaf, () => [])).toBe(leaf);
  });

  it('tells whether some module passes a test, however deep', () => {
    expect(someModule([tree], (module) => module.type === 'image')).toBe(true);
    expect(someModule([tree], (module) => module.type === 'video')).toBe(false);
  });
});
