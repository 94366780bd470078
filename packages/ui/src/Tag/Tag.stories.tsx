import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag, tagTones } from './Tag';

const meta = {
  title: 'Data/Tag',
  component: Tag,
  args: { children: '已启用' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

const toneWords = {
  neutral: '默认',
  primary: '进行中',
  success: '成功',
  warning: '警告',
  danger: '失败',
  info: '信息',
};

/** Every tone at every size, with and without the status dot. */
export const TonesAndSizes: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['default', 'small', 'mini'] as const).map((size) => (
        <div key={size} className="flex items-center gap-2" data-testid={`row-${size}`}>
          {tagTones.map((tone) => (
            <Tag key={tone} tone={tone} size={size} dot={size !== 'default'}>
              {toneWords[tone]}
            </Tag>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['default', 'small', 'mini'].map(
      (size) => canvas.getByTestId(`row-${size}`).querySelector('[data-slot="tag"]')!.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([28, 24, 20]);
  },
};

/** A count, as a badge. */
export const AsBadge: Story = {
  args: { tone: 'danger', children: '99+', 'aria-label': '未读 99+' },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div className="flex gap-2">
      <Tag tone="success" dot>
        Enabled
      </Tag>
      <Tag tone="neutral">Disabled</Tag>
    </div>
  ),
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: TonesAndSizes.render,
};
