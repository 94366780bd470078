import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '../Breadcrumb';
import { cn } from '../lib/cn';
import { Hamburger } from '../Navbar';
import { useShellMessage } from '../messages/shell';
import { useControllableValue } from '../lib/useControllableValue';
import type { RenderLink } from '../ShellCommon';
import { Sidebar, SidebarDrawer, type MenuEntry, type TranslateTitle } from '../Sidebar';
import { MOBILE_BREAKPOINT_PX } from '../Sidebar/Sidebar';

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribeToViewport(onChange: () => void): () => void {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is narrower than the spec's mobile breakpoint (1024 px). */
function useIsMobileViewport(): boolean {
  return useSyncExternalStore(
    subscribeToViewport,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}

export interface AppLayoutProps {
  /** The menu entries for the sidebar. */
  entries: readonly MenuEntry[];
  translate?: TranslateTitle;
  /** The page shown: highlights the menu and, on a narrow screen, closes the drawer when it changes. */
  activePath: string;
  renderLink?: RenderLink;
  onNavigate?: (path: string) => void;
  /** Whether the desktop sidebar shows icons only (controlled). */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The product's mark and name above the menu. */
  renderLogo?: (state: { collapsed: boolean }) => ReactNode;
  /** The matched route chain for the top bar. */
  breadcrumb?: readonly BreadcrumbItem[];
  /** The right side of the top bar: full screen, language, size, theme, user menu... */
  actions?: ReactNode;
  /** The tab strip under the top bar. */
  tabStrip?: ReactNode;
  /** Forces the narrow (drawer) or wide layout; by default it follows the window width. */
  mobile?: boolean;
  /** The page. */
  children: ReactNode;
  className?: string;
}

/**
 * The console's frame (docs/SPECIFICATION.md §2): sidebar, top bar with hamburger, breadcrumb and controls,
 * tab strip and the page. Under 1024 px the sidebar becomes a drawer over the content.
 */
export function AppLayout({
  entries,
  translate,
  activePath,
  renderLink,
  onNavigate,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  renderLogo,
  breadcrumb,
  actions,
  tabStrip,
  mobile: mobileProp,
  children,
  className,
}: AppLayoutProps) {
  const message = useShellMessage();
  const sidebarId = useId();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const viewportIsMobile = useIsMobileViewport();
  const mobile = mobileProp ?? viewportIsMobile;
  const [collapsed, setCollapsed] = useControllableValue(collapsedProp, defaultCollapsed, onCollapsedChange);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Following a link on a narrow screen closes the drawer (docs/SPECIFICATION.md §2).
  const [drawerPath, setDrawerPath] = useState(activePath);
  if (drawerPath !== activePath) {
    setDrawerPath(activePath);
    setDrawerOpen(false);
  }

  const sidebarProps = { entries, translate, activePath, renderLink, onNavigate };
  // A phone has room for the current page's title only.
  const breadcrumbItems = mobile ? breadcrumb?.slice(-1) : breadcrumb;
  const sidebarShown = mobile ? drawerOpen : true;

  return (
    <div
      data-slot="app-layout"
      data-layout={mobile ? 'mobile' : 'desktop'}
      className={cn('flex h-dvh w-full overflow-hidden bg-background text-text', className)}
    >
      <a
        href={`#${mainId}`}
        data-slot="skip-link"
        className="sr-only z-[60] rounded bg-surface px-3 py-2 text-sm text-primary-text shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        onClick={(event) => {
          // The console routes by the hash: move focus without touching it.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {message('shell.layout.skipToContent')}
      </a>
      {mobile ? (
        <SidebarDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          onCloseAutoFocus={(event) => {
            // The hamburger is inert until this render ends; focus it once it is reachable again.
            event.preventDefault();
            requestAnimationFrame(() => hamburgerRef.current?.focus());
          }}
        >
          <Sidebar id={sidebarId} {...sidebarProps} header={renderLogo?.({ collapsed: false })} />
        </SidebarDrawer>
      ) : (
        <Sidebar
          id={sidebarId}
          {...sidebarProps}
          collapsed={collapsed}
          header={renderLogo?.({ collapsed })}
          className="shrink-0"
        />
      )}
      {/* Behind the open drawer nothing is reachable: the drawer is modal. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={mobile && drawerOpen}>
        <header data-slot="app-header" className="shrink-0 bg-surface">
          {/* 50 px of controls plus the 1 px border: the controls sit on whole pixels, so pictures are stable. */}
          <div className="flex h-[51px] items-center border-b border-border">
            <Hamburger
              ref={hamburgerRef}
              expanded={mobile ? drawerOpen : !collapsed}
              controls={sidebarShown ? sidebarId : undefined}
              onToggle={() => (mobile ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
            />
            {breadcrumbItems ? (
              <Breadcrumb
                items={breadcrumbItems}
                renderLink={renderLink}
                onNavigate={onNavigate}
                className="ml-2 flex-1"
              />
            ) : (
              <span className="flex-1" />
            )}
            {actions ? <div className="flex shrink-0 items-center">{actions}</div> : null}
          </div>
          {tabStrip}
        </header>
        <main
          ref={mainRef}
          id={mainId}
          tabIndex={-1}
          data-slot="app-main"
          className="min-h-0 flex-1 overflow-auto p-4 outline-none"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
