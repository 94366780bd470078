import * as Dialog from '@radix-ui/react-dialog';
import { Command, useCommandState } from 'cmdk';
import { CornerDownLeft, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { useControllableValue } from '../lib/useControllableValue';
import { navbarButtonClass } from '../ShellCommon';
import { buildSidebarItems, flattenSidebarLinks, type MenuEntry, type TranslateTitle } from '../Sidebar';

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
  className?: string;
}

/** Ctrl+K or ⌘+K, without other modifiers. */
function isPaletteHotkey(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** The result list, hidden when nothing matches: an empty listbox is invalid ARIA. */
function PaletteResults({ label, empty, children }: { label: string; empty: string; children: ReactNode }) {
  const count = useCommandState((state) => state.filtered.count);
  return (
    <>
      <Command.Empty className="py-8 text-center text-sm text-text-muted">{empty}</Command.Empty>
      <Command.List label={label} hidden={count === 0} className="max-h-[360px] overflow-y-auto p-2">
        {children}
      </Command.List>
    </>
  );
}

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
  className,
}: CommandPaletteProps) {
  const message = useUiMessage();
  const [open, setOpen] = useControllableValue(openProp, defaultOpen, onOpenChange);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const pages = useMemo(() => flattenSidebarLinks(buildSidebarItems(entries, translate)), [entries, translate]);

  function changeOpen(next: boolean) {
    if (next && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    setOpen(next);
  }

  useEffect(() => {
    if (!hotkey) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteHotkey(event)) return;
      event.preventDefault();
      if (!open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
      setOpen(!open);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey, open, setOpen]);

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
      <Dialog.Portal>
        {open ? (
          <div aria-hidden data-slot="command-palette-overlay" className="fixed inset-0 z-40 bg-overlay" />
        ) : null}
        <Dialog.Content
          data-slot="command-palette"
          aria-describedby={undefined}
          className="fixed top-[12vh] left-1/2 z-50 w-[560px] max-w-[calc(100vw-32px)] -translate-x-1/2 overflow-hidden rounded-lg border border-border bg-surface text-text shadow-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
        >
          <Dialog.Title className="sr-only">{label}</Dialog.Title>
          <Command label={label} loop>
            <div className="flex items-center gap-2 border-b border-border px-4">
              <Search aria-hidden className="size-4 shrink-0 text-text-subtle" />
              <Command.Input
                placeholder={message('shell.commandPalette.placeholder')}
                className="h-12 min-w-0 flex-1 bg-transparent text-sm text-text outline-none placeholder:text-text-subtle"
              />
              <kbd className="rounded border border-border px-1.5 text-xs text-text-muted">Esc</kbd>
            </div>
            <PaletteResults
              label={message('shell.commandPalette.results')}
              empty={message('shell.commandPalette.empty')}
            >
              {pages.map(({ link, groups, icon }) => (
                <Command.Item
                  key={link.key}
                  value={`${link.title} ${link.path}`}
                  keywords={[...groups, link.path]}
                  onSelect={() => {
                    setOpen(false);
                    onNavigate(link.path);
                  }}
                  className="group flex h-10 cursor-pointer items-center gap-3 rounded px-3 text-sm data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-text"
                >
                  <span className="flex size-4 shrink-0 items-center justify-center text-text-subtle group-data-[selected=true]:text-primary-text">
                    {icon ? <Icon name={icon} /> : null}
                  </span>
                  <span className="min-w-0 truncate">
                    {groups.length > 0 ? <span className="text-text-muted">{groups.join(' / ')} / </span> : null}
                    {link.title}
                  </span>
                  <span className="ml-auto shrink-0 font-mono text-xs text-text-muted">{link.path}</span>
                  <CornerDownLeft
                    aria-hidden
                    className="size-3.5 shrink-0 opacity-0 group-data-[selected=true]:opacity-100"
                  />
                </Command.Item>
              ))}
            </PaletteResults>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
