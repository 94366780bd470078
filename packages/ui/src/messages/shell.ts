import { addUiMessages, type UiMessageKey } from '../provider/messages';
import { useUiMessage } from '../provider/UiProvider';
import { defineMessages } from './defineMessages';

/** The console shell's own words: sidebar, tab strip, breadcrumb, navbar controls, command palette, layout. */
export const shellMessages = defineMessages(
  {
    'shell.sidebar.label': '主菜单',
    'shell.sidebar.drawerTitle': '导航菜单',
    'shell.tabStrip.label': '已打开的页面',
    'shell.tabStrip.close': '关闭',
    'shell.tabStrip.closeOthers': '关闭其他',
    'shell.tabStrip.closeAll': '关闭所有',
    'shell.tabStrip.closeLeft': '关闭左侧',
    'shell.tabStrip.closeRight': '关闭右侧',
    'shell.tabStrip.refresh': '刷新',
    'shell.tabStrip.pin': '固定',
    'shell.tabStrip.unpin': '取消固定',
    'shell.tabStrip.reopenClosed': '重新打开已关闭的页面',
    'shell.tabStrip.pinned': '已固定',
    'shell.breadcrumb.label': '面包屑',
    'shell.hamburger.label': '切换侧边栏',
    'shell.fullscreen.enter': '全屏',
    'shell.fullscreen.exit': '退出全屏',
    'shell.userMenu.home': '首页',
    'shell.userMenu.changePassword': '修改密码',
    'shell.userMenu.logout': '退出登录',
    'shell.language.label': '语言',
    'shell.size.label': '布局大小',
    'shell.size.default': '默认',
    'shell.size.small': '小',
    'shell.size.mini': '迷你',
    'shell.theme.label': '主题',
    'shell.theme.light': '浅色',
    'shell.theme.dark': '深色',
    'shell.theme.system': '跟随系统',
    'shell.commandPalette.open': '搜索菜单',
    'shell.commandPalette.title': '搜索菜单',
    'shell.commandPalette.placeholder': '输入菜单名称或路径',
    'shell.commandPalette.empty': '没有匹配的菜单',
    'shell.commandPalette.results': '匹配的页面',
    'shell.layout.skipToContent': '跳到主要内容',
    'shell.timeZone.note': '时间与日期均按业务时区显示：',
  },
  {
    'shell.sidebar.label': 'Main menu',
    'shell.sidebar.drawerTitle': 'Navigation menu',
    'shell.tabStrip.label': 'Open pages',
    'shell.tabStrip.close': 'Close',
    'shell.tabStrip.closeOthers': 'Close others',
    'shell.tabStrip.closeAll': 'Close all',
    'shell.tabStrip.closeLeft': 'Close tabs to the left',
    'shell.tabStrip.closeRight': 'Close tabs to the right',
    'shell.tabStrip.refresh': 'Refresh',
    'shell.tabStrip.pin': 'Pin',
    'shell.tabStrip.unpin': 'Unpin',
    'shell.tabStrip.reopenClosed': 'Reopen closed page',
    'shell.tabStrip.pinned': 'Pinned',
    'shell.breadcrumb.label': 'Breadcrumb',
    'shell.hamburger.label': 'Toggle sidebar',
    'shell.fullscreen.enter': 'Full screen',
    'shell.fullscreen.exit': 'Exit full screen',
    'shell.userMenu.home': 'Home',
    'shell.userMenu.changePassword': 'Change password',
    'shell.userMenu.logout': 'Log out',
    'shell.language.label': 'Language',
    'shell.size.label': 'Layout size',
    'shell.size.default': 'Default',
    'shell.size.small': 'Small',
    'shell.size.mini': 'Mini',
    'shell.theme.label': 'Theme',
    'shell.theme.light': 'Light',
    'shell.theme.dark': 'Dark',
    'shell.theme.system': 'System',
    'shell.commandPalette.open': 'Search menu',
    'shell.commandPalette.title': 'Search menu',
    'shell.commandPalette.placeholder': 'Type a menu title or path',
    'shell.commandPalette.empty': 'No matching menu',
    'shell.commandPalette.results': 'Matching pages',
    'shell.layout.skipToContent': 'Skip to main content',
    'shell.timeZone.note': 'Times and dates are in the business time zone: ',
  },
);

// The table of every ui word has these from the moment a shell component's module is loaded: the
// login page draws none of them, and does not fetch their words (docs/BENCHMARKS.md).
addUiMessages(shellMessages);

/** The ui's words, for a shell component: importing it brings the shell's words into the table. */
export function useShellMessage(): (key: UiMessageKey) => string {
  return useUiMessage();
}
