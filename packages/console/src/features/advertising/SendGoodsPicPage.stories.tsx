import type { Meta, StoryObj } from '@storybook/react-vite';
import { message } from '@vending/ui';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';
import { screenImage } from './fixtures';

const saved = ok({ image: screenImage, updatedBy: 'admin', updateTime: '2026-11-20T02:30:00.000Z' });

const meta = {
  title: 'Console/Pages/Dispensing-screen image',
  ...consolePage({
    path: '/system/sendGoodsPic',
    answers: {
      getSendGoodsPic: saved,
      updateSendGoodsPic: ok(null),
      uploadImage: { code: 0, msg: '', data: { message: '只能上传 PNG、JPEG、GIF 或 WebP 图片', field: 'file' } },
    },
    openTabs: [{ path: '/system/sendGoodsPic', title: '出货屏广告图' }],
  }),
  beforeEach: () => message.dismissAll(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved image, previewed at the screen's 16:9, with who saved it and when. */
export const SendGoodsPic: Story = {
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: '出货屏广告图' }));
    await expect(await page.findByRole('img', { name: '出货屏预览（16:9）' })).toBeVisible();
    await expect(page.getByText(/最后由 admin 于 2026-11-20/)).toBeVisible();
  },
};

export const SendGoodsPicEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: 'Dispensing-screen image' }));
    await expect(await page.findByRole('img', { name: 'Dispensing screen preview (16:9)' })).toBeVisible();
    await expect(page.getByText(/Last saved by admin/)).toBeVisible();
  },
};

/** Nothing saved yet: the frame says so, and saving without an image is refused before sending. */
export const Empty: Story = {
  args: { answers: { getSendGoodsPic: ok({ image: null, updatedBy: null, updateTime: null }) } },
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: '出货屏广告图' }));
    await expect(await page.findByText('尚未设置广告图')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '保存' }));
    await expect(await page.findByText('请上传广告图')).toBeVisible();
  },
};

/** A file that is not an image is refused with the server's message; the saved image stays. */
export const UploadRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: '出货屏广告图' }));
    await page.findByRole('img', { name: '出货屏预览（16:9）' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['not a picture'], 'ad.png', { type: 'image/png' }));
    // The reason once, under the picker; no second 上传失败，请重试 (issue 30 item 6).
    await expect(await page.findByRole('alert')).toHaveTextContent('只能上传 PNG、JPEG、GIF 或 WebP 图片');
    await expect(within(document.body).getAllByText('只能上传 PNG、JPEG、GIF 或 WebP 图片')).toHaveLength(1);
    await expect(within(document.body).queryByText('上传失败，请重试')).toBeNull();
    await expect(page.getByRole('img', { name: '出货屏预览（16:9）' })).toBeVisible();
  },
};
