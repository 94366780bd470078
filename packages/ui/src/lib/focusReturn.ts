import { useCallback, useRef, type Ref } from 'react';

/**
 * Where the focus goes when an overlay (dialog, drawer, confirm, menu, popover, palette) closes:
 * back to the control that opened it. When that control is gone — its row deleted, its menu
 * closed — the focus goes to the same control of the row now in its place, else to the table's
 * row in the tab order, else to the page's main region; never to `<body>`.
 */
export interface Opener {
  element: HTMLElement;
  /** Where the opener stood in a DataTable, to find its successor once it is gone. */
  place: OpenerPlace | null;
}

interface OpenerPlace {
  table: HTMLElement;
  rowIndex: number;
  /** The opener's cell (`data-column-id`), or null when the opener is the row itself. */
  columnId: string | null;
  /** The opener's accessible name and its rank among its cell's controls. */
  name: string;
  rankInCell: number;
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The controls inside `container` that Tab reaches, in order. */
export function tabbables(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && visible(element),
  );
}

function accessibleName(element: HTMLElement): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
}

/**
 * The menu that closed last (a menu's item that opens a dialog leaves with its menu, and the
 * dialog mounts while the focus is on the leaving item or already on `<body>`): the menu's
 * opener stands in for the item, briefly.
 */
let recentMenu: { opener: Opener; closedAt: number | null } | null = null;
const menuHandOver = 1000;

function menuOpener(): Opener | null {
  if (!recentMenu) return null;
  const { opener, closedAt } = recentMenu;
  if (closedAt !== null && performance.now() - closedAt > menuHandOver) return null;
  return opener;
}

/**
 * The control focused last outside a menu, with its place: the page may draw the opener again
 * (a list re-rendering its rows) between the click and the overlay's mounting, leaving the focus
 * on `<body>` by then.
 */
let lastFocused: { element: HTMLElement; inMenu: boolean; opener: Opener } | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      const element = event.target;
      if (!(element instanceof HTMLElement)) return;
      const inMenu = !!element.closest('[role="menu"]');
      lastFocused = { element, inMenu, opener: { element, place: inMenu ? null : placeOf(element) } };
    },
    true,
  );

/** The opener of an overlay mounting now: the focused control, or the menu it was chosen from. */
export function captureOpener(): Opener | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body)
    return active.closest('[role="menu"]') ? menuOpener() : { element: active, place: placeOf(active) };
  // The focus was lost on the way (its control drawn anew, its menu gone): where it was last.
  if (!lastFocused) return null;
  return lastFocused.inMenu ? menuOpener() : lastFocused.opener;
}

function placeOf(element: HTMLElement): OpenerPlace | null {
  const table = element.closest<HTMLElement>('[data-slot="data-table"]');
  const row = element.closest<HTMLElement>('tr[data-row-index]');
  if (!table || !row) return null;
  const cell = element.closest<HTMLElement>('td[data-column-id]');
  return {
    table,
    rowIndex: Number(row.dataset['rowIndex']),
    columnId: cell?.dataset['columnId'] ?? null,
    name: accessibleName(element),
    rankInCell: cell ? tabbablesOrRow(cell).indexOf(element) : -1,
  };
}

/** A cell's controls, its row's own roving tabindex left aside (a row is tabindex -1 or 0). */
function tabbablesOrRow(cell: HTMLElement): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.matches('[disabled]') && visible(element),
  );
}

/** The control now standing where the opener stood, or null while the table has no rows. */
function successor({ table, rowIndex, columnId, name, rankInCell }: OpenerPlace): HTMLElement | null {
  if (!table.isConnected) return null;
  const rows = [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-index]')];
  const row =
    rows.find((candidate) => Number(candidate.dataset['rowIndex']) === rowIndex) ??
    rows.findLast((candidate) => Number(candidate.dataset['rowIndex']) < rowIndex) ??
    rows[0];
  if (!row) return null;
  if (columnId === null) return row;
  const cell = row.querySelector<HTMLElement>(`td[data-column-id="${CSS.escape(columnId)}"]`);
  const controls = cell ? tabbablesOrRow(cell) : [];
  return controls.find((control) => accessibleName(control) === name) ?? controls[rankInCell] ?? controls[0] ?? row;
}

/** Where the focus rests when neither the opener nor its successor is there. */
function shelter(opener: Opener): HTMLElement | null {
  const table = opener.place?.table;
  if (table?.isConnected) {
    const row = table.querySelector<HTMLElement>('tbody tr[tabindex="0"]');
    if (row) return row;
  }
  return document.querySelector<HTMLElement>('main[tabindex], [role="main"][tabindex]');
}

function focusable(element: HTMLElement | null): element is HTMLElement {
  return !!element && element.isConnected && !element.matches('[disabled]') && visible(element);
}

function place(opener: Opener): { target: HTMLElement | null; final: boolean } {
  if (focusable(opener.element)) return { target: opener.element, final: true };
  const next = opener.place ? successor(opener.place) : null;
  if (focusable(next)) return { target: next, final: true };
  return { target: shelter(opener), final: false };
}

let stopWatching: (() => void) | null = null;
/** How long after closing the focus follows its opener's removal (a delete's reload). */
const watchFor = 10_000;

/**
 * Puts the focus back on the opener (or its successor), unless something else took it on
 * purpose meanwhile; then, for a while, follows the opener if the page removes it (the row of a
 * deleted record leaves after its reload).
 */
export function restoreFocus(opener: Opener | null): void {
  if (!opener) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
  stopWatching?.();
  let { target, final } = place(opener);
  target?.focus();
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    const now = document.activeElement;
    const lost = !now || now === document.body;
    if (!lost && now !== target) return stop();
    if (!lost && final) return;
    const next = place(opener);
    if (next.target && next.target !== target && (lost || next.final)) {
      ({ target, final } = next);
      next.target.focus();
    }
  });
  const timer = setTimeout(() => stop(), watchFor);
  // The person moves on (a key, a click): from then on the focus is theirs to place.
  const options = { capture: true } as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, options);
    document.removeEventListener('pointerdown', stop, options);
    if (stopWatching === stop) stopWatching = null;
  }
  stopWatching = stop;
  document.addEventListener('keydown', stop, options);
  document.addEventListener('pointerdown', stop, options);
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Ends the watch of a closed overlay's opener at once (a new screen, e.g. the next story on a shared page). */
export function stopFocusReturnWatch(): void {
  stopWatching?.();
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * For an overlay's content: `attach` (its ref) notes the opener as the content mounts (before its own focus
 * moves in), and `onCloseAutoFocus` sends the focus back — unless the caller's handler prevented
 * that. `menu` marks a menu, whose opener stands in for its items for a dialog they open.
 */
export function useFocusReturn<E extends HTMLElement>({
  ref,
  onCloseAutoFocus,
  menu = false,
}: {
  ref?: Ref<E> | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  menu?: boolean;
} = {}) {
  const opener = useRef<Opener | null>(null);
  const mark = useRef<{ opener: Opener; closedAt: number | null } | null>(null);
  const contentRef = useCallback(
    (node: E | null) => {
      if (node) {
        const captured = captureOpener();
        // Attached again once the focus is inside (React's strict mode does so): the opener stays.
        if (captured && node.contains(captured.element)) return assignRef(ref, node);
        opener.current = captured;
        if (menu && captured) recentMenu = mark.current = { opener: captured, closedAt: null };
      } else if (mark.current) {
        mark.current.closedAt = performance.now();
      }
      assignRef(ref, node);
    },
    [ref, menu],
  );
  const handleCloseAutoFocus = useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      restoreFocus(opener.current);
    },
    [onCloseAutoFocus],
  );
  return { attach: contentRef, onCloseAutoFocus: handleCloseAutoFocus };
}

/**
 * For a dialog's or drawer's `onOpenAutoFocus`: the focus starts on the first control of the
 * body (the first field), else of the footer, else on the close ×; a control that took the
 * focus by itself (`autoFocus`) keeps it.
 */
export function focusFirstField(event: Event, onOpenAutoFocus?: (event: Event) => void) {
  onOpenAutoFocus?.(event);
  if (event.defaultPrevented) return;
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  event.preventDefault();
  if (content.contains(document.activeElement)) return;
  const part = (suffix: string) => {
    const element = content.querySelector(`:scope > [data-slot$="-${suffix}"]`);
    return element ? tabbables(element) : [];
  };
  const [first] = [...part('body'), ...part('footer'), ...tabbables(content)];
  (first ?? content).focus();
}
