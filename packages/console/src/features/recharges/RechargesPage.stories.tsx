import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDrawerReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { recharges, rechargeTotals } from './fixtures';

const meta = {
  title: 'Console/Pages/Recharges',
  ...consolePage({
    path: '/member/auditList',
    answers: {
      getRechargeList: ok({ rows: recharges, total: 45, totals: rechargeTotals }),
      transitRecharge: {
        code: 0,
        msg: '',
        data: { message: '会员余额不足以退回本次充值（金额与赠送），可能已被消费', field: 'rechargeId' },
      },
    },
    openTabs: [{ path: '/member/auditList', title: '充值列表' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getRechargeList',
  table: { zh: '充值列表', en: 'Recharges' },
  cell: '王芳',
  emptyExtra: { totals: { count: 0, amount: 0, bonus: 0 } },
});

export const Recharges: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    // The totals are of every matching recharge, as the server summed them.
    const totals = within(page.getByRole('group', { name: '合计' }));
    await expect(totals.getByText('¥12,850.00')).toBeVisible();
    await expect(totals.getByText('45')).toBeVisible();
    const table = within(page.getByRole('table', { name: '充值列表' }));
    // Only a succeeded recharge may be refunded.
    const succeeded = within(table.getByRole('cell', { name: '王芳' }).closest('tr')!);
    await expect(succeeded.getByText('已到账')).toBeVisible();
    await expect(succeeded.getByRole('button', { name: '退款' })).toBeVisible();
    const refunded = within(table.getByRole('cell', { name: '刘洋' }).closest('tr')!);
    await expect(refunded.getByText('已退款')).toBeVisible();
    await expect(refunded.queryByRole('button', { name: '退款' })).toBeNull();
  },
};
export const RechargesEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Everything of one refunded recharge: who refunded it, when and why. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '充值列表' }));
    const row = within((await table.findByRole('cell', { name: '刘洋' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '详情' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: /充值记录/ }));
    await expect(drawer.getByText('会员申请退款，设备故障无法消费')).toBeVisible();
    await expect(drawer.getByText('¥500.00')).toBeVisible();
  },
};

/** A refund asks for the reason; the server's refusal is shown and the reason stays. */
export const RefundRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '充值列表' }));
    const row = within((await table.findByRole('cell', { name: '王芳' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '退款' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '退款' }));
    // The dialog says how much goes back (issue 30 item 7).
    await expect(dialog.getByText(/退回实付 ¥\d+\.\d{2}，扣回赠送 ¥\d+\.\d{2}/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('原因'), '设备故障');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(
      await within(document.body).findByText('会员余额不足以退回本次充值（金额与赠送），可能已被消费'),
    ).toBeVisible();
    await expect(dialog.getByLabelText('原因')).toHaveValue('设备故障');
  },
};

/** The detail drawer at a phone's width (390 px): every value reads whole, none cut or squeezed. */
export const DetailPhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, '刘洋', /详情/);
  },
};

export const DetailPhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, '刘洋', /Details/);
  },
};
