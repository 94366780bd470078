import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { categoryOptions, goodsRows } from './fixtures';

const meta = {
  title: 'Console/Pages/Goods',
  ...consolePage({
    path: '/goods/list',
    answers: {
      getGoodsList: ok({ rows: goodsRows, total: 20 }),
      getGoodsCategoryOptions: ok({ rows: categoryOptions }),
      addGoods: { code: 0, msg: '', data: { message: '已有商品使用该条码', field: 'barcode' } },
      updateGoodsOnShelfBatch: ok({ changed: 2 }),
    },
    openTabs: [{ path: '/goods/list', title: '商品列表' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getGoodsList',
  table: { zh: '商品列表', en: 'Goods' },
  cell: '农夫山泉 550ml',
});

/** Price, cost and margin in money, the margin rate in percent, the shelf as a switch. */
export const Goods: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '商品列表' }));
    const row = within(table.getByRole('cell', { name: '农夫山泉 550ml' }).closest('tr')!);
    await expect(row.getByText('¥2.00')).toBeVisible();
    await expect(row.getByText('¥1.10')).toBeVisible();
    // One percent format for every row (issue 30 item 7): 55.0%, never 55% beside 36.7%.
    await expect(row.getByText('55.0%')).toBeVisible();
    const rates = table.getAllByText(/%$/).map((cell) => cell.textContent ?? '');
    await expect(rates.every((rate) => /^\d+\.\d%$/.test(rate))).toBe(true);
    await expect(row.getByRole('switch')).toBeChecked();
  },
};
export const GoodsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Money is typed in yuan with at most two decimals; a taken barcode is refused under its field. */
export const CreateRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增商品' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增商品' }));
    await userEvent.type(dialog.getByLabelText('商品名称'), '农夫山泉 1.5L');
    await userEvent.click(dialog.getByRole('combobox', { name: '商品分类' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '饮料' }));
    await userEvent.type(dialog.getByLabelText('条码'), '6921168509256');
    await userEvent.type(dialog.getByLabelText('售价（含税）'), '3.555');
    await userEvent.type(dialog.getByLabelText('成本'), '1.8');
    await userEvent.tab();
    await expect(await dialog.findByText('请输入大于 0、最多两位小数的金额')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('售价（含税）'));
    await userEvent.type(dialog.getByLabelText('售价（含税）'), '3.50');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('已有商品使用该条码')).toBeVisible();
    await expect(dialog.getByLabelText('售价（含税）')).toHaveValue('3.50');
  },
};

/** Editing shows the stored minor units in yuan. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '商品列表' }));
    const row = within((await table.findByRole('cell', { name: '红牛' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '编辑商品' }));
    await expect(dialog.getByLabelText('售价（含税）')).toHaveValue('6.00');
    await expect(dialog.getByLabelText('成本')).toHaveValue('3.50');
  },
};

/** Two rows selected, taken off shelf at once after a confirmation. */
export const BulkOffShelf: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('cell', { name: '红牛' });
    await userEvent.click(page.getByRole('checkbox', { name: '选择 红牛' }));
    await userEvent.click(page.getByRole('checkbox', { name: '选择 乐事薯片' }));
    await expect(page.getByText('已选择 2 项')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '批量下架' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await expect(confirm.getByText('确定下架选中的 2 个商品吗？')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await expect(await within(document.body).findByText('已下架 2 个商品')).toBeVisible();
  },
};
