export { TAB_SCROLL_PADDING_PX, TabStrip, type TabStripProps } from './TabStrip';
export {
  RECENTLY_CLOSED_LIMIT,
  emptyTabsState,
  isTabActionEffective,
  reduceTabs,
  scrollLeftToReveal,
  type TabAction,
  type TabItem,
  type TabsContext,
  type TabsState,
  type TabsTransition,
} from './tabsReducer';
