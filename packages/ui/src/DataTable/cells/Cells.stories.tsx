import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  actionsColumn,
  dateTimeColumn,
  imageColumn,
  moneyColumn,
  statusColumn,
  switchColumn,
  textColumn,
  type DataTableColumn,
} from '../columns';
import { DataTable } from '../DataTable';
import { useUiLocale } from '../../provider/UiProvider';
import {
  orderRows,
  productImage,
  storyNow,
  storyStatus,
  storyStatuses,
  type OrderRow,
  type StoryStatusFamily,
} from '../storyFixtures';
import { ActionsCell } from './ActionsCell';
import { ImageCell } from './ImageCell';
import { StatusTag } from './StatusTag';
import { SwitchCell } from './SwitchCell';

const onToggle = fn(async (row: OrderRow, next: boolean) => {
  if (row.id === 'order-3') throw new Error(`rejected ${String(next)}`);
});

const cellColumns: DataTableColumn<OrderRow>[] = [
  imageColumn({
    id: 'image',
    header: '图片',
    src: (row) => row.image,
    alt: (row) => `${row.device} 商品图`,
    width: 64,
  }),
  textColumn({ id: 'member', header: '会员', value: (row) => row.member, width: 72 }),
  moneyColumn({
    id: 'amount',
    header: '金额（含 GST）',
    amount: (row) => row.amount,
    currency: 'AUD',
    gst: (row) => row.gst,
    width: 130,
  }),
  moneyColumn({ id: 'balance', header: '余额（元）', amount: (row) => row.amount * 3, currency: 'CNY', width: 120 }),
  statusColumn({
    id: 'withdrawal',
    header: '提现状态',
    status: (row) => storyStatus('withdrawal', row.withdrawal),
    width: 96,
  }),
  statusColumn({ id: 'status', header: '订单状态', status: (row) => storyStatus('order', row.status), width: 96 }),
  statusColumn({
    id: 'application',
    header: '申请状态',
    status: (row) => storyStatus('agentApplication', row.application),
    width: 96,
  }),
  dateTimeColumn({ id: 'createdAt', header: '创建时间', time: (row) => row.createdAt }),
  dateTimeColumn({
    id: 'updatedAt',
    header: '更新',
    time: (row) => row.createdAt,
    relative: true,
    now: storyNow,
    width: 90,
  }),
  switchColumn({
    id: 'enabled',
    header: '启用',
    checked: (row) => row.enabled,
    label: (row) => `启用 ${row.member}`,
    onChange: onToggle,
    width: 150,
  }),
  actionsColumn({
    header: '操作',
    width: 120,
    rowLabel: (row) => row.member,
    actions: (row) =>
      row.status === 'unpaid'
        ? [
            { label: '编辑', onSelect: () => undefined },
            { label: '删除', onSelect: () => undefined },
          ]
        : [
            { label: '详情', onSelect: () => undefined },
            { label: '退款', onSelect: () => undefined },
            { label: '删除', onSelect: () => undefined, disabled: true },
          ],
  }),
];

const cellRows = orderRows(5);

const meta = {
  title: 'Data/DataTable/Cells',
  component: DataTable<OrderRow>,
  args: {
    label: '单元格示例',
    columns: cellColumns,
    data: cellRows,
    getRowId: (row) => row.id,
    columnMenu: false,
  },
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every cell renderer in one table: image, money (AUD with GST, CNY), statuses, times, switch, actions. */
export const AllCellRenderers: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '单元格示例' });
    await expect(within(table).getByText('A$247.47')).toBeVisible();
    await expect(within(table).getByText('含 GST A$22.50')).toBeVisible();
    await expect(within(table).getByText('¥742.41')).toBeVisible();
    for (const word of ['审核中', '已通过', '已驳回', '待支付', '处理中', '已完成', '已取消', '申请中', '面试中']) {
      await expect(within(table).getAllByText(word).length).toBeGreaterThan(0);
    }
    await expect(within(table).getByText('2026-11-21 12:00:00')).toBeVisible();
    await expect(within(table).getByText('刚刚')).toBeVisible();
    await expect(within(table).getByText('38分钟前')).toBeVisible();
    await expect(within(table).getByRole('img', { name: '无图片' })).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /^更多操作/ })).toHaveLength(3);
  },
};

export const AllCellRenderersDark: Story = {
  name: 'All cell renderers (dark)',
  globals: { scheme: 'dark' },
};

export const ImagePreviewOpen: Story = {
  render: () => <ImageCell src={productImage(0)} alt="柜机 001 商品图" />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '预览图片：柜机 001 商品图' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: '柜机 001 商品图' });
    await expect(within(dialog).getByRole('img', { name: '柜机 001 商品图' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
  },
};

export const ImagePreviewClosesByEscape: Story = {
  render: () => <ImageCell src={productImage(1)} alt="Cabinet 002 goods" />,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Preview image: Cabinet 002 goods' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

const saveSucceeds = fn(async () => undefined);
const saveFails = fn(async () => {
  throw new Error('code 21');
});

export const SwitchSavesOrRollsBack: Story = {
  render: () => (
    <div className="flex flex-col gap-4 text-xs text-text">
      <SwitchCell checked={false} label="启用 张伟" onCheckedChange={saveSucceeds} />
      <SwitchCell checked label="启用 王芳" onCheckedChange={saveFails} />
      <SwitchCell checked label="启用 李娜" disabled onCheckedChange={saveSucceeds} />
    </div>
  ),
  play: async ({ canvas }) => {
    const saved = canvas.getByRole('switch', { name: '启用 张伟' });
    await userEvent.click(saved);
    await expect(saveSucceeds).toHaveBeenCalledWith(true);
    await expect(saved).toBeChecked();

    const rejected = canvas.getByRole('switch', { name: '启用 王芳' });
    rejected.focus();
    await userEvent.keyboard(' ');
    await expect(saveFails).toHaveBeenCalledWith(false);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('修改失败，已恢复');
    await expect(rejected).toBeChecked();
    await expect(canvas.getByRole('switch', { name: '启用 李娜' })).toBeDisabled();
  },
};

export const SwitchRollbackInTable: Story = {
  name: 'Switch rollback in a table',
  args: { data: cellRows.slice(0, 3) },
  play: async ({ canvas }) => {
    const row3 = canvas.getByRole('switch', { name: `启用 ${cellRows[2]!.member}` });
    await expect(row3).toBeChecked();
    await userEvent.click(row3);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('修改失败，已恢复');
    await expect(row3).toBeChecked();
  },
};

export const ActionsMenuOpen: Story = {
  render: () => (
    <ActionsCell
      rowLabel="张伟"
      actions={[
        { label: '详情', onSelect: fn() },
        { label: '编辑', onSelect: fn() },
        { label: '重置密码', onSelect: fn() },
        { label: '删除', onSelect: fn(), disabled: true },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '详情' })).toBeVisible();
    canvas.getByRole('button', { name: '更多操作：张伟' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['编辑', '重置密码', '删除']);
    await expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const TwoActionsAsButtons: Story = {
  globals: { locale: 'en' },
  render: () => (
    <ActionsCell
      actions={[
        { label: 'Edit', onSelect: fn() },
        { label: 'Delete', onSelect: fn() },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
  },
};

const families = Object.keys(storyStatuses) as StoryStatusFamily[];

/** Every state of every example family, a row per family, in the toolbar's language. */
function StatusTagGallery() {
  const locale = useUiLocale();
  return (
    <div className="flex flex-col gap-3">
      {families.map((family) => (
        <div key={family} className="flex items-center gap-2">
          {Object.entries(storyStatuses[family]).map(([state, entry]) => (
            <StatusTag key={state} tone={entry.tone} label={entry[locale]} state={state} />
          ))}
        </div>
      ))}
    </div>
  );
}

export const StatusTags: Story = {
  render: () => <StatusTagGallery />,
  play: async ({ canvasElement }) => {
    const tags = canvasElement.querySelectorAll('[data-slot="tag"]');
    await expect(tags).toHaveLength(11);
    await expect(tags[0]).toHaveAttribute('data-state', 'underReview');
    await expect(tags[0]).toHaveAttribute('data-variant', 'warning');
    await expect(tags[0]).toHaveTextContent('审核中');
    // One colour per state within each family.
    for (const family of Object.values(storyStatuses)) {
      const tones = Object.values(family).map((entry) => entry.tone);
      await expect(new Set(tones).size).toBe(tones.length);
    }
  },
};

export const StatusTagsEnglishDark: Story = {
  name: 'Status tags (English, dark)',
  globals: { locale: 'en', scheme: 'dark' },
  render: StatusTags.render,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Under reviewPassedRejectedUnpaidProcessingCompletedCancelledApplyingInterviewPassedRejected',
    );
  },
};
