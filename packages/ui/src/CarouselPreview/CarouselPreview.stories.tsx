import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CarouselPreview, type CarouselSlide } from './CarouselPreview';

/** A fixed picture: a coloured field with a lighter circle (no text, no network). */
const picture = (colour: string, circle: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><circle cx="240" cy="90" r="50" fill="${circle}"/></svg>`,
  )}`;

const zhSlides: CarouselSlide[] = [
  { id: '1', src: picture('#f28c38', '#fde3cc'), alt: '充值优惠' },
  { id: '2', src: picture('#409eff', '#d9ecff'), alt: '夏日新品' },
  { id: '3', src: picture('#67c23a', '#e1f3d8'), alt: '会员日' },
];
const enSlides: CarouselSlide[] = [
  { id: '1', src: picture('#f28c38', '#fde3cc'), alt: 'Top-up offer' },
  { id: '2', src: picture('#409eff', '#d9ecff'), alt: 'Summer drinks' },
];

const meta = {
  title: 'Data/CarouselPreview',
  component: CarouselPreview,
  args: { label: '轮播预览', slides: zhSlides },
} satisfies Meta<typeof CarouselPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next and previous by Tab and Enter, wrapping round; ← / → on the carousel too. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: '轮播预览' });
    await expect(carousel).toBeVisible();
    await expect(canvas.getByRole('group', { name: '第 1 张，共 3 张' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '充值优惠' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上一张' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: '会员日' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '下一张' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('img', { name: '充值优惠' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: '第 2 张，共 3 张' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '夏日新品' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: '充值优惠' })).toBeVisible();
  },
};

export const English: Story = {
  args: { label: 'Carousel preview', slides: enSlides },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('group', { name: 'Image 2 of 2' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Summer drinks' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '充值优惠' })).toBeVisible();
  },
};

/** Nothing to show: the buttons are off and the frame says so. */
export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无图片')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一张' })).toBeDisabled();
  },
};

/** The mini size in English, at a wide banner's ratio. */
export const MiniWideEnglish: Story = {
  args: { label: 'Carousel preview', slides: enSlides, size: 'mini', aspectRatio: 2.4 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Image 1 of 2' })).toBeVisible();
  },
};
