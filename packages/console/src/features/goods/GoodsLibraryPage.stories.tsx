import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { categoryOptions, libraryRows } from './fixtures';

const meta = {
  title: 'Console/Pages/GoodsLibrary',
  ...consolePage({
    path: '/goods/addDefaultGoods',
    answers: {
      getGoodsLibraryList: ok({ rows: libraryRows, total: 8 }),
      getLibraryCategoryOptions: ok({ rows: categoryOptions }),
      addLibraryToGoods: ok({ added: 1, skipped: 1 }),
      addGoodsLibrary: { code: 0, msg: '', data: { message: '商品库中已有该条码', field: 'barcode' } },
    },
    openTabs: [{ path: '/goods/addDefaultGoods', title: '商品库' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getGoodsLibraryList',
  table: { zh: '商品库', en: 'Goods library' },
  cell: '脉动 600ml',
});

/** Items the goods list has already are marked. */
export const GoodsLibrary: Story = {
  play: async (context) => {
    await states.list.play(context);
    const table = within(within(context.canvasElement).getByRole('table', { name: '商品库' }));
    const row = within(table.getByRole('cell', { name: '可口可乐 330ml' }).closest('tr')!);
    await expect(row.getByText('已在商品列表')).toBeVisible();
  },
};
export const GoodsLibraryEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Two items chosen, one already in the goods list: the answer says one added, one skipped. */
export const AddToGoods: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('cell', { name: '脉动 600ml' });
    await userEvent.click(page.getByRole('checkbox', { name: '选择 脉动 600ml' }));
    await userEvent.click(page.getByRole('checkbox', { name: '选择 可口可乐 330ml' }));
    await userEvent.click(page.getByRole('button', { name: '加入商品列表' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await expect(await within(document.body).findByText('已加入 1 个商品，1 个因条码重复已跳过')).toBeVisible();
  },
};

/** A barcode the library has is refused under its field; the values stay. */
export const CreateRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增商品库商品' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增商品库商品' }));
    await userEvent.type(dialog.getByLabelText('商品名称'), '脉动 600ml 青柠');
    await userEvent.click(dialog.getByRole('combobox', { name: '商品分类' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '饮料' }));
    await userEvent.type(dialog.getByLabelText('条码'), '6902538005141');
    await userEvent.type(dialog.getByLabelText('建议售价'), '5');
    await userEvent.type(dialog.getByLabelText('参考成本'), '2.8');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('商品库中已有该条码')).toBeVisible();
    await expect(dialog.getByLabelText('商品名称')).toHaveValue('脉动 600ml 青柠');
  },
};
