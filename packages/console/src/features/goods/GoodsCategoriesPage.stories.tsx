import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { categoryRows } from './fixtures';

const meta = {
  title: 'Console/Pages/GoodsCategories',
  ...consolePage({
    path: '/goods/categoryList',
    answers: {
      getGoodsCategoryList: ok({ rows: categoryRows, total: 5 }),
      removeGoodsCategory: { code: 0, msg: '该分类下还有 10 个商品，不能删除', data: { field: 'categoryId' } },
      sortGoodsCategories: ok(null),
    },
    openTabs: [{ path: '/goods/categoryList', title: '商品分类' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getGoodsCategoryList',
  table: { zh: '商品分类', en: 'Goods categories' },
  cell: '饮料',
});

export const Categories: Story = states.list;
export const CategoriesEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Removing a category goods use is refused, saying how many. */
export const RemoveRefused: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '商品分类' }));
    const row = within((await table.findByRole('cell', { name: '饮料' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '删除' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await expect(confirm.getByText('确定删除分类“饮料”吗？')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '确定' }));
    await expect(await within(document.body).findByText('该分类下还有 10 个商品，不能删除')).toBeVisible();
  },
};

/** The create dialog: name, icon upload and order. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增分类' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增分类' }));
    await expect(dialog.getByLabelText('分类名称')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('排序'), 'x');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入 0–1000000 之间的整数')).toBeVisible();
  },
};

/** Reorder: 下移 by keyboard, then save the whole order in one call. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '调整排序' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '调整分类排序' }));
    const list = await dialog.findByRole('list', { name: '分类顺序' });
    dialog.getByRole('button', { name: '下移 饮料' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('饮料');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('排序已保存')).toBeVisible();
  },
};

/** The reorder dialog open, 零食 dragged above 饮料 (shown before saving, for review). */
export const ReorderDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '调整排序' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '调整分类排序' }));
    const list = await dialog.findByRole('list', { name: '分类顺序' });
    const [drinks, snacks] = within(list).getAllByRole('listitem');
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(snacks!, { dataTransfer });
    const box = drinks!.getBoundingClientRect();
    fireEvent.dragOver(drinks!, { dataTransfer, clientY: box.top + 2 });
    fireEvent.drop(drinks!, { dataTransfer, clientY: box.top + 2 });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('零食');
    await expect(dialog.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};
