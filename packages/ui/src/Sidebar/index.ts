export { SIDEBAR_MENU_SHOW_DELAY_MS, Sidebar, type SidebarProps } from './Sidebar';
export { SidebarDrawer, type SidebarDrawerProps } from './SidebarDrawer';
export {
  buildSidebarItems,
  findSidebarTrail,
  flattenSidebarLinks,
  resolveActiveMenuPath,
  resolveMenuPath,
  type MenuEntry,
  type SidebarGroupItem,
  type SidebarItem,
  type SidebarLinkItem,
  type TranslateTitle,
} from './sidebarItems';
export { SidebarBrand, type SidebarBrandProps } from './SidebarBrand';
