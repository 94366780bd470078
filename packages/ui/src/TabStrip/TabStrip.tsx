import * as ContextMenu from '@radix-ui/react-context-menu';
import { Pin, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '../lib/cn';
import { useControllableValue } from '../lib/useControllableValue';
import { useShellMessage } from '../messages/shell';
import { shellMenuContentClass, shellMenuItemClass, shellMenuSeparatorClass } from '../ShellCommon';
import {
  isTabActionEffective,
  reduceTabs,
  scrollLeftToReveal,
  type TabAction,
  type TabItem,
  type TabsContext,
  type TabsState,
} from './tabsReducer';

/** Room left beside the active tab when it is scrolled into view (docs/SPECIFICATION.md §9). */
export const TAB_SCROLL_PADDING_PX = 15;

export interface TabStripProps {
  /** The open tabs (controlled). */
  tabs?: readonly TabItem[];
  /** The open tabs to start from (uncontrolled). */
  defaultTabs?: readonly TabItem[];
  onTabsChange?: (tabs: readonly TabItem[]) => void;
  /** The page currently shown; its tab is the selected one. */
  activePath: string;
  /** Where to go when the last tab closes (docs/SPECIFICATION.md §2: the root path). */
  rootPath?: string;
  onNavigate: (path: string) => void;
  /** Asked to reload the page of a tab ("refresh"). */
  onRefresh?: (path: string) => void;
  className?: string;
}

type MenuActionType = Exclude<TabAction['type'], 'open'>;

const menuActions: readonly (MenuActionType | 'separator')[] = [
  'refresh',
  'close',
  'closeOthers',
  'closeLeft',
  'closeRight',
  'closeAll',
  'separator',
  'pin',
  'unpin',
  'reopenClosed',
];

const menuLabels = {
  refresh: 'shell.tabStrip.refresh',
  close: 'shell.tabStrip.close',
  closeOthers: 'shell.tabStrip.closeOthers',
  closeLeft: 'shell.tabStrip.closeLeft',
  closeRight: 'shell.tabStrip.closeRight',
  closeAll: 'shell.tabStrip.closeAll',
  pin: 'shell.tabStrip.pin',
  unpin: 'shell.tabStrip.unpin',
  reopenClosed: 'shell.tabStrip.reopenClosed',
} as const satisfies Record<MenuActionType, string>;

function actionFor(type: MenuActionType, path: string): TabAction {
  return type === 'closeAll' || type === 'reopenClosed' ? { type } : { type, path };
}

function findTabElement(strip: HTMLElement | null, path: string): HTMLElement | null {
  return strip?.querySelector<HTMLElement>(`[role="tab"][data-path="${CSS.escape(path)}"]`) ?? null;
}

/**
 * A tab per open page (docs/SPECIFICATION.md §2): click shows it, the close control / middle click / Delete
 * closes it, a right click, Shift+F10 or the Menu key opens the tab menu. Tab operations are
 * the pure `reduceTabs`; this component only renders them and reports navigation.
 */
export function TabStrip({
  tabs: tabsProp,
  defaultTabs = [],
  onTabsChange,
  activePath,
  rootPath = '/',
  onNavigate,
  onRefresh,
  className,
}: TabStripProps) {
  const message = useShellMessage();
  const [tabs, setTabs] = useControllableValue(tabsProp, defaultTabs, onTabsChange);
  const [closed, setClosed] = useState<readonly TabItem[]>([]);
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const [menuPath, setMenuPath] = useState(activePath);
  const stripRef = useRef<HTMLDivElement>(null);

  const state: TabsState = { tabs, closed };
  const context: TabsContext = { activePath, rootPath };
  const rovingPath = [focusPath, activePath].find((path) => tabs.some((tab) => tab.path === path)) ?? tabs[0]?.path;

  function apply(action: TabAction) {
    const transition = reduceTabs(state, action, context);
    if (transition.state.tabs !== tabs) setTabs(transition.state.tabs);
    if (transition.state.closed !== closed) setClosed(transition.state.closed);
    if (transition.navigateTo !== null) onNavigate(transition.navigateTo);
    if (transition.refreshPath !== null) onRefresh?.(transition.refreshPath);
  }

  /** Closes a tab from the keyboard and keeps focus in the strip, on the tab that took its place. */
  function closeFromKeyboard(index: number) {
    const tab = tabs[index];
    if (!tab || tab.pinned) return;
    const neighbour = tabs[index + 1] ?? tabs[index - 1];
    apply({ type: 'close', path: tab.path });
    if (neighbour) {
      setFocusPath(neighbour.path);
      requestAnimationFrame(() => findTabElement(stripRef.current, neighbour.path)?.focus());
    }
  }

  function moveFocus(path: string | undefined) {
    if (!path) return;
    setFocusPath(path);
    findTabElement(stripRef.current, path)?.focus();
  }

  function openMenuFromKeyboard(tabElement: HTMLElement) {
    const rect = tabElement.getBoundingClientRect();
    tabElement.dispatchEvent(
      new globalThis.MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: rect.left,
        clientY: rect.bottom,
      }),
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    const tab = tabs[index];
    if (!tab) return;
    const last = tabs.length - 1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveFocus(tabs[index === last ? 0 : index + 1]?.path),
      ArrowLeft: () => moveFocus(tabs[index === 0 ? last : index - 1]?.path),
      Home: () => moveFocus(tabs[0]?.path),
      End: () => moveFocus(tabs[last]?.path),
      Enter: () => tab.path !== activePath && onNavigate(tab.path),
      ' ': () => tab.path !== activePath && onNavigate(tab.path),
      Delete: () => closeFromKeyboard(index),
      ContextMenu: () => openMenuFromKeyboard(event.currentTarget),
    };
    const key = event.key === 'F10' && event.shiftKey ? 'ContextMenu' : event.key;
    const handler = keys[key];
    if (!handler || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    handler();
  }

  // The mouse wheel scrolls the strip sideways; it has to be a non-passive listener to keep the page still.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const onWheel = (event: WheelEvent) => {
      if (strip.scrollWidth <= strip.clientWidth) return;
      event.preventDefault();
      strip.scrollLeft += Math.abs(event.deltaY) > Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, []);

  useLayoutEffect(() => {
    const strip = stripRef.current;
    const tabElement = findTabElement(strip, activePath);
    if (!strip || !tabElement) return;
    strip.scrollLeft = scrollLeftToReveal({
      tabStart: tabElement.offsetLeft,
      tabWidth: tabElement.offsetWidth,
      scrollLeft: strip.scrollLeft,
      viewportWidth: strip.clientWidth,
      padding: TAB_SCROLL_PADDING_PX,
    });
  }, [activePath, tabs.length]);

  return (
    // Not modal: a modal menu aria-hides the page while its focusable tabs stay reachable, which axe rightly flags.
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild>
        {/* 34 px inside the 1 px border: the 26 px tabs sit on whole pixels. */}
        <div
          data-slot="tab-strip"
          className={cn('flex h-[35px] items-center border-b border-border bg-surface shadow-sm', className)}
          onContextMenu={(event: MouseEvent<HTMLDivElement>) => {
            const tabElement = (event.target as Element).closest<HTMLElement>('[role="tab"]');
            setMenuPath(tabElement?.dataset['path'] ?? activePath);
          }}
        >
          <div
            ref={stripRef}
            role="tablist"
            aria-label={message('shell.tabStrip.label')}
            aria-orientation="horizontal"
            className="relative flex h-full min-w-0 flex-1 items-center gap-1 overflow-x-auto overflow-y-hidden px-[15px] [scrollbar-width:none]"
          >
            {tabs.map((tab, index) => {
              const active = tab.path === activePath;
              return (
                <div
                  key={tab.path}
                  role="tab"
                  data-slot="tab"
                  data-path={tab.path}
                  data-state={active ? 'active' : 'inactive'}
                  data-pinned={tab.pinned ? '' : undefined}
                  aria-selected={active}
                  aria-keyshortcuts={tab.pinned ? undefined : 'Delete'}
                  tabIndex={tab.path === rovingPath ? 0 : -1}
                  title={tab.title}
                  className={cn(
                    'group inline-flex h-[26px] max-w-[200px] shrink-0 cursor-pointer items-center gap-1 rounded-sm border px-2 text-xs select-none',
                    'border-border bg-surface text-text-muted hover:text-primary-text',
                    'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-on-solid',
                    'focus-visible:outline-offset-1',
                  )}
                  onClick={() => {
                    setFocusPath(tab.path);
                    if (!active) onNavigate(tab.path);
                  }}
                  onMouseDown={(event) => {
                    // A middle press would start the browser's auto-scroll instead of closing the tab.
                    if (event.button === 1) event.preventDefault();
                  }}
                  onAuxClick={(event) => {
                    if (event.button === 1) apply({ type: 'close', path: tab.path });
                  }}
                  onKeyDown={(event) => handleKeyDown(event, index)}
                >
                  {active ? <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-on-solid" /> : null}
                  {tab.pinned ? <Pin aria-hidden className="size-3 shrink-0 rotate-45" /> : null}
                  <span data-slot="tab-title" className="truncate">
                    {tab.title}
                  </span>
                  {tab.pinned ? (
                    <span className="sr-only">{message('shell.tabStrip.pinned')}</span>
                  ) : (
                    // Not a button: a tab's children are presentational. Keyboard users close with Delete.
                    <span
                      aria-hidden
                      data-slot="tab-close"
                      title={message('shell.tabStrip.close')}
                      className="-mr-1 inline-flex size-4 shrink-0 items-center justify-center rounded-full hover:bg-text-subtle hover:text-on-solid"
                      onClick={(event) => {
                        event.stopPropagation();
                        apply({ type: 'close', path: tab.path });
                      }}
                    >
                      <X className="size-3" />
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content
          data-slot="tab-menu"
          className={shellMenuContentClass}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            findTabElement(stripRef.current, menuPath)?.focus();
          }}
        >
          {menuActions.map((type, index) => {
            if (type === 'separator')
              return <ContextMenu.Separator key={`separator-${index}`} className={shellMenuSeparatorClass} />;
            const action = actionFor(type, menuPath);
            const target = tabs.find((tab) => tab.path === menuPath);
            // Only the pin action that applies to the tab is listed.
            if ((type === 'pin' && target?.pinned) || (type === 'unpin' && !target?.pinned)) return null;
            return (
              <ContextMenu.Item
                key={type}
                data-action={type}
                className={shellMenuItemClass}
                disabled={!isTabActionEffective(state, action, context)}
                onSelect={() => apply(action)}
              >
                {message(menuLabels[type])}
              </ContextMenu.Item>
            );
          })}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
