import type { FilterField, ListQuery } from '@vending/ui';
import type { TFunction } from 'i18next';
import { statusFlows } from '@vending/contract/statusFlows';
import { flagFilter, rangeFilter, textFilter } from '../filterValues';
import type { DeclaredListPage } from './declaration';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

/** The filter bar's fields of a declared page, labelled from its namespace. */
/** Options a call answered, by call (see useFilterOptions). */
export type LoadedOptions = Readonly<
  Record<string, readonly { value: number | string; label: string; description?: string }[]>
>;

export function filterFieldsOf(page: DeclaredListPage, t: TFunction, loaded: LoadedOptions = {}): FilterField[] {
  const words = (group: string, name: string) => `${page.namespace}.${group}.${name}`;
  return (page.filters ?? []).map((filter): FilterField => {
    if (filter.kind === 'dateRange')
      return { kind: 'dateRange', name: filter.name, label: t(words('fields', filter.name)) };
    const name = filter.param;
    const label = t(words('fields', name));
    if (filter.kind === 'text') {
      const placeholder = words('placeholders', name);
      return {
        kind: 'text',
        name,
        label,
        ...(t(placeholder, { defaultValue: '' }) && { placeholder: t(placeholder) }),
      };
    }
    if (filter.kind === 'flag') {
      return {
        kind: 'select',
        name,
        label,
        options: [
          { value: '1', label: t('common.enabled') },
          { value: '0', label: t('common.disabled') },
        ],
      };
    }
    if (filter.kind === 'options') {
      return {
        kind: 'select',
        name,
        label,
        options: (loaded[filter.call] ?? []).map((option) => ({ value: String(option.value), label: option.label })),
      };
    }
    if (filter.kind === 'status') {
      const values: Record<string, number> = statusFlows[filter.flow].values;
      return {
        kind: 'select',
        name,
        label,
        options: Object.entries(values).map(([state, value]) => ({
          value: String(value),
          label: t(`flows.${filter.flow}.states.${state}`),
        })),
      };
    }
    return {
      kind: 'select',
      name,
      label,
      options: filter.options.map((value) => ({ value, label: t(`${page.namespace}.options.${name}.${value}`) })),
    };
  });
}

/** The filter bar's values as the list call's parameters (without paging): what the export sends too. */
export function filterParamsOf(page: DeclaredListPage, { filters }: ListQuery): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const filter of page.filters ?? []) {
    if (filter.kind === 'dateRange') {
      const range = rangeFilter(filters, filter.name);
      params[filter.from] = range.from;
      params[filter.to] = range.to;
    } else if (filter.kind === 'flag') {
      params[filter.param] = flagFilter(filters, filter.param);
    } else {
      params[filter.param] = textFilter(filters, filter.param);
    }
  }
  return params;
}
