import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';
import { expectEscapeReturnsFocus, openByKeyboard } from '../lib/storyChecks';

const onSelect = fn();

function UserMenu({ locale }: { locale: 'zh' | 'en' }) {
  const words =
    locale === 'zh'
      ? { user: 'admin', home: '首页', password: '修改密码', logout: '退出登录', signedIn: '已登录' }
      : { user: 'admin', home: 'Home', password: 'Change password', logout: 'Log out', signedIn: 'Signed in' };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>
          {words.user}
          <ChevronDown aria-hidden className="size-3.5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{words.signedIn}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onSelect('home')}>{words.home}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('password')}>{words.password}</DropdownMenuItem>
        <DropdownMenuItem disabled>{locale === 'zh' ? '个人中心' : 'Profile'}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => onSelect('logout')}>
          {words.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  render: (_args, { globals }) => <UserMenu locale={globals['locale'] === 'en' ? 'en' : 'zh'} />,
  beforeEach: () => {
    onSelect.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the trigger, Enter opens the menu, and the first entry takes the focus. */
async function openMenuByKeyboard(firstEntry: string) {
  const menu = await openByKeyboard('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: firstEntry })).toHaveFocus());
  return menu;
}

/** Opened by keyboard; the arrow keys move through the entries, skipping the disabled one. */
export const OpenByKeyboard: Story = {
  play: async () => {
    const menu = await openMenuByKeyboard('首页');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
  },
};

export const SelectByKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'admin' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('password');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await expectEscapeReturnsFocus(canvas.getByRole('button', { name: 'admin' }), { openKey: ' ', role: 'menu' });
    await expect(onSelect).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const menu = await openMenuByKeyboard('Home');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-disabled');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async () => {
    await openMenuByKeyboard('首页');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};

/** The danger item at rest on the dark surface: its text uses the danger-text token (AA there). */
export const DarkDangerAtRest: Story = {
  globals: { scheme: 'dark' },
  play: async () => {
    const menu = await openMenuByKeyboard('首页');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).not.toHaveAttribute('data-highlighted');
  },
};
