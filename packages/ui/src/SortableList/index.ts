export { SortableList, moveItem, type SortableListItem, type SortableListProps } from './SortableList';
