import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { rechargeOptionRows } from './fixtures';

const meta = {
  title: 'Console/Pages/RechargeOptions',
  ...consolePage({
    path: '/system/option',
    answers: {
      getRechargeOptionList: ok({ rows: rechargeOptionRows, total: 5 }),
      addRechargeOption: { code: 0, msg: '已有相同充值金额的赠送', data: { field: 'amount' } },
      removeRechargeOption: ok(null),
    },
    openTabs: [{ path: '/system/option', title: '充值赠送列表' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getRechargeOptionList',
  table: { zh: '充值赠送列表', en: 'Top-up bonuses' },
  cell: '30',
});

export const Options: Story = {
  play: async (context) => {
    await states.list.play(context);
    // Each switch is named by its option's amount and bonus as the table shows them.
    const first = rechargeOptionRows[0]!;
    const page = within(context.canvasElement);
    await expect(
      page.getByRole('switch', { name: `启用 充值 ¥${first.amount / 100}.00 赠送 ¥${first.bonus / 100}.00` }),
    ).toBeVisible();
  },
};
export const OptionsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** The create dialog: amounts typed in yuan; a bonus below zero is refused before sending. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增充值赠送' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增充值赠送' }));
    await userEvent.type(dialog.getByLabelText('充值金额'), '1000');
    await userEvent.type(dialog.getByLabelText('赠送金额'), '-1');
    await userEvent.type(dialog.getByLabelText('排序'), '60');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入不小于 0、最多两位小数的金额')).toBeVisible();
  },
};

/** A second option of one amount: the server's refusal stands under 充值金额, the values stay. */
export const AmountTaken: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增充值赠送' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增充值赠送' }));
    await userEvent.type(dialog.getByLabelText('充值金额'), '100');
    await userEvent.type(dialog.getByLabelText('赠送金额'), '5');
    await userEvent.type(dialog.getByLabelText('排序'), '0');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('已有相同充值金额的赠送')).toBeVisible();
    await expect(dialog.getByLabelText('充值金额')).toHaveValue('100');
  },
};
