import { Command, useCommandState } from 'cmdk';
import { CornerDownLeft, Search } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from '../Icon';
import { useUiMessage } from '../provider/UiProvider';
import type { flattenSidebarLinks } from '../Sidebar';

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
 * The input names the option that is selected now. cmdk 1.1.1 takes its input's
 * `aria-activedescendant` from `selectedItemId`, which it reads from the DOM in a scheduled
 * callback: after a search, the callback that picks the first match sets the new value and
 * schedules that read into the very flush it is running (its `useScheduleLayoutEffect` iterates
 * the Map it adds to), before the options render their new `aria-selected`. So the input names
 * the option selected before the last keystroke — often one the search has removed from the
 * list (typing `/equipment/`: axe aria-valid-attr-value). The list carries the same stale id.
 * Once the options have rendered, the selected one's id is written on the input and the list
 * (again whenever cmdk writes its stale one).
 */
function useActiveOption(input: RefObject<HTMLInputElement | null>) {
  const value = useCommandState((state) => state.value);
  const cmdkActive = useCommandState((state) => state.selectedItemId);
  useLayoutEffect(() => {
    const element = input.current;
    const list = element && document.getElementById(element.getAttribute('aria-controls') ?? '');
    const selected = list?.querySelector('[cmdk-item][aria-selected="true"]');
    for (const named of [element, list]) {
      if (!named) continue;
      if (selected?.id) named.setAttribute('aria-activedescendant', selected.id);
      else named.removeAttribute('aria-activedescendant');
    }
  }, [input, value, cmdkActive]);
}

/** The search field, with its active option set right (useActiveOption). */
function PaletteInput({ placeholder }: { placeholder: string }) {
  const input = useRef<HTMLInputElement>(null);
  useActiveOption(input);
  return (
    <Command.Input
      ref={input}
      placeholder={placeholder}
      className="h-12 min-w-0 flex-1 bg-transparent text-sm text-text outline-none placeholder:text-text-subtle"
    />
  );
}

/** The palette's search over the pages (cmdk): its own chunk, loaded when the palette first opens. */
export function PaletteCommand({
  label,
  pages,
  onChoose,
}: {
  label: string;
  pages: ReturnType<typeof flattenSidebarLinks>;
  onChoose: (path: string) => void;
}) {
  const message = useUiMessage();
  return (
    <Command label={label} loop>
      <div className="flex items-center gap-2 border-b border-border px-4">
        <Search aria-hidden className="size-4 shrink-0 text-text-subtle" />
        <PaletteInput placeholder={message('shell.commandPalette.placeholder')} />
        <kbd className="rounded border border-border px-1.5 text-xs text-text-muted">Esc</kbd>
      </div>
      <PaletteResults label={message('shell.commandPalette.results')} empty={message('shell.commandPalette.empty')}>
        {pages.map(({ link, groups, icon }) => (
          <Command.Item
            key={link.key}
            value={`${link.title} ${link.path}`}
            keywords={[...groups, link.path]}
            onSelect={() => onChoose(link.path)}
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
  );
}
