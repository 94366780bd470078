export { CheckboxTree, type CheckboxTreeProps } from './CheckboxTree';
export { checkStateOf, leafIdsOf, toggleNode, type CheckboxTreeNode, type TreeCheckState } from './checkboxTree';
