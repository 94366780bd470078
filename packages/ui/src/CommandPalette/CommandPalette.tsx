import * as Dialog from '@radix-ui/react-dialog';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { captureOpener, restoreFocus, type Opener } from '../lib/focusReturn';
import { lazyPart } from '../lib/lazyPart';
import { useShellMessage } from '../messages/shell';
import { useControllableValue } from '../lib/useControllableValue';
import { navbarButtonClass } from '../ShellCommon';
import { buildSidebarItems, flattenSidebarLinks, type MenuEntry, type TranslateTitle } from '../Sidebar';
import type { PaletteRecordSearch } from './PaletteCommand';

export type { PaletteRecord, PaletteRecordGroup, PaletteRecordSearch } from './PaletteCommand';

export interface CommandPaletteProps {
  /** The menu entries to search; the sidebar's rules decide which pages are offered. */
  entries: readonly MenuEntry[];
  translate?: TranslateTitle;
  /** Called with the chosen page's path. */
  onNavigate: (path: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Whether Ctrl+K / ⌘+K anywhere on the page opens it. */
  hotkey?: boolean;
  /** Whether to render the top-bar button that opens it. */
  showTrigger?: boolean;
  /**
   * Finds records (a device, an order…) for what is typed, offered under the pages; choosing
   * one navigates to its path. Without it the palette searches the pages alone.
   */
  searchRecords?: PaletteRecordSearch;
  /** The search field's placeholder, when it finds more than pages. */
  placeholder?: string;
  className?: string;
}

/** Ctrl+K or ⌘+K, without other modifiers. */
function isPaletteHotkey(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

// The search (cmdk) loads on the first opening; the palette opens once it is here.
const PaletteCommand = lazyPart(() => import('./PaletteCommand').then((module) => module.PaletteCommand));

/**
 * Jump to any page: Ctrl/⌘+K opens a search over the menu's pages by translated title and
 * path; Enter goes there, Escape closes, and focus goes back where it was.
 */
export function CommandPalette({
  entries,
  translate,
  onNavigate,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  hotkey = true,
  showTrigger = true,
  searchRecords,
  placeholder,
  className,
}: CommandPaletteProps) {
  const message = useShellMessage();
  const [open, setOpen] = useControllableValue(openProp, defaultOpen, onOpenChange);
  const returnFocusTo = useRef<Opener | null>(null);
  const pages = useMemo(() => flattenSidebarLinks(buildSidebarItems(entries, translate)), [entries, translate]);

  /** Opens once the search's code is here (at once after the first time), or with a retry if it failed. */
  const openWhenLoaded = useCallback(() => {
    if (PaletteCommand.isLoaded()) setOpen(true);
    else {
      const opened = () => setOpen(true);
      PaletteCommand.preload().then(opened, opened);
    }
  }, [setOpen]);

  function changeOpen(next: boolean) {
    if (next) returnFocusTo.current = captureOpener();
    if (next) openWhenLoaded();
    else setOpen(false);
  }

  useEffect(() => {
    if (!hotkey) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteHotkey(event)) return;
      event.preventDefault();
      if (!open) returnFocusTo.current = captureOpener();
      if (open) setOpen(false);
      else openWhenLoaded();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey, open, setOpen, openWhenLoaded]);

  const label = message('shell.commandPalette.title');
  return (
    // Not modal: a modal dialog aria-hides the page while its controls stay focusable (axe); focus
    // leaving the palette or a click outside closes it instead.
    <Dialog.Root open={open} onOpenChange={changeOpen} modal={false}>
      {showTrigger ? (
        <Dialog.Trigger
          data-slot="command-palette-trigger"
          aria-label={message('shell.commandPalette.open')}
          aria-keyshortcuts="Control+K Meta+K"
          title={`${message('shell.commandPalette.open')} (Ctrl K)`}
          className={cn(navbarButtonClass, className)}
        >
          <Search aria-hidden className="size-4" />
        </Dialog.Trigger>
      ) : null}
      <PaletteFrame
        open={open}
        label={label}
        // Back where it was, or to the page's main region when the chosen page replaced it.
        onCloseAutoFocus={() => restoreFocus(returnFocusTo.current)}
      >
        <PaletteCommand
          label={label}
          pages={pages}
          {...(searchRecords && { records: searchRecords })}
          {...(placeholder !== undefined && { placeholder })}
          onChoose={(path) => {
            setOpen(false);
            onNavigate(path);
          }}
          failed={(retry) => <PaletteLoadFailed retry={retry} />}
        />
      </PaletteFrame>
    </Dialog.Root>
  );
}

/** The palette's box and overlay, inside its Dialog.Root; the search (or its failure) goes in. */
export function PaletteFrame({
  open,
  label,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  label: string;
  /** Focus goes back where it was: the palette's own return is prevented. */
  onCloseAutoFocus?: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      {open ? <div aria-hidden data-slot="command-palette-overlay" className="fixed inset-0 z-40 bg-overlay" /> : null}
      <Dialog.Content
        data-slot="command-palette"
        aria-describedby={undefined}
        className="fixed top-[12vh] left-1/2 z-50 w-[560px] max-w-[calc(100vw-32px)] -translate-x-1/2 overflow-hidden rounded-lg border border-border bg-surface text-text shadow-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseAutoFocus?.();
        }}
      >
        <Dialog.Title className="sr-only">{label}</Dialog.Title>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** In the palette when the search's code could not be loaded (offline on first opening): what happened, and a retry. */
export function PaletteLoadFailed({ retry }: { retry: () => void }) {
  const message = useShellMessage();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-8 text-sm text-text-muted">
      {message('partLoadFailed')}
      <button type="button" className="text-primary-text underline" onClick={retry}>
        {message('retry')}
      </button>
    </div>
  );
}
