/** One entry of a checkbox tree; only leaves carry a value of their own. */
export interface CheckboxTreeNode {
  id: string;
  label: string;
  children?: readonly CheckboxTreeNode[];
}

export type TreeCheckState = boolean | 'indeterminate';

/** The ids of every leaf under a node (the node itself when it is a leaf). */
export function leafIdsOf(node: CheckboxTreeNode): string[] {
  return node.children?.length ? node.children.flatMap(leafIdsOf) : [node.id];
}

/** A node's state from the checked leaves: checked, unchecked, or indeterminate when some are. */
export function checkStateOf(node: CheckboxTreeNode, checked: ReadonlySet<string>): TreeCheckState {
  const leaves = leafIdsOf(node);
  const count = leaves.filter((id) => checked.has(id)).length;
  return count === 0 ? false : count === leaves.length ? true : 'indeterminate';
}

/** Checking a group checks all its leaves; unchecking (or a mixed group) clears them. */
export function toggleNode(node: CheckboxTreeNode, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  const leaves = leafIdsOf(node);
  const checkAll = checkStateOf(node, checked) !== true;
  for (const id of leaves) {
    if (checkAll) next.add(id);
    else next.delete(id);
  }
  return next;
}
