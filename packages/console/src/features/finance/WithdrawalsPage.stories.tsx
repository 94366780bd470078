import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDrawerReadable } from '../../stories/expectReadable';
import { operatorAdministrator } from '../../stories/fixtures';
import { ok } from '../../stories/mockNetwork';
import { agentOptions, withdrawals, withdrawalTotals } from './fixtures';

const meta = {
  title: 'Console/Pages/Withdrawals',
  ...consolePage({
    path: '/financial/income',
    answers: {
      getWithdrawalList: ok({ rows: withdrawals, total: 40, totals: withdrawalTotals }),
      getAgentOptions: ok({ rows: agentOptions }),
      transitWithdrawal: {
        code: 0,
        msg: '代理商余额不足以支付本次提现',
        data: { message: '代理商余额不足以支付本次提现', field: 'withdrawalId' },
      },
    },
    openTabs: [{ path: '/financial/income', title: '提现记录' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
/** A withdrawal's row, found by its masked account number. */
const rowOf = async (canvasElement: HTMLElement, account: string) => {
  const table = within(await within(canvasElement).findByRole('table', { name: '提现记录' }));
  return within((await table.findByText(account)).closest('tr')!);
};
const states = listPageStories({
  list: 'getWithdrawalList',
  table: { zh: '提现记录', en: 'Withdrawals' },
  cell: '广州自助设备有限公司',
  emptyExtra: { totals: { count: 0, amount: 0, fee: 0 } },
});

export const Withdrawals: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    // The totals are of every matching withdrawal, as the server summed them.
    const totals = within(page.getByRole('group', { name: '合计' }));
    await expect(totals.getByText('¥52,300.00')).toBeVisible();
    await expect(totals.getByText('40')).toBeVisible();
    // Accounts are shown as the server masked them; only one under review may be approved or rejected.
    const underReview = await rowOf(context.canvasElement, '6222 **** **** 1234');
    await expect(underReview.getByText('中国工商银行 · 张建华')).toBeVisible();
    await expect(underReview.getByText('审核中')).toBeVisible();
    await expect(underReview.getByRole('button', { name: '通过' })).toBeVisible();
    await userEvent.click(underReview.getByRole('button', { name: '更多操作：北京智能零售有限公司' }));
    await expect(await within(document.body).findByRole('menuitem', { name: '拒绝' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The platform's accounts are offered no 申请提现: an application is the agent's own.
    await expect(page.queryByRole('button', { name: '申请提现' })).toBeNull();
    const passed = await rowOf(context.canvasElement, '6225 **** **** 2345');
    await expect(passed.getByText('已通过')).toBeVisible();
    await expect(passed.queryByRole('button', { name: '通过' })).toBeNull();
  },
};
export const WithdrawalsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Everything of one rejected withdrawal: the masked account, who rejected it, when and why. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '6217 **** **** 3456');
    await userEvent.click(row.getByRole('button', { name: '详情' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: /提现记录 #302/ }));
    await expect(drawer.getByText('银行账号有误，请核对后重新申请')).toBeVisible();
    await expect(drawer.getByText('6217 **** **** 3456')).toBeVisible();
    await expect(drawer.getByText('¥3,000.00')).toBeVisible();
  },
};

/** An approval asks first; the server's refusal (the balance does not hold it) is shown. */
export const ApproveRefused: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '6222 **** **** 1234');
    await userEvent.click(row.getByRole('button', { name: '通过' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('确定通过“北京智能零售有限公司”吗？')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await within(document.body).findByText('代理商余额不足以支付本次提现')).toBeVisible();
  },
};

/**
 * An approval's confirmation says what it moves: amount, fee, what is paid out, the agent's balance
 * before and after, and to which account.
 */
export const ApproveShowsAmounts: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '6222 **** **** 1234');
    await userEvent.click(row.getByRole('button', { name: '通过' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: '确定通过“北京智能零售有限公司”吗？',
    });
    await expect(dialog).toHaveAccessibleDescription(
      '提现金额 ¥1,200.00，手续费 ¥2.00，实际到账 ¥1,198.00；代理商余额 ¥5,000.00 → ¥3,800.00；收款账户：中国工商银行 · 张建华 · 6222 **** **** 1234',
    );
  },
};

/** The same in English. */
export const ApproveShowsAmountsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Withdrawals' }));
    const row = within((await table.findByText('6222 **** **** 1234')).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: 'Approve' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      "Amount ¥1,200.00, fee ¥2.00, paid out ¥1,198.00; agent's balance ¥5,000.00 → ¥3,800.00; to 中国工商银行 · 张建华 · 6222 **** **** 1234",
    );
  },
};

/** A rejection asks for the reason. */
export const RejectAsksReason: Story = {
  play: async ({ canvasElement }) => {
    // The refusal shown by the story before lasts 5 s: its picture must not depend on the order of stories.
    await waitFor(() => expect(document.querySelector('[data-slot=message]')).toBeNull(), { timeout: 8_000 });
    const row = await rowOf(canvasElement, '6222 **** **** 1234');
    await userEvent.click(row.getByRole('button', { name: '更多操作：北京智能零售有限公司' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '拒绝' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '拒绝' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入原因')).toBeVisible();
  },
};

/** The detail drawer at a phone's width (390 px): every value reads whole, none cut or squeezed. */
export const DetailPhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, '6217 **** **** 3456', /详情/);
  },
};

export const DetailPhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, '6217 **** **** 3456', /Details/);
  },
};

/** An agent account (代理商账号), its agent's withdrawals at 管理: it applies for its own and reviews none. */
const agentAccount = {
  args: {
    user: { ...operatorAdministrator, managerId: 7, username: 'agent', realName: '代理商（演示）', agentId: 3 },
    permissions: { kind: 'some' as const, interfaceNames: new Set(['财务管理', '提现记录']) },
    answers: {
      getWithdrawalList: ok({ rows: withdrawals, total: 40, totals: withdrawalTotals }),
      getAgentOptions: ok({ rows: agentOptions }),
      applyWithdrawal: {
        code: 0,
        msg: '提现金额超过可提现余额（已入账的分成减去审核中的提现）',
        data: { message: '提现金额超过可提现余额（已入账的分成减去审核中的提现）', field: 'amount' },
      },
    },
  },
};

/** 申请提现 above the list and no 通过 on a row under review; more than was credited is refused under the amount. */
export const AgentApplies: Story = {
  ...agentAccount,
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '6222 **** **** 1234');
    await expect(row.getByText('审核中')).toBeVisible();
    await expect(row.queryByRole('button', { name: '通过' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '申请提现' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '申请提现' }));
    await userEvent.type(dialog.getByLabelText('提现金额'), '999999');
    await userEvent.type(dialog.getByLabelText('开户银行'), '中国建设银行');
    await userEvent.type(dialog.getByLabelText('银行账号'), '6217 0000 1111 2345');
    await userEvent.type(dialog.getByLabelText('开户人'), '张建华');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('提现金额超过可提现余额（已入账的分成减去审核中的提现）')).toBeVisible();
  },
};

export const AgentAppliesEnglish: Story = {
  ...agentAccount,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Withdrawals' }));
    const row = within((await table.findByText('6222 **** **** 1234')).closest('tr')!);
    await expect(row.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply for a withdrawal' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Apply for a withdrawal' }));
    await expect(dialog.getByLabelText('Amount')).toBeVisible();
    await expect(dialog.getByLabelText('Account number')).toBeVisible();
  },
};
