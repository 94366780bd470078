export { navbarButtonClass, shellMenuContentClass, shellMenuItemClass, shellMenuSeparatorClass } from './menuStyles';
export { renderShellLink, type RenderLink, type ShellLinkProps } from './ShellLink';
