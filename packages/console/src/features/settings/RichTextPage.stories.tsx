import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../stories/ConsoleStory';
import { consolePage } from '../../stories/consolePage';
import { ok } from '../../stories/mockNetwork';

const tutorial = [
  '<h2>第一次购买</h2>',
  '<p>打开微信，<strong>扫描售货机上的二维码</strong>，选好商品后支付即可出货。</p>',
  '<ol><li>扫码进入小程序</li><li>选择商品和数量</li><li>确认支付，等待出货</li></ol>',
  '<p>遇到问题请拨打客服电话 <a href="https://example.com/help">查看帮助</a>。</p>',
].join('');

const meta = {
  title: 'Console/Pages/Beginner tutorial',
  ...consolePage({
    path: '/system/novice',
    answers: {
      getNovice: ok({ html: tutorial, updatedBy: 'admin', updateTime: '2026-11-20T02:30:00.000Z' }),
      updateNovice: { code: 0, msg: '', data: { message: '内容 最多 200000 个字符', field: 'html' } },
    },
    openTabs: [{ path: '/system/novice', title: '新手教程' }],
  }),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Novice: Story = {
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: '新手教程' }));
    await expect(await page.findByRole('textbox', { name: '内容' })).toHaveTextContent('扫描售货机上的二维码');
    await expect(page.getByText(/最后由 admin 于 2026-11-20/)).toBeVisible();
    await expect(page.getByRole('tab', { name: '编辑' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NoviceEnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: 'Beginner tutorial' }));
    await expect(await page.findByRole('tab', { name: 'HTML source' })).toBeVisible();
    await expect(page.getByText(/Last saved by admin/)).toBeVisible();
  },
};

/** The server's refusal stands under the text, and the text stays as it was. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: '新手教程' }));
    await userEvent.click(await page.findByRole('button', { name: '保存' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('内容 最多 200000 个字符');
    await expect(page.getByRole('textbox', { name: '内容' })).toHaveTextContent('扫描售货机上的二维码');
  },
};

/** HTML typed as source shows in the preview without its script, event handler or javascript: link. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole('region', { name: '新手教程' }));
    await userEvent.click(await page.findByRole('tab', { name: 'HTML 源码' }));
    const source = page.getByRole('textbox', { name: 'HTML 源码' });
    await userEvent.clear(source);
    await userEvent.click(source);
    await userEvent.paste(
      '<h2>关于支付</h2><p onclick="steal()">支持微信支付<script>window.pwned = true</script></p>' +
        '<p><a href="javascript:alert(1)">不安全的链接</a></p>',
    );
    await userEvent.click(page.getByRole('tab', { name: '预览' }));
    const preview = await page.findByRole('region', { name: '预览' });
    await expect(within(preview).getByRole('heading', { name: '关于支付' })).toBeVisible();
    await expect(within(preview).getByText('支持微信支付')).toBeVisible();
    await expect(preview.querySelector('script, [onclick], [href^="javascript"]')).toBeNull();
    await expect(within(preview).queryByRole('link')).toBeNull();
  },
};
