export { FilterBar, filterInputVariants, type FilterBarProps } from './FilterBar';
export {
  compactFilterValues,
  isRangeField,
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
