import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { SortableList, type SortableListItem, type SortableListProps } from './SortableList';

const zhItems: SortableListItem[] = [
  { id: '1', label: '饮料', trailing: <span className="text-text-muted">10</span> },
  { id: '2', label: '零食', trailing: <span className="text-text-muted">7</span> },
  { id: '3', label: '乳制品', trailing: <span className="text-text-muted">2</span> },
  { id: '4', label: '咖啡', trailing: <span className="text-text-muted">1</span> },
];
const enItems: SortableListItem[] = [
  { id: '1', label: 'Drinks' },
  { id: '2', label: 'Snacks' },
  { id: '3', label: 'Dairy' },
];

/** Holds the order as a page would, and reports each new order. */
function Ordered(props: SortableListProps) {
  const [items, setItems] = useState(props.items);
  return (
    <div className="w-[420px] max-w-full">
      <SortableList
        {...props}
        items={items}
        onReorder={(ids) => {
          setItems(ids.map((id) => items.find((item) => item.id === id)!));
          props.onReorder(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Data/SortableList',
  component: SortableList,
  render: (args) => <Ordered {...args} />,
  args: { label: '分类顺序', items: zhItems, onReorder: fn() },
} satisfies Meta<typeof SortableList>;

export default meta;
type Story = StoryObj<typeof meta>;

const namesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.dataset.itemId);

/** 上移 / 下移 by Tab and Enter; the focus stays with the moved row. */
export const MoveByButtons: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '分类顺序' });
    await expect(canvas.getByRole('button', { name: '上移 饮料' })).toBeDisabled();
    canvas.getByRole('button', { name: '下移 饮料' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['2', '1', '3', '4']);
    await expect(canvas.getByRole('button', { name: '下移 饮料' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('饮料：第 2 位，共 4 项');
    // Shift+Tab reaches the same row's 上移.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '上移 饮料' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(namesOf(list)).toEqual(['1', '2', '3', '4']);
    // At the top 上移 is disabled: the focus moves to 下移.
    await expect(canvas.getByRole('button', { name: '下移 饮料' })).toHaveFocus();
  },
};

/** Alt+↑ / Alt+↓ on a focused row moves it; the row keeps the focus. */
export const MoveByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '分类顺序' });
    const coffee = within(list).getAllByRole('listitem')[3]!;
    coffee.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    await expect(namesOf(list)).toEqual(['1', '4', '2', '3']);
    await expect(within(list).getAllByRole('listitem')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onReorder).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['1', '2', '4', '3']);
  },
};

/** Dragging a row onto the top half of another puts it before that row. */
export const MoveByDrag: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '分类顺序' });
    const [first, , third] = within(list).getAllByRole('listitem');
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(third!, { dataTransfer });
    const box = first!.getBoundingClientRect();
    fireEvent.dragOver(first!, { dataTransfer, clientY: box.top + 2 });
    fireEvent.drop(first!, { dataTransfer, clientY: box.top + 2 });
    await expect(args.onReorder).toHaveBeenLastCalledWith(['3', '1', '2', '4']);
    await expect(namesOf(list)).toEqual(['3', '1', '2', '4']);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Mini: Story = { args: { size: 'mini' } };
export const Default: Story = { args: { size: 'default' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Category order', items: enItems },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move up: Snacks' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith(['2', '1', '3']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Snacks: position 1 of 3');
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };

const longItems: SortableListItem[] = [
  { id: '1', label: '1. VM000001 1号售货机 · 北京市朝阳区望京SOHO1号点位', trailing: <span>已完成</span> },
  { id: '2', label: '2. VM000002 2号售货机 · 上海市浦东新区陆家嘴地铁站1号点位', trailing: <span>未到达</span> },
];

/**
 * Long labels in a phone's drawer (300 px): a label wraps whole, never cut, and the state and the
 * moves take a line of their own under it, still reachable.
 */
export const NarrowWraps: Story = {
  args: { label: '行程站点', items: longItems },
  render: (args) => (
    <div className="w-[300px]">
      <Ordered {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const label = canvas.getByText(/VM000002/);
    // The whole text shows on more than one line: nothing hidden past its box, no ellipsis.
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(getComputedStyle(label).whiteSpace).toBe('normal');
    const moveUp = canvas.getByRole('button', { name: /^上移 2\. VM000002/ });
    // The moves sit under the label, inside the list's width.
    await expect(moveUp.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().top);
    await userEvent.click(moveUp);
    await expect(args.onReorder).toHaveBeenLastCalledWith(['2', '1']);
  },
};
