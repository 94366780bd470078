import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { goodsThresholdRows, shortageSlotRows } from './fixtures';

const meta = {
  title: 'Console/Pages/Shortage',
  ...consolePage({
    path: '/system/shortage',
    answers: {
      getShortageSettings: ok({
        threshold: 2,
        expiryWarningDays: 3,
        stuckOrderMinutes: 30,
        temperatureRetentionDays: 30,
        updatedBy: 'admin',
        updateTime: '2026-11-20T02:30:00.000Z',
      }),
      updateShortageSettings: ok(null),
      getGoodsThresholdList: ok({ rows: goodsThresholdRows, total: 6 }),
      updateGoodsThreshold: { code: 0, msg: '缺货阈值 不能大于 1000', data: { field: 'lowStockThreshold' } },
      getShortageSlotList: ok({ rows: shortageSlotRows, total: 4 }),
    },
    openTabs: [{ path: '/system/shortage', title: '缺货商品设置' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getGoodsThresholdList',
  table: { zh: '缺货商品设置', en: 'Out-of-stock goods' },
  cell: '红牛',
});

/**
 * The global settings (threshold, expiry days, stuck-order minutes, temperature retention), who
 * saved them, the slots short now and the goods' own thresholds.
 */
export const Shortage: Story = {
  play: async (context) => {
    await states.list.play(context);
    const page = within(context.canvasElement);
    const settings = within(await page.findByRole('region', { name: '全局设置' }));
    await expect(await settings.findByLabelText('全局缺货阈值')).toHaveValue('2');
    await expect(settings.getByLabelText('卡单时长（分钟）')).toHaveValue('30');
    await expect(settings.getByLabelText('温度记录保留天数')).toHaveValue('30');
    const slots = within(await page.findByRole('table', { name: '当前缺货货道' }));
    await expect(await slots.findByRole('cell', { name: '徐家汇地铁站 B 出口' })).toBeVisible();
    await expect(page.getAllByText('使用全局阈值')).toHaveLength(3);
  },
};
export const ShortageEnglishDark: Story = states.englishDark;
export const Empty: Story = {
  args: {
    answers: {
      getGoodsThresholdList: ok({ rows: [], total: 0 }),
      getShortageSlotList: ok({ rows: [], total: 0 }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有缺货的货道')).toBeVisible();
  },
};
export const LoadFailed: Story = {
  ...states.loadFailed,
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '缺货商品设置' }));
    await expect(await table.findByText('数据库繁忙，请稍后再试')).toBeVisible();
    await expect(table.getByRole('button', { name: /重试/ })).toBeVisible();
  },
};

/** A threshold the server refuses stands under the field in the edit dialog, the value kept. */
export const ThresholdRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '缺货商品设置' }));
    const row = within((await table.findByRole('cell', { name: '红牛' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '设置阈值' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '设置商品缺货阈值' }));
    const field = dialog.getByLabelText('缺货阈值');
    await expect(field).toHaveValue('3');
    await userEvent.clear(field);
    await userEvent.type(field, '999');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('缺货阈值 不能大于 1000')).toBeVisible();
    await expect(field).toHaveValue('999');
  },
};

/** A stuck-order time of 0 minutes is refused under its field before sending, in English too. */
export const StuckMinutesRefusedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const settings = within(await within(canvasElement).findByRole('region', { name: 'Global settings' }));
    const field = await settings.findByLabelText('Stuck after (minutes)');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(settings.getByRole('button', { name: 'Save' }));
    await expect(await settings.findByText('Enter a whole number from 1 to 10080')).toBeVisible();
  },
};

/** A global threshold that is not a whole number is refused before sending. */
export const GlobalRefused: Story = {
  play: async ({ canvasElement }) => {
    const settings = within(await within(canvasElement).findByRole('region', { name: '全局设置' }));
    const field = await settings.findByLabelText('全局缺货阈值');
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await userEvent.click(settings.getByRole('button', { name: '保存' }));
    await expect(await settings.findByText('请输入 0–1000 之间的整数')).toBeVisible();
  },
};
