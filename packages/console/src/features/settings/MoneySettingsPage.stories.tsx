import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, phoneWidth } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

const meta = {
  title: 'Console/Pages/Currency and GST',
  ...consolePage({
    path: '/system/money',
    answers: {
      getMoneySettings: ok({
        currency: 'CNY',
        gstRate: 0,
        adjustmentApprovalLimit: 50_000,
        updatedBy: 'admin',
        updateTime: '2026-11-20T02:30:00.000Z',
      }),
      updateMoneySettings: { code: 0, msg: '', data: { message: 'GST税率 不能大于 50', field: 'gstRate' } },
    },
    openTabs: [{ path: '/system/money', title: '货币与税率' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoneySettings: Story = {
  play: async ({ canvasElement }) => {
    const money = within(await within(canvasElement).findByRole('region', { name: '货币与GST' }));
    await expect(await money.findByLabelText('GST税率（%）')).toHaveValue('0');
    await expect(money.getByRole('combobox', { name: '货币' })).toHaveTextContent('人民币（¥）');
    await expect(money.getByText(/最后由 admin 于 2026-11-20/)).toBeVisible();
    // The approval limit of manual balance adjustments, in yuan (50000 minor units).
    await expect(money.getByLabelText('调整审批限额')).toHaveValue('500.00');
  },
};

export const MoneySettingsEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const money = within(await within(canvasElement).findByRole('region', { name: 'Currency and GST' }));
    await expect(await money.findByLabelText('GST rate (%)')).toBeVisible();
    await expect(money.getByText(/Last saved by admin/)).toBeVisible();
    await expect(money.getByLabelText('Adjustment approval limit')).toHaveValue('500.00');
  },
};

let sentLimit: string | null = null;

/** The approval limit is typed in yuan and sent in minor units (fen): 300 → 30000. */
export const ApprovalLimitInYuan: Story = {
  args: {
    answers: {
      getMoneySettings: ok({
        currency: 'CNY',
        gstRate: 0,
        adjustmentApprovalLimit: 50_000,
        updatedBy: null,
        updateTime: null,
      }),
      updateMoneySettings: (request: { data?: unknown }) => {
        sentLimit = new URLSearchParams(String(request.data)).get('adjustmentApprovalLimit');
        return ok(null);
      },
    },
  },
  play: async ({ canvasElement }) => {
    const money = within(await within(canvasElement).findByRole('region', { name: '货币与GST' }));
    const limit = await money.findByLabelText('调整审批限额');
    await userEvent.clear(limit);
    await userEvent.type(limit, '300');
    await userEvent.click(money.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('保存成功')).toBeVisible();
    await expect(sentLimit).toBe('30000');
  },
};

/** The server's refusal of the GST rate stands under the field, and the typed values stay. */
export const MoneyRefused: Story = {
  play: async ({ canvasElement }) => {
    const money = within(await within(canvasElement).findByRole('region', { name: '货币与GST' }));
    const rate = await money.findByLabelText('GST税率（%）');
    await userEvent.clear(rate);
    await userEvent.type(rate, '10');
    await userEvent.click(money.getByRole('combobox', { name: '货币' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '澳元（A$）' }));
    await userEvent.click(money.getByRole('button', { name: '保存' }));
    await expect(await money.findByText('GST税率 不能大于 50')).toBeVisible();
    await expect(rate).toHaveValue('10');
    await expect(money.getByRole('combobox', { name: '货币' })).toHaveTextContent('澳元（A$）');
  },
};

let sentCurrency: string | null = null;
const lockedAnswers = {
  getMoneySettings: ok({
    currency: 'CNY',
    gstRate: 0,
    adjustmentApprovalLimit: 50_000,
    currencyLocked: true,
    updatedBy: null,
    updateTime: null,
  }),
  updateMoneySettings: (request: { data?: unknown }) => {
    sentCurrency = new URLSearchParams(String(request.data)).get('currency');
    return ok(null);
  },
};

/**
 * Money has moved: the currency choice is disabled and says why, before anyone tries to save;
 * a save of the GST rate still sends the currency as it is.
 */
export const CurrencyLocked: Story = {
  args: { answers: lockedAnswers },
  play: async ({ canvasElement }) => {
    sentCurrency = null;
    const money = within(await within(canvasElement).findByRole('region', { name: '货币与GST' }));
    const currency = await money.findByRole('combobox', { name: '货币' });
    await expect(currency).toBeDisabled();
    await expect(currency).toHaveAccessibleDescription('已有金额记录，货币不能再更改');
    const rate = money.getByLabelText('GST税率（%）');
    await userEvent.clear(rate);
    await userEvent.type(rate, '6');
    await userEvent.click(money.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('保存成功')).toBeVisible();
    await expect(sentCurrency).toBe('CNY');
    // The form read again after the save: still locked. The picture is of the form, not the toast.
    await waitFor(() => expect(money.getByRole('combobox', { name: '货币' })).toBeDisabled());
    message.dismissAll();
  },
};

/** The same in English at a phone's width (390 px). */
export const CurrencyLockedEnglishPhone: Story = {
  ...phoneWidth,
  args: { answers: lockedAnswers },
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const money = within(await within(canvasElement).findByRole('region', { name: 'Currency and GST' }));
    const currency = await money.findByRole('combobox', { name: 'Currency' });
    await expect(currency).toBeDisabled();
    await expect(
      money.getByText('Money has been recorded in this currency: it can no longer be changed'),
    ).toBeVisible();
  },
};
