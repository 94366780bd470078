import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { carouselRows } from './fixtures';

const meta = {
  title: 'Console/Pages/Carousel',
  ...consolePage({
    path: '/system/indexPic',
    answers: {
      // The preview asks for the enabled images only.
      getCarouselList: (request: { params?: { isFlag?: unknown } }) =>
        ok(
          request.params?.isFlag === undefined
            ? { rows: carouselRows, total: 3 }
            : { rows: carouselRows.filter((row) => row.isFlag === 1), total: 2 },
        ),
      addCarouselImage: {
        code: 0,
        msg: '',
        data: { message: '链接 须为 http(s) 网址或以 / 开头的页面路径', field: 'link' },
      },
      sortCarouselImages: ok(null),
    },
    openTabs: [{ path: '/system/indexPic', title: '轮播广告图' }],
  }),
  // A message another story left would show in this one's picture.
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getCarouselList',
  table: { zh: '轮播广告图', en: 'Carousel images' },
  cell: '/pages/recharge/index',
});

export const Carousel: Story = states.list;
export const CarouselEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** The create dialog: the image is required, a javascript: link is refused before sending. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新增轮播图' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '新增轮播图' }));
    await userEvent.type(dialog.getByLabelText('链接'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('请输入 http(s) 网址或以 / 开头的页面路径')).toBeVisible();
  },
};

/** Reorder: 下移 by keyboard, then save the whole order in one call. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '调整排序' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '调整轮播图排序' }));
    const list = await dialog.findByRole('list', { name: '轮播图顺序' });
    dialog.getByRole('button', { name: '下移 第 1 号图' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('第 1 号图');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await within(document.body).findByText('排序已保存')).toBeVisible();
  },
};

/** The reorder dialog open, the second image dragged above the first (before saving, for review). */
export const ReorderDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '调整排序' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '调整轮播图排序' }));
    const list = await dialog.findByRole('list', { name: '轮播图顺序' });
    const [first, second] = within(list).getAllByRole('listitem');
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(second!, { dataTransfer });
    const box = first!.getBoundingClientRect();
    fireEvent.dragOver(first!, { dataTransfer, clientY: box.top + 2 });
    fireEvent.drop(first!, { dataTransfer, clientY: box.top + 2 });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('第 2 号图');
    await expect(dialog.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

/** The preview: the enabled images only, in order; 下一张 by keyboard. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '预览轮播' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '轮播预览' }));
    const carousel = within(await dialog.findByRole('region', { name: '轮播预览' }));
    await expect(carousel.getByRole('group', { name: '第 1 张，共 2 张' })).toBeVisible();
    carousel.getByRole('button', { name: '下一张' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(carousel.getByRole('img', { name: '轮播图：https://www.example.com/summer' })).toBeVisible();
  },
};
