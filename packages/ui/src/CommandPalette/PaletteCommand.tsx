import { Command, useCommandState } from 'cmdk';
import { CornerDownLeft, Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Icon } from '../Icon';
import { useShellMessage } from '../messages/shell';
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

/** A record the palette found through the caller's search (a device, an order…), opened by its path. */
export interface PaletteRecord {
  key: string;
  label: string;
  /** A smaller line beside the label (a device's name, an order's time). */
  detail?: string;
  path: string;
}
/** Records of one kind, under their heading. */
export interface PaletteRecordGroup {
  key: string;
  heading: string;
  records: readonly PaletteRecord[];
}
/** Finds records for what was typed; rejects or answers nothing when there are none. */
export type PaletteRecordSearch = (query: string, signal: AbortSignal) => Promise<readonly PaletteRecordGroup[]>;

/** Wait after the last keystroke before asking for records: one call per pause, not per key. */
export const RECORD_SEARCH_DELAY_MS = 250;

/**
 * The records found for what was typed (two characters or more, not a path): asked once the
 * typing pauses, the previous question abandoned when a new one is asked.
 */
function useFoundRecords(search: PaletteRecordSearch | undefined, query: string) {
  const [found, setFound] = useState<{ query: string; groups: readonly PaletteRecordGroup[] }>({
    query: '',
    groups: [],
  });
  const asked = query.trim();
  const searched = search !== undefined && asked.length >= 2 && !asked.startsWith('/');
  useEffect(() => {
    if (!search || !searched) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(asked, controller.signal).then(
        (groups) => {
          if (!controller.signal.aborted) setFound({ query: asked, groups });
        },
        () => {
          if (!controller.signal.aborted) setFound({ query: asked, groups: [] });
        },
      );
    }, RECORD_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, searched, asked]);
  // Nothing found while nothing is asked (a path, a character).
  return searched ? found : NOTHING_FOUND;
}

const NOTHING_FOUND = { query: '', groups: [] } as const;

/** The search field, with its active option set right (useActiveOption). */
function PaletteInput({
  placeholder,
  value,
  onValueChange,
}: {
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useActiveOption(input);
  return (
    <Command.Input
      ref={input}
      value={value}
      onValueChange={onValueChange}
      placeholder={placeholder}
      className="h-12 min-w-0 flex-1 bg-transparent text-sm text-text outline-none placeholder:text-text-subtle"
    />
  );
}

const itemClass =
  'group flex h-10 cursor-pointer items-center gap-3 rounded px-3 text-sm data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-text';
const headingClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-text-muted';

/**
 * The palette's search over the pages (cmdk), and over records when the caller gives a search
 * (`records`): its own chunk, loaded when the palette first opens.
 */
export function PaletteCommand({
  label,
  pages,
  onChoose,
  records,
  placeholder,
}: {
  label: string;
  pages: ReturnType<typeof flattenSidebarLinks>;
  onChoose: (path: string) => void;
  records?: PaletteRecordSearch;
  placeholder?: string;
}) {
  const message = useShellMessage();
  const [query, setQuery] = useState('');
  const found = useFoundRecords(records, query);
  return (
    <Command label={label} loop>
      <div className="flex items-center gap-2 border-b border-border px-4">
        <Search aria-hidden className="size-4 shrink-0 text-text-subtle" />
        <PaletteInput
          placeholder={placeholder ?? message('shell.commandPalette.placeholder')}
          value={query}
          onValueChange={setQuery}
        />
        <kbd className="rounded border border-border px-1.5 text-xs text-text-muted">Esc</kbd>
      </div>
      <PaletteResults label={message('shell.commandPalette.results')} empty={message('shell.commandPalette.empty')}>
        {pages.map(({ link, groups, icon }) => (
          <Command.Item
            key={link.key}
            value={`${link.title} ${link.path}`}
            keywords={[...groups, link.path]}
            onSelect={() => onChoose(link.path)}
            className={itemClass}
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
        {found.groups.map((group) =>
          group.records.length === 0 ? null : (
            <Command.Group key={group.key} heading={group.heading} className={headingClass}>
              {group.records.map((record) => (
                <Command.Item
                  key={`${group.key}:${record.key}`}
                  // What was asked is part of its value: the server matched it, so cmdk keeps it.
                  value={`${group.key}:${record.key} ${record.label} ${record.detail ?? ''}`}
                  keywords={[found.query]}
                  onSelect={() => onChoose(record.path)}
                  className={itemClass}
                >
                  <span className="min-w-0 truncate">
                    <span className="font-mono">{record.label}</span>
                    {record.detail ? <span className="ml-2 text-text-muted">{record.detail}</span> : null}
                  </span>
                  <CornerDownLeft
                    aria-hidden
                    className="ml-auto size-3.5 shrink-0 opacity-0 group-data-[selected=true]:opacity-100"
                  />
                </Command.Item>
              ))}
            </Command.Group>
          ),
        )}
      </PaletteResults>
    </Command>
  );
}
