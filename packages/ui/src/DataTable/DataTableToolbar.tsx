import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Column } from '@tanstack/react-table';
import { Check, Columns3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { cn } from '../lib/cn';
import { fillMessage } from '../messages/data';
import { useUiMessage } from '../provider/UiProvider';
import { columnMeta } from './columns';
import { menuContentClass, menuItemClass } from './menuStyles';

interface ColumnMenuProps<Row> {
  columns: Column<Row, unknown>[];
  onVisibleChange: (columnId: string, visible: boolean) => void;
}

/** The column settings: a checkbox per hideable column. */
function ColumnMenu<Row>({ columns, onVisibleChange }: ColumnMenuProps<Row>) {
  const message = useUiMessage();
  const hideable = columns.filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button icon={<Columns3 aria-hidden className="size-3.5" />}>{message('data.table.columns')}</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
          {hideable.map((column) => {
            const visible = column.getIsVisible();
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={visible}
                // The last visible column stays: a table without columns shows nothing.
                disabled={visible && visibleCount === 1}
                onCheckedChange={(checked) => onVisibleChange(column.id, checked)}
                onSelect={(event) => event.preventDefault()}
                className={cn(menuItemClass, 'pl-1.5')}
              >
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-3.5" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {columnMeta(column.columnDef).label}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface DataTableToolbarProps<Row> {
  /** How many rows are selected (a count, not the ids: a large selection would cost a props diff on each render). */
  selectedCount: number;
  onClearSelection: () => void;
  /** Renders the bulk-action buttons for the current selection. */
  bulkActions?: () => ReactNode;
  /** Left side while nothing is selected. */
  toolbar?: ReactNode;
  /** Every leaf column for the column menu; no menu when null. */
  menuColumns: Column<Row, unknown>[] | null;
  onColumnVisibleChange: (columnId: string, visible: boolean) => void;
}

/** Above the table: the bulk-action bar (or the caller's toolbar) and the column settings. */
export function DataTableToolbar<Row>({
  selectedCount,
  onClearSelection,
  bulkActions,
  toolbar,
  menuColumns,
  onColumnVisibleChange,
}: DataTableToolbarProps<Row>) {
  const message = useUiMessage();
  return (
    <div data-slot="data-table-toolbar" className="flex min-h-control-mini items-center justify-between gap-3">
      <div
        data-slot="data-table-bulk-bar"
        data-state={selectedCount > 0 ? 'open' : 'closed'}
        className="flex min-w-0 items-center gap-3 text-xs data-[state=open]:h-9 data-[state=open]:rounded data-[state=open]:border data-[state=open]:border-primary/30 data-[state=open]:bg-primary-soft data-[state=open]:px-3"
      >
        {/* Always mounted, so screen readers announce each change of the count. */}
        <span role="status" aria-live="polite" className="font-medium whitespace-nowrap">
          {selectedCount > 0 ? fillMessage(message('data.table.selectedCount'), { count: selectedCount }) : ''}
        </span>
        {selectedCount > 0 ? (
          <>
            {bulkActions ? <span className="flex items-center gap-2">{bulkActions()}</span> : null}
            <Button variant="text" onClick={onClearSelection}>
              {message('data.table.clearSelection')}
            </Button>
          </>
        ) : (
          toolbar
        )}
      </div>
      {menuColumns ? <ColumnMenu columns={menuColumns} onVisibleChange={onColumnVisibleChange} /> : null}
    </div>
  );
}
