import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

/** A small inline picture, so the story needs no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0ea5e9"/><circle cx="20" cy="16" r="7" fill="#e0f2fe"/><path d="M6 40c2-9 8-13 14-13s12 4 14 13z" fill="#e0f2fe"/></svg>',
)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: '王小明' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { src: portrait },
  play: async ({ canvas }) => {
    // The initials show until the picture has loaded.
    await waitFor(() => expect(canvas.getByRole('img', { name: '王小明' })).toHaveProperty('tagName', 'IMG'));
  },
};

export const InitialsFallback: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '王小明' })).toHaveTextContent('王');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '王小明' })).toHaveTextContent('王');
  },
};

export const SizesAndShapes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="Li Lei" size="default" />
      <Avatar name="Li Lei" size="small" />
      <Avatar name="Li Lei" size="mini" />
      <Avatar name="张三" size="default" shape="square" src={portrait} />
      <Avatar name="Han Meimei" size="small" shape="square" />
    </div>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { name: 'Han Meimei', size: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Han Meimei' })).toHaveTextContent('HM');
  },
};

export const Dark: Story = { globals: { scheme: 'dark' }, render: SizesAndShapes.render };
