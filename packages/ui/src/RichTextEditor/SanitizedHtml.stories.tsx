import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SanitizedHtml } from './SanitizedHtml';

const pixel = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="4" fill="#dbeafe"/></svg>',
)}`;

const meta = {
  title: 'Forms/SanitizedHtml',
  component: SanitizedHtml,
  decorators: [(Story) => <div className="max-w-xl rounded-lg bg-surface p-4">{Story()}</div>],
} satisfies Meta<typeof SanitizedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Feedback text with a planted script, handler and javascript: link: shown without any of them. */
export const HostileInput: Story = {
  args: {
    html: `<p>售货机 <strong>A12</strong> 无法出货。</p><script>window.hacked = true</script><img src="${pixel}" alt="故障截图" onerror="window.hacked = true"><p><a href="javascript:window.hacked=true">详情</a></p>`,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('A12')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByRole('img', { name: '故障截图' })).not.toHaveAttribute('onerror');
    await expect(canvas.getByText('详情')).not.toHaveAttribute('href');
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', scheme: 'dark' },
  args: {
    html: '<h2>Holiday offer</h2><p>Second drink <em>half price</em>.</p><ol><li>Scan</li><li>Pick up</li></ol>',
  },
};
