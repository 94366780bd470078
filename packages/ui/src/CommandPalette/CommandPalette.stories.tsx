import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { consoleMenu, translateConsoleTitle } from '../AppLayout/consoleMenu.fixture';
import * as Dialog from '@radix-ui/react-dialog';
import { CommandPalette, PaletteFrame, PaletteLoadFailed } from './CommandPalette';

const meta = {
  title: 'Shell/CommandPalette',
  component: CommandPalette,
  args: { entries: consoleMenu, translate: translateConsoleTitle('zh'), onNavigate: fn() },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const SearchByTitle: Story = {
  name: 'Search by title (Ctrl+K)',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '搜索菜单' });
    trigger.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: '搜索菜单' });
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    // Hidden pages are not offered.
    await expect(within(dialog).queryByRole('option', { name: /订单详情/ })).not.toBeInTheDocument();
    await userEvent.keyboard('充值');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/member/auditList');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Escape closes and focus returns; the trigger opens it too.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Open for the picture, with a search typed.
    await userEvent.keyboard('{Control>}k{/Control}');
    await body.findByRole('dialog');
    await userEvent.keyboard('设备');
    await waitFor(() => expect(body.getByRole('option', { name: /设备类型/ })).toBeInTheDocument());
  },
};

export const SearchByPath: Story = {
  name: 'Search by path (English)',
  globals: { locale: 'en' },
  args: { translate: translateConsoleTitle('en') },
  play: async ({ args }) => {
    await userEvent.keyboard('{Meta>}k{/Meta}');
    const dialog = await body.findByRole('dialog', { name: 'Search menu' });
    await userEvent.type(within(dialog).getByRole('combobox'), '/system/opt');
    await waitFor(() => expect(within(dialog).getAllByRole('option')[0]).toHaveAccessibleName(/Top-up bonus list/));
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/system/option');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    const input = await body.findByRole('combobox');
    await userEvent.type(input, '/equipment/');
    await waitFor(() => expect(body.getAllByRole('option')[0]).toHaveAccessibleName(/Device list/));
    // The active option the input names is one in the list (axe: aria-valid-attr-value).
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(active()).toHaveAttribute('role', 'option'));
    await expect(active()).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoMatch: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzzz');
    await expect(await within(dialog).findByText('没有匹配的菜单')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    // Every page the stories' menu shows (the hidden detail page is not one): more than the list's height.
    await expect(within(dialog).getAllByRole('option')).toHaveLength(10);
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(dialog).getByRole('option', { name: /充值列表/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The search's code could not be loaded (offline on first opening): the palette says so with a
 * retry, which loads again. Drawn with the real frame; the load itself fails only offline.
 */
function PaletteFailed({ retry, label }: { retry: () => void; label: string }) {
  return (
    <Dialog.Root open modal={false}>
      <PaletteFrame open label={label}>
        <PaletteLoadFailed retry={retry} />
      </PaletteFrame>
    </Dialog.Root>
  );
}

export const LoadFailed: Story = {
  render: (args) => <PaletteFailed retry={args.onNavigate as () => void} label="搜索菜单" />,
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: '搜索菜单' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('加载失败');
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const LoadFailedEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => <PaletteFailed retry={args.onNavigate as () => void} label="Search menu" />,
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Search menu' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(/failed/i);
    dialog.getByRole('button', { name: /retry/i }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** A fixed record search: a device for what starts with VM, nothing else. */
const findRecords = (query: string) =>
  Promise.resolve(
    query.toUpperCase().startsWith('VM')
      ? [
          {
            key: 'devices',
            heading: '设备',
            records: [{ key: '23', label: 'VM000023', detail: '23号售货机', path: '/equipment/list?keyword=VM000023' }],
          },
        ]
      : [],
  );

/** Records found beside the pages (issue 41): typed, asked once the typing pauses, chosen by Enter. */
export const FindsRecords: Story = {
  name: 'Finds records',
  args: { searchRecords: findRecords, placeholder: '搜索菜单、设备编号或名称、订单号、会员手机号' },
  play: async ({ args }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: '搜索菜单' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'VM000023');
    const found = await within(dialog).findByRole('option', { name: /VM000023/ });
    await expect(within(dialog).getByRole('group', { name: '设备' })).toContainElement(found);
    await userEvent.click(found);
    await expect(args.onNavigate).toHaveBeenCalledWith('/equipment/list?keyword=VM000023');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Open again for the picture, the record found.
    await userEvent.keyboard('{Control>}k{/Control}');
    const again = await body.findByRole('dialog');
    await userEvent.type(within(again).getByRole('combobox'), 'VM000023');
    await within(again).findByRole('option', { name: /VM000023/ });
  },
};

/** The same in English: the heading is the caller's word. */
export const FindsRecordsEnglish: Story = {
  name: 'Finds records (English)',
  globals: { locale: 'en' },
  args: {
    translate: translateConsoleTitle('en'),
    searchRecords: async (query: string) =>
      (await findRecords(query)).map((group) => ({ ...group, heading: 'Devices' })),
  },
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Search menu' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'vm000023');
    const found = await within(dialog).findByRole('option', { name: /VM000023/ });
    await expect(within(dialog).getByRole('group', { name: 'Devices' })).toContainElement(found);
  },
};
