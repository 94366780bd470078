import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** What the shell hands to a link it renders: the target path plus the anchor's attributes. */
export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  path: string;
  children: ReactNode;
  /** `data-*` hooks for styles and tests; a router link passes them through to its anchor. */
  [dataAttribute: `data-${string}`]: string | number | undefined;
}

/**
 * Renders a navigation link. The shell knows nothing of routes, so the console passes one
 * that renders its router's link (for example `({ path, ...props }) => <Link to={path} {...props} />`).
 */
export type RenderLink = (props: ShellLinkProps) => ReactNode;

/** Whether a click should open the link elsewhere (new tab, window, download) rather than navigate here. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Without a `renderLink`, a shell link is a plain anchor; with `onNavigate` a plain left click
 * is handed to the callback instead of the browser, so single-page apps stay on the page.
 */
export function renderShellLink(
  props: ShellLinkProps,
  renderLink: RenderLink | undefined,
  onNavigate: ((path: string) => void) | undefined,
): ReactNode {
  if (renderLink) return renderLink(props);
  const { path, onClick, children, ...anchor } = props;
  return (
    <a
      {...anchor}
      href={path}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || isModifiedClick(event)) return;
        event.preventDefault();
        onNavigate(path);
      }}
    >
      {children}
    </a>
  );
}
