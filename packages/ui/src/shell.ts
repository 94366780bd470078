// The shell components' public exports (one line per component folder).
export * from './TabStrip';
export * from './Sidebar';
export * from './Breadcrumb';
export * from './Navbar';
export * from './AppLayout';
export * from './CommandPalette';
export type { RenderLink, ShellLinkProps } from './ShellCommon';
