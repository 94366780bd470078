import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage, listPageStories, phoneWidth } from '../../stories/consolePage';
import { expectDrawerReadable } from '../../stories/expectReadable';
import { ok } from '../../stories/mockNetwork';
import { deviceOptions, replenishments } from './fixtures';

const meta = {
  title: 'Console/Pages/Replenishments',
  ...consolePage({
    path: '/equipment/recordList',
    answers: {
      getReplenishmentList: ok({ rows: replenishments, total: 60 }),
      getDeviceOptions: ok({ rows: deviceOptions }),
    },
    openTabs: [{ path: '/equipment/recordList', title: '补货记录' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = listPageStories({
  list: 'getReplenishmentList',
  table: { zh: '补货记录', en: 'Replenishment records' },
  cell: '陈晓东 15012345603',
});

export const Replenishments: Story = {
  play: async (context) => {
    await states.list.play(context);
    const device = within(context.canvasElement).getByRole('combobox', { name: '设备' });
    await userEvent.click(device);
    await expect(await within(document.body).findByRole('option', { name: 'VM000002 2号售货机' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(context.canvasElement).getByRole('button', { name: /导出/ })).toBeVisible();
  },
};
export const ReplenishmentsEnglishDark: Story = states.englishDark;
export const Empty: Story = states.empty;
export const LoadFailed: Story = states.loadFailed;

/** Each slot restocked: the goods, before, after and how many were added. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '补货记录' }));
    const row = within((await table.findByRole('cell', { name: /陈晓东/ })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: '详情' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: '补货记录 #898' }));
    const lines = within(drawer.getByRole('table', { name: '补货商品' }));
    await expect(lines.getByRole('cell', { name: '乐事薯片 原味' })).toBeVisible();
    await expect(lines.getByRole('cell', { name: '+8' })).toBeVisible();
  },
};

/** The detail drawer at a phone's width (390 px): every value reads whole, none cut or squeezed. */
export const DetailPhoneWidth: Story = {
  ...phoneWidth,
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, /陈晓东/, /详情/);
  },
};

export const DetailPhoneWidthEnglish: Story = {
  ...phoneWidth,
  globals: { ...phoneWidth.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectDrawerReadable(canvasElement, /陈晓东/, /Details/);
  },
};
