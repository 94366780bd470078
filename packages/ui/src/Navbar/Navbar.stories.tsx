import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ControlSize } from '../provider/UiProvider';
import type { UiLocale } from '../provider/messages';
import { FullscreenToggle, type FullscreenApi } from './FullscreenToggle';
import { Hamburger } from './Hamburger';
import { LanguageSelect, SizeSelect, ThemeSelect, type ThemePreference } from './SettingMenus';
import { UserMenu } from './UserMenu';

/**
 * A 28 px inline PNG, so the avatar needs no network and is drawn pixel for pixel (an SVG picture
 * is rasterized anew and its edges can differ by a shade between runs).
 */
const avatar =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABwAAAAcCAYAAAByDd+UAAABkUlEQVR4Ab3BsYoaQQCA4X+HmVUHXIsrD8tjsNxmBa+dWtA+xEtqS+EeQUiZ/jDYG0g9tRCbrfcZUsUDjbuFwS4sejvmZL8vePj860iNBDUT1ExQM0HNBDWTXMHGIRPbIjGKk01WsHB7XJrjS+Jp/qnNeNDgX4lRJEaxWh94fnnFh8CDjUPGgwaXjAcNbBziQ+BhYltUmdgWPgQeEqOokhiFD0HNBB42WUGVTVbgQ+Bh4fZUWbg9PgQeXJqzWh+4ZLU+4NIcHxJPzy+vuPTAxLZIjOJkkxUs3B6X5viSXMGlOS7NeQ9BzSQeIh0wGjTpG0ViFJEOONnujmyygp9Zwff1H7a7I1UkFaZDzUfbItIBZZEOsHGIjUOmQ803t+frjx1vkVwQ6YDlrEOvK/ER6YDpUGPjkA9ffrPdHTlHcEakA5azDr2u5Fq9rmQ56xDpgHMEZ8yf2vS6kv/V60rmT23OEZT0jcLGIe9l45C+UZQJSkaPTW5l9NikTFDSN4pb6RtFmaDk/k5wK/d3gjJBzf4CU2Zkxh8sjd8AAAAASUVORK5CYII=';

/** A stand-in Fullscreen API: the real one needs a user gesture the test runner cannot give. */
function fakeFullscreen(supported: boolean): FullscreenApi & { enter: ReturnType<typeof fn> } {
  let active = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    active = next;
    listeners.forEach((listener) => listener());
    return Promise.resolve();
  };
  return {
    isSupported: () => supported,
    isActive: () => active,
    enter: fn(() => set(true)),
    exit: () => set(false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface TopBarProps {
  locale: UiLocale;
  theme: ThemePreference;
  fullscreen: FullscreenApi;
  avatarSrc?: string;
  onUnsupported: () => void;
  onHome: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
  onLocaleChange: (locale: UiLocale) => void;
  onSizeChange: (size: ControlSize) => void;
  onThemeChange: (theme: ThemePreference) => void;
  /** Only the user menu, for its own stories. */
  userMenuOnly?: boolean;
}

/** The navbar controls as the top bar lays them out. */
function TopBar({
  locale,
  theme,
  fullscreen,
  avatarSrc,
  onUnsupported,
  onLocaleChange,
  onSizeChange,
  onThemeChange,
  userMenuOnly,
  ...user
}: TopBarProps) {
  const [expanded, setExpanded] = useState(true);
  const [language, setLanguage] = useState(locale);
  const [size, setSize] = useState<ControlSize>('mini');
  const [scheme, setScheme] = useState(theme);
  return (
    <header className="flex h-[51px] items-center border-b border-border bg-surface shadow-sm">
      <Hamburger expanded={expanded} onToggle={() => setExpanded(!expanded)} />
      <span className="flex-1" />
      {userMenuOnly ? null : (
        <>
          <FullscreenToggle api={fullscreen} onUnsupported={onUnsupported} />
          <LanguageSelect
            value={language}
            onValueChange={(next) => {
              setLanguage(next);
              onLocaleChange(next);
            }}
          />
          <SizeSelect
            value={size}
            onValueChange={(next) => {
              setSize(next);
              onSizeChange(next);
            }}
          />
          <ThemeSelect
            value={scheme}
            onValueChange={(next) => {
              setScheme(next);
              onThemeChange(next);
            }}
          />
        </>
      )}
      <UserMenu name="admin" avatarSrc={avatarSrc} {...user} />
    </header>
  );
}

const meta = {
  title: 'Shell/Navbar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    locale: 'zh',
    theme: 'light',
    fullscreen: fakeFullscreen(true),
    avatarSrc: avatar,
    onUnsupported: fn(),
    onHome: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    onLocaleChange: fn(),
    onSizeChange: fn(),
    onThemeChange: fn(),
  },
  argTypes: { fullscreen: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * The page repaints around a menu for a few frames after it opens or closes (its popper places
 * itself); the picture waits until it is still, or icon edges differ by a shade between runs.
 */
const paintSettled = () => new Promise((resolve) => setTimeout(resolve, 300));

async function avatarLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="user-menu-trigger"] img')).not.toBeNull());
}

export const TopBarControls: Story = {
  name: 'Top bar controls',
  args: { fullscreen: fakeFullscreen(true) },
  play: async ({ canvas, canvasElement, args }) => {
    await avatarLoaded(canvasElement);
    const hamburger = canvas.getByRole('button', { name: '切换侧边栏' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    await expect(args.fullscreen.enter).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '退出全屏' }));
    await expect(canvas.getByRole('button', { name: '全屏' })).toHaveAttribute('data-state', 'off');
    await expect(canvas.getByRole('button', { name: 'admin' })).toHaveAttribute('aria-haspopup', 'menu');
  },
};

export const FullscreenUnsupported: Story = {
  name: 'Full screen unsupported',
  args: { fullscreen: fakeFullscreen(false) },
  play: async ({ canvas, canvasElement, args }) => {
    await avatarLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    await expect(args.onUnsupported).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '全屏' })).toHaveAttribute('data-state', 'off');
  },
};

export const UserMenuOpen: Story = {
  name: 'User menu open',
  args: { userMenuOnly: true },
  play: async ({ canvas, canvasElement }) => {
    await avatarLoaded(canvasElement);
    canvas.getByRole('button', { name: 'admin' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'admin' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['首页', '修改密码', '退出登录']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '首页' })).toHaveFocus());
    await paintSettled();
  },
};

export const UserMenuActions: Story = {
  name: 'User menu actions (English)',
  globals: { locale: 'en' },
  args: { avatarSrc: undefined, userMenuOnly: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'admin' });
    await expect(trigger).toHaveTextContent('A');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: 'admin' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Home' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
    await paintSettled();
  },
};

export const LanguageMenu: Story = {
  name: 'Language menu (English)',
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await avatarLoaded(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Language' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    let menu = await body.findByRole('menu', { name: 'Language' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '中文' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('zh');
    await userEvent.keyboard('{Enter}');
    menu = await body.findByRole('menu', { name: 'Language' });
    await expect(within(menu).getByRole('menuitemradio', { name: '中文' })).toHaveAttribute('aria-checked', 'true');
    await paintSettled();
  },
};

export const SizeMenu: Story = {
  name: 'Size menu',
  play: async ({ canvas, canvasElement, args }) => {
    await avatarLoaded(canvasElement);
    canvas.getByRole('button', { name: '布局大小' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: '布局大小' });
    await expect(within(menu).getByRole('menuitemradio', { name: '迷你' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSizeChange).toHaveBeenCalledWith('small');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(await body.findByRole('menu', { name: '布局大小' })).getByRole('menuitemradio', { name: '小' }),
    ).toHaveAttribute('aria-checked', 'true');
    await paintSettled();
  },
};

export const ThemeMenuDark: Story = {
  name: 'Theme menu (dark)',
  globals: { scheme: 'dark' },
  args: { theme: 'dark' },
  play: async ({ canvas, canvasElement, args }) => {
    await avatarLoaded(canvasElement);
    canvas.getByRole('button', { name: '主题' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: '主题' });
    await expect(within(menu).getByRole('menuitemradio', { name: '深色' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '跟随系统' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('system');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu', { name: '主题' });
    await paintSettled();
  },
};
