import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, phoneWidth } from '../../stories/consolePage';
import { expectReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { memberLedger, memberMoney, pendingAdjustment } from './fixtures';

const meta = {
  title: 'Console/Pages/Member detail',
  ...consolePage({
    path: '/member/detail?id=1001',
    answers: {
      getMemberMoney: ok(memberMoney),
      getMemberLedger: ok({ rows: memberLedger, total: memberLedger.length }),
      adjustMemberBalance: { code: 0, msg: '', data: { message: '调整后余额不能为负数', field: 'amount' } },
      getBalanceAdjustmentRequests: ok({ rows: [] }),
    },
    openTabs: [{ path: '/member/detail?id=1001', title: '会员详情' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance and its ledger: every entry signed, with the balance after it. */
export const MemberLedger: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const ledger = within(await page.findByRole('table', { name: '余额流水' }));
    await expect(ledger.getByRole('cell', { name: '订单退款' })).toBeVisible();
    await expect(ledger.getByRole('cell', { name: '人工调整' })).toBeVisible();
    // The opening balance was nobody's act: the system's, not a member's or a device's.
    const opening = within(ledger.getByRole('cell', { name: '期初余额' }).closest('tr')!);
    await expect(opening.getByRole('cell', { name: '系统' })).toBeVisible();
    await expect(page.getAllByText('¥106.50')[0]).toBeVisible();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('treeitem', { name: '会员列表' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MemberLedgerEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const ledger = within(await page.findByRole('table', { name: 'Balance ledger' }));
    await expect(ledger.getByRole('cell', { name: 'Order refund' })).toBeVisible();
    const opening = within(ledger.getByRole('cell', { name: 'Opening balance' }).closest('tr')!);
    await expect(opening.getByRole('cell', { name: 'System' })).toBeVisible();
  },
};

/** An adjustment needs a reason; the server's refusal is shown by its field and nothing changes. */
export const AdjustRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '调整余额' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /调整金额/ }), '-999.99');
    await userEvent.type(dialog.getByRole('textbox', { name: /原因/ }), '核对扣回');
    await userEvent.click(dialog.getByRole('button', { name: /确定|保存|提交/ }));
    await expect(await dialog.findByText('调整后余额不能为负数')).toBeVisible();
  },
};

/** What the server was sent as the adjustment's amount (minor units), for the stories below. */
const adjustedBy = (request: { data?: unknown }) => new URLSearchParams(String(request.data)).get('amount');

/**
 * The amount is typed in yuan, signed, with at most two decimals; a third decimal is refused
 * by its rule before anything is sent; −123.45 goes to the server once as −12345 minor units.
 */
export const AdjustInYuan: Story = {
  args: {
    answers: {
      getMemberMoney: ok(memberMoney),
      getMemberLedger: ok({ rows: memberLedger, total: memberLedger.length }),
      getBalanceAdjustmentRequests: ok({ rows: [] }),
      adjustMemberBalance: (request: { data?: unknown }) =>
        adjustedBy(request) === '-12345'
          ? ok({ balance: memberMoney.balance - 12_345, pendingApproval: false, requestId: null })
          : { code: 0, msg: '', data: { message: `unexpected amount ${adjustedBy(request)}`, field: 'amount' } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '调整余额' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const amount = dialog.getByRole('textbox', { name: /调整金额/ });
    await userEvent.type(amount, '-1.234');
    await userEvent.type(dialog.getByRole('textbox', { name: /原因/ }), '核对扣回');
    await userEvent.click(dialog.getByRole('button', { name: /确定|保存|提交/ }));
    await expect(await dialog.findByText('请输入不为 0、最多两位小数的金额，负数为扣减')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-123.45');
    await userEvent.click(dialog.getByRole('button', { name: /确定|保存|提交/ }));
    await expect(
      await within(document.body).findByText('已提交：限额内的调整已入账，超出限额的待另一位管理员审批'),
    ).toBeVisible();
  },
};

/** The same rule in English: zero is no adjustment. */
export const AdjustRuleEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Adjust balance' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Adjustment/ }), '0');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Check');
    await userEvent.click(dialog.getByRole('button', { name: /OK|Save|Submit|Confirm/ }));
    await expect(
      await dialog.findByText('Enter a non-zero amount with at most two decimals; negative takes off'),
    ).toBeVisible();
  },
};

let decided: string | null = null;

/**
 * An adjustment above the approval limit waits for another administrator: who asked, when and
 * why, with 通过 and 驳回; approving sends the decision once.
 */
export const PendingApproval: Story = {
  args: {
    answers: {
      getMemberMoney: ok(memberMoney),
      getMemberLedger: ok({ rows: memberLedger, total: memberLedger.length }),
      getBalanceAdjustmentRequests: ok({ rows: [pendingAdjustment] }),
      decideBalanceAdjustment: (request: { data?: unknown }) => {
        decided = String(request.data);
        return ok({ status: 2, balance: memberMoney.balance + pendingAdjustment.amount });
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const pending = within((await page.findByRole('heading', { name: '待审批的调整' })).closest('section')!);
    await expect(pending.getByText('¥800.00')).toBeVisible();
    await expect(pending.getByText('ops_li 于 2026-11-20 02:30:00 提交')).toBeVisible();
    await userEvent.click(pending.getByRole('button', { name: '通过' }));
    await expect(await within(document.body).findByText('调整已通过并入账')).toBeVisible();
    await expect(new URLSearchParams(decided ?? '').get('action')).toBe('approve');
  },
};

export const PendingApprovalEnglish: Story = {
  ...PendingApproval,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const pending = within(
      (await page.findByRole('heading', { name: 'Adjustments waiting for approval' })).closest('section')!,
    );
    await expect(pending.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(pending.getByText('asked by ops_li at 2026-11-20 02:30:00')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: {
    answers: { getMemberMoney: { code: 0, msg: '会员不存在', data: { message: '会员不存在', field: 'userId' } } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('会员不存在')).toBeVisible();
  },
};

/** At a phone's width (390 px): the name, the phone, the times and the balance read whole. */
export const PhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: '余额流水' });
    await expect(page.getByRole('button', { name: '调整余额' })).toBeVisible();
    await expectReadable(canvasElement);
  },
};

export const PhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('table', { name: 'Balance ledger' });
    await expectReadable(canvasElement);
  },
};
