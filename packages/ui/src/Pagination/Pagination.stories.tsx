import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { total: 235, defaultPage: 3, defaultPageSize: 20, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toHaveTextContent('共 235 条');
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('button', { name: '第 3 页' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '第 4 页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 4, pageSize: 20 });
    await expect(canvas.getByRole('button', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddleOfManyPages: Story = {
  args: { total: 2000, defaultPage: 50 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('img', { name: '更多页' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 49, pageSize: 20 });
  },
};

export const FirstAndLastPage: Story = {
  args: { total: 15, defaultPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const PageJumpAndSize: Story = {
  name: 'Page jump and page size',
  play: async ({ canvas, args }) => {
    const jump = canvas.getByRole('textbox', { name: '前往页码' });
    await userEvent.clear(jump);
    await userEvent.type(jump, '99{Enter}');
    // Past the end: the last page.
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 12, pageSize: 20 });
    await expect(jump).toHaveValue('12');
    await userEvent.click(canvas.getByRole('combobox', { name: '每页条数' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '50 条/页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  name: 'Disabled (page loading)',
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: '每页条数' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total 235');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('textbox', { name: 'Go to page' })).toHaveValue('3');
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  args: { total: 2000, defaultPage: 50 },
};

export const DefaultSize: Story = {
  name: 'Size from the toolbar (default)',
  globals: { size: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下一页' }).getBoundingClientRect().height).toBe(40);
  },
};
