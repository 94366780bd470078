export { FilterBar, type FilterBarProps } from './FilterBar';
export {
  compactFilterValues,
  formatDay,
  parseDay,
  type DateRangeFilterField,
  type FilterField,
  type FilterRange,
  type FilterValue,
  type FilterValues,
  type NumberRangeFilterField,
  type SelectFilterField,
  type SelectFilterOption,
  type TextFilterField,
} from './filterFields';
