import { cva } from 'class-variance-authority';
import { ChevronDown, RotateCcw, Search } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Combobox } from '../Combobox';
import { DatePicker } from '../DatePicker';
import { useControllableValue } from '../lib/useControllableValue';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';
import { Select } from '../Select';
import {
  compactFilterValues,
  formatDay,
  parseDay,
  type FilterField,
  type FilterRange,
  type FilterValues,
} from './filterFields';

const filterInputVariants = cva(
  'min-w-0 rounded border border-border bg-surface text-text placeholder:text-text-subtle hover:border-border-strong focus-visible:border-primary disabled:opacity-60',
  {
    variants: {
      size: {
        default: 'h-control-default px-3 text-sm',
        small: 'h-control-small px-2.5 text-[13px]',
        mini: 'h-control-mini px-2 text-xs',
      },
    },
    defaultVariants: { size: 'mini' },
  },
);

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The filters in force (e.g. read from the URL); the bar edits a draft of them. */
  values?: FilterValues;
  defaultValues?: FilterValues;
  /** Search pressed or Enter typed: the draft, without empty fields. */
  onSearch: (values: FilterValues) => void;
  /** Reset pressed; by default the bar searches with no filters. */
  onReset?: () => void;
  /** The search region's accessible name; "筛选" by default. */
  label?: string;
  /** Fields shown while collapsed on a narrow bar; the rest wait behind "更多". */
  collapsedCount?: number;
  /** Below this width (px) of the bar, extra fields collapse. */
  collapseBelow?: number;
  /**
   * Search is running: the button shows it and ignores a second press of the same search. A
   * changed field makes the button a new search again (Enter too), which the caller runs in place
   * of the one under way: a keyword typed while the list loads is not dropped.
   */
  searching?: boolean;
  size?: ControlSize;
  className?: string;
}

const emptyRange: FilterRange = ['', ''];
/** The 全部 item of a Select (Radix gives '' to the placeholder): stands for no filter. */
const anyOption = '\u0000any';
/** A select filter with more options than this is searched (Combobox), not scrolled. */
const searchableAbove = 8;

/** A range field's two ends side by side, named together by the field's label. */
function rangeGroup(labelId: string, start: ReactNode, end: ReactNode) {
  return (
    <div role="group" aria-labelledby={labelId} className="flex min-w-0 flex-1 items-center gap-1">
      {start}
      <span aria-hidden className="text-text-subtle">
        –
      </span>
      {end}
    </div>
  );
}

function useIsNarrow(collapseBelow: number) {
  const ref = useRef<HTMLFormElement>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < collapseBelow);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [collapseBelow]);
  return [ref, narrow] as const;
}

/**
 * A list page's filters, declared as data: text, select, date range and number range fields,
 * Search and Reset. Enter in any field searches. On a narrow bar the fields beyond
 * `collapsedCount` fold away behind "更多".
 */
export function FilterBar({
  fields,
  values: valuesProp,
  defaultValues = {},
  onSearch,
  onReset,
  label,
  collapsedCount = 2,
  collapseBelow = 720,
  searching = false,
  size,
  className,
}: FilterBarProps) {
  const message = useUiMessage();
  const resolvedSize = useControlSize(size);
  const [applied, setApplied] = useControllableValue(valuesProp, defaultValues, onSearch);
  const [draft, setDraft] = useState<FilterValues>(applied);
  // Compared by content: a caller may rebuild equal values on every render (e.g. from the URL).
  const appliedKey = JSON.stringify(compactFilterValues(applied));
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const [formRef, narrow] = useIsNarrow(collapseBelow);
  const [expanded, setExpanded] = useState(false);
  const idPrefix = useId();
  const extraFieldsId = `${idPrefix}-extra`;
  const collapsible = narrow && fields.length > collapsedCount;
  const input = filterInputVariants({ size: resolvedSize });

  const setValue = (name: string, value: string | FilterRange) =>
    setDraft((previous) => ({ ...previous, [name]: value }));
  const rangeOf = (name: string): FilterRange => {
    const value = draft[name];
    return Array.isArray(value) ? (value as FilterRange) : emptyRange;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(compactFilterValues(draft));
  };
  const reset = () => {
    setDraft({});
    if (onReset) onReset();
    else setApplied({});
  };

  const renderField = (field: FilterField) => {
    const id = `${idPrefix}-${field.name}`;
    const labelId = `${id}-label`;
    const fieldLabel = (
      <span id={labelId} className="shrink-0 whitespace-nowrap text-text-muted">
        {field.kind === 'text' || field.kind === 'select' ? <label htmlFor={id}>{field.label}</label> : field.label}
      </span>
    );
    let control;
    if (field.kind === 'text') {
      control = (
        <input
          id={id}
          type="text"
          className={cn(input, 'flex-1')}
          placeholder={field.placeholder}
          value={typeof draft[field.name] === 'string' ? (draft[field.name] as string) : ''}
          onChange={(event) => setValue(field.name, event.target.value)}
        />
      );
    } else if (field.kind === 'select') {
      const chosen = typeof draft[field.name] === 'string' ? (draft[field.name] as string) : '';
      const choose = (value: string) => setValue(field.name, value === anyOption ? '' : value);
      const common = { id, size: resolvedSize, className: 'w-0 flex-1', onValueChange: choose };
      // A long list is searched; a short one is a plain choice. Either way 全部 clears the filter.
      control =
        field.options.length > searchableAbove ? (
          <Combobox
            {...common}
            value={chosen}
            options={[{ value: '', label: message('data.filter.all') }, ...field.options]}
          />
        ) : (
          <Select
            {...common}
            value={chosen || anyOption}
            options={[{ value: anyOption, label: message('data.filter.all') }, ...field.options]}
          />
        );
    } else if (field.kind === 'dateRange') {
      const [from, to] = rangeOf(field.name);
      const [fromDay, toDay] = [parseDay(from), parseDay(to)];
      const end = { size: resolvedSize, clearable: true, className: 'w-0 flex-1' };
      // Two pickers rather than one range picker: either end may stay open, and each bounds the other.
      control = rangeGroup(
        labelId,
        <DatePicker
          {...end}
          aria-label={fillMessage(message('data.filter.from'), { field: field.label })}
          placeholder={message('formRangeStartPlaceholder')}
          value={fromDay}
          defaultMonth={toDay ?? undefined}
          disabledDays={toDay ? { after: toDay } : undefined}
          onValueChange={(day) => setValue(field.name, [formatDay(day), to])}
        />,
        <DatePicker
          {...end}
          aria-label={fillMessage(message('data.filter.to'), { field: field.label })}
          placeholder={message('formRangeEndPlaceholder')}
          value={toDay}
          defaultMonth={fromDay ?? undefined}
          disabledDays={fromDay ? { before: fromDay } : undefined}
          onValueChange={(day) => setValue(field.name, [from, formatDay(day)])}
        />,
      );
    } else {
      const [min, max] = rangeOf(field.name);
      const end = {
        type: 'number',
        className: cn(input, 'w-0 flex-1'),
        min: field.min,
        step: field.step ?? 'any',
        inputMode: 'decimal' as const,
      };
      control = rangeGroup(
        labelId,
        <input
          {...end}
          aria-label={fillMessage(message('data.filter.min'), { field: field.label })}
          value={min}
          onChange={(event) => setValue(field.name, [event.target.value, max])}
        />,
        <input
          {...end}
          aria-label={fillMessage(message('data.filter.max'), { field: field.label })}
          value={max}
          onChange={(event) => setValue(field.name, [min, event.target.value])}
        />,
      );
    }
    return (
      <div
        key={field.name}
        data-slot="filter-field"
        data-kind={field.kind}
        // Two calendars need room for their dates: a date range takes two columns once there are two.
        className={cn('flex min-w-0 items-center gap-2', field.kind === 'dateRange' && '@min-[544px]:col-span-2')}
      >
        {fieldLabel}
        {control}
      </div>
    );
  };

  const shownFields = collapsible ? fields.slice(0, collapsedCount) : fields;
  const foldedFields = collapsible ? fields.slice(collapsedCount) : [];

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={label ?? message('data.filter.label')}
      data-slot="filter-bar"
      data-size={resolvedSize}
      data-state={collapsible ? (expanded ? 'expanded' : 'collapsed') : 'open'}
      noValidate
      onSubmit={submit}
      className={cn(
        '@container grid grid-cols-[repeat(auto-fill,minmax(260px,1fr))] items-center gap-x-6 gap-y-3 rounded border border-border bg-surface p-4 text-xs',
        className,
      )}
    >
      {shownFields.map(renderField)}
      {collapsible ? (
        <div id={extraFieldsId} hidden={!expanded} className={expanded ? 'contents' : 'hidden'}>
          {foldedFields.map(renderField)}
        </div>
      ) : null}
      <div data-slot="filter-actions" className="col-[-2/-1] flex items-center justify-end gap-2">
        <Button
          type="submit"
          variant="primary"
          loading={searching && JSON.stringify(compactFilterValues(draft)) === appliedKey}
          icon={<Search aria-hidden className="size-3.5" />}
        >
          {message('data.filter.search')}
        </Button>
        <Button type="button" icon={<RotateCcw aria-hidden className="size-3.5" />} onClick={reset}>
          {message('data.filter.reset')}
        </Button>
        {collapsible ? (
          <Button
            type="button"
            variant="link"
            aria-expanded={expanded}
            aria-controls={extraFieldsId}
            onClick={() => setExpanded((previous) => !previous)}
          >
            <span className="inline-flex items-center gap-0.5">
              {message(expanded ? 'data.filter.less' : 'data.filter.more')}
              <ChevronDown aria-hidden className={cn('size-3.5', expanded && 'rotate-180')} />
            </span>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
