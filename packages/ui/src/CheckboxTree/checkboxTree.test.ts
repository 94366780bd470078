import { checkStateOf, leafIdsOf, toggleNode, type CheckboxTreeNode } from './checkboxTree';

const tree: CheckboxTreeNode = {
  id: 'member',
  label: '会员管理',
  children: [
    { id: 'list', label: '会员列表' },
    { id: 'recharge', label: '充值列表' },
    { id: 'deep', label: '深层', children: [{ id: 'leaf', label: '叶子' }] },
  ],
};

describe('checkbox tree rules', () => {
  it('collects leaves at any depth', () => {
    expect(leafIdsOf(tree)).toEqual(['list', 'recharge', 'leaf']);
    expect(leafIdsOf({ id: 'solo', label: 'solo' })).toEqual(['solo']);
  });

  it('derives a group state from its leaves', () => {
    expect(checkStateOf(tree, new Set())).toBe(false);
    expect(checkStateOf(tree, new Set(['list']))).toBe('indeterminate');
    expect(checkStateOf(tree, new Set(['list', 'recharge', 'leaf']))).toBe(true);
  });

  it('checks every leaf of an unchecked or mixed group, and clears a checked one', () => {
    expect([...toggleNode(tree, new Set(['list', 'other']))].sort()).toEqual(['leaf', 'list', 'other', 'recharge']);
    expect([...toggleNode(tree, new Set(['list', 'recharge', 'leaf', 'other']))]).toEqual(['other']);
    expect([...toggleNode({ id: 'list', label: '' }, new Set(['list']))]).toEqual([]);
  });
});
