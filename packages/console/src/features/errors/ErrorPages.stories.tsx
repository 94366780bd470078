import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { operatorAdministrator } from '../../stories/fixtures';

const meta = {
  title: 'Console/Pages/401 and 404',
  ...consolePage({ path: '/404', user: undefined }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page.getByRole('button', { name: '返回登录' })).toBeVisible();
  },
};

/** An unknown path shows 404, logged in or not (docs/SPECIFICATION.md §2). */
export const UnknownPathShowsNotFound: Story = {
  args: { path: '/no/such/page', user: operatorAdministrator },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

/** A limited administrator opening a page the server did not permit (docs/SPECIFICATION.md §6). */
export const Unauthorized: Story = {
  args: {
    path: '/administrators/list',
    user: operatorAdministrator,
    permissions: { kind: 'some', interfaceNames: new Set(['会员管理', '会员列表']) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('抱歉，您没有权限访问此页面')).toBeVisible();
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};

export const UnauthorizedEnglishDark: Story = {
  ...Unauthorized,
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sorry, you are not allowed to open this page.')).toBeVisible();
  },
};
