import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Button } from '../../Button';
import { useFocusReturn } from '../../lib/focusReturn';
import { fillMessage } from '../../messages/data';
import { useUiMessage } from '../../provider/UiProvider';
import { menuContentClass, menuItemClass } from '../menuStyles';

export interface RowAction {
  /** Stable key; the label when omitted. */
  key?: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface ActionsCellProps {
  actions: readonly RowAction[];
  /** Names the row in the "more" menu's accessible name, e.g. the member's name. */
  rowLabel?: string;
}

/** How many actions show as buttons before the rest move into a menu. */
const inlineActionLimit = 2;

/** A row's actions: up to two as text buttons; with more, the first stays and the rest go into a menu. */
export function ActionsCell({ actions, rowLabel }: ActionsCellProps) {
  const message = useUiMessage();
  // A dialog an item opens gives the focus back to 更多; a deleted row's 更多 hands it to the next row's.
  const { attach, onCloseAutoFocus: returnFocus } = useFocusReturn<HTMLDivElement>({ menu: true });
  const overflow = actions.length > inlineActionLimit;
  const inline = overflow ? actions.slice(0, 1) : actions;
  const inMenu = overflow ? actions.slice(1) : [];
  return (
    <span data-slot="actions-cell" className="inline-flex items-center gap-1">
      {inline.map((action) => (
        <Button
          key={action.key ?? action.label}
          variant="text"
          size="mini"
          className="px-1.5"
          disabled={action.disabled}
          onClick={action.onSelect}
        >
          {action.label}
        </Button>
      ))}
      {inMenu.length > 0 ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button
              variant="text"
              size="mini"
              className="px-1.5"
              aria-label={rowLabel ? fillMessage(message('data.table.moreActionsFor'), { row: rowLabel }) : undefined}
            >
              <span className="inline-flex items-center gap-0.5">
                {message('data.table.moreActions')}
                <ChevronDown aria-hidden className="size-3" />
              </span>
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className={menuContentClass}
              ref={attach}
              onCloseAutoFocus={returnFocus}
            >
              {inMenu.map((action) => (
                <DropdownMenu.Item
                  key={action.key ?? action.label}
                  disabled={action.disabled}
                  onSelect={action.onSelect}
                  className={menuItemClass}
                >
                  {action.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </span>
  );
}
